#!/usr/bin/env bash
# `npm run check`: the loop after every change, everything but the browser:
# format, lint, types, the tree's boundaries, the bench's and tools' syntax,
# and jest. `npm test` runs it first, then Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results

echo "› format check (Prettier; \`npm run format\` fixes it)"
npx prettier --check . --log-level warn
echo "› lint (ESLint; \`npm run lint -- --fix\` fixes most of it)"
npx eslint . --max-warnings 0
echo "› type check"
npx tsc --noEmit -p tsconfig.check.json
echo "› boundaries (dependency-cruiser, .dependency-cruiser.cjs; docs/architecture.md)"
npx depcruise app components content lib scripts proxy.ts | sed '/^$/d'
# The bench and the dev tools run outside the tests; this at least parses them.
for script in bench/*.mjs scripts/*.mjs scripts/build-output/*.mjs scripts/dev/*.mjs; do node --check "$script"; done

echo "› jest"
# Jest's default is one worker less than the cores: one worker on this machine's two, where the
# modules' loading, not the tests, takes most of the time. Every core: 85 s → 47 s here.
status=0
npx jest --ci --maxWorkers=100% --json --outputFile=test-results/jest.json "$@" || status=$?
node -e 'const r=require("./test-results/jest.json");console.log(`jest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)'
exit "$status"
