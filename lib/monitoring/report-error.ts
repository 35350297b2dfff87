// Errors meant for error reporting, from anywhere in the browser. Sentry's SDK
// is fetched with the first error (instrumentation-client.ts), never with a
// page; until it is there, errors wait here, so none is lost. A pupils' page
// sends none: nothing of it may reach another provider (lib/routing/pages.ts).

type Sink = (error: unknown, context?: Record<string, unknown>) => void;

/** Set on <html> by the head script in a document that sends no report. */
const SILENT_ATTRIBUTE = 'data-no-reports';

/**
 * The inline head script that marks a document opened on one of `paths` (the
 * pupils' pages) before any other script runs. Every way into or out of such a
 * page is a document load (components/layout/document-navigation.tsx), so the
 * page a document starts on is the one it shows. Byte-stable per build: the
 * CSP allows it by hash (scripts/build-output/pin-scripts.mjs).
 */
export function silentDocumentScript(paths: readonly string[]): string {
  return `if(${JSON.stringify(paths)}.indexOf(location.pathname)>=0)document.documentElement.setAttribute(${JSON.stringify(SILENT_ATTRIBUTE)},"")`;
}

// Read once, when instrumentation-client.ts first loads this module: a later
// render of <html> (app/global-error.tsx replaces the root layout) drops the mark.
const silent =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(SILENT_ATTRIBUTE);

const MAX_WAITING = 50;
let sink: Sink | null = null;
let loadSink: (() => void) | null = null;
const waiting: [unknown, Record<string, unknown> | undefined][] = [];

export function reportError(error: unknown, context?: Record<string, unknown>) {
  if (silent) return;
  if (sink) return sink(error, context);
  if (waiting.length < MAX_WAITING) waiting.push([error, context]);
  const load = loadSink;
  loadSink = null;
  load?.();
}

/** How to fetch the reporting SDK; called once, with the first error. */
export function onFirstError(load: () => void) {
  if (waiting.length > 0) load();
  else loadSink = load;
}

/** Called once the reporting SDK is ready; hands over what waited. */
export function setErrorSink(next: Sink) {
  sink = next;
  for (const [error, context] of waiting.splice(0)) next(error, context);
}
