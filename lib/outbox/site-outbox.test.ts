// startOutboxTimer() as instrumentation.ts runs it at every start of a server.

const shared = globalThis as { __outbox?: unknown };

/** Runs startOutboxTimer() in a fresh module registry with `env`: the outbox it left made. */
async function startWith(env: Record<string, string>) {
  const saved = process.env;
  process.env = { NODE_ENV: 'test', ...env };
  try {
    await jest.isolateModulesAsync(async () => {
      (await import('@/lib/outbox/site-outbox')).startOutboxTimer();
    });
    return shared.__outbox;
  } finally {
    process.env = saved;
    delete shared.__outbox;
  }
}

it('makes the outbox and drains it where the server keeps running', async () => {
  expect(await startWith({})).toMatchObject({ drain: expect.any(Function) });
});

it('makes no outbox at a Vercel function’s start: the first route that sends mail makes it', async () => {
  // Every cold start runs register(); the cron job drains (app/api/outbox/drain).
  expect(await startWith({ VERCEL: '1' })).toBeUndefined();
});
