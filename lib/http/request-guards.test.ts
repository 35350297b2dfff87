import {
  isFormPost,
  readFieldsPost,
  isCrossSitePost,
  readBody,
  readJsonPost,
} from '@/lib/http/request-guards';

const host = 'www.example.ch';
function post(headers: Record<string, string | null>, body?: BodyInit) {
  const init = new Headers({ host });
  for (const [name, value] of Object.entries(headers)) if (value !== null) init.set(name, value);
  return new Request(`https://${host}/api`, {
    method: 'POST',
    headers: init,
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('cross-site posts', () => {
  it("pass from the page's own origin", () => {
    expect(
      isCrossSitePost(post({ 'sec-fetch-site': 'same-origin', origin: `https://${host}` })),
    ).toBe(false);
    expect(isCrossSitePost(post({ origin: `https://${host}` }))).toBe(false);
  });

  it('pass from a client that is no browser', () => {
    expect(isCrossSitePost(post({}))).toBe(false);
  });

  it.each([
    ['another site', 'cross-site', 'https://evil.example'],
    ['a sibling subdomain', 'same-site', 'https://www.example.ch'],
    ['a typed address', 'none', null],
    ['another origin without Sec-Fetch-Site', null, 'https://evil.example'],
    ['another port without Sec-Fetch-Site', null, 'https://www.example.ch:8443'],
    ['an opaque origin', null, 'null'],
  ])('are refused from %s', (_, fetchSite, origin) => {
    expect(isCrossSitePost(post({ 'sec-fetch-site': fetchSite, origin }))).toBe(true);
  });
});

/** A body that sends its first chunk and then nothing. */
function trickle(first: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });
}

describe('reading a body', () => {
  it('reads what fits', async () => {
    const read = await readBody(post({}, 'hallo'), 10, 1000);
    expect(read.ok && new TextDecoder().decode(read.body)).toBe('hallo');
  });

  it('refuses more than the limit, declared or sent', async () => {
    expect(await readBody(post({ 'content-length': '11' }, 'x'.repeat(11)), 10, 1000)).toEqual({
      ok: false,
      status: 413,
    });
    expect(await readBody(post({}, trickle('x'.repeat(11))), 10, 1000)).toEqual({
      ok: false,
      status: 413,
    });
  });

  it('gives up on a body still arriving after the deadline', async () => {
    const started = Date.now();
    expect(await readBody(post({}, trickle('{')), 100, 50)).toEqual({ ok: false, status: 408 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('the JSON of a checkout post', () => {
  const json = { origin: `https://${host}`, 'content-type': 'application/json' };

  it('is read from a same-origin page', async () => {
    await expect(readJsonPost(post(json, '{"plan":"jahr"}'))).resolves.toEqual({
      ok: true,
      value: { plan: 'jahr' },
    });
  });

  it.each([
    ['without Origin', { 'content-type': 'application/json' }, '{}', 403],
    ['from another site', { ...json, origin: 'https://evil.example' }, '{}', 403],
    ['as a form', { ...json, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
    ['broken', json, '{"plan":', 400],
    ['oversized', json, JSON.stringify({ pad: 'x'.repeat(5000) }), 413],
  ])('is refused %s', async (_, headers, body, status) => {
    const read = await readJsonPost(post(headers, body));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.response.status).toBe(status);
      expect(((await read.response.json()) as { message: string }).message).toMatch(/\S/);
    }
  });
});

describe('the fields of a declaration post', () => {
  const form = { origin: `https://${host}`, 'content-type': 'application/x-www-form-urlencoded' };

  it('are read from the page’s own form without scripts, and from its script as JSON', async () => {
    const posted = post(
      { ...form, 'sec-fetch-site': 'same-origin' },
      'name=J%C3%BCrg+M%C3%BCller&kind=',
    );
    expect(isFormPost(posted)).toBe(true);
    await expect(readFieldsPost(posted, 1024)).resolves.toEqual({
      ok: true,
      value: { name: 'Jürg Müller', kind: '' },
    });
    const json = post({ ...form, 'content-type': 'application/json' }, '{"name":"Eva"}');
    expect(isFormPost(json)).toBe(false);
    await expect(readFieldsPost(json, 1024)).resolves.toEqual({ ok: true, value: { name: 'Eva' } });
  });

  it.each([
    [
      'from a form on another site',
      { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      403,
    ],
    [
      'from a sibling host',
      { ...form, origin: `https://ch.${host}`, 'sec-fetch-site': 'same-site' },
      403,
    ],
    ['without Origin', { 'content-type': form['content-type'] }, 403],
    ['as multipart', { ...form, 'content-type': 'multipart/form-data; boundary=x' }, 415],
  ])('are refused %s', async (_, headers, status) => {
    await expect(readFieldsPost(post(headers, 'name=Eva'), 1024)).resolves.toMatchObject({
      ok: false,
      status,
    });
  });
});
