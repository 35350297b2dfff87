import { LocalEvaluationClient, LogLevel } from '@amplitude/experiment-node-server';
import type { KeyedFlagDefinitionType } from 'flags/next';
import { z } from 'zod';
import { VARIANT_SEGMENT_PREFIX } from '@/lib/core/site';
import {
  experimentsConfig,
  type ExperimentsConfig,
  EXPERIMENT_LIMITS,
} from '@/lib/experiments/config';
import bootstrapFlags from '@/lib/experiments/experiment-flags.json';
import type { PupilsPath, SitePath } from '@/lib/routing/pages';

// Every experiment of the site, declared once. The proxy decides a visitor's
// variant here and carries it in the URL (`/de/v-treatment/lehrkraefte`), so each
// variant of a landing is its own prerendered page (the Flags SDK's precompute
// pattern). What a variant shows comes from its payload in the bootstrap file
// `experiment-flags.json`, which is also the embedded demo configuration: a
// variant whose live payload differs from the one this build was made with is
// not served (visitors see the default) until the file is updated and deployed.

/** The URL segment of a visitor who sees no experiment: no device id, `off`, or a variant this build lacks. */
export const STANDARD_SEGMENT = `${VARIANT_SEGMENT_PREFIX}standard`;

/**
 * A page an experiment may run on: never a pupils' page. Bucketing reads the
 * device id, which a child under 16 cannot agree to (Art. 8 DSGVO, § 25 TDDDG),
 * and on a shared browser it may be an adult's choice; so tsc refuses such a
 * declaration.
 */
export type ExperimentPath = Exclude<SitePath, PupilsPath>;

export const EXPERIMENTS = {
  teacherHeroCta: {
    flagKey: 'teacher-hero-cta',
    description:
      'Hauptbutton der Lehrkräfte-Landing (/lehrkraefte): die Variante treatment benennt ihn um',
    path: '/lehrkraefte',
    payload: z.object({ label: z.string().trim().min(1).max(60) }),
  },
} as const satisfies Record<
  string,
  { flagKey: string; description: string; path: ExperimentPath; payload: z.ZodType }
>;

/** The variant of a visitor outside the experiment: the standard segment. */
export const DEFAULT_VARIANT = 'off';

/** Where the flags are managed: Amplitude Experiment in the EU zone, searched by key. */
const AMPLITUDE_FLAGS_URL = 'https://app.eu.amplitude.com/experiment/flags';

export type ExperimentName = keyof typeof EXPERIMENTS;
type Declared = (typeof EXPERIMENTS)[ExperimentName];
type PayloadOf<N extends ExperimentName> = z.infer<(typeof EXPERIMENTS)[N]['payload']>;

/** What a page renders and what the browser reports as the exposure. */
export type Assignment<N extends ExperimentName = ExperimentName> = {
  flagKey: string;
  /** `null` on the standard segment: nothing to report. */
  variant: string | null;
  experimentKey: string | null;
  /** `null` for the control variant and the standard segment. */
  payload: PayloadOf<N> | null;
};

export type Variant = {
  key?: string;
  value?: string;
  payload?: unknown;
  metadata?: Record<string, unknown>;
};

type FlagConfig = {
  key: string;
  metadata?: Record<string, unknown>;
  variants?: Record<string, Variant>;
};

const builtFlags = bootstrapFlags as FlagConfig[];
const VARIANT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

function builtFlag(flagKey: string): FlagConfig | undefined {
  return builtFlags.find((flag) => flag.key === flagKey);
}

function declaredByFlag(flagKey: string): Declared | undefined {
  return Object.values(EXPERIMENTS).find((declared) => declared.flagKey === flagKey);
}

/** The public paths that show an experiment. */
export const experimentPaths = (): string[] =>
  Object.values(EXPERIMENTS).map((declared) => declared.path);

/** The name of the experiment shown on a public path, if any. */
export function experimentNameForPath(path: string): ExperimentName | undefined {
  return (Object.keys(EXPERIMENTS) as ExperimentName[]).find(
    (name) => EXPERIMENTS[name].path === path,
  );
}

/** The experiment shown on a public path, if any. */
export function experimentForPath(path: string): Declared | undefined {
  const name = experimentNameForPath(path);
  return name && EXPERIMENTS[name];
}

