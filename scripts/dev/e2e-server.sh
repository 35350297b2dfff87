#!/usr/bin/env bash
# Builds and starts the e2e server with the e2e environment, for
# `E2E_REUSE=1 npx playwright test ...` while iterating on one spec.
set -euo pipefail
cd "$(dirname "$0")/../.."
pkill -f "next-serv[e]r" || true
eval "$(node -e "import('./e2e/e2e-env.mjs').then(m => { for (const [k, v] of Object.entries(m.e2eEnv)) console.log('export ' + k + '=' + JSON.stringify(v)); })")"
npm run build >/tmp/e2e-build.log 2>&1
nohup node node_modules/next/dist/bin/next start -p 3100 >/tmp/e2e-server.log 2>&1 &
for _ in $(seq 1 60); do curl -sf -o /dev/null http://localhost:3100/ && exit 0; sleep 0.5; done
echo "server did not start" >&2; exit 1
