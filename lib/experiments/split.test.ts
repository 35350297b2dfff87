import { Worker } from 'node:worker_threads';
import type { EvaluationFlag } from '@amplitude/experiment-core';
import { FLAG, bootstrap, liveFlags } from '@/e2e/variants';

// The teachers' experiment splits devices by Amplitude's hash of the bucket's salt
// and the device id, mapped onto the ranges of the flag's configuration. A million
// devices show that split to within a quarter of a percent, so that the proxy
// (lib/proxy/live-flags.test.ts) and the browser suite (e2e/experiments.spec.ts)
// need only a few hundred requests to show that the site follows it.

const DEVICES = 1_000_000;
/** Five standard deviations of a fair coin's share over a million throws. */
const TOLERANCE = 5 * Math.sqrt(0.25 / DEVICES);

type Tally = { variants: string[]; treatment: number; liveTreatment: number; agree: number };

/**
 * Amplitude's evaluation of `flags` (the flag `FLAG` and its copy `live`) for
 * `devices` random device ids, counted in a worker thread: in jest's module
 * sandbox the hash runs about ten times slower than in Node itself.
 */
function tally(flags: EvaluationFlag[], devices: number) {
  const source = `
    const { randomUUID } = require('node:crypto');
    const { parentPort, workerData } = require('node:worker_threads');
    const { EvaluationEngine } = require('@amplitude/experiment-core');
    const { flags, devices, flag } = workerData;
    const engine = new EvaluationEngine();
    const variants = new Set();
    let treatment = 0, liveTreatment = 0, agree = 0;
    for (let i = 0; i < devices; i++) {
      const variant = engine.evaluate({ user: { device_id: randomUUID() } }, flags);
      const built = variant[flag]?.key, served = variant.live?.key;
      variants.add(built).add(served);
      if (built === 'treatment') treatment++;
      if (served === 'treatment') liveTreatment++;
      if (built === served) agree++;
    }
    parentPort.postMessage({ variants: [...variants], treatment, liveTreatment, agree });
  `;
  return new Promise<Tally>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { flags, devices, flag: FLAG } });
    // A worker that dies without its tally fails the test at once, not at its timeout.
    worker
      .once('message', resolve)
      .once('error', reject)
      .once('exit', (code) => reject(new Error(`the worker exited with ${code} before its tally`)));
  });
}

describe('the split of the teachers’ experiment', () => {
  it('puts half of a million devices into each variant, on the bootstrap and on a live salt alike, and the two salts independently', async () => {
    const live = liveFlags.map((flag) => ({ ...flag, key: 'live' }));
    const { variants, treatment, liveTreatment, agree } = await tally(
      [...bootstrap, ...live],
      DEVICES,
    );
    expect(variants.sort()).toEqual(['control', 'treatment']);
    expect(Math.abs(treatment / DEVICES - 0.5)).toBeLessThanOrEqual(TOLERANCE);
    expect(Math.abs(liveTreatment / DEVICES - 0.5)).toBeLessThanOrEqual(TOLERANCE);
    // A new salt reshuffles: a device's variant under one says nothing about the other.
    expect(Math.abs(agree / DEVICES - 0.5)).toBeLessThanOrEqual(TOLERANCE);
    // About 3 s of one core on a quiet machine, 10 s beside a build.
  }, 30_000);
});