/** A variant exactly as this build knows it, or undefined. */
function builtVariant(flagKey: string, variantKey: string): Variant | undefined {
  const variant = builtFlag(flagKey)?.variants?.[variantKey];
  return variant && variantKey !== DEFAULT_VARIANT && VARIANT_KEY_PATTERN.test(variantKey)
    ? variant
    : undefined;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The segment a variant is served under; the standard one when this build cannot show it. */
export function segmentFor(flagKey: string, variant: Variant | undefined): string {
  const key = variant?.key;
  if (!key || key === DEFAULT_VARIANT) return STANDARD_SEGMENT;
  const built = builtVariant(flagKey, key);
  if (!built) {
    warnOnce(`variant "${key}" of flag "${flagKey}" is not in this build`);
    return STANDARD_SEGMENT;
  }
  if (!sameJson(built.payload, variant.payload)) {
    warnOnce(
      `the payload of "${flagKey}:${key}" differs from this build's; update lib/experiments/experiment-flags.json`,
    );
    return STANDARD_SEGMENT;
  }
  return `${VARIANT_SEGMENT_PREFIX}${key}`;
}

/** The keys of every variant of a flag this build serves, each under its own segment. */
function servedKeys(flagKey: string): string[] {
  const variants = builtFlag(flagKey)?.variants ?? {};
  return Object.keys(variants).filter((key) => builtVariant(flagKey, key));
}

/** Every segment of an experiment's page: prerendered at build time, nothing else is served. */
export function segmentsOf(name: ExperimentName): string[] {
  const keys = servedKeys(EXPERIMENTS[name].flagKey);
  return [STANDARD_SEGMENT, ...keys.map((key) => `${VARIANT_SEGMENT_PREFIX}${key}`)];
}

/** The assignment a page renders from its segment; `null` for a segment it does not have (404). */
export function assignmentFor<N extends ExperimentName>(
  name: N,
  segment: string,
): Assignment<N> | null {
  const { flagKey, payload } = EXPERIMENTS[name];
  if (segment === STANDARD_SEGMENT) {
    return { flagKey, variant: null, experimentKey: null, payload: null };
  }
  const variantKey = segment.startsWith(VARIANT_SEGMENT_PREFIX)
    ? segment.slice(VARIANT_SEGMENT_PREFIX.length)
    : '';
  const variant = builtVariant(flagKey, variantKey);
  if (!variant) return null;
  const parsed = payload.safeParse(variant.payload);
  const experimentKey = builtFlag(flagKey)?.metadata?.experimentKey;
  return {
    flagKey,
    variant: variantKey,
    experimentKey: typeof experimentKey === 'string' ? experimentKey : null,
    payload: parsed.success ? (parsed.data as PayloadOf<N>) : null,
  };
}

/** A variant this build serves, as the proxy forces it; undefined for any other key. */
function servedVariant(flagKey: string, variantKey: string): Variant | undefined {
  const built = builtVariant(flagKey, variantKey);
  return built ? { ...built, key: variantKey } : undefined;
}

/** `?flag=KEY:VARIANT` of a preview; undefined unless the variant is one this build serves. */
export function forcedVariant(flagParam: string | null, flagKey: string): Variant | undefined {
  if (!flagParam || flagParam.length > 100) return undefined;
  const [key, variantKey] = flagParam.split(':');
  if (key !== flagKey || !variantKey) return undefined;
  return servedVariant(flagKey, variantKey);
}

/**
 * The variant a reviewer picked in the Flags Explorer (its decrypted overrides):
 * one this build serves, or the default; undefined when the flag is not overridden.
 */
export function overriddenVariant(overrides: unknown, flagKey: string): Variant | undefined {
  if (typeof overrides !== 'object' || overrides === null) return undefined;
  const value: unknown = (overrides as Record<string, unknown>)[flagKey];
  if (typeof value !== 'string') return undefined;
  return value === DEFAULT_VARIANT ? { key: DEFAULT_VARIANT } : servedVariant(flagKey, value);
}

/**
 * What the Flags Explorer lists (the SDK's `getProviderData` takes it), from the
 * declarations above: every experiment with its description, its flag in
 * Amplitude and, as options, the default and the variants this build serves.
 */
export function explorerFlags(): Record<ExperimentName, KeyedFlagDefinitionType> {
  const entries = Object.entries(EXPERIMENTS).map(([name, { flagKey, description }]) => [
    name,
    {
      key: flagKey,
      description,
      origin: `${AMPLITUDE_FLAGS_URL}?search=${encodeURIComponent(flagKey)}`,
      defaultValue: DEFAULT_VARIANT,
      options: [
        { value: DEFAULT_VARIANT, label: `${DEFAULT_VARIANT} (Standard)` },
        ...servedKeys(flagKey).map((key) => ({ value: key, label: key })),
      ],
    },
  ]);
  return Object.fromEntries(entries) as Record<ExperimentName, KeyedFlagDefinitionType>;
}

// ---- Local evaluation on the server --------------------------------------

/** A device id as the browser writes it; anything else is ignored, never bucketed. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

type State = {
  client: LocalEvaluationClient;
  loaded: boolean;
  started: Promise<void> | null;
};

// The proxy and instrumentation.ts are separate bundles in one process: the
// client lives on globalThis so both reach the same one.
const STATE_KEY = Symbol.for('rechenweg.experiments');
const WARNED_KEY = Symbol.for('rechenweg.experiments.warned');
const holder = globalThis as { [STATE_KEY]?: State; [WARNED_KEY]?: Set<string> };

/** Logs each distinct problem once (per process, until the next successful load). */
function warnOnce(message: string) {
  const warned = (holder[WARNED_KEY] ??= new Set());
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[experiments] ${message}`);
}

const USING_BOOTSTRAP = 'variants come from lib/experiments/experiment-flags.json';

function create(config: ExperimentsConfig): State {
  // Not Experiment.initializeLocal: its per-key cache would outlive this state.
  const client = new LocalEvaluationClient(config.deploymentKey ?? 'no-deployment-key', {
    serverZone: EXPERIMENT_LIMITS.serverZone,
    serverUrl: config.serverUrl,
    flagConfigPollingIntervalMillis: Math.max(
      config.pollIntervalMs,
      EXPERIMENT_LIMITS.minPollIntervalMs,
    ),
    bootstrap: Object.fromEntries(builtFlags.map((flag) => [flag.key, flag])),
    // Failures are reported once each by `load` below, in the required words.
    logLevel: LogLevel.Disable,
  });
  return { client, loaded: false, started: null };
}

function stateFor(config: ExperimentsConfig): State {
  holder[STATE_KEY] ??= create(config);
  return holder[STATE_KEY];
}

/**
 * Loads the flag configurations until one load succeeds; the SDK polls from
 * then on. A failed first load stops the SDK's poller, so it is retried here
 * with the required backoff (500 ms × 1.5 up to 10 s, 8 times), then once per
 * polling interval. Each distinct failure is logged once.
 */
async function load(state: State, config: ExperimentsConfig, attempt = 0): Promise<void> {
  const timeout = setTimeout(
    () =>
      warnOnce(
        `Request timeout after ${EXPERIMENT_LIMITS.fetchTimeoutMs} milliseconds; ${USING_BOOTSTRAP}`,
      ),
    EXPERIMENT_LIMITS.fetchTimeoutMs,
  );
  timeout.unref();
  try {
    await state.client.start();
    state.loaded = true;
    holder[WARNED_KEY]?.clear();
  } catch (error) {
    // A client replaced in the meantime (tests start fresh ones) is abandoned.
    if (holder[STATE_KEY] !== state) return;
    warnOnce(`${error instanceof Error ? error.message : String(error)}; ${USING_BOOTSTRAP}`);
    const delay =
      attempt < EXPERIMENT_LIMITS.retries
        ? Math.min(
            EXPERIMENT_LIMITS.backoffMinMs * EXPERIMENT_LIMITS.backoffScalar ** attempt,
            EXPERIMENT_LIMITS.backoffMaxMs,
          )
        : config.pollIntervalMs;
    const retry = () => holder[STATE_KEY] === state && void load(state, config, attempt + 1);
    setTimeout(retry, delay).unref();
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Starts local evaluation once per server process. Resolves after the first
 * load attempt; nothing on a request path waits for it.
 */
export function fetchExperiments(config: ExperimentsConfig = experimentsConfig): Promise<void> {
  const state = stateFor(config);
  if (!state.started) {
    if (!config.deploymentKey) {
      warnOnce(`Experiment API key is empty; ${USING_BOOTSTRAP}`);
      state.started = Promise.resolve();
    } else {
      state.started = load(state, config);
    }
  }
  return state.started;
}

/**
 * The variant of one flag for a device, from the configurations loaded so far
 * (the bootstrap until the first load). Synchronous: never waits on the network.
 */
export function experiment(
  flagKey: string,
  deviceId: string,
  config: ExperimentsConfig = experimentsConfig,
): Variant | undefined {
  if (!DEVICE_ID_PATTERN.test(deviceId) || !declaredByFlag(flagKey)) return undefined;
  void fetchExperiments(config);
  return stateFor(config).client.evaluateV2({ device_id: deviceId }, [flagKey])[flagKey];
}

/** Whether a device sees something other than the default of a flag. */
export function getFlagEnabledFor(
  flagKey: string,
  deviceId: string,
  config: ExperimentsConfig = experimentsConfig,
) {
  const key = experiment(flagKey, deviceId, config)?.key;
  return key !== undefined && key !== DEFAULT_VARIANT && key !== 'control';
}

/** Whether the flags server has answered at least once in this process. */
export function experimentsLoaded(): boolean {
  return holder[STATE_KEY]?.loaded ?? false;
}
