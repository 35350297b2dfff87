import 'server-only';
import { z } from 'zod';
import {
  fragment,
  optionalUrl,
  parseFragment,
  setting,
  switchedOff,
  type Parsed,
} from '@/lib/config/fields';

// Sentry's settings: a DSN each for the browser and the server, and the share
// of server requests traced. Without a DSN nothing is sent.

export const monitoringSettings = fragment({
  server: {
    SENTRY_DSN: optionalUrl(),
    // Share of server requests traced; the default is the measured choice (docs/error-reporting.md).
    SENTRY_SERVER_TRACES_SAMPLE_RATE: setting(z.coerce.number().min(0).max(1).default(0)),
  },
  client: {
    // Inlined by the build into instrumentation-client.ts (lib/monitoring/browser-config.ts).
    NEXT_PUBLIC_SENTRY_DSN: optionalUrl(),
  },
});

export type MonitoringEnv = Parsed<typeof monitoringSettings>;

export const monitoringNotes = (parsed: MonitoringEnv) => [
  ...switchedOff('Error reporting in the browser (Sentry)', parsed, ['NEXT_PUBLIC_SENTRY_DSN']),
  ...switchedOff('Error reporting on the server (Sentry)', parsed, ['SENTRY_DSN']),
];

export const monitoringEnv = parseFragment(monitoringSettings, process.env);

/** The server SDK's DSN and trace share; without the DSN it is never started. */
export const serverSentry = {
  dsn: monitoringEnv.SENTRY_DSN,
  tracesSampleRate: monitoringEnv.SENTRY_SERVER_TRACES_SAMPLE_RATE,
};

/** The browser's DSN, which the /monitoring tunnel forwards to and the pages' policy reports to. */
export const browserDsn = monitoringEnv.NEXT_PUBLIC_SENTRY_DSN;
