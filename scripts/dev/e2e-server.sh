#!/usr/bin/env bash
# Builds and starts the e2e server with the e2e environment (into its own
# folder, .next-e2e), for `E2E_REUSE=1 npx playwright test ...` while iterating
# on one spec. Run it again to rebuild: it stops only the server it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
eval "$(node -e "import('./e2e/e2e-env.mjs').then(m => { for (const [k, v] of Object.entries(m.e2eEnv)) console.log('export ' + k + '=' + JSON.stringify(v)); console.log('PORT=' + m.E2E_PORT) })")"
pidfile="$NEXT_DIST_DIR.pid"
if [ -f "$pidfile" ]; then kill -- "-$(cat "$pidfile")" 2>/dev/null || true; rm -f "$pidfile"; fi
npm run build >"/tmp/e2e-build-$PORT.log" 2>&1
# Run under `flock`, this script holds the lock's descriptor; the server must
# not inherit it, or the lock stays taken for as long as the server runs.
for fd in /proc/$$/fd/*; do
  if [[ "$(readlink "$fd")" == *.lock ]]; then eval "exec ${fd##*/}>&-"; fi
done
setsid node node_modules/next/dist/bin/next start -p "$PORT" >"/tmp/e2e-server-$PORT.log" 2>&1 &
echo $! >"$pidfile"
for _ in $(seq 1 60); do curl -sf -o /dev/null "http://localhost:$PORT/" && exit 0; sleep 0.5; done
echo "server did not start (/tmp/e2e-server-$PORT.log)" >&2; exit 1
