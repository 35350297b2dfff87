/**
 * Stops a server whose configuration must not serve, naming why. Imported on
 * demand by instrumentation.ts, whose own bundle is also built for the Edge
 * runtime, where `process.exit` does not exist.
 */
export function refuseToStart(area: string, problem: string): never {
  console.error(`[${area}] The server does not start: ${problem}`);
  process.exit(1);
}
