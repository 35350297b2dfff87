import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGINS, E2E_PORT, REDIS_PORT, e2eEnv } from './e2e/e2e-env.mjs';
import { REDIS_SERVER } from './scripts/redis-server.mjs';
import { textModule } from './scripts/text-module.cjs';

export { E2E_ORIGINS, E2E_PORT, e2eEnv };

// Specs that read the outbox import lib/outbox/redis-scripts.ts, whose Lua scripts are modules of
// their text (scripts/text-module.cjs, as Turbopack, jest and jiti load them). Every worker loads
// this file, so the hook holds wherever a spec runs.
require.extensions['.lua'] = (module, filename) =>
  (module as NodeJS.Module & { _compile(code: string, file: string): void })._compile(
    textModule(readFileSync(filename, 'utf8')),
    filename,
  );
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A worker a core: the suite is CPU-bound, a third worker on this machine's two won nothing
  // (docs/testing.md), and a machine with more cores runs more at once.
  workers: '100%',
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine's network is closed: keep Chromium from dialling home.
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // `npm test` builds beside its check (scripts/e2e-build.mjs) and says so with E2E_PREBUILT=1.
      command: `${process.env.E2E_PREBUILT === '1' ? '' : 'npm run build && '}node node_modules/next/dist/bin/next start -p ${E2E_PORT}`,
      url: `${baseURL}/`,
      timeout: 300_000,
      // E2E_REUSE=1 keeps a server you started yourself (same build env) while iterating.
      reuseExistingServer: process.env.E2E_REUSE === '1',
      env: e2eEnv,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production servers' Redis (PRODUCTION_RUNTIME), for this run only:
      // nothing on disk, gone with the run. With E2E_REUSE=1 one left running is kept.
      command: `${REDIS_SERVER} --port ${REDIS_PORT} --bind 127.0.0.1 --save '' --appendonly no`,
      port: REDIS_PORT,
      timeout: 10_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
