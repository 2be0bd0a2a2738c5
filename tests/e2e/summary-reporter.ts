/**
 * The run's last line: `N passed, N failed` (skipped and flaky counted only when there are any, and
 * with retries off there are none), and for each failed test its title and the trace to open
 * (`npx playwright show-trace <file>`).
 */
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";
import path from "node:path";

export default class SummaryReporter implements Reporter {
  private readonly failed: { title: string; trace?: string }[] = [];
  private passed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "skipped") this.skipped += 1;
    else if (result.status === "passed") this.passed += 1;
    else
      this.failed.push({
        title: test.titlePath().filter(Boolean).join(" › "),
        trace: result.attachments.find(({ name }) => name === "trace")?.path,
      });
  }

  onEnd(result: FullResult): void {
    for (const { title, trace } of this.failed)
      console.log(
        `failed: ${title}${trace ? `\n  trace: ${path.relative(process.cwd(), trace)}` : ""}`,
      );
    if (result.status === "interrupted" || result.status === "timedout")
      console.log(`run ${result.status}`);
    console.log(
      `${this.passed} passed, ${this.failed.length} failed` +
        (this.skipped ? `, ${this.skipped} skipped` : ""),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
