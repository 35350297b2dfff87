import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { canonicalEmailAddress } from '@/lib/core/email-address';
import { clientKeysOf } from '@/lib/http/client-address';
import {
  createRecipientLimiter,
  mailboxOf,
  type MayMail,
  recipientLimiter,
  registrableDomain,
  RECIPIENT_LIMITS,
} from '@/lib/http/recipient-limits';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { REDIS_SERVER, startRedis } from '@/scripts/redis-server.mjs';

// Sentry's stand-in: the report is asked for, nothing leaves the test.
jest.mock('@/lib/monitoring/report-server-error', () => ({
  reportToSentry: jest.fn(async () => undefined),
}));

const client = (n: number) => [`198.51.100.${n}`];
const limiter = () => createRecipientLimiter({ redisUrl: null, digestKey: null });

let warnings: jest.SpyInstance;
beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warnings.mockRestore();
  jest.mocked(reportToSentry).mockClear();
});

/** How many of the addresses, each sent in turn by the clients, the limiter lets through. */
async function allowed(
  mayMail: ReturnType<typeof createRecipientLimiter>,
  sends: [string, readonly string[]][],
) {
  let count = 0;
  for (const [address, from] of sends) if (await mayMail(address, from)) count++;
  return count;
}

describe('mailboxOf', () => {
  it('finds one mailbox behind its spellings', () => {
    for (const address of [
      'eva@gmail.com',
      'e.va@gmail.com',
      'eva+1@googlemail.com',
      'E.V.A+x@GMail.com',
    ]) {
      expect(mailboxOf(canonicalEmailAddress(address)!).mailbox).toBe('eva@gmail.com');
    }
    expect(mailboxOf('e.va+rechnung@gmx.example')).toEqual({
      mailbox: 'e.va@gmx.example',
      domain: 'gmx.example',
    });
  });

  it('reads a Fastmail subdomain as the mailbox, and counts a domain as its owner registered it', () => {
    for (const address of ['alias1@eva.fastmail.com', 'x+y@eva.fastmail.com', 'eva@fastmail.com'])
      expect(mailboxOf(address)).toEqual({ mailbox: 'eva@fastmail.com', domain: 'fastmail.com' });
    expect(mailboxOf('a@b.eva.fastmail.fm').mailbox).toBe('eva@fastmail.fm');
    // A catch-all's subdomains are one domain's.
    expect(mailboxOf('alias7@x7.eva-weber.example').domain).toBe('eva-weber.example');
    expect(registrableDomain('mail.shop.co.uk')).toBe('shop.co.uk');
    expect(registrableDomain('gmx.de')).toBe('gmx.de');
  });
});

