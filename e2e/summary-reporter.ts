import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the ten tests that used the largest share of their timeout (a test near
// its timeout turns CI red on a busy machine; none may pass half), the ten specs that took
// the most worker time (where a faster suite must look first), when each worker
// ended its last test (a late long test leaves the other worker idle at the end),
// then the plain closing line CI reads: "N passed, N failed, N skipped".
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly durations: { title: string; duration: number; timeout: number }[] = [];
  /** When the run began (onBegin). */
  private started = Date.now();
  /** Per worker slot: when its last test ended, and that test. */
  private readonly lastEnded = new Map<number, { at: number; title: string }>();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
    const title = `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`;
    this.durations.push({ title, duration: result.duration, timeout: test.timeout });
    const at = result.startTime.getTime() + result.duration;
    // A test skipped without running (after a failure in a serial group) had no worker.
    if (result.parallelIndex < 0) return;
    if (at > (this.lastEnded.get(result.parallelIndex)?.at ?? 0)) {
      this.lastEnded.set(result.parallelIndex, { at, title });
    }
  }

  onEnd(_result: FullResult) {
    // Without a timeout (0) a test can never run into it.
    const share = ({ duration, timeout }: { duration: number; timeout: number }) =>
      timeout ? duration / timeout : 0;
    const nearest = this.durations.sort((a, b) => share(b) - share(a)).slice(0, 10);
    console.log('nearest their timeout (duration, share of the timeout):');
    for (const test of nearest) {
      const used = test.timeout ? `${Math.round(100 * share(test))} %` : 'no timeout';
      console.log(`  ${(test.duration / 1000).toFixed(1)} s  ${used}  ${test.title.slice(0, 110)}`);
    }
    const perSpec = new Map<string, number>();
    for (const { title, duration } of this.durations) {
      const spec = title.slice(0, title.indexOf(':'));
      perSpec.set(spec, (perSpec.get(spec) ?? 0) + duration);
    }
    console.log('worker time per spec:');
    for (const [spec, total] of [...perSpec].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${(total / 1000).toFixed(1)} s  ${spec}`);
    }
    console.log('each worker’s last test ended (seconds after the tests began):');
    for (const [slot, { at, title }] of [...this.lastEnded].sort((a, b) => a[0] - b[0])) {
      console.log(
        `  ${slot}: ${((at - this.started) / 1000).toFixed(0)} s  ${title.slice(0, 100)}`,
      );
    }
    console.log(
      `playwright: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`,
    );
  }
}
