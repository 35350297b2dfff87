import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { edgeEncoding } from './vercel-edge.mjs';
import { VercelOutput } from './vercel-platform.mjs';

// The stand-in routes and compresses as Vercel does: the bench counts and
// Lighthouse loads what it sends (bench/vercel-output.mjs).

const HTML = `<!doctype html><title>t</title>${'<p>Rechenweg</p>'.repeat(200)}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let folder: string;
let platform: VercelOutput;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'vercel-platform-test-'));
  const output = join(folder, '.vercel', 'output');
  mkdirSync(join(output, 'static'), { recursive: true });
  // Next's builder writes the root's RSC route so, and one for every other path.
  const rsc = [{ type: 'header', key: 'rsc', value: '1' }];
  const routes = [
    { src: '^/?', has: rsc, dest: '/root.txt', continue: true },
    { src: '^/((?!.+\\.txt).+?)(?:/)?$', has: rsc, dest: '/$1.txt', continue: true },
    { handle: 'filesystem' },
  ];
  writeFileSync(join(output, 'config.json'), JSON.stringify({ routes }));
  writeFileSync(join(output, 'static', 'root.txt'), 'root');
  writeFileSync(join(output, 'static', 'page.txt'), 'page');
  writeFileSync(join(output, 'static', 'page.html'), HTML);
  writeFileSync(join(output, 'static', 'flag.png'), PNG);
  platform = new VercelOutput(output, folder, {});
  await platform.start(0);
});
afterAll(async () => {
  await platform.stop();
  rmSync(folder, { recursive: true, force: true });
});

const fetchRaw = (path: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        ...extra,
        ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
      };
      get(`http://127.0.0.1:${platform.port}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );

it('answers brotli before gzip, and nothing to a client that accepts neither', () => {
  expect(edgeEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(edgeEncoding('gzip')).toBe('gzip');
  expect(edgeEncoding('br;q=0, gzip')).toBe('gzip');
  expect(edgeEncoding('identity')).toBeUndefined();
  expect(edgeEncoding(undefined)).toBeUndefined();
});

it('sends HTML compressed as the client accepts it, with its length and Vary', async () => {
  const brotli = await fetchRaw('/page.html', 'gzip, deflate, br, zstd');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotli.body.length).toBeLessThan(HTML.length / 10);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(HTML);

  const gzip = await fetchRaw('/page.html', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(HTML);

  const plain = await fetchRaw('/page.html');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(HTML);
});

it('sends an image as it is', async () => {
  const image = await fetchRaw('/flag.png', 'gzip, br');
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.body).toEqual(PNG);
});

it("matches a route's src against the whole path, as Vercel does", async () => {
  expect((await fetchRaw('/', undefined, { RSC: '1' })).body.toString()).toBe('root');
  // `^/?` matches the start of every path: only a whole match leaves /page to its own route.
  expect((await fetchRaw('/page', undefined, { RSC: '1' })).body.toString()).toBe('page');
});

it('passes /_next/image to the image optimizer it is given, and has none otherwise', async () => {
  expect((await fetchRaw('/_next/image?url=%2Fflag.png&w=64&q=75')).body.toString()).not.toBe(
    'optimized',
  );
  const optimizer = createServer((request, response) => {
    const asked = `${request.url} ${request.headers.accept}`;
    response.writeHead(200, { 'Content-Type': 'image/avif', 'X-Asked': asked }).end('optimized');
  });
  await new Promise<void>((resolve) => optimizer.listen(0, '127.0.0.1', resolve));
  const { port } = optimizer.address() as import('node:net').AddressInfo;
  const withImages = new VercelOutput(
    join(folder, '.vercel', 'output'),
    folder,
    {},
    {
      images: `http://127.0.0.1:${port}`,
    },
  );
  await withImages.start(0);
  try {
    const image = await new Promise<{ headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const url = `http://127.0.0.1:${withImages.port}/_next/image?url=%2Fflag.png&w=64&q=75`;
        get(url, { headers: { Accept: 'image/avif,image/webp' } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk));
          response.on('end', () => resolve({ headers: response.headers, body }));
        }).on('error', reject);
      },
    );
    expect(image.body).toBe('optimized');
    expect(image.headers['x-asked']).toBe(
      '/_next/image?url=%2Fflag.png&w=64&q=75 image/avif,image/webp',
    );
  } finally {
    await withImages.stop();
    optimizer.close();
  }
});
