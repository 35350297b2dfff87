// The e2e suite's build (.next-e2e, e2e/e2e-env.mjs), for `npm test`, which runs it beside
// `npm run check` and then has Playwright serve it (E2E_PREBUILT=1, playwright.config.ts)
// instead of building it itself. The check's tsc holds the types of the same tree at the
// same time, so this build skips Next's second pass over them (TYPES_CHECKED_BESIDE,
// next.config.ts): about 20 s of one core.
import { spawnSync } from 'node:child_process';
import { e2eEnv } from '../e2e/e2e-env.mjs';

const { status } = spawnSync('npm', ['run', 'build'], {
  env: { ...process.env, ...e2eEnv, TYPES_CHECKED_BESIDE: '1' },
  stdio: 'inherit',
});
process.exit(status ?? 1);
