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

/** Keys that would carry the client: its address, its request's headers, its cookies, its browser (and below, its device). */
const CLIENT_KEY =
  /^(user|ip_address|headers|cookies|x-real-ip|x-forwarded-for|forwarded|cookie|user-agent|referer|x-rechenweg-peer|user\.ip_address|client\.address|network\.peer\.address|user_agent\.original)$/i;

/**
 * Whatever in an envelope, as the ingest received it, names the client: the
 * given strings (its address, its browser) anywhere, a key above at any depth,
 * an address or browser left for Sentry to infer (`{{auto}}`, `infer_ip` or
 * `infer_user_agent` other than `never`), or a forwarding header of the request that carried it. Empty if nothing.
 */
export function clientTracesIn(received: RecordedRequest, clientStrings: string[]): string[] {
  const found: string[] = [];
  const text = received.body.toString();
  const headers = JSON.stringify(received.headers);
  for (const value of [...clientStrings, '{{auto}}']) {
    if (text.includes(value)) found.push(`"${value}" in the envelope`);
    if (headers.includes(value)) found.push(`"${value}" in the request's headers`);
  }
  for (const name of ['x-real-ip', 'x-forwarded-for', 'forwarded', 'cookie']) {
    if (name in received.headers) found.push(`request header ${name}`);
  }
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (CLIENT_KEY.test(key) || /^(device|network\.connection)\./.test(key)) {
        found.push(`${path}.${key}`);
      }
      if (/^infer_(ip|user_agent)$/.test(key) && inner !== 'never') {
        found.push(`${path}.${key}: ${String(inner)}`);
      }
      visit(inner, `${path}.${key}`);
    }
  };
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, i) => visit(JSON.parse(line), `line ${i + 1}`));
  return found;
}

/** The envelope's item types (`event`, `transaction`, `client_report`…). */
export const itemTypesOf = (received: RecordedRequest) =>
  received.body
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { type?: unknown }).type)
    .filter((type): type is string => typeof type === 'string');
