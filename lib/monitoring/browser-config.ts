// The browser's Sentry DSN, inlined by the build (lib/monitoring/config.ts
// validates it on the server, and a malformed one fails the build). Kept apart
// from the server's settings so that instrumentation-client.ts loads no zod.
export const inlinedBrowserDsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
