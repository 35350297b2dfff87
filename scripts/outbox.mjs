// npm run outbox -- list | show ID | retry ID
// What the outbox (docs/outbox.md) holds: the messages waiting, held or given
// up, with their attempts and last error, and `retry` to make one due now. It
// shows what an operator needs to see a pattern, never whom a mail is to or
// what it says: the recipient's domain (a post's host), not the address.
// Reads the same environment as the site (lib/outbox/config.ts, lib/config/mail.ts). Exits 0; 1 when the
// message is not there (or Redis could not be read); 2 on a wrong call.
import { readdir } from 'node:fs/promises';
import { siteModule } from './site-modules.mjs';

const USAGE = 'usage: npm run outbox -- list | show ID | retry ID';

const [command, id, ...rest] = process.argv.slice(2);
const wellFormed =
  rest.length === 0 &&
  ((command === 'list' && id === undefined) ||
    ((command === 'show' || command === 'retry') && Boolean(id)));
if (!wellFormed) {
  console.error(USAGE);
  process.exit(2);
}

const { outboxConfig } = await siteModule('@/lib/outbox/config');
const { mailConfig } = await siteModule('@/lib/config/mail');
// The demo's mail is no secret of anyone's: where it lands is what a newcomer looks for first.
if (command === 'list' && mailConfig && 'folder' in mailConfig) {
  const files = await readdir(mailConfig.folder).catch(() => []);
  const count = files.filter((name) => name.endsWith('.eml')).length;
  console.log(
    `SMTP_URL is not set: mail goes to the folder ${mailConfig.folder}, not sent (${count} .eml file(s) there).`,
  );
}
if (!outboxConfig.redisUrl) {
  console.error(
    'REDIS_URL is not set: the outbox lives in the server’s memory, and nothing outside that process can read it.',
  );
  process.exit(2);
}
const { createRedisStore } = await siteModule('@/lib/outbox/redis-store');

const time = (ms) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/** What the commands print of a message: its summary, which holds no text of it. */
const fieldsOf = (summary) => [
  ['id', summary.id],
  ['area', summary.area],
  ['kind', summary.kind],
  ['state', summary.state],
  ['attempts', String(summary.attempts)],
  ['since', time(summary.createdAt)],
  ['next attempt', time(summary.dueAt)],
  ['domain', summary.domain],
  ['last error', summary.lastError ?? '-'],
];

const NEXT_STEP = {
  waiting: 'The drain sends it when it is due (the timer or the cron job, every minute).',
  held: 'It goes out once the message it waits for (the order’s confirmation) is sent.',
  'given up':
    'Its last attempt failed; the drain deletes it 30 days after that. Once its cause is fixed: npm run outbox -- retry ID',
};

function list(summaries) {
  if (summaries.length === 0) {
    console.log('The outbox is empty: nothing waits, is held or was given up.');
    return;
  }
  const rows = summaries
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((summary) => fieldsOf(summary).map(([, value]) => value));
  const header = fieldsOf(summaries[0]).map(([name]) => name);
  const widths = header.map((name, column) =>
    Math.max(name.length, ...rows.map((row) => row[column].length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((value, column) => (column === row.length - 1 ? value : value.padEnd(widths[column])))
        .join('  '),
    );
  }
  const counts = Object.keys(NEXT_STEP)
    .map((state) => [state, summaries.filter((summary) => summary.state === state).length])
    .filter(([, count]) => count > 0);
  console.log(
    `${summaries.length} message(s): ${counts.map(([state, count]) => `${count} ${state}`).join(', ')}`,
  );
}

function show(summary) {
  const fields = fieldsOf(summary);
  const width = Math.max(...fields.map(([name]) => name.length));
  for (const [name, value] of fields) console.log(`${name.padEnd(width)}  ${value}`);
  console.log(NEXT_STEP[summary.state].replace('ID', summary.id));
}

const NOT_THERE =
  'is not in the outbox: it was sent (only its id is kept, for a week), or never stored.';

const store = createRedisStore(outboxConfig.redisUrl);
let code = 0;
try {
  if (command === 'list') list(await store.list());
  else {
    const summary = await store.get(id);
    if (!summary) {
      console.error(`${id} ${NOT_THERE}`);
      code = 1;
    } else if (command === 'show') show(summary);
    else if (summary.state === 'held') {
      console.error(`${id} is held, not retried: ${NEXT_STEP.held}`);
      code = 1;
    } else if (await store.retry(id, Date.now())) {
      console.log(`${id} is due now: the next drain sends it, within a minute.`);
    } else {
      // It was there a moment ago: a drain is sending it now, and only it may say how that went.
      console.error(`${id} is being sent right now, not retried: npm run outbox -- show ${id}`);
      code = 1;
    }
  }
} catch (error) {
  console.error(`The outbox could not be read: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await store.close();
}
process.exit(code);
