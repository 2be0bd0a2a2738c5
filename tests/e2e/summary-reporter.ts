/**
 * The run's last line: `N passed, N failed` (skipped counted only when there are any; with retries
 * off nothing is flaky), each failed test named above it with the trace to open
 * (`npx playwright show-trace <file>`). With JEST_RESULTS naming jest's JSON results (npm test),
 * jest's tests are counted and named too, so that the line covers the whole run.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";

interface JestResults {
  numPassedTests: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** jest's failures: each failed test, or the file when it failed before any test ran. */
function jestFailures(results: JestResults): string[] {
  return results.testResults.flatMap(({ name, message, assertionResults }) => {
    const failed = assertionResults.filter(({ status }) => status === "failed");
    const file = path.relative(process.cwd(), name);
    if (failed.length > 0)
      return failed.map(({ fullName }) => `jest › ${file} › ${fullName}`);
    return message ? [`jest › ${file}`] : [];
  });
}

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
    const jestFile = process.env.JEST_RESULTS;
    if (jestFile && existsSync(jestFile)) {
      const jest = JSON.parse(readFileSync(jestFile, "utf8")) as JestResults;
      this.passed += jest.numPassedTests;
      this.failed.unshift(...jestFailures(jest).map((title) => ({ title })));
    }
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
