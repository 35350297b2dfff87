import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every setting is read in one place of its part, validated there (lib/env.ts
// composes them): nothing else reads process.env, and a component gets its
// configuration as props. Scripts and tests may read it.

const root = join(__dirname, '..');

/** Where process.env may be read: the composer, each part's config, and the shared core's settings. */
const READERS = [
  /^lib\/env\.ts$/,
  /^lib\/(.+\/)?config\.ts$/,
  /^lib\/config\//,
  /^lib\/monitoring\/browser-config\.ts$/,
];

/** The reads the build inlines or follows, where they are used. */
const BUILD_READS: Record<string, string> = {
  'instrumentation.ts': 'NEXT_RUNTIME',
  'lib/http/script-hashes.ts': 'NEXT_DIST_DIR',
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The modules that read process.env though they may not, as `path: variable`. */
function strayReads(modules: [path: string, text: string][]): string[] {
  return modules.flatMap(([path, text]) => {
    if (READERS.some((pattern) => pattern.test(path))) return [];
    return (
      // `process.env`, `process['env']` and `const { env } = process` alike.
      [
        ...text.matchAll(
          /process\s*(?:\.\s*env(?:\.(\w+)|\b)|\[\s*['"]env['"]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/g,
        ),
      ]
        .map((match) => match[1] ?? '(all)')
        // What the build must see in the module itself (lib/config/runtime.ts says why).
        .filter((name) => BUILD_READS[path] !== name)
        .map((name) => `${path}: ${name}`)
    );
  });
}

const modules = [
  ...['app', 'components', 'content', 'lib'].flatMap((dir) => [...sources(join(root, dir))]),
  ...readdirSync(root)
    .filter((name) => /^(proxy|instrumentation.*|sentry\..*)\.ts$/.test(name))
    .map((name) => join(root, name)),
].map((file): [string, string] => [relative(root, file), readFileSync(file, 'utf8')]);

describe('process.env', () => {
  it('is read only by the configuration', () => {
    expect(modules.map(([path]) => path)).toEqual(
      expect.arrayContaining(['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts']),
    );
    expect(strayReads(modules)).toEqual([]);
  });

  it('finds a read anywhere else, however it is written', () => {
    expect(
      strayReads([
        ['components/layout/site-footer.tsx', 'const on = process.env.SITE_ENV;'],
        ['lib/routing/seo.ts', 'const { SITE_URL_DE } = process.env;'],
        ['instrumentation.ts', "if (process.env.NODE_ENV === 'production') {}"],
        ['instrumentation.ts', "if (process.env.NEXT_RUNTIME !== 'nodejs') return;"],
        ['lib/http/script-hashes.ts', "process.env.NODE_ENV === 'production'"],
        ['lib/checkout/config.ts', 'parseFragment(checkoutSettings, process.env)'],
      ]),
    ).toEqual([
      'components/layout/site-footer.tsx: SITE_ENV',
      'lib/routing/seo.ts: (all)',
      'instrumentation.ts: NODE_ENV',
      'lib/http/script-hashes.ts: NODE_ENV',
    ]);
  });
});
