import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { digest, pinPage } from '../pin-page.mjs';

// One page of a real `next build` of this site, as the steps find it
// (README.md here says how it was captured and how to refresh it).

const read = (name: string) => readFileSync(join(__dirname, name), 'utf8');

const build = JSON.parse(read('build.json')) as {
  next: string;
  route: string;
  stylesheets: Record<string, string>;
  integrity: Record<string, string>;
};

/** The route of the page, Next's HTML of it and the version of Next that wrote it. */
export const { route, next } = build;
export const nextHtml = read('page.html');
/** The `/_next/static` URL of every chunk the page names. */
export const chunkUrls = Object.keys(build.integrity);
/** The `/_next/static` URL of every stylesheet the page links. */
export const stylesheetUrls = Object.keys(build.stylesheets);

/** The build's stylesheet at `href`, as pin-scripts.mjs reads it. */
export function cssOf(href: string): string {
  const name = build.stylesheets[href];
  if (!name) throw new Error(`${href} is not in the fixture: refresh it (README.md)`);
  return read(name);
}

/**
 * The page as pin-page.mjs leaves it, with the boot file it wrote and the
 * integrity of each chunk as the build had it (a boot file's from its content).
 */
export function pinnedFixture() {
  const bootFiles = new Map<string, string>();
  const integrityOf = (src: string) => {
    const boot = bootFiles.get(src);
    if (boot !== undefined) return `sha384-${digest('sha384', boot)}`;
    const integrity = build.integrity[src];
    if (!integrity) throw new Error(`${src} is not in the fixture: refresh it (README.md)`);
    return integrity;
  };
  const bootFileOf = (content: string) => {
    const src = `/_next/static/chunks/boot/${bootFiles.size}.js`;
    bootFiles.set(src, content);
    return src;
  };
  const pinned = pinPage(nextHtml, { route, integrityOf, cssOf, bootFileOf });
  return { ...pinned, bootFiles, integrityOf };
}
