/**
 * Offline and back, in Chromium (the browser's own offline switch): the app says why it waits
 * instead of spinning without a word, and carries on by itself when the line returns.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { launchBrowser, openPage } from "./browser";
import { PATHS, RESULT_COUNT } from "./pages";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

test("offline, the register waits with a German notice; when the line is back it loads by itself", async () => {
  const { page, errors } = await openPage(browser, PATHS.start);
  await page.locator("#natippc-container h1").first().waitFor();
  const notice = page.getByRole("main").getByText(FRAME_TEXTS.offline);
  assert.equal(await notice.count(), 0);

  await page.context().setOffline(true);
  await notice.waitFor();
  // Neither its code nor its data has been loaded yet.
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Anlagenregister", exact: true })
    .click();
  // Longer than the chunk's second try and the first request's backoff.
  await page.waitForTimeout(2_500);
  assert.ok(await notice.isVisible(), "the notice stays while offline");
  assert.equal(
    await page
      .getByText("Dieser Teil der Seite konnte nicht geladen werden", {
        exact: false,
      })
      .count(),
    0,
  );

  await page.context().setOffline(false);
  await page.getByText(RESULT_COUNT).waitFor();
  await notice.waitFor({ state: "detached" });
  await page.getByText(FRAME_TEXTS.backOnline).first().waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});
