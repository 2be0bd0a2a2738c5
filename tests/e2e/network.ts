import type { Page } from "playwright-core";

/**
 * Resolves once the page has had no request without its answer for half a second. The session
 * countdown restarts with every answer: a test that jumps the clock forward waits for this first.
 */
export async function networkQuiet(page: Page): Promise<void> {
  let open = 0;
  let since = Date.now();
  const started = () => (open += 1);
  const ended = () => {
    // Requests already under way when this began end without having been counted.
    open = Math.max(0, open - 1);
    since = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await page.waitForTimeout(100);
  while (open > 0 || Date.now() - since < 500) await page.waitForTimeout(100);
  page.off("request", started);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
}
