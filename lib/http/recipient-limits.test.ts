import { canonicalEmailAddress } from '@/lib/email-address';
import { clientKeysOf } from '@/lib/http/client-address';
import {
  createRecipientLimiter,
  mailboxOf,
  recipientLimiter,
  RECIPIENT_LIMITS,
} from '@/lib/http/recipient-limits';

const client = (n: number) => [`198.51.100.${n}`];

let warnings: jest.SpyInstance;
beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnings.mockRestore());

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
});

describe('the recipient limits', () => {
  it('let three receipts a day reach one mailbox, however it is spelt and whoever sends', async () => {
    const mayMail = createRecipientLimiter(null);
    const spellings = [
      'victim@x.example',
      'Victim@X.example',
      'victim+1@x.example',
      'victim+2@x.example',
    ];
    const sends = Array.from({ length: 60 }, (_, n) => [
      canonicalEmailAddress(spellings[n % spellings.length]!)!,
      client(n),
    ]) as [string, string[]][];
    expect(await allowed(mayMail, sends)).toBe(RECIPIENT_LIMITS.mailbox.perClient.points);
  });

  it('spend nothing of a domain on attempts at one address: thirty at one gmx address leave the others theirs', async () => {
    const mayMail = createRecipientLimiter(null);
    const attempts = Array.from({ length: 30 }, (_, n) => [
      'victim@gmx.example',
      client(n % 6),
    ]) as [string, string[]][];
    expect(await allowed(mayMail, attempts)).toBe(3);
    // The same six clients, and two strangers, reach other gmx customers.
    expect(await mayMail('alice@gmx.example', client(0))).not.toBeNull();
    expect(await mayMail('bob@gmx.example', client(5))).not.toBeNull();
    expect(await mayMail('carla@gmx.example', client(99))).not.toBeNull();
  });

  it('let one client send to a domain’s addresses only so often; everyone else still reaches them', async () => {
    const mayMail = createRecipientLimiter(null);
    const spray = Array.from({ length: 50 }, (_, n) => [`kunde${n}@gmx.example`, client(1)]) as [
      string,
      string[],
    ][];
    expect(await allowed(mayMail, spray)).toBe(RECIPIENT_LIMITS.domain.perClient.points);
    expect(await mayMail('kunde49@gmx.example', client(2))).not.toBeNull();
  });

  it('let one /48 spend only its own share of the site’s ceiling, across domains and its /64s', async () => {
    const mayMail = createRecipientLimiter(null);
    const sends = Array.from({ length: 600 }, (_, n) => [
      `p${n}@d${n % 100}.example`,
      clientKeysOf(`2001:db8:5:${((n % 200) << 8).toString(16)}::1`),
    ]) as [string, readonly string[]][];
    const sent = await allowed(mayMail, sends);
    // Four times one client's day: the site's ceiling of 500 stays with everyone else.
    expect(sent).toBe(RECIPIENT_LIMITS.sender.perClient.points * 4);
    expect(sent).toBeLessThan(RECIPIENT_LIMITS.sender.overall!.points / 5);
    expect(await mayMail('p0@d0.example', client(3))).not.toBeNull();
  });

  it('take back a counted mail that was not sent', async () => {
    const mayMail = createRecipientLimiter(null);
    for (let i = 0; i < 3; i++) await (await mayMail('eva@x.example', client(i)))!.undo();
    expect(
      await allowed(
        mayMail,
        [0, 1, 2].map((i) => ['eva@x.example', client(i)]),
      ),
    ).toBe(3);
  });

  it('are one limiter for every form of the server', () => {
    expect(recipientLimiter(null)).toBe(recipientLimiter(null));
  });
});
