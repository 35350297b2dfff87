import { PROMO_MESSAGES } from '@/content/premium-answers';
import { checkoutRoutes } from '@/e2e/fakes/checkout-routes';

// POST /api/premium/quote (`Einlösen`) as a client calls it, with the limits in
// a real Redis: every check of a code counts against the client's attempts.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const { routes, browser } = checkoutRoutes();
const ask = (client: ReturnType<typeof browser>, code: string) =>
  client.call(routes.quote, '/api/premium/quote', { body: { code } });

test('prices every plan with a known code, and says in German why an unknown one does not apply', async () => {
  const client = browser();
  const known = await ask(client, ' besser25 ');
  expect(known).toMatchObject({ status: 200, json: { promoCode: 'BESSER25' } });
  expect(known.json.plans).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'jahr', discounted: true })]),
  );
  expect(await ask(client, 'GRATIS')).toMatchObject({
    status: 422,
    json: { message: PROMO_MESSAGES.unknown },
  });
});

test('limits a client: the eleventh code in a minute gets 429 with Retry-After and a German message; another client is not affected', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = browser();
  for (let i = 0; i < 10; i += 1) expect((await ask(client, 'RATEN')).status).toBe(422);
  const limited = await ask(client, 'RATEN');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.json.message).toBe(
    'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
  );
  expect(warn).toHaveBeenCalledWith(
    '[limits] rw-checkout quote: one client went past its limit of 10 in 60 s',
  );
  warn.mockRestore();
  expect((await ask(browser(), 'BESSER25')).status).toBe(200);
});
