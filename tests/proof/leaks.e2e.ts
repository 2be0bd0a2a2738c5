/**
 * Proof: the remote mounted and unmounted 20 times in host-dev's shell, the way the portal does it
 * (single-spa navigation between a portal page and the app's pages: start, register, task list),
 * signed in so the task poller runs. Back on the portal page the app leaves no event listener,
 * interval, timeout, poller or DOM node behind; the heap growth is reported. The measurement is
 * the benchmark's (bench/measure/cycles.ts).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { measureCycles } from "../../bench/measure/cycles";
import { BASE_URL, launchBrowser } from "../e2e/browser";
import { PATHS } from "../e2e/pages";

const CYCLES = 20;
const APP_PAGES = [PATHS.start, PATHS.register, PATHS.taskList];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

test(`${CYCLES} mounts and unmounts leave nothing of the app behind`, async () => {
  const { before: start, after: end } = await measureCycles(
    browser,
    BASE_URL,
    CYCLES,
    { paths: APP_PAGES, persona: "owner" },
  );
  const left = {
    "event listeners": end.jsEventListeners - start.jsEventListeners,
    "window and document listeners":
      end.windowDocumentListeners - start.windowDocumentListeners,
    intervals: end.intervals - start.intervals,
    timeouts: end.timeouts - start.timeouts,
    "API requests after unmount": end.apiRequests,
    "DOM nodes": end.domNodes - start.domNodes,
  };
  const heapGrowthKb = Math.round((end.heapBytes - start.heapBytes) / 1024);
  console.log(
    `leaks: ${CYCLES} mount/unmount cycles over ${APP_PAGES.length} app pages — ` +
      Object.entries(left)
        .map(([what, count]) => `${what} left ${count}`)
        .join(", ") +
      `; heap ${(start.heapBytes / 1e6).toFixed(1)} → ${(end.heapBytes / 1e6).toFixed(1)} MB (${heapGrowthKb} kB)`,
  );
  assert.deepEqual(
    left,
    Object.fromEntries(Object.keys(left).map((what) => [what, 0])),
  );
  assert.equal(start.apiRequests, 0, "no request at the portal page before");
});
