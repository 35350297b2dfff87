import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// lib/'s shared core has a folder of its own (docs/architecture.md#feature-folders): a
// reader finds at lib/'s top the configuration's composer and folders, nothing loose.

const LIB = join(__dirname, '..');

describe("lib/'s shared core", () => {
  it("leaves lib/'s top to the configuration's composer: every other module sits in a folder", () => {
    const loose = readdirSync(LIB, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose.sort()).toEqual(['env.test.ts', 'env.ts']);
  });
});
