import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScriptHashes } from '@/lib/http/script-hashes';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'script-hashes-'));
  writeFileSync(join(dir, 'BUILD_ID'), 'build-2\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const hashSet = (buildId: string) =>
  writeFileSync(
    join(dir, 'script-hashes.json'),
    JSON.stringify({
      buildId,
      pages: { '/de/kontakt': ["'sha256-abc'"] },
      etags: { '/de/kontakt': '"etag-of-kontakt"' },
    }),
  );

describe('loadScriptHashes', () => {
  it("gives the pages' hashes and ETags of the build being served", () => {
    hashSet('build-2');
    expect(loadScriptHashes(dir)).toEqual({
      pages: { '/de/kontakt': ["'sha256-abc'"] },
      etags: { '/de/kontakt': '"etag-of-kontakt"' },
      problem: null,
    });
  });

  it('names a missing hash set and how to make it', () => {
    expect(loadScriptHashes(dir)).toEqual({
      pages: {},
      etags: {},
      problem: expect.stringMatching(/script-hashes\.json is missing: build with `npm run build`/),
    });
  });

  it('refuses a hash set made for another build', () => {
    hashSet('build-1');
    expect(loadScriptHashes(dir)).toEqual({
      pages: {},
      etags: {},
      problem: expect.stringMatching(/made for build build-1, the server runs build build-2/),
    });
  });
});
