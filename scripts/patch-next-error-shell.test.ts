import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MARK, PATCHED, RUNTIMES, patchErrorShell } from './patch-next-error-shell.mjs';

// getErrorRSCPayload as Next 16.4.6 ships it in app-page-turbo.runtime.prod.js, verbatim.
const ERROR_PAYLOAD =
  'async function so(e,t,r,n,a){var i;let{getDynamicParamFromSegment:s,query:o,componentMod:{createMetadataComponents:l,createElement:u,Fragment:c},url:d}=t,f=null,h=null;if(a){let r=!!t.renderOpts.serveStreamingMetadata,a=l({tree:e,parsedQuery:o,pathname:d.pathname,metadataContext:eN(t.renderOpts),errorType:n,interpolatedParams:t.interpolatedParams,serveStreamingMetadata:r});f=a.Viewport,h=a.Metadata}let p=u(c,{key:"h"},u(i1,{createElement:u,pagePath:t.pagePath,statusCode:t.res.statusCode,isPossibleServerAction:t.isPossibleServerAction}),f?u(f,null):null,"",h?u(h,null):null),m=(null==(i=t.renderOpts.prefetchHints)?void 0:i[t.pagePath])??null,g=!!t.renderOpts.experimental.prefetchInlining;r&&(tw(r)||Error(r+""));let y=u("html",{id:"__next_error__"},u("head",null),u("body",null,null)),v=!!t.renderOpts.partialPrefetching||await iN(e),b=await tN(e,m,g,t.missingPrefetchHintPolicy,v,s,t.renderOpts.notFoundParams);b.d={r:y,p:!1,v:null};let{GlobalError:S,styles:w}=await s0(e,t),k=t.renderCapabilities.isPossiblyPartialResponse;return iQ(t,{c:sa(d),q:(0,e$.Kd)(o),m:void 0,i:!1,t:{t:b,h:{r:p,p:k,v:rz()}},G:[S,w],S:t.renderCapabilities.supportsPerSegmentPrefetching,r:rV()??void 0})}';
// The function before it in the runtime has the same destructuring: the match must not start there.
const PAYLOAD =
  'async function ss(e,t,r,n,a){var i;let{getDynamicParamFromSegment:s,query:o,componentMod:{createMetadataComponents:y,createElement:v,Fragment:b},url:d}=t;return v(b,null)}';
const RUNTIME = `${PAYLOAD}${ERROR_PAYLOAD}`;

type Element = { type: unknown; props: Record<string, unknown> | null; children: unknown[] };
const createElement = (
  type: unknown,
  props: Element['props'],
  ...children: unknown[]
): Element => ({
  type,
  props,
  children,
});

/** Runs the runtime's getErrorRSCPayload with stand-ins for what it calls; returns the root's render output. */
async function errorShellOf(runtime: string, errorType: string | undefined) {
  const calls = {
    eN: () => ({}),
    i1: 'NonIndex',
    tw: () => true,
    iN: async () => false,
    tN: async () => ({}),
    s0: async () => ({ GlobalError: 'GlobalError', styles: 'global-error.css' }),
    iQ: (_ctx: unknown, payload: unknown) => payload,
    sa: () => '/fehlertest/server',
    e$: { Kd: () => '' },
    rz: () => null,
    rV: () => undefined,
  };
  // The runtime's own text, run as Node runs it, with the stand-ins as its module's other names.
  const load = new Function(...Object.keys(calls), `${runtime};return so;`);
  const getErrorRSCPayload = load(...Object.values(calls));
  const ctx = {
    componentMod: { createMetadataComponents: () => ({}), createElement, Fragment: 'Fragment' },
    url: { pathname: '/fehlertest/server' },
    renderOpts: { prefetchHints: {}, experimental: {} },
    res: { statusCode: 500 },
    renderCapabilities: {},
  };
  const payload = await getErrorRSCPayload(
    {},
    ctx,
    new Error('Absichtlicher Serverfehler'),
    errorType,
    false,
  );
  return payload.t.t.d.r as Element;
}

const nextShell = createElement(
  'html',
  { id: '__next_error__' },
  createElement('head', null),
  createElement('body', null, null),
);

describe('patchErrorShell', () => {
  it('answers a render error with global-error.tsx and its stylesheet instead of the empty shell', async () => {
    expect(await errorShellOf(RUNTIME, undefined)).toEqual(nextShell);
    expect(await errorShellOf(patchErrorShell(RUNTIME, 'runtime'), undefined)).toEqual(
      createElement('Fragment', null, 'global-error.css', createElement('GlobalError', {})),
    );
  });

  it('leaves the shell of a 404 or a redirect as Next makes it', async () => {
    const patched = patchErrorShell(RUNTIME, 'runtime');
    expect(await errorShellOf(patched, 'not-found')).toEqual(nextShell);
    expect(await errorShellOf(patched, 'redirect')).toEqual(nextShell);
  });

  it('patches once: a second run leaves a patched runtime as it is', () => {
    const patched = patchErrorShell(RUNTIME, 'runtime');
    expect(patched.split(MARK)).toHaveLength(2);
    expect(patched).toMatch(PATCHED);
    expect(patchErrorShell(patched, 'runtime')).toBe(patched);
  });

  it('does not take a shell made by another function, or by an arrow inside it', () => {
    const elsewhere = ERROR_PAYLOAD.replace('let y=u("html"', 'let z=()=>0;let y=u("html"');
    expect(() => patchErrorShell(elsewhere, 'arrow.js')).toThrow('0 times');
  });

  it('fails, naming the runtime, unless it finds the function exactly once', () => {
    expect(() => patchErrorShell(PAYLOAD, 'app-page.runtime.prod.js')).toThrow(
      "app-page.runtime.prod.js: found Next's error payload 0 times, not once",
    );
    expect(() => patchErrorShell(`${ERROR_PAYLOAD}${ERROR_PAYLOAD}`, 'twice.js')).toThrow(
      '2 times',
    );
  });

  // Patched already when a build ran (npm test builds beside jest); then the statement must be there.
  it.each(RUNTIMES)('finds its function in the installed Next’s %s', (runtime) => {
    const nextDir = dirname(require.resolve('next/package.json'));
    const source = readFileSync(join(nextDir, 'dist/compiled/next-server', runtime), 'utf8');
    expect(patchErrorShell(source, runtime)).toMatch(PATCHED);
  });
});
