import trace from './__fixtures__/premium-trace.json';
import { scriptByChunk, traceCounts, traceRow, traceSummary } from './trace-counts.mjs';

// A Lighthouse trace of /premium (2026-11-29), trimmed to the events the counts read: the page's
// frame, three other pages' frames in the same renderer (Chromium's own), the browser's tasks.
type Events = Parameters<typeof traceCounts>[0];
const events = trace as Events;

describe('traceCounts', () => {
  /** The trace without its tasks, and a task of the page's main thread `ts` µs after its navigation. */
  const navigation = events.filter((event) => event.name !== 'RunTask');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === 32521);
  const task = (ts: number, dur: number) => ({
    name: 'RunTask',
    ph: 'X',
    ts: (start?.ts ?? 0) + ts,
    dur,
    pid: 32521,
    tid: 32521,
  });

  it("counts the page's own frame and main thread up to its load event", () => {
    const counts = traceCounts(events, {});
    // Styled 0, 8 and 143 elements before the load (the other frames' 4 and 3, and 149 after, not).
    expect(counts.elementsStyled).toBe(151);
    // 1, 6, 1 and 233 dirty objects (13 of the 235 after the load, not).
    expect(counts.layoutObjects).toBe(241);
    // The renderer's tasks from navigationStart to MarkLoad, the last one cut at the load.
    expect(counts.busyMs).toBeCloseTo(127.063, 3);
  });

  it('counts a task inside another once', () => {
    const counts = traceCounts([...navigation, task(1000, 5000), task(2000, 1000)], {});
    expect(counts.busyMs).toBe(5);
  });

  it('counts the part of a task after the navigation started, and nothing before it', () => {
    const counts = traceCounts([...navigation, task(-9000, 5000), task(-2000, 3000)], {});
    expect(counts.busyMs).toBe(1);
  });

  it('fails on a trace without the load event', () => {
    expect(() =>
      traceCounts(
        events.filter((event) => event.name !== 'MarkLoad'),
        {},
      ),
    ).toThrow('the trace ends before the page loaded');
  });
});

describe('scriptByChunk', () => {
  it("takes the simulated slowdown out and names each chunk, the page's own scripts inline", () => {
    const page = 'http://localhost:3441/premium';
    expect(
      scriptByChunk(
        [
          { url: page, scripting: 76 },
          { url: 'Unattributable', scripting: 5.1 },
          { url: 'http://localhost:3441/_next/static/chunks/1rc0k4fv8yy4t.js', scripting: 200.6 },
          { url: 'http://localhost:3441/_next/static/chunks/boot/b005.js', scripting: 36.6 },
          { url: 'http://localhost:3441/_next/static/chunks/2axmgj965o3ij.css', scripting: 0 },
        ],
        page,
        4,
      ),
    ).toEqual({ inline: 19, '1rc0k4fv8yy4t.js': 50.15, 'boot/b005.js': 9.15 });
  });
});

describe('traceRow', () => {
  it("writes each count's median and spread, and the chunks longest first", () => {
    const run = (elementsStyled: number, a: number) => ({
      elementsStyled,
      layoutObjects: 241,
      busyMs: 127,
      scriptMs: { 'a.js': a, 'b.js': 30, 'c.js': 0.25, 'd.js': 0.5 },
    });
    const summary = traceSummary([
      run(151, 50),
      run(151, 52),
      run(160, 51),
      { ...run(151, 49), scriptMs: {} },
    ]);
    expect(traceRow('/premium', summary)).toEqual([
      '/premium',
      '151 (151–160)',
      '241 (241–241)',
      '127 (127–127) ms',
      '`a.js` 51.0, `b.js` 30.0, 2 more 0.8',
    ]);
  });
});
