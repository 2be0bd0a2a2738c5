import type { Browser, Page } from "playwright-core";
import { newBenchPage } from "../lib/browser";

export interface RouteChangesRun {
  changes: number;
  /** Heap after the warm-up changes, all pages visited and their code loaded (bytes, after GC). */
  heapAfterWarmUp: number;
  /** Heap after all changes (bytes, after GC). */
  heapAfterAll: number;
  /** Of each: V8's compiled code (bytes): machine code of functions it optimised as they grew hot. */
  codeAfterWarmUp: number;
  codeAfterAll: number;
}

/** Route changes before the baseline: every page's code and data is loaded by then. */
export const WARM_UP_CHANGES = 20;

/** Pages in turn, each with another heading than the one before it; `:id` and `:other` are installations. */
const PAGES = [
  "/natippc/start",
  "/natippc/installations",
  "/natippc/installations/:id",
  "/natippc/bvt-conclusions",
  "/natippc/installations/:other",
  "/natippc/faq",
  "/natippc/environmental-inspection",
  "/natippc/legal-bases-guidelines",
  "/natippc/user-tasklist",
  "/natippc/installations?q=zement",
];

/** In-app navigation as the portal's and the app's own links do it (single-spa, no reload). */
async function changeRoute(page: Page, url: string): Promise<void> {
  const heading = page.locator("#natippc-container h1");
  const before = await heading.textContent({ timeout: 30_000 });
  await page.evaluate((to) => {
    (
      window as unknown as { singleSpaNavigate: (u: string) => void }
    ).singleSpaNavigate(to);
  }, url);
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector("#natippc-container h1")?.textContent;
      return !!text && text !== previous;
    },
    before,
    { timeout: 30_000 },
  );
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
}

/** The heap's used size after GC, and how much of it is compiled code (from a heap snapshot). */
async function heapAfterGc(
  page: Page,
): Promise<{ used: number; code: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Queries that finished a moment ago settle, then three collections reach what is truly kept.
    await page.waitForTimeout(1000);
    for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    const chunks: string[] = [];
    cdp.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) =>
      chunks.push(chunk),
    );
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    const { snapshot, nodes } = JSON.parse(chunks.join("")) as HeapSnapshot;
    const fields = snapshot.meta.node_fields;
    const codeType = snapshot.meta.node_types[0].indexOf("code");
    const type = fields.indexOf("type");
    const size = fields.indexOf("self_size");
    let code = 0;
    for (let i = 0; i < nodes.length; i += fields.length)
      if (nodes[i + type] === codeType) code += nodes[i + size] ?? 0;
    return { used: usedSize, code };
  } finally {
    await cdp.detach();
  }
}

/**
 * A long session inside the portal: `changes` route changes through every page of the app, signed
 * in as the owner; the heap after the first WARM_UP_CHANGES and at the end.
 */
export async function measureRouteChanges(
  browser: Browser,
  baseUrl: string,
  ids: [string, string],
  changes: number,
): Promise<RouteChangesRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    const paths = PAGES.map((p) =>
      p.replace(":id", ids[0]).replace(":other", ids[1]),
    );
    await page.goto(
      `${baseUrl}/__dev/login?as=owner&returnUrl=${encodeURIComponent(paths[0] ?? "")}`,
    );
    await page.locator("#natippc-container h1").waitFor({ timeout: 60_000 });
    let warmUp = { used: 0, code: 0 };
    for (let change = 1; change <= changes; change++) {
      await changeRoute(page, paths[change % paths.length] ?? "");
      if (change === WARM_UP_CHANGES) warmUp = await heapAfterGc(page);
    }
    const all = await heapAfterGc(page);
    return {
      changes,
      heapAfterWarmUp: warmUp.used,
      heapAfterAll: all.used,
      codeAfterWarmUp: warmUp.code,
      codeAfterAll: all.code,
    };
  } finally {
    await context.close();
  }
}
