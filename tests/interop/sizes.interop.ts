/**
 * What a portal loads before the remote's first module, gzip, read from the served files
 * (DESIGN §7): remoteEntry.js alone where the portal provides the federation runtime, and
 * remoteEntry.js with the remote's own runtime where it does not.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

const BASE_URL = process.env.INTEROP_BASE_URL ?? "http://localhost:3000";
const KB = 1024;
const ENTRY_BUDGET = 12 * KB;
const ENTRY_WITH_RUNTIME_BUDGET = 35 * KB;

async function gzipBytes(
  file: string,
): Promise<{ text: string; gzip: number }> {
  const response = await fetch(`${BASE_URL}/remotes/natippc/${file}`);
  assert.equal(response.status, 200, `${file}: ${response.status}`);
  const text = await response.text();
  return { text, gzip: gzipSync(text, { level: 9 }).length };
}

test("remoteEntry.js within its budgets, with and without the portal's federation runtime", async () => {
  const entry = await gzipBytes("remoteEntry.js");
  const runtimeFile = /federation-runtime\.[0-9a-f]{8}\.js/.exec(
    entry.text,
  )?.[0];
  assert.ok(
    runtimeFile,
    "remoteEntry.js names no federation runtime of its own",
  );
  const runtime = await gzipBytes(runtimeFile);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(
    `# sizes (gzip): remoteEntry.js ${kb(entry.gzip)} (budget ${kb(ENTRY_BUDGET)}); with its own runtime ${kb(entry.gzip + runtime.gzip)} (budget ${kb(ENTRY_WITH_RUNTIME_BUDGET)})`,
  );
  assert.ok(entry.gzip <= ENTRY_BUDGET, `remoteEntry.js is ${kb(entry.gzip)}`);
  assert.ok(
    entry.gzip + runtime.gzip <= ENTRY_WITH_RUNTIME_BUDGET,
    `remoteEntry.js with its runtime is ${kb(entry.gzip + runtime.gzip)}`,
  );
});
