import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// A module a newcomer reads in one sitting and a function that fits on two
// screens. Past these, a module holds more than one thing and a function more
// than one step: split it where it changes subject, as the checkout's hook and
// markup are split.

const root = join(__dirname, '..');

const MAX_FILE_LINES = 350;
const MAX_FUNCTION_LINES = 120;

/**
 * Where the limits do not hold: the words (content/) and the tests, whose
 * `describe` blocks and stand-ins of providers are read one case at a time.
 */
const EXEMPT = [/^content\//, /^e2e\//, /\.test\.tsx?$/, /^bench\/baseline/];
const SKIPPED_FOLDERS = new Set(['node_modules', 'public', 'test-results', 'deploy', 'docs']);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** What in one module's text is over its limit, as `path` or `path:line name (n lines)`. */
function oversized(path: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) found.push(`${path} (${lines} lines)`);
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const length = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      if (length > MAX_FUNCTION_LINES) {
        const name = node.name?.getText(source) ?? '(anonymous)';
        found.push(`${path}:${lineOf(node.getStart(source)) + 1} ${name} (${length} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const modules = [...sources(root)]
  .map((file) => relative(root, file))
  .filter((path) => !EXEMPT.some((pattern) => pattern.test(path)));

describe('size limits', () => {
  it(`keeps every module within ${MAX_FILE_LINES} lines and every function within ${MAX_FUNCTION_LINES}`, () => {
    expect(modules).toEqual(expect.arrayContaining(['proxy.ts', 'lib/outbox/redis-store.ts']));
    expect(modules).toContain('scripts/vercel-platform.mjs');
    const found = modules.flatMap((path) =>
      oversized(path, readFileSync(join(root, path), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds a function or a module one line over, in any form', () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, () => '  work();').join('\n');
    expect(oversized('a.ts', `export function long() {\n${body(121)}\n}\n`)).toEqual([
      'a.ts:1 long (121 lines)',
    ]);
    expect(oversized('b.tsx', `const Arrow = () => {\n${body(120)}\n};\n`)).toEqual([]);
    expect(oversized('c.tsx', `const Arrow = () => {\n${body(121)}\n};\n`)).toEqual([
      'c.tsx:1 (anonymous) (121 lines)',
    ]);
    expect(oversized('d.mjs', `class A {\n  method() {\n${body(121)}\n  }\n}\n`)).toEqual([
      'd.mjs:2 method (121 lines)',
    ]);
    expect(oversized('e.ts', 'x;\n'.repeat(351))).toEqual(['e.ts (351 lines)']);
    expect(oversized('f.ts', 'x;\n'.repeat(350))).toEqual([]);
  });
});
