/**
 * The hosts project's set-up, run once per run before it (playwright.config.ts: the hosts project
 * depends on this one): builds every portal host of tests/interop/hosts with its own bundler into a
 * temporary directory, two builds at a time, and names the directory in process.env for the hosts
 * project and the teardown (hostBuilds.ts). A failed build fails only its host's test, with the
 * bundler's output; the remote is not built here (tests/e2e/global-setup.ts made dist/).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "./fixtures";
import { BUILDS_ENV, buildHosts } from "./hostBuilds";
import { HOSTS } from "./hosts";

test("build the portal hosts", async () => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), "natippc-interop-hosts-"));
  // Named before building, so that the teardown removes the directory even after a timeout.
  process.env[BUILDS_ENV] = dir;
  const since = Date.now();
  const outcomes = await buildHosts(HOSTS, dir);
  for (const { kind, seconds, failure } of outcomes) {
    const description = failure
      ? `${kind} failed after ${seconds} s: ${failure}`
      : `${kind} in ${seconds} s`;
    test.info().annotations.push({ type: "build", description });
    console.log(`built ${description}`);
  }
  console.log(
    `${outcomes.length} portal hosts built in ${Math.round((Date.now() - since) / 1000)} s`,
  );
});
