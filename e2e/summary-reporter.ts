import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the plain closing line CI reads: "N passed, N failed, N skipped".
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(_test: TestCase, result: TestResult) {
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult) {
    console.log(
      `playwright: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`,
    );
  }
}
