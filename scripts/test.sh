#!/usr/bin/env bash
# Installs whatever is missing (Debian's Chromium, Firefox ESR, nginx, Redis and Java included), then runs every
# test: `npm run check` (format, lint, types, jest) beside the production build of the e2e suite, then
# Playwright in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-package.sh /usr/bin/chromium chromium
# e2e/cache.spec.ts runs Debian's nginx, as `npm run cache` does.
bash scripts/ensure-package.sh /usr/sbin/nginx nginx-light
# lib/http/rate-limits.test.ts shares the rate limits through a real Redis.
bash scripts/ensure-package.sh /usr/bin/redis-server redis-server
# e2e/engines.spec.ts drives Debian's Firefox ESR over WebDriver BiDi (puppeteer-core).
bash scripts/ensure-package.sh /usr/bin/firefox-esr firefox-esr
# e2e/legal.spec.ts checks the markup with the W3C's Nu Html Checker (vnu-jar), a Java program.
bash scripts/ensure-package.sh /usr/bin/java default-jre-headless

# npm's own copy of the lockfile lacks the other platforms' entries that
# scripts/complete-lockfile.mjs records, so the installed lockfile is stamped by its hash.
stamp=node_modules/.installed-lockfile.sha256
if [ ! -d node_modules ] || ! sha256sum --status -c "$stamp" 2>/dev/null; then
  echo "› npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  sha256sum package-lock.json >"$stamp"
fi

export NEXT_TELEMETRY_DISABLED=1

# The suite builds into its own folder (.next-e2e): whatever `npm run build` left
# in .next for `npm start` must come out of the tests exactly as it went in.
fingerprint() { [ -d .next ] && find .next -printf '%P %s %T@\n' | sort | sha256sum || echo none; }
before=$(fingerprint)

# The e2e build runs beside the check: format, lint and types use one core of the two.
# In a process group of its own, so that a failed check stops it and nothing else.
mkdir -p test-results
echo "› e2e build, beside the check (test-results/e2e-build.log)"
setsid node scripts/e2e-build.mjs >test-results/e2e-build.log 2>&1 &
build=$!
trap 'kill -- -"$build" 2>/dev/null || true' EXIT

# Format, lint, types and jest: `npm run check`, the loop after every change.
bash scripts/check.sh

if ! wait "$build"; then
  cat test-results/e2e-build.log >&2
  echo "the e2e build failed (above)" >&2
  exit 1
fi
trap - EXIT

echo "› playwright (serves the production site built above)"
E2E_PREBUILT=1 npx playwright test "$@"

if [ "$(fingerprint)" != "$before" ]; then
  echo "npm test changed .next, the build npm start serves" >&2
  exit 1
fi
