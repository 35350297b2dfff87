// Errors meant for error reporting, from anywhere in the browser. Sentry's SDK
// is fetched with the first error (instrumentation-client.ts), never with a
// page; until it is there, errors wait here, so none is lost.

type Sink = (error: unknown, context?: Record<string, unknown>) => void;

const MAX_WAITING = 50;
let sink: Sink | null = null;
let loadSink: (() => void) | null = null;
const waiting: [unknown, Record<string, unknown> | undefined][] = [];

export function reportError(error: unknown, context?: Record<string, unknown>) {
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
