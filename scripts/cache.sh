#!/usr/bin/env bash
# `npm run cache`: deploy/nginx.conf in the foreground, in front of a running
# site. CACHE_PORT (8080) is where it listens, UPSTREAM (http://127.0.0.1:3000)
# the site. The cache lives in a temporary prefix that goes with it on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."

CACHE_PORT="${CACHE_PORT:-8080}"
UPSTREAM="${UPSTREAM:-http://127.0.0.1:3000}"
NGINX=/usr/sbin/nginx

if [[ ! "$UPSTREAM" =~ ^http://([^/]+)/?$ ]]; then
  echo "UPSTREAM must be http://host:port, not $UPSTREAM" >&2
  exit 2
fi
upstream_address="${BASH_REMATCH[1]}"

bash scripts/ensure-package.sh "$NGINX" nginx-light

prefix="$(mktemp -d "${TMPDIR:-/tmp}/rechenweg-cache-XXXXXX")"
# Run as root, nginx's workers drop to nobody: they must reach the cache under the prefix.
chmod 755 "$prefix"
sed -e "s/@CACHE_PORT@/$CACHE_PORT/" -e "s/@UPSTREAM@/$upstream_address/" deploy/nginx.conf >"$prefix/nginx.conf"

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
