// Runs first in `npm run build`: Next answers a page whose render fails on a
// request with its own HTML shell, `<html id="__next_error__">` with an empty
// body and no `lang`, and only the browser's scripts then draw the error page
// (error.tsx). A visitor whose scripts do not run saw a blank page. This makes
// the shell app/global-error.tsx, server-rendered with its stylesheet: the
// German error screen, with `lang`, before any script. Next's client still
// renders the page afresh over it (the id on global-error's <html>), as it did
// over its own shell, so error.tsx and the country's layout follow as before.
//
// Next writes that shell in its compiled server runtimes, which no file of the
// app reaches (no option, no convention file; vercel/next.js#82444 is the same
// wall for the build's 500 page). The change is one statement in one minified
// function, so it is made here by matching that function's shape, not by
// patch-package: its diff would hold each runtime's 20,000-character line
// twice, which no reviewer can read. A Next whose runtime no longer has that
// shape fails the build here with this file's name. It is idempotent, and it
// runs at build time rather than at install so that an install with
// `--ignore-scripts` (common in container images) still builds the German page.
//
// `next dev` keeps Next's own shell and its error overlay: only the production
// runtimes are changed.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The production runtimes of App Router pages: webpack's and Turbopack's, each also in its experimental build. */
export const RUNTIMES = [
  'app-page.runtime.prod.js',
  'app-page-turbo.runtime.prod.js',
  'app-page-experimental.runtime.prod.js',
  'app-page-turbo-experimental.runtime.prod.js',
];

/** Marks a patched runtime, so that a second run leaves it alone. */
export const MARK = '/*rechenweg:error-shell*/';

const name = '[\\w$]+';
// Text inside the one function: never across the start of another, nor into an arrow's body.
const within = '(?:(?!function|=>)[^])*?';
// getErrorRSCPayload(tree, ctx, ssrError, errorType, withMetadata): from its head, which names
// errorType and the component module's createElement and Fragment, through the shell it makes with
// that createElement and sets as the tree's render output, to the statement that loads the global
// error component and its styles.
const ERROR_PAYLOAD = new RegExp(
  [
    `async function ${name}\\(${name},${name},${name},(?<errorType>${name}),${name}\\)\\{var ${name};`,
    `let\\{getDynamicParamFromSegment:${name},query:${name},`,
    `componentMod:\\{createMetadataComponents:${name},createElement:(?<h>${name}),Fragment:(?<fragment>${name})\\}`,
    within,
    `let (?<shell>${name})=\\k<h>\\("html",\\{id:"__next_error__"\\},\\k<h>\\("head",null\\),\\k<h>\\("body",null,null\\)\\),`,
    within,
    `;(?<tree>${name})\\.d=\\{r:\\k<shell>,p:!1,v:null\\};`,
    `let\\{GlobalError:(?<globalError>${name}),styles:(?<styles>${name})\\}=await ${name}\\(${name},${name}\\),`,
  ].join(''),
  'g',
);

/** The statement the patch adds, in a patched runtime. */
export const PATCHED = new RegExp(
  `let\\{GlobalError:(${name}),styles:(${name})\\}=await ${name}\\(${name},${name}\\);` +
    `${MARK.replace(/[/*]/g, '\\$&')}${name}\\|\\|\\(${name}\\.d\\.r=(${name})\\(${name},null,\\2,\\3\\(\\1,\\{\\}\\)\\)\\);let `,
);

/**
 * `source` with the error shell of a real error (no `errorType`: not a 404 or
 * a redirect, which keep Next's shell) replaced by the global error component
 * and its styles. Throws unless the function is found exactly once.
 * @param {string} source a runtime's text
 * @param {string} file its name, for the message
 */
export function patchErrorShell(source, file) {
  if (source.includes(MARK)) return source;
  const matches = [...source.matchAll(ERROR_PAYLOAD)];
  if (matches.length !== 1) {
    throw new Error(
      `scripts/patch-next-error-shell.mjs: ${file}: found Next's error payload ${matches.length} times, not once. ` +
        'A new Next changed it: see whether its error shell still needs the change, then adapt or remove this step.',
    );
  }
  const [match] = matches;
  const [found] = match;
  const { errorType, h, fragment, tree, globalError, styles } = match.groups ?? {};
  const shell = `${h}(${fragment},null,${styles},${h}(${globalError},{}))`;
  const patched = `${found.slice(0, -1)};${MARK}${errorType}||(${tree}.d.r=${shell});let `;
  return source.slice(0, match.index) + patched + source.slice(match.index + found.length);
}

/**
 * Patches each runtime in `nextDir` (node_modules/next); returns how many it changed.
 * @param {string} nextDir
 */
export function patchRuntimes(nextDir) {
  let changed = 0;
  for (const file of RUNTIMES) {
    const path = join(nextDir, 'dist/compiled/next-server', file);
    const source = readFileSync(path, 'utf8');
    const patched = patchErrorShell(source, file);
    if (patched !== source) {
      // Whole or not at all, for a server or a test that reads it meanwhile.
      // Named by the process: two builds at once (the bench beside a test run) each write their own.
      writeFileSync(`${path}.${process.pid}`, patched);
      renameSync(`${path}.${process.pid}`, path);
      changed += 1;
    }
  }
  return changed;
}

// `node scripts/patch-next-error-shell.mjs` (npm run build), from the project's folder. Without
// `import.meta`: jest's transform, which loads this module for its test, cannot load one that reads it.
if (process.argv[1]?.endsWith('/scripts/patch-next-error-shell.mjs')) {
  try {
    const nextDir = dirname(
      createRequire(join(process.cwd(), 'package.json')).resolve('next/package.json'),
    );
    const changed = patchRuntimes(nextDir);
    if (changed)
      console.log(
        `patch-next-error-shell: ${changed} of Next's runtimes now answer global-error.tsx`,
      );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
