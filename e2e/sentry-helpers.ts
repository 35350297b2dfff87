import type { ServerResponse } from 'node:http';
import { HttpFake, type RecordedRequest } from './fakes/http-fake';

// A local Sentry ingest on the port of the e2e build's DSN. Each file that
// uses it serves it for its tests (serveForThisFile), which therefore run one
// after another, and never beside another such file.

export const accepted = (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}');

export const ingest = new HttpFake(accepted);

export const envelopesMentioning = (text: string) =>
  ingest.received().filter((request) => request.body.toString().includes(text));

export function envelope(dsn: string, message = 'Tunneltest') {
  const header = JSON.stringify({
    event_id: 'a'.repeat(32),
    sent_at: new Date().toISOString(),
    dsn,
  });
  return `${header}\n{"type":"event"}\n${JSON.stringify({ message })}\n`;
}
