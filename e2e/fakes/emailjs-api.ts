import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from './http-fake';

// EmailJS's REST API as an HttpFake answers it (`POST /api/v1.0/email/send-form`,
// the form as multipart/form-data): `200 OK` in plain text for a sent message,
// an error status and its text for a refusal.

export const ok = (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
export const fail = (status: number) => (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(`Fehler ${status}`);

/** The fields of a form EmailJS received. */
export async function sentFields(request: RecordedRequest) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}
