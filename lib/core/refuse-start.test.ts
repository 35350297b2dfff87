import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { e2eEnv, PRODUCTION_RUNTIME } from '@/e2e/e2e-env.mjs';
import { REPORTER_KEY } from '@/lib/monitoring/report-server-error';
import { TEST_OPERATOR } from '@/scripts/test-operator.mjs';

// instrumentation.ts's register() as a server of the e2e build runs it at start
// (e2e/fakes/site-server.ts: the build's environment, then the server's own):
// every configuration production must not serve stops it, naming why. One such
// start of a real server stays in the browser suite (e2e/deployment.spec.ts),
// which shows that Next runs register() and that the exit stops the server.

// What the server would do after its checks, kept out of the test process.
jest.mock('@/lib/http/server-requests', () => ({ guardServerRequests: jest.fn() }));
jest.mock('@/lib/outbox/site-outbox', () => ({ startOutboxTimer: jest.fn() }));
jest.mock('@/lib/experiments/experiments', () => ({ fetchExperiments: jest.fn() }));

const { NEXT_DIST_DIR: _, NEXT_OUTPUT: __, ...runtimeEnv } = e2eEnv;
const BUILD_ID = 'this-build';

/** The build folder the server reads its hash set from: this build's unless told. */
let build: string;
beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), 'refuse-start-'));
  writeFileSync(join(build, 'BUILD_ID'), `${BUILD_ID}\n`);
  hashSet(BUILD_ID);
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

const hashSet = (buildId: string) =>
  writeFileSync(
    join(build, 'script-hashes.json'),
    JSON.stringify({ buildId, pages: {}, etags: {} }),
  );

class Exit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

/**
 * Runs register() in a production server's process with `env` on top of the
 * e2e build's runtime environment: the exit code it stops with (null when it
 * goes on) and what it logged as errors.
 */
async function start(env: Record<string, string>) {
  const saved = process.env;
  process.env = {
    ...runtimeEnv,
    ...env,
    NODE_ENV: 'production',
    NEXT_RUNTIME: 'nodejs',
    // script-hashes.ts joins it to the working directory, as next.config.ts fixes it.
    NEXT_DIST_DIR: relative(process.cwd(), build),
  };
  const errors: string[] = [];
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation((line) => void errors.push(String(line)));
  jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(Number(code));
  });
  let code: number | null = null;
  try {
    await jest.isolateModulesAsync(async () => {
      const { register } = await import('@/instrumentation');
      await register();
    });
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    code = error.code;
  } finally {
    process.env = saved;
    jest.restoreAllMocks();
  }
  return { code, log: errors.join('\n') };
}

const production = (env: Record<string, string>) => start({ ...PRODUCTION_RUNTIME, ...env });
const envRefusal = (refusal: RegExp) =>
  new RegExp(`\\[env\\] The server does not start: [\\s\\S]*${refusal.source}`, refusal.flags);

