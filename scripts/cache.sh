#!/usr/bin/env bash
# `npm run cache`: deploy/nginx.conf in the foreground, in front of a running
# site. CACHE_PORT (8080) is where it listens, UPSTREAM (http://127.0.0.1:3000)
# the site. Run it with the site's environment (SITE_URL_DE, SITE_URL_CH,
# SITE_ENV): it bypasses itself where the site's cookies decide a page
# (scripts/cache-config.mjs). The cache lives in a temporary prefix that goes
# with it on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."

export CACHE_PORT="${CACHE_PORT:-8080}"
export UPSTREAM="${UPSTREAM:-http://127.0.0.1:3000}"
NGINX=/usr/sbin/nginx

bash scripts/ensure-package.sh "$NGINX" nginx-light

prefix="$(mktemp -d "${TMPDIR:-/tmp}/rechenweg-cache-XXXXXX")"
# Run as root, nginx's workers drop to nobody: they must reach the cache under the prefix.
chmod 755 "$prefix"
node scripts/cache-config.mjs "$prefix/nginx.conf" >/dev/null

nginx_pid=""
stop() {
  [ -n "$nginx_pid" ] && kill -TERM "$nginx_pid" 2>/dev/null && wait "$nginx_pid" || true
  rm -rf "$prefix"
}
trap 'stop; exit 0' INT TERM
trap 'rm -rf "$prefix"' EXIT

echo "› cache on http://localhost:$CACHE_PORT in front of $UPSTREAM (Ctrl-C stops it)"
"$NGINX" -p "$prefix" -c "$prefix/nginx.conf" -e stderr &
nginx_pid=$!
status=0
wait "$nginx_pid" || status=$?
nginx_pid=""
exit "$status"
