import type { BrowserContext, Page } from "@playwright/test";

/** The widgets' code: the frame asks for it once the page's first content is on the screen. */
export const WIDGETS_CHUNK = /\/floating\.[0-9a-f]+\.js$/;
/** For a page that never gets that far (its code refused by a test, say). */
const FIRST_LOAD_WAIT_MS = 10_000;

/**
 * Counts the page's requests from now on. `quiet()` resolves once the page has begun what it
 * leaves until after its first content (its secondary data, the widgets' code, the tasks list —
 * on a busy machine well after the first content), none of its requests is without its answer,
 * and none has ended for half a second. The session countdown restarts with every answer: a test
 * that jumps the clock forward waits for this first. Watch before the page is opened, so that a
 * slow request started during the load is counted too.
 */
export function watchNetwork(page: Page): { quiet(): Promise<void> } {
  let open = 0;
  let since = Date.now();
  let firstLoadDone = false;
  page.on("request", (request) => {
    open += 1;
    if (WIDGETS_CHUNK.test(request.url())) firstLoadDone = true;
  });
  const ended = () => {
    open = Math.max(0, open - 1);
    since = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async quiet() {
      const until = Date.now() + FIRST_LOAD_WAIT_MS;
      while (!firstLoadDone && Date.now() < until) {
        firstLoadDone = await page
          .evaluate(
            (pattern) =>
              performance
                .getEntriesByType("resource")
                .some(({ name }) => new RegExp(pattern).test(name)),
            WIDGETS_CHUNK.source,
          )
          // A page on its way to another document: asked again there.
          .catch(() => false);
        if (!firstLoadDone) await page.waitForTimeout(100);
      }
      await page.waitForTimeout(100);
      while (open > 0 || Date.now() - since < 500)
        await page.waitForTimeout(100);
    },
  };
}

/** `watchNetwork` begun late: requests already under way end without having been counted. */
export async function networkQuiet(page: Page): Promise<void> {
  await watchNetwork(page).quiet();
}

/**
 * Every successful answer restarts the session countdown, so a test that jumps the clock forward
 * has the frame's task polling answer 503 (a poll every 2 s would keep the countdown from ever
 * running out), and the server log too: the failed poll is logged a few seconds after the page
 * has loaded, and that answer, arriving after a jump, would start the countdown again under the
 * test's feet. On the context, so that a second tab opened in it is quiet the same way.
 */
export async function quietBackground(context: BrowserContext): Promise<void> {
  await context.route("**/natippc/api/user-tasks", (route) =>
    route.fulfill({ status: 503, json: { error: "polling_off" } }),
  );
  await context.route("**/natippc/api/log", (route) =>
    route.fulfill({ status: 503, json: { error: "log_off" } }),
  );
}
