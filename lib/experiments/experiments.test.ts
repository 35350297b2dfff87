import { randomUUID } from 'node:crypto';
import { HttpFake, allIn, flagsServer, neverAnswer } from '@/e2e/fakes/http-fake';
import type { ExperimentsConfig } from '@/lib/experiments/config';
import bootstrap from '@/lib/experiments/experiment-flags.json';
import {
  EXPERIMENTS,
  STANDARD_SEGMENT,
  assignmentFor,
  experiment,
  experimentPaths,
  experimentsLoaded,
  explorerFlags,
  fetchExperiments,
  forcedVariant,
  getFlagEnabledFor,
  overriddenVariant,
  segmentFor,
  segmentsOf,
  type ExperimentPath,
} from '@/lib/experiments/experiments';
import { isPupilsPage } from '@/lib/routing/pages';

const FLAG = EXPERIMENTS.teacherHeroCta.flagKey;
const LABEL = 'Jetzt mit Ihrer Klasse starten';
const devices = (count: number) => Array.from({ length: count }, () => randomUUID());

// The client is one per process (on globalThis); each test starts a fresh one.
function resetClient() {
  const holder = globalThis as Record<symbol, { client?: { stop(): void } } | undefined>;
  holder[Symbol.for('rechenweg.experiments')]?.client?.stop();
  delete holder[Symbol.for('rechenweg.experiments')];
  delete holder[Symbol.for('rechenweg.experiments.warned')];
}

const KEY = 'server-test-key';
const config = (serverUrl: string, deploymentKey?: string) =>
  ({ deploymentKey, serverUrl, pollIntervalMs: 60_000 }) satisfies ExperimentsConfig;

let warnings: string[] = [];
beforeEach(() => {
  resetClient();
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
});
afterEach(() => {
  resetClient();
  jest.restoreAllMocks();
});

describe('where experiments run', () => {
  it('never on a pupils’ page: bucketing reads a device id a child cannot agree to', () => {
    expect(experimentPaths().length).toBeGreaterThan(0);
    for (const path of experimentPaths()) expect(isPupilsPage(path)).toBe(false);
    // @ts-expect-error `/` is the pupils' landing: tsc refuses it as an experiment's path.
    expect(isPupilsPage('/' satisfies ExperimentPath)).toBe(true);
  });
});

describe('segments and assignments', () => {
  it('prerenders the standard segment and every built variant but off', () => {
    expect(segmentsOf('teacherHeroCta')).toEqual([STANDARD_SEGMENT, 'v-control', 'v-treatment']);
  });

  it('gives the page the payload of its variant, nothing for control or standard', () => {
    expect(assignmentFor('teacherHeroCta', 'v-treatment')).toEqual({
      flagKey: FLAG,
      variant: 'treatment',
      experimentKey: 'exp-teacher-hero-cta',
      payload: { label: LABEL },
    });
    expect(assignmentFor('teacherHeroCta', 'v-control')?.payload).toBeNull();
    expect(assignmentFor('teacherHeroCta', STANDARD_SEGMENT)?.variant).toBeNull();
  });

  it('has no page for any other segment', () => {
    for (const segment of ['v-off', 'treatment', 'v-unknown', 'v-', '', 'de', 'v-treatment/x']) {
      expect(assignmentFor('teacherHeroCta', segment)).toBeNull();
    }
  });

  it('serves a live variant only when this build has it with the same payload', () => {
    expect(segmentFor(FLAG, undefined)).toBe(STANDARD_SEGMENT);
    expect(segmentFor(FLAG, { key: 'off' })).toBe(STANDARD_SEGMENT);
    expect(segmentFor(FLAG, { key: 'control', value: 'control' })).toBe('v-control');
    expect(segmentFor(FLAG, { key: 'treatment', payload: { label: LABEL } })).toBe('v-treatment');
    expect(segmentFor(FLAG, { key: 'treatment', payload: { label: 'Neu' } })).toBe(
      STANDARD_SEGMENT,
    );
    expect(segmentFor(FLAG, { key: 'treatment-b' })).toBe(STANDARD_SEGMENT);
    expect(warnings.join('\n')).toMatch(/payload of "teacher-hero-cta:treatment" differs/);
    expect(warnings.join('\n')).toMatch(
      /variant "treatment-b" of flag "teacher-hero-cta" is not in this build/,
    );
  });

  it('reads a forced variant only for the page own flag and a built variant', () => {
    expect(forcedVariant(`${FLAG}:treatment`, FLAG)?.key).toBe('treatment');
    expect(forcedVariant(`${FLAG}:control`, FLAG)?.key).toBe('control');
    for (const param of [
      null,
      '',
      FLAG,
      `${FLAG}:`,
      `${FLAG}:off`,
      `${FLAG}:nope`,
      'some-other-flag:treatment',
      `${FLAG}:treatment:x`.repeat(20),
    ]) {
      expect(forcedVariant(param, FLAG)).toBeUndefined();
    }
  });
});

