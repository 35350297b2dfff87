import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every German word a visitor reads lives in content/, so that the words of a
// feature are found, respelled and checked in one place: components and routes
// take them from there. This reads every module under components/ and app/ and
// names the copy written in place: any word where a visitor reads a string
// (JSX text or a string as a JSX child, a read prop or property, a toast, an
// error's message unless it is a developer's English), and elsewhere a German
// word it recognises (an umlaut, ß, a common word, a saved file's name). A
// word without those in a string kept elsewhere (`const word = 'Kontakt'`,
// another call's argument) it cannot tell from a token, and lets pass.

const root = join(__dirname, '..');

/** JSX text is always something a visitor reads: any word in it is copy. */
const LETTERS = /\p{L}{2,}/u;
/** A letter run with an umlaut or ß, or a common German word, in any other string. */
const GERMAN =
  /[äöüÄÖÜß]|\b(?:und|oder|der|die|das|dem|den|des|ein|eine|einen|einem|einer|ist|sind|nicht|mit|von|auf|bei|bitte|Sie|Ihr|Ihre|Ihnen|du|dein|deine|dich|dir|wir|uns|zur|zum|jetzt|noch|hier|kein|keine|nur|auch|wird|werden|sich|Seite)\b/;
/** A developer's message (`useCountry must be used inside CountryProvider`), which no visitor is meant to read. */
const ENGLISH =
  /\b(?:the|must|be|is|are|used|inside|outside|of|to|for|without|cannot|should|only|missing|invalid|unknown)\b/;
/** A file a visitor saves: any word before the extension is copy (`Bestellbestaetigung-….html`). */
const SAVED_FILE = /^([^/\s]*)\.(?:html?|pdf|txt|eml|ics|csv)$/;
/** Attributes, props and properties a visitor reads (or hears): any word in them is copy. */
const READ_NAMES =
  /^(?:aria-(?:label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|description|label|heading|text|message|children)$/;
/** Attributes whose values are ids, classes, paths or names of fields, never words. */
const TOKEN_NAMES =
  /^(?:id|htmlFor|className|href|src|name|key|rel|type|role|aria-(?:labelledby|describedby|controls|owns)|data-.+)$/;
/** Elements whose children are code, not words. */
const CODE_ELEMENTS = /^(?:style|script)$/;
/** Calls that show an argument to the visitor, and which one: a toast's message. */
const READ_ARGUMENTS: Record<string, number> = { notify: 1 };

type Place = 'read' | 'token' | 'error' | 'other';

function* modules(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Whether `node` is only passed through by `parent` (parentheses, a choice, a fallback) to what holds it. */
function passesThrough(parent: ts.Node, node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return node !== parent.condition;
  return (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(parent.operatorToken.kind)
  );
}

/** Where a string ends up: read by a visitor, a token, an error's message, or anywhere else. */
function placeOf(string: ts.Node): Place {
  let node = string;
  while (passesThrough(node.parent, node)) node = node.parent;
  const at = node.parent;
  const byName = (name: string): Place =>
    READ_NAMES.test(name) ? 'read' : TOKEN_NAMES.test(name) ? 'token' : 'other';
  if (ts.isJsxExpression(at)) {
    if (ts.isJsxAttribute(at.parent)) return byName(at.parent.name.getText());
    // What a <style> or <script> holds is code for the browser (app/layout.tsx's <noscript> style).
    if (
      ts.isJsxElement(at.parent) &&
      CODE_ELEMENTS.test(at.parent.openingElement.tagName.getText())
    )
      return 'token';
    return ts.isJsxElement(at.parent) || ts.isJsxFragment(at.parent) ? 'read' : 'other';
  }
  if (ts.isJsxAttribute(at)) return byName(at.name.getText());
  if (ts.isPropertyAssignment(at) && at.initializer === node) return byName(at.name.getText());
  if (ts.isCallExpression(at) && ts.isIdentifier(at.expression)) {
    if (at.arguments.indexOf(node as ts.Expression) === READ_ARGUMENTS[at.expression.text]) {
      return 'read';
    }
    // What a call inside a read place returns is read (`title={fmt('Schliessen')}`): its
    // string arguments are copy unless they are keys (`t('menu.open')`, `format('long')`).
    const key = ts.isStringLiteral(node) && /^[a-z][\w.-]*$/.test(node.text);
    return !key && placeOf(at) === 'read' ? 'read' : 'other';
  }
  if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === 'Error') {
    return at.arguments?.[0] === node ? 'error' : 'other';
  }
  return 'other';
}

/** Whether a string in that place holds copy. */
function isCopy(text: string, place: Place): boolean {
  if (place === 'token') return false;
  if (place === 'read') return LETTERS.test(text);
  if (GERMAN.test(text)) return true;
  if (place === 'error') return LETTERS.test(text) && !ENGLISH.test(text);
  return LETTERS.test(SAVED_FILE.exec(text)?.[1] ?? '');
}

/** A string's text; a template's parts joined, each substitution an ellipsis. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text;
  }
  if (!ts.isTemplateExpression(node)) return undefined;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
}

/** Each piece of copy in a module's text, as `path:line "text"`. */
function strayWords(path: string, code: string): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // Types and a property's own name are the code's vocabulary, never shown.
    if (
      ts.isLiteralTypeNode(node) ||
      (node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node)
    )
      return;
    const text = textOf(node);
    if (text !== undefined && isCopy(text, ts.isJsxText(node) ? 'read' : placeOf(node))) {
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
    ['a toast without an umlaut or a common word', "notify('success', 'E-Mail-Adresse kopiert');"],
    ['a label prop', '<ConsentSettingsButton label="Cookie-Einstellungen" />'],
    ['an error thrown in German', "throw new Error('Absichtlicher Serverfehler (Fehlertest)');"],
    ['a saved file’s name', 'download(html, `Bestellbestaetigung-${id}.html`);'],
    ['a string as a JSX child', "<p>{'Telefon'}</p>"],
    ['a chosen string as a JSX child', "<p>{open ? 'Schliessen' : label}</p>"],
    ['a heading property', "const words = { heading: 'Kontakt' };"],
    ['a call’s argument in a read attribute', "<button title={fmt('Schliessen')} />"],
    ['a call’s argument as a JSX child', "<p>{upper('Telefon')}</p>"],
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
    ['event names', "window.addEventListener('pagehide', save); track('purchase');"],
    ['object keys', "const stored = { 'Bestellung': 1, Kontakt: 2 }; stored['Kontakt'];"],
    ['a toast’s kind', "notify('success', COPY.copied);"],
    ['an error’s kind', "throw new CheckoutError('network', MESSAGES.unavailable);"],
    ['string types', "type Kind = 'Bestellung' | 'Kontakt';"],
    ['a path to a file', "const page = '/downloads/preisliste.html';"],
    ['a style element’s rules', "<style>{'dialog[data-prepainted]{display:none}'}</style>"],
    ['a key given to a call in a read place', "<p title={t('menu.open')}>{format('long')}</p>"],
  ])('leaves %s', (_, code) => {
    expect(strayWords('planted.tsx', code)).toEqual([]);
  });
});
