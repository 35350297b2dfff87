import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The tree is the architecture: lib/ and components/ hold one folder per feature
// over a shared core, and a feature reaches another only through that core.
// This test reads every import and holds the tree to it.

const root = join(__dirname, '..');

/** lib/ folders that are features; everything else in lib/ and content/ is shared. */
const LIB_FEATURES = ['analytics', 'checkout', 'consent', 'contact', 'declarations', 'experiments'];
/** Like app/, the proxy's steps compose features into the request's answer. */
const LIB_COMPOSERS = ['proxy'];
/** The configuration's composer: it puts every part's settings and rules together (docs/configuration.md). */
const LIB_COMPOSER_MODULES = ['lib/env.ts'];
/** components/ folders every feature may use; layout/ and landing/ compose features. */
const SHARED_COMPONENTS = ['ui', 'form'];
const COMPOSERS = ['layout', 'landing'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * The imports of a module's text, as `@/` paths, re-exports included: those
 * that leave code behind, or with `types` also `import type`.
 */
function importsIn(text: string, { types = false } = {}): string[] {
  const kept = types ? '' : '(?!type )';
  const pattern = new RegExp(
    `(?:^(?:import|export) ${kept}[^;]*?from|import\\()\\s*'@\\/([^']+)'`,
    'gms',
  );
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '');
}

const importsOf = (file: string) => importsIn(readFileSync(file, 'utf8'));

/** The runtime imports of lib/ that modules of content/ make, from their paths and texts. */
function wordsReachingIntoLib(modules: [path: string, text: string][]): string[] {
  return modules
    .filter(([path]) => path.startsWith('content/'))
    .flatMap(([path, text]) =>
      importsIn(text)
        .filter((target) => target.startsWith('lib/'))
        .map((target) => `${path} -> ${target}`),
    );
}

/** The import cycles of a graph of modules (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members = stack.splice(stack.indexOf(node));
    if (members.length > 1 || graph.get(node)?.includes(node)) cycles.push(members);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function featureOf(path: string): string | undefined {
  const [top, folder = '', ...rest] = path.split('/');
  if (rest.length === 0) return undefined;
  if (top === 'lib' && LIB_FEATURES.includes(folder)) return `lib/${folder}`;
  if (top === 'components') return `components/${folder}`;
  return undefined;
}

const files = ['lib', 'components', 'content'].flatMap((dir) => [...sources(join(root, dir))]);

/** The tree's modules and what each imports of them, types included. */
function importGraph(): Map<string, string[]> {
  const moduleOf = (file: string) => relative(root, file).replace(/\.(ts|tsx|mjs)$/, '');
  const modules = new Set(files.map(moduleOf));
  return new Map(
    files.map((file) => [
      moduleOf(file),
      importsIn(readFileSync(file, 'utf8'), { types: true }).filter((target) =>
        modules.has(target),
      ),
    ]),
  );
}

/** The imports of `from` that cross into another feature. */
function crossingsOf(from: string, imports: string[]): string[] {
  const own = featureOf(from);
  return imports
    .filter((to) => {
      const target = featureOf(to);
      if (!target || target === own) return false;
      if (to.startsWith('components/')) {
        if (SHARED_COMPONENTS.includes(to.split('/')[1] ?? '')) return false;
        return !COMPOSERS.some((composer) => own === `components/${composer}`);
      }
      // A component may use any lib feature; lib and content may not reach into one.
      if (LIB_COMPOSERS.some((composer) => from.startsWith(`lib/${composer}/`))) return false;
      if (LIB_COMPOSER_MODULES.includes(from)) return false;
      return !from.startsWith('components/');
    })
    .map((to) => `${from} -> ${to}`);
}

describe('the tree', () => {
  it('has no import from one feature into another, nor from the shared core into a feature', () => {
    const found = files.flatMap((file) => crossingsOf(relative(root, file), importsOf(file)));
    expect(found).toEqual([]);
  });

  it('reads the imports that leave code behind, also over several lines', () => {
    expect(importsOf(join(root, 'lib/checkout/terms.ts'))).toContain('content/withdrawal-notice');
    expect(importsOf(join(root, 'content/premium.ts'))).not.toContain('lib/checkout/plans');
  });

  it('keeps content/ a leaf of words: it runs no code of lib/, and takes only its types', () => {
    const modules = files.map((file): [string, string] => [
      relative(root, file),
      readFileSync(file, 'utf8'),
    ]);
    expect(wordsReachingIntoLib(modules)).toEqual([]);
  });

  it('tells a runtime import of lib/ in content/ from a type import', () => {
    const planted = [
      "import { PLANS } from '@/lib/checkout/plans';",
      "import type { Country } from '@/lib/countries/countries';",
      "export { formatMinor } from '@/lib/checkout/money';",
    ].join('\n');
    expect(wordsReachingIntoLib([['content/planted.ts', planted]])).toEqual([
      'content/planted.ts -> lib/checkout/plans',
      'content/planted.ts -> lib/checkout/money',
    ]);
  });

  it('has no import cycle, not even of types', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });

  it('finds a cycle however long, and none in a chain', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(cyclesOf(graph({ a: ['a'] }))).toEqual([['a']]);
  });

  it('tells a crossing from a use of the core', () => {
    expect(crossingsOf('lib/checkout/fulfil.ts', ['lib/consent/consent'])).toHaveLength(1);
    expect(crossingsOf('lib/routing/pages.ts', ['lib/experiments/experiments'])).toHaveLength(1);
    expect(
      crossingsOf('components/contact/contact-form.tsx', ['components/checkout/order-review']),
    ).toHaveLength(1);
    expect(
      crossingsOf('lib/checkout/fulfil.ts', ['lib/mail', 'lib/http/rate-limits', 'content/legal']),
    ).toEqual([]);
    expect(
      crossingsOf('components/layout/site-footer.tsx', ['components/consent/consent-manager']),
    ).toEqual([]);
    expect(crossingsOf('lib/proxy/variant.ts', ['lib/experiments/experiments'])).toEqual([]);
    expect(crossingsOf('lib/env.ts', ['lib/checkout/config'])).toEqual([]);
    expect(crossingsOf('lib/config/site.ts', ['lib/checkout/config'])).toHaveLength(1);
    expect(crossingsOf('content/landing.ts', ['lib/checkout/money'])).toHaveLength(1);
    expect(crossingsOf('content/landing.ts', ['lib/checkout/endpoints'])).toHaveLength(1);
  });
});
