import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Words that differ by country stand in tables keyed by the country type, so a
// new row of the country table gives no page German words by default: the
// words' modules stop compiling until the row's words are written. This plants
// a third row and type-checks content/ against it.

const root = join(__dirname, '..');
const COUNTRIES_MODULE = join(root, 'lib/countries/countries.ts');

const contentModules = readdirSync(__dirname)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => join(__dirname, name));

/** The country table with an Austrian row, a copy of the German one. */
function withThirdRow(source: string): string {
  const german = source.slice(source.indexOf('  DE: {'), source.indexOf('  CH: {'));
  return source.replace('  CH: {', german.replace('DE: {', 'AT: {') + '  CH: {');
}

/** The content/ modules that do not compile with the planted row, as paths from the root. */
function modulesThatFailWithThirdRow(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const options = { ...config.options, incremental: false, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => {
    const text = readFile(path);
    return path === COUNTRIES_MODULE && text !== undefined ? withThirdRow(text) : text;
  };
  const program = ts.createProgram(contentModules, options, host);
  const failing = new Set<string>();
  for (const file of contentModules) {
    const source = program.getSourceFile(file)!;
    if (program.getSemanticDiagnostics(source).length > 0) failing.add(relative(root, file));
  }
  return [...failing].sort();
}

describe('country words', () => {
  it('the planted row is a row: the German one under another key', () => {
    const planted = withThirdRow(readFileSync(COUNTRIES_MODULE, 'utf8'));
    expect(planted).toContain("  AT: {\n    segment: 'de',");
    expect(planted).toContain('  DE: {');
    expect(planted).toContain('  CH: {');
  });

  it('a new row of the country table does not compile until each table has its words', () => {
    expect(modulesThatFailWithThirdRow()).toEqual([
      'content/faq.ts',
      'content/landing.ts',
      'content/learners-claim.ts',
      'content/legal.ts',
      'content/pages.ts',
      'content/school-words.ts',
      'content/spelling.ts',
    ]);
  }, 60_000);

  it('no words module asks which country it is', () => {
    const asking = contentModules.filter((file) =>
      /country\s*[!=]==\s*'[A-Z]{2}'|'[A-Z]{2}'\s*[!=]==\s*country/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(asking.map((file) => relative(root, file))).toEqual([]);
  });
});
