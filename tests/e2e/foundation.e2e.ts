import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, openPage } from "./browser";
import {
  PATHS,
  PORTAL_SIGN_IN,
  urlContaining,
  urlEndingIn,
  visit,
} from "./pages";

const ROUTES: [string, string][] = [
  [PATHS.start, "Startseite"],
  [PATHS.register, "Anlagenregister"],
  [PATHS.environmentalInspection, "Umweltinspektion"],
  [PATHS.bvtConclusions, "BVT-Schlussfolgerungen"],
  [PATHS.legalBasesGuidelines, "Rechtsgrundlagen und Leitfäden"],
  [PATHS.faq, "FAQ"],
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function heading(page: Page): Promise<string> {
  return (
    (await page
      .locator("#natippc-container h1")
      .first()
      .textContent({ timeout: 15_000 })) ?? ""
  );
}

async function shellBreadcrumbs(page: Page): Promise<string[]> {
  const crumbs = page.locator('nav[aria-label="Brotkrümelnavigation"] li');
  return crumbs.allTextContents();
}

describe("host-dev shell with the remote", () => {
  test("the shell loads the remote at run time and the portal header is there", async () => {
    const { page, errors } = await openPage(browser, PATHS.start);
    assert.equal(await heading(page), "Startseite");
    assert.equal(
      await page.locator(".portal-header").getByText("EDM Portal").count(),
      1,
    );
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name),
    );
    assert.ok(
      scripts.some((name) => name.includes("/remotes/natippc/remoteEntry.js")),
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const [path, title] of ROUTES) {
    test(`${path} renders '${title}'`, async () => {
      const { page, errors } = await openPage(browser, path);
      assert.equal(await heading(page), title);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  test(`${PATHS.details(":id")} renders the details page named after the installation`, async () => {
    const { page, errors } = await openPage(
      browser,
      PATHS.details("AT-IPPC-000001"),
    );
    const title = await page
      .locator("#natippc-container h1", { hasNotText: "Anlagendetails" })
      .first()
      .textContent({ timeout: 15_000 });
    assert.ok(
      title && title !== "Objekt nicht gefunden (Fehler 404)",
      `h1: ${title}`,
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("the root redirects to the first visible route", async () => {
    const { page } = await openPage(browser, PATHS.root);
    assert.equal(await heading(page), "Startseite");
    assert.equal(new URL(page.url()).pathname, PATHS.start);
    await page.context().close();
  });

  test("a #/ URL is rewritten to the same URL without the hash", async () => {
    const { page } = await openPage(browser, `${PATHS.root}/#/faq`);
    assert.equal(await heading(page), "FAQ");
    assert.equal(new URL(page.url()).pathname, PATHS.faq);
    assert.equal(new URL(page.url()).hash, "");
    await page.context().close();
  });

  test(`a #/ URL away from the root opens the route the hash names below ${PATHS.root}`, async () => {
    const { page, errors } = await openPage(browser, `${PATHS.start}#/faq`);
    await page.waitForURL(urlEndingIn(PATHS.faq));
    assert.equal(await heading(page), "FAQ");
    assert.equal(new URL(page.url()).hash, "");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("a hash naming another site is dropped: the app stays, in German", async () => {
    const { page, errors } = await openPage(
      browser,
      `${PATHS.root}#//evil.example`,
    );
    await page.waitForURL(urlEndingIn(PATHS.start));
    assert.equal(await heading(page), "Startseite");
    assert.equal(new URL(page.url()).origin, BASE_URL);
    assert.equal(
      await page
        .locator("#natippc-container")
        .getByText(/External navigation|Unexpected Application Error/)
        .count(),
      0,
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("a 404 page opened directly: 'Zurück' leads to the start page, not out of the app", async () => {
    const { page } = await openPage(browser, PATHS.notFound);
    assert.equal(await heading(page), "Objekt nicht gefunden (Fehler 404)");
    await page.getByRole("button", { name: "Zurück" }).click();
    await page.waitForURL(urlEndingIn(PATHS.start));
    assert.equal(await heading(page), "Startseite");
    await page.context().close();
  });

  test("an unknown path shows the 404 page with a back button", async () => {
    const { page } = await openPage(browser, PATHS.start);
    await heading(page);
    await visit(page, PATHS.notFound);
    assert.equal(await heading(page), "Objekt nicht gefunden (Fehler 404)");
    await page.getByRole("button", { name: "Zurück" }).click();
    // A page load of its own: nothing of this mount before it, so the app's start (in the app).
    await page.waitForURL(urlEndingIn(PATHS.start));
    assert.equal(await heading(page), "Startseite");
    await page.context().close();
  });

  test("a forbidden route sends an anonymous visitor to the portal sign-in and back", async () => {
    const { page } = await openPage(browser, PATHS.taskList);
    await page.waitForURL(urlContaining(PORTAL_SIGN_IN.withReturnUrl("")), {
      timeout: 15_000,
    });
    assert.equal(
      new URL(page.url()).searchParams.get("returnUrl"),
      PATHS.taskList,
    );
    await page
      .getByRole("link", { name: "Anmelden als Anlageninhaberin" })
      .click();
    await page.waitForURL(urlEndingIn(PATHS.taskList));
    assert.equal(await heading(page), "Aufträge");
    await page.context().close();
  });

  test("the persona switcher signs in as another persona", async () => {
    const { page } = await openPage(browser, PATHS.start);
    await heading(page);
    assert.equal(
      await page.locator(".portal-user").textContent(),
      "Nicht angemeldet",
    );
    await page.getByLabel("Persona").selectOption("authority");
    await page.waitForLoadState("load");
    await page
      .locator(".portal-user", { hasText: "Ing. Johann Leitner" })
      .waitFor();
    assert.equal(await heading(page), "Startseite");
    await page.context().close();
  });

  test("breadcrumbs follow navigation: portal › IPPC Austria › page", async () => {
    const { page } = await openPage(browser, PATHS.start);
    await heading(page);
    assert.deepEqual(await shellBreadcrumbs(page), [
      "EDM Portal",
      "IPPC Austria",
      "Startseite",
    ]);
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "FAQ" })
      .click();
    await page.locator("#natippc-container h1", { hasText: "FAQ" }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector(
          'nav[aria-label="Brotkrümelnavigation"] li:last-child',
        )?.textContent === "FAQ",
    );
    assert.deepEqual(await shellBreadcrumbs(page), [
      "EDM Portal",
      "IPPC Austria",
      "FAQ",
    ]);
    await page.context().close();
  });
});
