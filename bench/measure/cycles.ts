import type { Browser, CDPSession, Page } from "playwright-core";
import { newBenchPage } from "../lib/browser";

export interface Counters {
  heapBytes: number;
  domNodes: number;
  /** All JS event listeners of the document's nodes and window (Memory.getDOMCounters). */
  jsEventListeners: number;
  /** Listeners on window and document themselves (DOMDebugger.getEventListeners). */
  windowDocumentListeners: number;
  intervals: number;
  timeouts: number;
  /** The delays of the pending timeouts, to tell a leak from one that is about to fire. */
  timeoutDelays: number[];
  /** Requests to the app's API while the portal page settles (a poller the unmount left running). */
  apiRequests: number;
}

export interface CyclesOptions {
  /** App pages visited in turn, one per cycle (default: the start page). */
  paths?: string[];
  /** Signs in as this persona first (default: anonymous). */
  persona?: string;
}

export interface CyclesRun {
  cycles: number;
  before: Counters;
  after: Counters;
}

/**
 * Counts the timers the remote holds (set from its scripts, /remotes/natippc/): intervals until cleared,
 * timeouts until they fire or are cleared. The shell's and single-spa's own timers do not count.
 * Installed before any script of the page runs.
 */
export function countTimers(): void {
  const intervals = new Set<number>();
  const timeouts = new Map<number, number>();
  const { setInterval, clearInterval, setTimeout, clearTimeout } = window;
  const fromRemote = () =>
    (new Error().stack ?? "").includes("/remotes/natippc/");
  const w = window as unknown as Record<string, unknown>;
  w.setInterval = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setInterval(handler, ms, ...args);
    if (fromRemote()) intervals.add(id);
    return id;
  };
  w.clearInterval = (id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearInterval(id);
  };
  w.setTimeout = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== "function" || !fromRemote())
      return setTimeout(handler, ms, ...args);
    const id: number = setTimeout(
      (...a: unknown[]) => {
        timeouts.delete(id);
        (handler as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    timeouts.set(id, ms ?? 0);
    return id;
  };
  w.clearTimeout = (id?: number) => {
    if (id !== undefined) timeouts.delete(id);
    clearTimeout(id);
  };
  w.__benchTimers = () => ({
    intervals: intervals.size,
    timeouts: timeouts.size,
    timeoutDelays: [...timeouts.values()],
  });
}

export async function listenersOn(
  cdp: CDPSession,
  expression: string,
): Promise<number> {
  const { result } = await cdp.send("Runtime.evaluate", { expression });
  if (!result.objectId) return 0;
  const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
    objectId: result.objectId,
  });
  await cdp.send("Runtime.releaseObject", { objectId: result.objectId });
  return listeners.length;
}

async function counters(
  page: Page,
  cdp: CDPSession,
  apiRequestsSoFar: () => number,
): Promise<Counters> {
  // Short timers of a just-finished unmount (debounces, animations) settle first; longer than
  // the 2 s task poll, so a poller left running is seen.
  const requestsBefore = apiRequestsSoFar();
  await page.waitForTimeout(2500);
  const apiRequests = apiRequestsSoFar() - requestsBefore;
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const dom = await cdp.send("Memory.getDOMCounters");
  const timers = await page.evaluate(() =>
    (
      window as unknown as {
        __benchTimers: () => Pick<
          Counters,
          "intervals" | "timeouts" | "timeoutDelays"
        >;
      }
    ).__benchTimers(),
  );
  return {
    heapBytes: heap.usedSize,
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    windowDocumentListeners:
      (await listenersOn(cdp, "window")) + (await listenersOn(cdp, "document")),
    ...timers,
    apiRequests,
  };
}

const APP = "/natippc/start";
/**
 * Before the baseline: chunks and module-level caches load on the first mount, and V8 compiles the
 * hot functions of mount and unmount into optimised code over the first few (about 100 kB of code
 * per cycle at first, none of it the app's data).
 */
const WARM_UP_CYCLES = Number(process.env.BENCH_WARM_UP_CYCLES ?? 5);

const PORTAL = "/portal/";

/** Resolves once no request of the page has ended for `ms` (its resource timing entries). */
async function quietFor(page: Page, ms: number): Promise<void> {
  const count = () =>
    page.evaluate(() => performance.getEntriesByType("resource").length);
  let before = await count();
  for (;;) {
    await page.waitForTimeout(ms);
    const now = await count();
    if (now === before) return;
    before = now;
  }
}

/** single-spa's own navigation, as the portal's links do it: the app mounts or unmounts, no reload. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    (
      window as unknown as { singleSpaNavigate: (u: string) => void }
    ).singleSpaNavigate(to);
  }, url);
  if (url.startsWith("/natippc/")) {
    await page.locator("#natippc-container h1").waitFor({ timeout: 30_000 });
  } else {
    await page.waitForFunction(
      () =>
        document.getElementById("natippc-container")?.childElementCount === 0,
      undefined,
      { timeout: 30_000 },
    );
  }
}

/**
 * Mounts and unmounts the remote `cycles` times by navigating between its pages and a portal page
 * inside the shell; compares heap, DOM nodes, listeners, timers and API requests at the portal page
 * before and after.
 * Elements are awaited through locators, never element handles: a handle would keep the unmounted
 * tree alive and count as the app's leak.
 */
export async function measureCycles(
  browser: Browser,
  baseUrl: string,
  cycles: number,
  { paths = [APP], persona }: CyclesOptions = {},
): Promise<CyclesRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    await page.addInitScript(countTimers);
    let apiRequests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/natippc/api/"))
        apiRequests += 1;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Runtime.enable");
    await page.goto(
      persona
        ? `${baseUrl}/__dev/login?as=${persona}&returnUrl=${encodeURIComponent(APP)}`
        : `${baseUrl}${APP}`,
    );
    await page.locator("#natippc-container h1").waitFor({ timeout: 60_000 });
    // The parts loaded once after the first content (the hyphenation patterns, the next page of
    // results) belong to the baseline: a warm-up cycle unmounts as soon as the page's heading is
    // there, often before they are asked for, and one arriving during the measured cycles would
    // count as growth (its <link> as a DOM node left). So: no request ending for half a second.
    await quietFor(page, 500);
    const pathOf = (cycle: number) => paths[cycle % paths.length] ?? APP;
    for (let i = 0; i < WARM_UP_CYCLES; i++) {
      await navigate(page, PORTAL);
      await navigate(page, pathOf(i));
    }
    await navigate(page, PORTAL);
    const before = await counters(page, cdp, () => apiRequests);
    for (let i = 0; i < cycles; i++) {
      await navigate(page, pathOf(i));
      await navigate(page, PORTAL);
    }
    const after = await counters(page, cdp, () => apiRequests);
    return { cycles, before, after };
  } finally {
    await context.close();
  }
}
