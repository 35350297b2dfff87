// Errors meant for error reporting, from anywhere in the browser. Sentry's SDK
// loads after the page (instrumentation-client.ts); until it is there, errors
// wait here, so none that happens early is lost.

type Sink = (error: unknown, context?: Record<string, unknown>) => void;

const MAX_WAITING = 50;
let sink: Sink | null = null;
const waiting: [unknown, Record<string, unknown> | undefined][] = [];

export function reportError(error: unknown, context?: Record<string, unknown>) {
  if (sink) sink(error, context);
  else if (waiting.length < MAX_WAITING) waiting.push([error, context]);
}

/** Called once the reporting SDK is ready; hands over what waited. */
export function setErrorSink(next: Sink) {
  sink = next;
  for (const [error, context] of waiting.splice(0)) next(error, context);
}