describe('a production server of the e2e build', () => {
  it('starts with its hash set, on the operator of the tests', async () => {
    expect(await production({})).toEqual({ code: null, log: '' });
  });

  it("installs the reporter through which the routes' own reports reach Sentry", async () => {
    // Where lib/monitoring/report-server-error.ts finds it: the routes' bundle has no SDK of its own.
    const holder = globalThis as Record<symbol, unknown>;
    delete holder[REPORTER_KEY];
    expect((await production({})).code).toBeNull();
    expect(holder[REPORTER_KEY]).toEqual(expect.any(Function));
  });

  it('does not start without its hash set or with one of another build, naming the file', async () => {
    rmSync(join(build, 'script-hashes.json'));
    const missing = await production({});
    expect(missing.code).toBe(1);
    expect(missing.log).toMatch(
      /\[csp\] The server does not start: .*script-hashes\.json is missing: build with `npm run build`/,
    );
    hashSet('an-earlier-build');
    const stale = await production({});
    expect(stale.code).toBe(1);
    expect(stale.log).toMatch(
      /\[csp\] The server does not start: .*made for build an-earlier-build, the server runs build this-build/,
    );
  });

  it('as a preview without its hash set, starts and says never to deploy the build', async () => {
    rmSync(join(build, 'script-hashes.json'));
    const preview = await start({ SITE_ENV: 'preview' });
    expect(preview.code).toBeNull();
    expect(preview.log).toContain('never deploy this build to production');
  });

  it.each<[Record<string, string>, RegExp]>([
    [
      { ORDER_SIGNING_KEY: '' },
      /ORDER_SIGNING_KEY is required in production with the PayPal checkout on/,
    ],
    [{ ENABLE_TEST_ROUTES: '1' }, /ENABLE_TEST_ROUTES must not be set in production/],
    [{ ORDER_SIGNING_KEY: 'a'.repeat(40) }, /ORDER_SIGNING_KEY must hold 32 random bytes/],
    [
      { PREMIUM_GRANT_SECRET: e2eEnv.ORDER_SIGNING_KEY },
      /ORDER_SIGNING_KEY must differ from PREMIUM_GRANT_SECRET/,
    ],
    [
      { PREMIUM_GRANT_URL: 'http://app.example.de/premium/grants' },
      /PREMIUM_GRANT_URL must be an https:\/\/ URL in production/,
    ],
    // A malformed value exits at start instead of answering every request with a 500.
    [
      { PREMIUM_GRANT_SECRET: 'too-short' },
      /PREMIUM_GRANT_SECRET: must be at least 32 random characters/,
    ],
    // nodemailer would read each parameter as a setting over the mailer's own.
    [
      { SMTP_URL: 'smtp://u:p@mail.example.de:587?requireTLS=0' },
      /SMTP_URL: must not carry a query \(requireTLS\)/,
    ],
    [
      { SMTP_URL: 'smtp://u:p@mail.example.de:587?tls.rejectUnauthorized=false' },
      /SMTP_URL: must not carry a query \(tls\.rejectUnauthorized\)/,
    ],
    [
      { SMTP_URL: 'smtp://u:p@mail.example.de:587?ignoreTLS=true' },
      /SMTP_URL: must not carry a query \(ignoreTLS\)/,
    ],
    // A phrase, the alphabet that Node decodes to 32 bytes, a passphrase in base64.
    [
      { ORDER_SIGNING_KEY: 'Rechenweg-Bestellungen-Signaturschluessel-2026!' },
      /ORDER_SIGNING_KEY must hold 32 random bytes in production, .* but is not 32 bytes/,
    ],
    [
      { PREMIUM_GRANT_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq' },
      /PREMIUM_GRANT_SECRET must hold 32 random bytes in production, .* but is not 32 bytes/,
    ],
    [
      { ORDER_SIGNING_KEY: 'cmVjaGVud2VnLWJlc3RlbGx1bmdlbi0yMDI2LWtleSE=' },
      /ORDER_SIGNING_KEY must hold 32 random bytes in production, .* but is a pattern/,
    ],
    [
      { COMPANY_VAT_ID: 'DE000000000' },
      /COMPANY_VAT_ID is a sample value \(DE000000000\): production needs the operator's real one$/m,
    ],
  ])('refuses %j, naming it', async (env, refusal) => {
    const { code, log } = await production(env);
    expect(code).toBe(1);
    expect(log).toMatch(envRefusal(refusal));
  });

  it('refuses the demo’s sample operator, naming each variable that holds a sample', async () => {
    const blank = Object.fromEntries(Object.keys(TEST_OPERATOR).map((key) => [key, '']));
    const { code, log } = await production(blank);
    expect(code).toBe(1);
    for (const key of [
      'CONTACT_EMAIL',
      'CONTACT_PHONE',
      'COMPANY_NAME',
      'COMPANY_STREET',
      'COMPANY_REPRESENTATIVE',
      'COMPANY_REGISTER',
      'COMPANY_VAT_ID',
      'COMPANY_DPO_NAME',
      'COMPANY_DPO_EMAIL',
      'RESEARCH_PARTNER',
      'FUNDING_PROGRAMME',
      'HOSTING_PROVIDER',
      'MAIL_PROVIDER',
      'REDIS_PROVIDER',
      'MAIL_FROM',
    ]) {
      expect(log).toContain(`${key} is a sample value`);
    }
  });
});

describe('a server that declares no production', () => {
  // A container that declares no environment is not a preview by accident.
  it('does not start with preview powers and no declared environment', async () => {
    const { code, log } = await start({ SITE_ENV: '' });
    expect(code).toBe(1);
    expect(log).toMatch(
      envRefusal(
        /FLAGS_SECRET is set, but neither SITE_ENV nor VERCEL_ENV declares the environment/,
      ),
    );
  });

  // Live money only where production is declared, whatever the spelling of PayPal's host.
  it.each(['https://api-m.paypal.com', 'https://api.paypal.com', 'https://api-m.paypal.com.'])(
    'does not start on PayPal’s live API %s',
    async (apiUrl) => {
      const preview = { SITE_ENV: 'preview', PAYPAL_API_URL: apiUrl };
      // On the demo's operator and on the tests' production one alike.
      for (const { code, log } of [await start(preview), await production(preview)]) {
        expect(code).toBe(1);
        expect(log).toMatch(envRefusal(/PAYPAL_API_URL is PayPal’s live API or may lead there/));
      }
    },
  );
});
