import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = 3100;
const baseURL = `http://localhost:${E2E_PORT}`;

// The suite runs against a production build (never `next dev`) made with the
// environment below: every integration points at a local stand-in or stays off.
// Chromium resolves every *.localhost name to loopback, so the two country
// origins are real hosts the browser can visit.
export const E2E_ORIGINS = {
  DE: `http://de.localhost:${E2E_PORT}`,
  CH: `http://ch.localhost:${E2E_PORT}`,
};

export const e2eEnv = {
  SITE_URL_DE: E2E_ORIGINS.DE,
  SITE_URL_CH: E2E_ORIGINS.CH,
  SITE_ENV: 'preview',
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
  NEXT_TELEMETRY_DISABLED: '1',
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
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
  webServer: {
    command: `npx next build && node node_modules/next/dist/bin/next start -p ${E2E_PORT}`,
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
