import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every German word a visitor reads lives in content/, so that the words of a
// feature are found, respelled and checked in one place: components and routes
// take them from there. This reads every module under components/ and app/ and
// names each piece of copy written in place.

const root = join(__dirname, '..');

/** JSX text is always something a visitor reads: any word in it is copy. */
const LETTERS = /\p{L}{2,}/u;
/** A letter run with an umlaut or ß, or a common German word, in any other string. */
const GERMAN =
  /[äöüÄÖÜß]|\b(?:und|oder|der|die|das|dem|den|des|ein|eine|einen|einem|einer|ist|sind|nicht|mit|von|auf|bei|bitte|Sie|Ihr|Ihre|Ihnen|du|dein|deine|dich|dir|wir|uns|zur|zum|jetzt|noch|hier|kein|keine|nur|auch|wird|werden|sich|Seite)\b/;
/** Attributes and properties a visitor reads (or hears): any word in them is copy. */
const READ_ATTRIBUTES =
  /^(?:aria-(?:label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|description)$/;
/** Attributes whose values are ids, classes, paths or names of fields, never words. */
const TOKEN_ATTRIBUTES =
  /^(?:id|htmlFor|className|href|src|name|key|rel|type|role|aria-(?:labelledby|describedby|controls|owns)|data-.+)$/;

function* modules(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The JSX attribute or object property a string is the value of, if any. */
function ownerName(node: ts.Node): string | undefined {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at) || ts.isPropertyAssignment(at)) return at.name.getText();
    if (ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at) || ts.isBlock(at)) return undefined;
  }
  return undefined;
}

/** Each piece of copy in a module's text, as `path:line "text"`. */
function strayWords(path: string, code: string): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text =
      ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : undefined;
    const owner = text === undefined || ts.isJsxText(node) ? undefined : ownerName(node);
    const words =
      text !== undefined &&
      (ts.isJsxText(node) || (owner !== undefined && READ_ATTRIBUTES.test(owner))
        ? LETTERS.test(text)
        : !(owner !== undefined && TOKEN_ATTRIBUTES.test(owner)) && GERMAN.test(text));
    if (words) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${path}:${line} ${JSON.stringify(text.trim())}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words outside content/', () => {
  it('no component or route writes copy of its own', () => {
    const found = ['components', 'app'].flatMap((folder) =>
      [...modules(join(root, folder))].map((file) =>
        strayWords(relative(root, file), readFileSync(file, 'utf8')),
      ),
    );
    expect(found.flat()).toEqual([]);
  });

  // The rule's reach, on planted modules: what it must name and what it must leave.
  it.each([
    ['JSX text', '<h2>Partner und Presse</h2>'],
    ['JSX text without an umlaut or a common word', '<dt>Telefon</dt>'],
    ['an aria-label', '<nav aria-label="Hauptnavigation" />'],
    ['a metadata title', "const metadata = { title: 'Kontakt' };"],
    ['a toast', "notify('success', 'Die Nachricht ist angekommen');"],
    ['a template', 'notify(`Die Adresse ist markiert: ${key}+C`);'],
    ['an umlaut', "const button = 'Einlösen';"],
  ])('names %s', (_, code) => {
    expect(strayWords('planted.tsx', code)).toHaveLength(1);
  });

  it.each([
    ['class names', '<p className="text-sm font-semibold uppercase" />'],
    ['ids and the labels that point at them', '<div aria-labelledby={`${id}-bestellen`} />'],
    ['paths', '<a href="/vertraege-kuendigen" />'],
    ['imports', "import { x } from '@/content/für';"],
    ['an English message', "throw new Error('useCountry must be used inside CountryProvider');"],
    ['expressions in JSX', '<p>{copy.text} {count}</p>'],
  ])('leaves %s', (_, code) => {
    expect(strayWords('planted.tsx', code)).toEqual([]);
  });
});
