import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BASE_URL, openPage } from "./browser";
import {
  mainNavigationLink,
  PATHS,
  PORTAL_SIGN_IN,
  RESULT_COUNT,
  urlContaining,
  urlEndingIn,
  visit,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const ROUTES: [string, string][] = [
  [PATHS.start, "Startseite"],
  [PATHS.register, "Anlagenregister"],
  [PATHS.environmentalInspection, "Umweltinspektion"],
  [PATHS.bvtConclusions, "BVT-Schlussfolgerungen"],
  [PATHS.legalBasesGuidelines, "Rechtsgrundlagen und Leitfäden"],
  [PATHS.faq, "FAQ"],
];

/** The page's heading (the first of the app's). */
function heading(page: Page): Locator {
  return page.locator("#natippc-container h1").first();
}

function shellBreadcrumbs(page: Page): Locator {
  return page.locator('nav[aria-label="Brotkrümelnavigation"] li');
}

test.describe("host-dev shell with the remote", () => {
  test("the shell loads the remote at run time and the portal header is there", async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, PATHS.start);
    await expect(heading(page)).toHaveText("Startseite");
    await expect(
      page.locator(".portal-header").getByText("EDM Portal"),
    ).toHaveCount(1);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name),
    );
    expect(
      scripts.some((name) => name.includes("/remotes/natippc/remoteEntry.js")),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [path, title] of ROUTES) {
    test(`${path} renders '${title}'`, async ({ browser }) => {
      const { page, errors } = await openPage(browser, path);
      await expect(heading(page)).toHaveText(title);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test(`${PATHS.details(":id")} renders the details page named after the installation`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(
      browser,
      PATHS.details("AT-IPPC-000001"),
    );
    // Named after the installation: neither the heading while it loads nor the 404 page's.
    await expect(
      page
        .locator("#natippc-container h1", { hasNotText: "Anlagendetails" })
        .first(),
    ).toHaveText(/^(?!Objekt nicht gefunden \(Fehler 404\)$)\S/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the root redirects to the first visible route", async ({ browser }) => {
    const { page } = await openPage(browser, PATHS.root);
    await expect(heading(page)).toHaveText("Startseite");
    await expect(page).toHaveURL((url) => url.pathname === PATHS.start);
    await page.context().close();
  });

  test("a #/ URL is rewritten to the same URL without the hash", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, `${PATHS.root}/#/faq`);
    await expect(heading(page)).toHaveText("FAQ");
    await expect(page).toHaveURL(
      (url) => url.pathname === PATHS.faq && url.hash === "",
    );
    await page.context().close();
  });

  test(`a #/ URL away from the root opens the route the hash names below ${PATHS.root}`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, `${PATHS.start}#/faq`);
    await expect(page).toHaveURL(urlEndingIn(PATHS.faq));
    await expect(heading(page)).toHaveText("FAQ");
    await expect(page).toHaveURL((url) => url.hash === "");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a hash naming another site is dropped: the app stays, in German", async ({
    browser,
  }) => {
    const { page, errors } = await openPage(
      browser,
      `${PATHS.root}#//evil.example`,
    );
    await expect(page).toHaveURL(urlEndingIn(PATHS.start));
    await expect(heading(page)).toHaveText("Startseite");
    await expect(page).toHaveURL((url) => url.origin === BASE_URL);
    await expect(
      page
        .locator("#natippc-container")
        .getByText(/External navigation|Unexpected Application Error/),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a 404 page opened directly: 'Zurück' leads to the start page, not out of the app", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.notFound);
    await expect(heading(page)).toHaveText(
      "Objekt nicht gefunden (Fehler 404)",
    );
    await page.getByRole("button", { name: "Zurück" }).click();
    await expect(page).toHaveURL(urlEndingIn(PATHS.start));
    await expect(heading(page)).toHaveText("Startseite");
    await page.context().close();
  });

  test("an unknown path shows the 404 page with a back button", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.start);
    await expect(heading(page)).toHaveText("Startseite");
    await visit(page, PATHS.notFound);
    await expect(heading(page)).toHaveText(
      "Objekt nicht gefunden (Fehler 404)",
    );
    await page.getByRole("button", { name: "Zurück" }).click();
    // A page load of its own: nothing of this mount before it, so the app's start (in the app).
    await expect(page).toHaveURL(urlEndingIn(PATHS.start));
    await expect(heading(page)).toHaveText("Startseite");
    await page.context().close();
  });

  test("a forbidden route sends an anonymous visitor to the portal sign-in and back", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.taskList);
    await expect(page).toHaveURL(
      urlContaining(PORTAL_SIGN_IN.withReturnUrl("")),
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("returnUrl") === PATHS.taskList,
    );
    await page
      .getByRole("link", { name: "Anmelden als Anlageninhaberin" })
      .click();
    await expect(page).toHaveURL(urlEndingIn(PATHS.taskList));
    await expect(heading(page)).toHaveText("Aufträge");
    await page.context().close();
  });

  test("the persona switcher signs in as another persona", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.start);
    await expect(heading(page)).toHaveText("Startseite");
    await expect(page.locator(".portal-user")).toHaveText("Nicht angemeldet");
    await page.getByLabel("Persona").selectOption("authority");
    await page.waitForLoadState("load");
    await expect(
      page.locator(".portal-user", { hasText: "Ing. Johann Leitner" }),
    ).toBeVisible();
    await expect(heading(page)).toHaveText("Startseite");
    await page.context().close();
  });

  test("breadcrumbs follow navigation: portal › IPPC Austria › page", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.start);
    await expect(heading(page)).toHaveText("Startseite");
    await expect(shellBreadcrumbs(page)).toHaveText([
      "EDM Portal",
      "IPPC Austria",
      "Startseite",
    ]);
    await (await mainNavigationLink(page, "FAQ")).click();
    await expect(
      page.locator("#natippc-container h1", { hasText: "FAQ" }),
    ).toBeVisible();
    await expect(shellBreadcrumbs(page)).toHaveText([
      "EDM Portal",
      "IPPC Austria",
      "FAQ",
    ]);
    await page.context().close();
  });
});

test.describe("a portal whose policy forbids WebAssembly", () => {
  test("the register works at phone width, and the hyphenation it cannot load fails without a word", async ({
    browser,
  }) => {
    const consoleErrors: string[] = [];
    const { page, errors } = await openPage(browser, PATHS.register, {
      width: 375,
      initScript: () => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(event.violatedDirective),
        );
      },
      prepare: async (page) => {
        page.on("console", (message) => {
          if (message.type() === "error") consoleErrors.push(message.text());
        });
        // The page's own policy without 'wasm-unsafe-eval', as a stricter portal sends it.
        await page.route(`${BASE_URL}${PATHS.register}`, async (route) => {
          const response = await route.fetch();
          const headers = response.headers();
          headers["content-security-policy"] = headers[
            "content-security-policy"
          ]!.replace(" 'wasm-unsafe-eval'", "");
          await route.fulfill({ response, headers });
        });
      },
    });
    await expect(page.getByText(RESULT_COUNT)).toBeVisible();
    await expect(
      page.locator(`#natippc-container a[href^="${PATHS.register}/"]`).first(),
    ).toBeVisible();
    // Hyphenation tried to compile its patterns once the first content was shown, and was refused.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __violations: string[] }).__violations,
        ),
      )
      .toContain("script-src");
    // A task later, a rejection nothing caught would have been reported.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect([...errors, ...consoleErrors]).toEqual([]);
    await page.context().close();
  });
});
