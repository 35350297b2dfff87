import { REQUEST_REFUSALS } from '@/content/forms';

// Guards of the site's own POST endpoints (the Sentry tunnel, the checkout, the declarations):
// only the site's pages may call them, and a body is read only up to a size
// and a deadline. A route handler reads its body itself: the proxy does not run
// for these paths, since for a proxy Next reads the whole body first.

/**
 * Whether a post comes from a page of another site. Browsers send
 * `Sec-Fetch-Site` (and `Origin`) with every post, so another site's page
 * cannot use our endpoints. A client without either header is no browser, and
 * could send any header it liked: it passes here.
 */
export function isCrossSitePost(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  if (origin === null) return false;
  const host = (request.headers.get('host') ?? '').trim().toLowerCase();
  return !URL.canParse(origin) || new URL(origin).host !== host;
}

export type BodyResult =
  { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false; status: 408 | 413 };

/** Reads at most `maxBytes`, and gives up on a body still arriving after `deadlineMs`. */
export async function readBody(
  request: Request,
  maxBytes: number,
  deadlineMs: number,
): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, body: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === 'expired') {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 408 };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413 };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body };
}

/** What a checkout request may weigh: a plan, a code and an e-mail fit in far less. */
export const JSON_BODY_MAX_BYTES = 4096;
export const BODY_DEADLINE_MS = 5000;

export function jsonAnswer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Whether a post is a form the browser sent itself, no script running: it is answered with a page. */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
}

export type PostRead =
  { ok: true; value: unknown } | { ok: false; status: number; message: string };

async function readPost(request: Request, maxBytes: number, formToo: boolean): Promise<PostRead> {
  // A browser sends Origin with every fetch that posts and with every form post.
  if (request.headers.get('origin') === null || isCrossSitePost(request)) {
    return { ok: false, status: 403, message: REQUEST_REFUSALS.origin };
  }
  const form = formToo && isFormPost(request);
  if (!form && !/^application\/json\b/.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, status: 415, message: REQUEST_REFUSALS.json };
  }
  const read = await readBody(request, maxBytes, BODY_DEADLINE_MS);
  if (!read.ok) return { ok: false, status: read.status, message: REQUEST_REFUSALS[read.status] };
  const text = new TextDecoder().decode(read.body);
  if (form) return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: REQUEST_REFUSALS.json };
  }
}

/** The JSON body of a same-origin POST, or the answer that refuses it. */
export async function readJsonPost(
  request: Request,
  maxBytes: number = JSON_BODY_MAX_BYTES,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const read = await readPost(request, maxBytes, false);
  return read.ok
    ? read
    : { ok: false, response: jsonAnswer(read.status, { message: read.message }) };
}

/**
 * The fields of a same-origin POST from a page's script (JSON) or from its
 * form without one (URL-encoded), or why it is refused: for an endpoint that
 * must work without scripts, and answers each in its kind (isFormPost).
 */
export function readFieldsPost(request: Request, maxBytes: number): Promise<PostRead> {
  return readPost(request, maxBytes, true);
}
