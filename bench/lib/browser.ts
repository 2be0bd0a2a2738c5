import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
} from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./paths";

/** The full Chromium, as a visitor runs it, headless with the browser suites' flags. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * The register's first rows: a link to an installation's details page, in the table (desktop) or a
 * card (phone). The minimal remote renders the same links.
 */
export const FIRST_ROW =
  '#natippc-container a[href^="/natippc/installations/"]';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (no cache, no cookies) at desktop size, German locale. */
export async function newBenchPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<BenchPage> {
  const context = await browser.newContext({ locale: "de-DE", viewport });
  // tsx compiles with esbuild's keepNames: functions handed to page.evaluate call its __name helper.
  await context.addInitScript("window.__name = (fn) => fn;");
  const page = await context.newPage();
  return { context, page };
}

/**
 * Marks, in the page's own clock (epoch ms), the moment the first row enters the DOM: a
 * MutationObserver runs before the next paint, so this is when the rows are committed.
 */
export function markFirstRow(selector: string): void {
  const w = window as unknown as { __benchFirstRowAt?: number };
  const observer = new MutationObserver(() => {
    if (w.__benchFirstRowAt === undefined && document.querySelector(selector)) {
      w.__benchFirstRowAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function firstRowAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __benchFirstRowAt?: number })
        .__benchFirstRowAt !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(
    () =>
      (window as unknown as { __benchFirstRowAt: number }).__benchFirstRowAt,
  );
}

type LongTaskWindow = Window & { __benchLongest?: number };

/** Starts keeping the longest task (PerformanceObserver 'longtask'; 0 while none ≥ 50 ms). */
export async function watchLongestTask(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as LongTaskWindow;
    w.__benchLongest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__benchLongest = Math.max(w.__benchLongest ?? 0, entry.duration);
    }).observe({ type: "longtask" });
  });
}

/** The longest task since watching started or the last reset. */
export function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => (window as LongTaskWindow).__benchLongest ?? 0);
}

export async function resetLongestTask(page: Page): Promise<void> {
  await page.evaluate(() => ((window as LongTaskWindow).__benchLongest = 0));
}
