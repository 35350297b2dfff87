import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TOOLBAR_HOST } from '../e2e-env.mjs';

// Stands in for the Vercel Toolbar on the e2e preview (NEXT_PUBLIC_VERCEL_TOOLBAR_HOST
// points at TOOLBAR_HOST). Its script does what the real one needs the policy
// for: it calls its API, frames a page, shows an image and loads a stylesheet
// and a font, all from its host, and marks its element `data-ready` once every
// one of them has loaded (`data-failed` if one did not).

/** The path @vercel/toolbar's mountVercelToolbar loads from the host. */
export const TOOLBAR_SCRIPT = `${TOOLBAR_HOST}/_next-live/feedback/feedback.js`;

const SCRIPT = `(() => {
  const host = new URL(document.currentScript.src).origin;
  const element = document.createElement('vercel-live-feedback');
  const shadow = element.attachShadow({ mode: 'open' });
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = host + '/stand-in/toolbar.css';
  const image = document.createElement('img');
  image.alt = '';
  image.src = host + '/stand-in/avatar.svg';
  const frame = document.createElement('iframe');
  frame.title = 'Vercel Toolbar';
  frame.hidden = true;
  frame.src = host + '/stand-in/frame';
  const loaded = (node) =>
    new Promise((resolve, reject) => {
      node.addEventListener('load', resolve);
      node.addEventListener('error', () => reject(new Error(node.src || node.href)));
    });
  const waits = [loaded(style), loaded(image), loaded(frame)];
  shadow.append(style, image, frame);
  document.body.append(element);
  const font = new FontFace('Vercel Toolbar Stand-in', 'url(' + host + '/stand-in/font.woff2)');
  Promise.all([
    ...waits,
    font.load(),
    fetch(host + '/stand-in/api').then((response) => response.json()),
  ]).then(
    () => element.setAttribute('data-ready', ''),
    (error) => element.setAttribute('data-failed', String(error)),
  );
})();`;

const FONT = readFileSync(
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

const ANSWERS: Record<string, { contentType: string; body: string | Buffer }> = {
  '/_next-live/feedback/feedback.js': { contentType: 'text/javascript', body: SCRIPT },
  '/stand-in/toolbar.css': { contentType: 'text/css', body: ':host { all: initial; }' },
  '/stand-in/avatar.svg': {
    contentType: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  },
  '/stand-in/frame': {
    contentType: 'text/html',
    body: '<!doctype html><html lang="de"><title>Vercel Toolbar</title></html>',
  },
  '/stand-in/api': { contentType: 'application/json', body: '{"ok":true}' },
  '/stand-in/font.woff2': { contentType: 'font/woff2', body: FONT },
};

/** Answers the toolbar host for this page, as the real toolbar's host would (CORS included). */
export async function serveToolbarStandIn(page: Page) {
  await page.route(`${TOOLBAR_HOST}/**`, (route) => {
    const answer = ANSWERS[new URL(route.request().url()).pathname];
    return answer
      ? route.fulfill({ ...answer, headers: { 'Access-Control-Allow-Origin': '*' } })
      : route.fulfill({ status: 404 });
  });
}
