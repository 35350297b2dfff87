import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The README points the next engineer at files: every one it names must be there.

const ROOT = join(__dirname, '..');
const FOLDERS = [
  'app',
  'components',
  'content',
  'lib',
  'scripts',
  'e2e',
  'bench',
  'deploy',
  'docs',
];

function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = code!.replace(/[),.:;]+$/, '');
    const inTree = FOLDERS.some((folder) => path.startsWith(`${folder}/`));
    // A file with its extension, or a folder with its slash; patterns and placeholders are no paths.
    if (inTree && /(\.[a-z]+|\/)$/.test(path) && !/[*{<…]|\[[^\]]*\]\*/.test(path)) {
      paths.add(path);
    }
  }
  return [...paths];
}

describe('the README', () => {
  it('names only paths that exist', () => {
    const named = namedPaths(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