describe('the recipient limits', () => {
  it('let one client send three receipts a day to one mailbox, however it is spelt', async () => {
    const mayMail = limiter();
    const spellings = [
      'victim@x.example',
      'Victim@X.example',
      'victim+1@x.example',
      'victim+2@x.example',
    ];
    const sends = Array.from({ length: 60 }, (_, n) => [
      canonicalEmailAddress(spellings[n % spellings.length]!)!,
      client(1),
    ]) as [string, string[]][];
    expect(await allowed(mayMail, sends)).toBe(RECIPIENT_LIMITS.mailbox.perClient.points);
  });

  it('leave a mailbox’s owner the receipts that strangers’ declarations naming it would take', async () => {
    const mayMail = limiter();
    // Three strangers, each three declarations and more, naming the owner's address.
    const strangers = Array.from({ length: 30 }, (_, n) => [
      'eva@gmx.example',
      client(10 + (n % 3)),
    ]) as [string, string[]][];
    expect(await allowed(mayMail, strangers)).toBe(9);
    // The owner's own, from her own network, all three.
    const own = Array.from({ length: 3 }, () => ['eva@gmx.example', client(1)]) as [
      string,
      string[],
    ][];
    expect(await allowed(mayMail, own)).toBe(3);
  });

  it('hold one mailbox to its backstop whoever sends, and count a client’s refused attempts nowhere', async () => {
    const mayMail = limiter();
    // One client's thirty attempts at one address spend three of its backstop.
    const one = Array.from({ length: 30 }, () => ['eva@x.example', client(0)]) as [
      string,
      string[],
    ][];
    expect(await allowed(mayMail, one)).toBe(3);
    const many = Array.from({ length: 60 }, (_, n) => ['eva@x.example', client(1 + n)]) as [
      string,
      string[],
    ][];
    expect(await allowed(mayMail, many)).toBe(RECIPIENT_LIMITS.backstop.perClient.points - 3);
  });

  it('let one client send to a domain’s addresses only so often, subdomains and Fastmail’s aliases included; everyone else still reaches them', async () => {
    const mayMail = limiter();
    const spray = Array.from({ length: 50 }, (_, n) => [`kunde${n}@gmx.example`, client(1)]) as [
      string,
      string[],
    ][];
    expect(await allowed(mayMail, spray)).toBe(RECIPIENT_LIMITS.domain.perClient.points);
    expect(await mayMail('kunde49@gmx.example', client(2))).not.toBeNull();
    // The second security reading's spellings, twenty from one /48 within a minute.
    const from48 = (n: number) => clientKeysOf(`2001:db8:7:${(n << 8).toString(16)}::1`);
    const aliases = Array.from({ length: 20 }, (_, n) => [
      `alias${n}@eva.fastmail.com`,
      from48(n),
    ]) as [string, readonly string[]][];
    // A /48 counts four times a client (lib/http/client-address.ts): twelve at most, not twenty.
    expect(await allowed(mayMail, aliases)).toBe(RECIPIENT_LIMITS.mailbox.perClient.points * 4);
    const catchAll = Array.from({ length: 20 }, (_, n) => [
      `alias${n}@x${n}.eva-weber.example`,
      from48(n),
    ]) as [string, readonly string[]][];
    expect(await allowed(mayMail, catchAll)).toBe(RECIPIENT_LIMITS.domain.perClient.points * 4);
  });

  it('let one /48 spend only its own share of the site’s mail, across domains and its /64s', async () => {
    const mayMail = limiter();
    const sends = Array.from({ length: 600 }, (_, n) => [
      `p${n}@d${n % 100}.example`,
      clientKeysOf(`2001:db8:5:${((n % 200) << 8).toString(16)}::1`),
    ]) as [string, readonly string[]][];
    expect(await allowed(mayMail, sends)).toBe(RECIPIENT_LIMITS.sender.perClient.points * 4);
    expect(await mayMail('p0@d0.example', client(3))).not.toBeNull();
  });

  it('alert at the site’s ceiling and hold nothing back: a genuine receipt from another network still goes', async () => {
    const mayMail = limiter();
    const ceiling = RECIPIENT_LIMITS.sender.overall!.points;
    const sends = Array.from({ length: ceiling + 20 }, (_, n) => [
      `p${n}@d${n}.example`,
      [`10.${n >> 8}.${n & 255}.1`],
    ]) as [string, string[]][];
    expect(await allowed(mayMail, sends)).toBe(ceiling + 20);
    expect(await mayMail('eva@gmx.example', client(1))).not.toBeNull();
    expect(warnings.mock.calls.flat()).toContain(
      `[limits] rw-recipients sender: all together went past the overall limit of ${ceiling} in 86400 s`,
    );
    expect(reportToSentry).toHaveBeenCalledTimes(1);
    expect(reportToSentry).toHaveBeenCalledWith(
      'mail',
      'The daily ceiling of mail to unconfirmed addresses is reached; receipts still go out',
      { ceiling },
    );
  });

  it('take back a counted mail that was not sent', async () => {
    const mayMail = limiter();
    for (let i = 0; i < 3; i++) await (await mayMail('eva@x.example', client(1)))!.undo();
    expect(
      await allowed(
        mayMail,
        [0, 1, 2].map(() => ['eva@x.example', client(1)]),
      ),
    ).toBe(3);
  });

  it('count under digests keyed with the server’s secret: two servers with one key count together, another key apart', async () => {
    if (!existsSync(REDIS_SERVER)) return;
    const redis = await startRedis();
    const inspect = new Redis(redis.url);
    const digestKey = randomBytes(32).toString('base64url');
    const [first, second, stranger] = [digestKey, digestKey, randomBytes(32).toString('hex')].map(
      (key) => createRecipientLimiter({ redisUrl: redis.url, digestKey: key }),
    ) as [MayMail, MayMail, MayMail];
    try {
      for (let i = 0; i < 3; i++) expect(await first('eva@x.example', client(1))).not.toBeNull();
      expect(await second('eva@x.example', client(1))).toBeNull();
      expect(await stranger('eva@x.example', client(1))).not.toBeNull();
      // No key holds an address, nor a digest anyone could make without the key.
      const keys = (await inspect.keys('rw-recipients:*')).join('\n');
      expect(keys).not.toContain('eva@');
      for (const plain of ['eva@x.example', `${client(1)[0]} eva@x.example`, 'x.example'])
        expect(keys).not.toContain(createHash('sha256').update(plain).digest('base64url'));
    } finally {
      await Promise.all([first, second, stranger].map((mayMail) => mayMail.close()));
      inspect.disconnect();
      await redis.stop();
    }
  });

  it('are one limiter for every form of the server', () => {
    const options = { redisUrl: null, digestKey: null };
    expect(recipientLimiter(options)).toBe(recipientLimiter(options));
  });
});
