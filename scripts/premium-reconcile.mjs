// npm run premium:reconcile -- --since 2026-11-01 [--until 2026-11-30] [--dry-run]
// Lists the captured Premium payments of a period from PayPal, verifies each
// against its signed terms and re-sends the hand-off to the product's server
// (idempotent there). Reads the same environment as the site (lib/checkout/config.ts).
// Exits 1 when any payment could not be verified or handed off.
import { parseArgs } from 'node:util';
import { siteModule } from './site-modules.mjs';

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    until: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const day = /^\d{4}-\d{2}-\d{2}$/;
if (!values.since || !day.test(values.since) || (values.until && !day.test(values.until))) {
  console.error(
    'usage: npm run premium:reconcile -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--dry-run]',
  );
  process.exit(2);
}

const { checkoutConfig } = await siteModule('@/lib/checkout/config');
const { NEEDS_A_PERSON, heldInOutbox, reconcile } = await siteModule('@/lib/checkout/reconcile');
const { outboxIdsOf } = await siteModule('@/lib/checkout/fulfil');
const { siteOutbox } = await siteModule('@/lib/outbox/site-outbox');

if (!checkoutConfig) {
  console.error('The PayPal checkout is off (NEXT_PUBLIC_PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET).');
  process.exit(2);
}
const outbox = siteOutbox();
const since = new Date(`${values.since}T00:00:00Z`);
const until = values.until ? new Date(`${values.until}T23:59:59Z`) : new Date();
const lines = await reconcile({
  paypal: checkoutConfig.paypal,
  keys: checkoutConfig.keys,
  grant: checkoutConfig.grant,
  since,
  until,
  dryRun: values['dry-run'],
  // Only Redis is shared with the servers: without it this process's outbox is its own, and empty.
  confirmationWaiting: async (orderId) =>
    outbox !== null && heldInOutbox(outbox.store, outboxIdsOf(orderId)),
});
await outbox?.store.close();
for (const line of lines) {
  console.log(
    [line.outcome.padEnd(10), line.captureId, line.orderId ?? '-', line.detail].join('  '),
  );
}
const counts = new Map();
for (const line of lines) counts.set(line.outcome, (counts.get(line.outcome) ?? 0) + 1);
console.log(
  `${lines.length} payment(s) from ${since.toISOString()} to ${until.toISOString()}: ` +
    [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', '),
);
if (!checkoutConfig.grant && !values['dry-run']) {
  console.log('PREMIUM_GRANT_URL is not set: nothing was handed off.');
}
process.exit(lines.some((line) => NEEDS_A_PERSON.includes(line.outcome)) ? 1 : 0);
