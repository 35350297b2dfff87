import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The README and the docs point the next engineer at files and at each other:
// every path they name must be there, and every link between them must land.

const ROOT = join(__dirname, '..');
const FOLDERS = [
  '.ci',
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'e2e',
  'bench',
  'deploy',
  'docs',
];

/** README.md and every docs/*.md, as paths from the root. */
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

function read(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

/** Files the docs name that are not in the tree: Next's former name of proxy.ts, build output. */
const NOT_IN_TREE = ['middleware.ts', 'config.json', 'script-hashes.json'];

function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = code!.replace(/[),.:;]+$/, '');
    // A bare code or configuration file is one at the root: `proxy.ts`, `next.config.ts`, `.env.example`.
    const atRoot = /^(\.env\.[a-z]+|[\w.-]+\.(ts|tsx|mjs|cjs|js|json))$/.test(path);
    const inTree =
      FOLDERS.some((folder) => path.startsWith(`${folder}/`)) ||
      (atRoot && !NOT_IN_TREE.includes(path));
    // A file with its extension, or a folder with its slash; patterns and placeholders are no paths.
    if (inTree && /(\.[a-z]+|\/)$/.test(path) && !/[*{<…]|\[[^\]]*\]\*/.test(path)) {
      paths.add(path);
    }
  }
  return [...paths];
}

/** The markdown without code: a link or heading quoted in code is none. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^]*?^\1/gm, '').replace(/`[^`\n]*`/g, 'code');
}

/** Relative link targets, `[text](target)`; web addresses and mail are not checked. */
function relativeLinks(markdown: string): string[] {
  const targets = [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1]!,
  );
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why a link from `from` does not land, or undefined when it does. */
function brokenLink(from: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? from : join(dirname(from), decodeURI(path));
  if (relative(ROOT, join(ROOT, file)).startsWith('..')) {
    return `${from}: ${target} leaves the tree`;
  }
  if (!existsSync(join(ROOT, file))) return `${from}: ${target} is missing`;
  if (anchor && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor)) {
    return `${from}: ${target} names no heading of ${file}`;
  }
  return undefined;
}

describe('the README and the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (file) => {
    const named = namedPaths(read(file));
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('name paths at all (the pattern still finds them)', () => {
    expect(namedPaths(read('README.md')).length).toBeGreaterThan(20);
    expect(DOCS.flatMap((file) => namedPaths(read(file))).length).toBeGreaterThan(100);
  });

  it.each(DOCS)('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinks(read(file)).map((target) => brokenLink(file, target));
    expect(broken.filter(Boolean)).toEqual([]);
  });

  it.each(DOCS.filter((file) => file !== 'README.md'))(
    '%s starts with a one-line title and is linked from the README',
    (file) => {
      expect(read(file)).toMatch(/^# [^\n]+\n\n[^#\n]/);
      const fromReadme = relativeLinks(read('README.md')).map((target) => target.split('#')[0]);
      expect(fromReadme).toContain(file);
    },
  );

  it('name every content/ module and every feature folder of lib/', () => {
    const named = new Set(DOCS.flatMap((file) => namedPaths(read(file))));
    const contentFiles = readdirSync(join(ROOT, 'content'))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))
      .map((name) => `content/${name}`);
    const libFolders = readdirSync(join(ROOT, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `lib/${entry.name}/`);
    expect([...contentFiles, ...libFolders].filter((path) => !named.has(path))).toEqual([]);
  });

  it('takes a bare code file for one at the root, and a pattern for none', () => {
    expect(
      namedPaths('`next.config.ts`, `.env.example` `*.test.ts` `middleware.ts` `lib/`'),
    ).toEqual(['next.config.ts', '.env.example', 'lib/']);
  });

  it('finds links and headings as GitHub does', () => {
    expect(relativeLinks('[a](docs/x.md#y) `[b](c.md)` [d](https://example.de) [e](#f)')).toEqual([
      'docs/x.md#y',
      '#f',
    ]);
    expect([
      ...anchorsOf('# Consent and analytics\n## What one instance holds, and scaling out'),
    ]).toEqual(['consent-and-analytics', 'what-one-instance-holds-and-scaling-out']);
    expect(
      anchorsOf('## Pages, search and copy\n```\n# not a heading\n```').has('not-a-heading'),
    ).toBe(false);
  });
});
