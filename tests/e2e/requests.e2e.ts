/**
 * Requests that go once per page load in host-dev's portal shell: the portal's list of
 * applications (the shell's list and the remote's footer share it) and the details page's notice.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, signInPath } from "./browser";
import { networkQuiet } from "./network";
import { DetailsPage, PATHS } from "./pages";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a details page load asks for the portal's applications and the notice once each", async () => {
  const { page, errors } = await openPage(
    browser,
    signInPath("owner", PATHS.start),
  );
  await page.getByRole("heading", { level: 1, name: "Startseite" }).waitFor();
  await networkQuiet(page);

  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  await new DetailsPage(page).goto("AT-IPPC-000634");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.getByRole("contentinfo").waitFor();
  await networkQuiet(page);
  // The footer asks for the list after the page's content: give it the time to.
  await page.waitForTimeout(1000);
  await networkQuiet(page);

  const count = (path: string) => paths.filter((p) => p === path).length;
  assert.equal(count("/portal/api/userApps"), 1, paths.join("\n"));
  assert.equal(
    count("/natippc/api/uitemplate/installation-details-notice"),
    1,
    paths.join("\n"),
  );
  // The shell's list is there, and the footer's link is built from the same list.
  await page.locator(".portal").first().waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});