describe('local evaluation', () => {
  it('splits devices 50/50 on the bootstrap and keeps each device in its variant', async () => {
    const ids = devices(10_000);
    const first = ids.map(
      (id) => experiment(FLAG, id, config('http://127.0.0.1:9', undefined))?.key,
    );
    const treatment = first.filter((key) => key === 'treatment').length;
    expect(first.every((key) => key === 'control' || key === 'treatment')).toBe(true);
    expect(Math.abs(treatment / ids.length - 0.5)).toBeLessThanOrEqual(0.02);
    expect(ids.map((id) => experiment(FLAG, id)?.key)).toEqual(first);
    expect(warnings).toEqual([
      '[experiments] Experiment API key is empty; variants come from lib/experiments/experiment-flags.json',
    ]);
  });

  it('buckets nobody without a well-formed device id and ignores undeclared flags', () => {
    const local = config('http://127.0.0.1:9', undefined);
    for (const id of [
      '',
      'short',
      'x'.repeat(65),
      'a b c d e f g h',
      '"><script>',
      '../../etc/passwd',
    ]) {
      expect(experiment(FLAG, id, local)).toBeUndefined();
    }
    expect(experiment('some-other-flag', randomUUID(), local)).toBeUndefined();
    expect(getFlagEnabledFor(FLAG, 'short', local)).toBe(false);
  });

  it('uses the flags server once it has answered', async () => {
    const server = new HttpFake(flagsServer(allIn(bootstrap, FLAG, 'treatment')));
    const url = await server.start();
    try {
      await fetchExperiments(config(url, KEY));
      expect(experimentsLoaded()).toBe(true);
      const [request] = server.received();
      expect(request?.method).toBe('GET');
      expect(request?.url).toMatch(/^\/sdk\/v2\/flags/);
      expect(request?.headers.authorization).toBe('Api-Key server-test-key');
      expect(devices(200).every((id) => getFlagEnabledFor(FLAG, id))).toBe(true);
      expect(warnings).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['answers 500', (fake: HttpFake) => fake.start(), 'Flags error response: status=500'],
    ['refuses connections', async () => 'http://127.0.0.1:9', 'ECONNREFUSED'],
  ])('keeps the bootstrap when the flags server %s, and retries', async (_, start, message) => {
    const server = new HttpFake((_request, response) => void response.writeHead(500).end());
    const url = await start(server);
    try {
      const ids = devices(500);
      const before = ids.map((id) => experiment(FLAG, id, config(url, KEY))?.key);
      await fetchExperiments();
      expect(experimentsLoaded()).toBe(false);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(message);
      expect(warnings[0]).toContain('variants come from lib/experiments/experiment-flags.json');
      expect(ids.map((id) => experiment(FLAG, id)?.key)).toEqual(before);
      expect(before.filter((key) => key === 'treatment').length).toBeGreaterThan(150);
    } finally {
      await server.stop();
    }
  });

  it('answers at once while the flags server hangs, and says it timed out', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const server = new HttpFake(neverAnswer);
    const url = await server.start();
    try {
      void fetchExperiments(config(url, KEY));
      const started = performance.now();
      expect(experiment(FLAG, randomUUID())?.key).toMatch(/^(control|treatment)$/);
      expect(performance.now() - started).toBeLessThan(50);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(warnings).toContain(
        '[experiments] Request timeout after 10000 milliseconds; variants come from lib/experiments/experiment-flags.json',
      );
    } finally {
      jest.useRealTimers();
      await server.stop();
    }
  });
});

describe('the Flags Explorer', () => {
  it('lists every declared experiment with its Amplitude flag, the default and the variants this build serves', () => {
    const flags = explorerFlags();
    expect(Object.values(flags).map((flag) => flag.key)).toEqual(['teacher-hero-cta']);
    for (const flag of Object.values(flags)) {
      const declared = Object.values(EXPERIMENTS).find((entry) => entry.flagKey === flag.key)!;
      // The explorer says what the flag changes and on which page, from the one declaration.
      expect(flag.description).toBe(declared.description);
      expect(flag.description).toContain(`(${declared.path})`);
      expect(flag.origin).toBe(`https://app.eu.amplitude.com/experiment/flags?search=${flag.key}`);
      expect(flag.defaultValue).toBe('off');
      expect(flag.options?.map((option) => option.value)).toEqual(['off', 'control', 'treatment']);
    }
  });

  it('lets an override pick a variant this build serves or the default, nothing else', () => {
    const overrides = { [FLAG]: 'treatment', 'some-other-flag': 'off' };
    expect(overriddenVariant(overrides, FLAG)).toMatchObject({
      key: 'treatment',
      payload: { label: LABEL },
    });
    expect(segmentFor(FLAG, overriddenVariant(overrides, FLAG))).toBe('v-treatment');
    const off = overriddenVariant({ [FLAG]: 'off', 'some-other-flag': 'treatment' }, FLAG);
    expect(off).toEqual({ key: 'off' });
    expect(segmentFor(FLAG, off)).toBe(STANDARD_SEGMENT);
    for (const value of ['unknown', 7, null, { key: 'treatment' }]) {
      expect(overriddenVariant({ [FLAG]: value }, FLAG)).toBeUndefined();
    }
    for (const malformed of [undefined, null, 'treatment', []]) {
      expect(overriddenVariant(malformed, FLAG)).toBeUndefined();
    }
    expect(warnings).toEqual([]);
  });
});
