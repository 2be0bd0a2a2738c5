/**
 * Proof: the remote mounted and unmounted 20 times in host-dev's shell, the way the portal does it
 * (single-spa navigation between a portal page and the app's pages: start, register, task list),
 * signed in so the task poller runs. Back on the portal page the app leaves no event listener,
 * interval, timeout, poller or DOM node behind; the heap growth is reported. Counted as the
 * benchmark counts (bench/measure/cycles.ts: the remote's timers, the DevTools protocol's DOM and
 * listener counters, the API requests at the portal page), with the first load settled on what can
 * be seen (the tasks asked for, every request answered) rather than on a quiet time.
 * Playwright's clock is not used: with it installed, the work the app leaves until after its first
 * content does not start, and that work belongs to what is measured.
 */
import type { CDPSession, Page, Request } from "@playwright/test";
import {
  countTimers,
  listenersOn,
  type Counters,
} from "../../bench/measure/cycles";
import { expect, test } from "../e2e/fixtures";
import { BASE_URL, signInPath } from "../e2e/browser";
import { TASKS_REQUEST } from "../e2e/network";
import { PATHS } from "../e2e/pages";

const CYCLES = 20;
const APP_PAGES = [PATHS.start, PATHS.register, PATHS.taskList];
/**
 * Before the baseline, as in the benchmark: chunks and module-level caches load on the first mount,
 * and V8 compiles the hot functions of mount and unmount over the first few.
 */
const WARM_UP_CYCLES = 5;
const PORTAL = "/portal/";
/** Longer than the 2 s task poll, so that a poller left running asks at least once. */
const QUIET_MS = 2500;

type Timers = Pick<Counters, "intervals" | "timeouts" | "timeoutDelays">;

function timers(page: Page): Promise<Timers> {
  return page.evaluate(() =>
    (window as unknown as { __benchTimers: () => Timers }).__benchTimers(),
  );
}

async function counters(
  page: Page,
  cdp: CDPSession,
  apiRequestsSoFar: () => number,
): Promise<Counters> {
  const requestsBefore = apiRequestsSoFar();
  // The unmount's short timers (debounces, animations) run out meanwhile.
  // Proves nothing happens for 2.5 s: no poller the unmount left running asks (it would every 2 s).
  await page.waitForTimeout(QUIET_MS);
  const apiRequests = apiRequestsSoFar() - requestsBefore;
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const dom = await cdp.send("Memory.getDOMCounters");
  return {
    heapBytes: heap.usedSize,
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    windowDocumentListeners:
      (await listenersOn(cdp, "window")) + (await listenersOn(cdp, "document")),
    ...(await timers(page)),
    apiRequests,
  };
}

/**
 * single-spa's own navigation, as the portal's links do it: the app mounts or unmounts, no reload.
 * Elements are awaited through locators, never element handles: a handle would keep the unmounted
 * tree alive and count as the app's leak.
 */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    (
      window as unknown as { singleSpaNavigate: (u: string) => void }
    ).singleSpaNavigate(to);
  }, url);
  const container = page.locator("#natippc-container");
  if (url.startsWith("/natippc/")) {
    await expect(container.locator("h1")).toBeVisible({ timeout: 30_000 });
  } else {
    await expect(container).toBeAttached();
    await expect(container.locator(":scope > *")).toHaveCount(0, {
      timeout: 30_000,
    });
  }
}

test(`${CYCLES} mounts and unmounts leave nothing of the app behind`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(countTimers);
  const page = await context.newPage();
  let apiRequests = 0;
  const open = new Set<Request>();
  page.on("request", (request) => {
    open.add(request);
    if (new URL(request.url()).pathname.startsWith("/natippc/api/"))
      apiRequests += 1;
  });
  const ended = (request: Request) => open.delete(request);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Runtime.enable");

  await page.goto(`${BASE_URL}${signInPath("owner", PATHS.start)}`);
  await expect(page.locator("#natippc-container h1")).toBeVisible({
    timeout: 60_000,
  });
  // What is loaded once after the first content (the hyphenation patterns, the tasks) belongs to
  // the baseline: a warm-up cycle unmounts as soon as the page's heading is there, often before
  // it is asked for, and a part arriving during the measured cycles would count as growth (its
  // <link> as a DOM node left). So: the tasks asked for, and every request answered.
  await expect
    .poll(
      () =>
        page.evaluate(
          (source) =>
            performance
              .getEntriesByType("resource")
              .some((entry) => new RegExp(source).test(entry.name)),
          TASKS_REQUEST.source,
        ),
      "the tasks asked for after the first content",
    )
    .toBe(true);
  await expect.poll(() => open.size, "requests under way").toBe(0);
  // What is counted is there to count: the mounted app's timers (its task poll, its countdown).
  await expect
    .poll(async () => (await timers(page)).intervals, "the app's intervals")
    .toBeGreaterThan(0);

  const pathOf = (cycle: number) => APP_PAGES[cycle % APP_PAGES.length]!;
  for (let i = 0; i < WARM_UP_CYCLES; i++) {
    await navigate(page, PORTAL);
    await navigate(page, pathOf(i));
  }
  await navigate(page, PORTAL);
  const start = await counters(page, cdp, () => apiRequests);
  for (let i = 0; i < CYCLES; i++) {
    await navigate(page, pathOf(i));
    await navigate(page, PORTAL);
  }
  const end = await counters(page, cdp, () => apiRequests);
  await context.close();

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
  expect(left).toEqual(
    Object.fromEntries(Object.keys(left).map((what) => [what, 0])),
  );
  expect(start.apiRequests, "no request at the portal page before").toBe(0);
});
