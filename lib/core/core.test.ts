import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// lib/'s shared core has a folder of its own (docs/architecture.md#feature-folders): a
// reader finds at lib/'s top the configuration's composer and folders, nothing loose,
// and in lib/core/site.ts only what more than one part uses.

const ROOT = join(__dirname, '..', '..');
const LIB = join(ROOT, 'lib');

/** The site's modules, tests aside, as paths from the root. */
function modules(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => relative(ROOT, join(ROOT, folder, path)));
}

/** Each name lib/core/site.ts exports, with the folders of lib/ and components/ that import it. */
function usersOfSite(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const path of ['lib', 'components'].flatMap(modules)) {
    const source = readFileSync(join(ROOT, path), 'utf8');
    const folder = path.split('/').slice(0, 2).join('/');
    for (const [, names] of source.matchAll(
      /^import (?:type )?\{([^}]*)\} from '@\/lib\/core\/site';$/gm,
    )) {
      for (const name of names!.split(',').map((part) => part.replace(/^\s*type\s/, '').trim())) {
        if (!users.has(name)) users.set(name, new Set());
        users.get(name)!.add(folder);
      }
    }
  }
  return users;
}

describe("lib/'s shared core", () => {
  it("leaves lib/'s top to the configuration's composer: every other module sits in a folder", () => {
    const loose = readdirSync(LIB, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose.sort()).toEqual(['env.test.ts', 'env.ts']);
  });

  // A part is a folder of lib/ with its namesake in components/ (lib/contact/ and
  // components/contact/). app/, content/'s types and the root's configurations may take
  // any part's constant: they decide nothing.
  it('keeps in lib/core/site.ts only what more than one part uses', () => {
    const alone = [...usersOfSite()]
      .map(([name, folders]): [string, Set<string>] => [
        name,
        new Set([...folders].map((folder) => folder.split('/')[1]!)),
      ])
      .filter(([, parts]) => parts.size === 1 && !parts.has('core'))
      .map(([name, parts]) => `${name}: ${[...parts].join()}`);
    expect(alone).toEqual([]);
  });

  it('sees who imports what from lib/core/site.ts (the reading still finds them)', () => {
    const users = usersOfSite();
    expect([...users.get('DEVICE_ID_COOKIE')!].sort()).toEqual(['lib/analytics', 'lib/proxy']);
    expect([...users.get('PRODUCT_NAME')!]).toContain('lib/routing');
  });
});
