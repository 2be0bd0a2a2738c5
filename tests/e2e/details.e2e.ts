import type { Browser, Page, Response } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { DetailsPage, PATHS, signIn, type Persona } from "./pages";

test.describe.configure({ mode: "parallel" });

const MIN = 60_000;
const WIDTHS = [1280, 375] as const;

/** The owner persona is registered for it (the owner's overview); it has permits and reports on file. */
const OWN = { id: "AT-IPPC-000376", name: "Gießerei Berndorf" };
/** In Oberösterreich, the authority persona's Bundesland; of the personas only the owner is registered for it. */
const AUTHORITY_SITE = { id: "AT-IPPC-000676", name: "Kraftwerk Gmunden" };

/** The answer to whether the signed-in user is registered for an installation. */
const REGISTRATION_CHECK = /\/api\/auth\/isRegisteredForIppcInstallation\//;

async function openDetails(
  browser: Browser,
  persona: Persona,
  id: string,
  width: number,
  options: {
    /** Set up before the page loads, e.g. a wait for one of its requests. */
    beforeLoad?: (page: Page) => void;
  } = {},
): Promise<{ page: Page; errors: string[]; details: DetailsPage }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  options.beforeLoad?.(page);
  await signIn(page, persona, PATHS.details(id));
  return { page, errors, details: new DetailsPage(page) };
}

const container = (page: Page) => page.locator("#natippc-container");

async function expectTitle(page: Page, name: string) {
  await expect(new DetailsPage(page).title(name)).toBeVisible();
}

/** No horizontal scrolling: nothing is wider than the viewport. */
async function expectNoHorizontalScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `scrollWidth > ${width}`,
    })
    .toBeLessThanOrEqual(width);
}

/** Collapse and expand one section, then all at once; axe with everything open. */
async function exerciseSections(page: Page) {
  const details = new DetailsPage(page);
  const operator = details.section("Betreiber");
  await expect(operator).toHaveAttribute("aria-expanded", "true");
  const operatorName = container(page).getByText("Rechtsform", { exact: true });
  await expect(operatorName).toBeVisible();
  await operator.click();
  await expect(operator).toHaveAttribute("aria-expanded", "false");
  await expect(operatorName).toBeHidden();

  await details.expandAll.click();
  await expect(operatorName).toBeVisible();
  await details.collapseAll.click();
  await expect(
    container(page).getByText("Zuständige Behörde", { exact: true }),
  ).toBeHidden();
  await details.expandAll.click();
  await expect(operatorName).toBeVisible();
}

test.describe("installation details", () => {
  for (const [persona, site] of [
    ["anonymous", OWN],
    ["owner", OWN],
    ["authority", AUTHORITY_SITE],
  ] as const) {
    for (const width of WIDTHS) {
      test(`${persona} at ${width} px: title, sections, history, axe`, async ({
        browser,
      }) => {
        test.setTimeout(MIN);
        let registration: Promise<Response> | undefined;
        const { page, errors, details } = await openDetails(
          browser,
          persona,
          site.id,
          width,
          {
            beforeLoad: (page) => {
              // A visitor is not asked about; the owner's documents show the answer.
              if (persona === "authority")
                registration = page.waitForResponse(REGISTRATION_CHECK);
            },
          },
        );
        await expectTitle(page, site.name);
        await expect(page).toHaveTitle(`${site.name} – IPPC Austria`);
        await expect(
          container(page).getByRole("link", {
            name: /Genehmigungsinhalte öffnen/,
          }),
        ).toBeVisible();
        await expect(
          container(page).getByRole("link", {
            name: /Inspektionsbericht anfordern/,
          }),
        ).toBeVisible();

        const documents = container(page).getByRole("heading", {
          name: "Ihre Dokumente",
        });
        if (persona === "owner") {
          await expect(
            container(page).getByRole("table", {
              name: /^Umweltinspektionsberichte/,
            }),
          ).toBeVisible();
        } else {
          // Not registered for it (or not signed in): the check, if any, has answered no.
          if (registration)
            expect(await (await registration).json()).toBe(false);
          await expect(documents).toHaveCount(0);
        }

        await expectNoHorizontalScroll(page, width);
        expect(await axeViolations(page), "page").toEqual([]);

        await exerciseSections(page);

        const dialog = await details.openHistory();
        expect(await axeViolations(page), "history panel").toEqual([]);
        await dialog.getByRole("button", { name: "Dialog schließen" }).click();
        await expect(dialog).toHaveCount(0);

        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  test(
    "'Versionierung': choosing a version shows it, 'Zur aktuellen Version' returns, by keyboard",
    { tag: "@phone" },
    async ({ browser }) => {
      test.setTimeout(MIN);
      const { page, errors, details } = await openDetails(
        browser,
        "anonymous",
        OWN.id,
        1280,
      );
      await expectTitle(page, OWN.name);
      const lastModifiedField = container(page)
        .locator("#details-overview")
        .getByRole("definition")
        .filter({ has: page.locator("time") })
        .last();
      const lastModified = () => lastModifiedField.innerText();
      await expect(lastModifiedField).toHaveText(/\d\d\.\d\d\.\d{4}/);
      const currentDate = await lastModified();

      const dialog = await details.openHistory();
      const showFirst = dialog.getByRole("button", {
        name: /^Version anzeigen \(Version 1: /,
      });
      await showFirst.focus();
      await page.keyboard.press("Enter");
      await expect(
        dialog
          .getByRole("listitem")
          .filter({ hasText: "Angezeigte Version" })
          .getByText(/^Version 1: /),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      const notice = container(page).getByText(
        /Sie sehen Version 1 vom \d\d\.\d\d\.\d{4}/,
      );
      await expect(notice).toBeVisible();
      const [, versionDate] =
        /vom (\d\d\.\d\d\.\d{4})/.exec(await notice.innerText()) ?? [];
      expect(versionDate).toBeTruthy();
      await expect
        .poll(lastModified, { message: "the version's date" })
        .toMatch(new RegExp(`^${versionDate?.replaceAll(".", "\\.")}`));
      expect(versionDate).not.toBe(currentDate.slice(0, 10));
      expect(await axeViolations(page), "earlier version").toEqual([]);

      const back = container(page).getByRole("button", {
        name: "Zur aktuellen Version",
      });
      await back.focus();
      await page.keyboard.press("Enter");
      await expect(notice).toHaveCount(0);
      await expect.poll(lastModified).toBe(currentDate);
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.textContent?.trim()),
        )
        .toBe("Überblick");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test("the owner downloads a document of the installation's folder", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors } = await openDetails(browser, "owner", OWN.id, 1280);
    await expectTitle(page, OWN.name);
    const table = container(page).getByRole("table", {
      name: /^Genehmigungsbescheide/,
    });
    const link = table.getByRole("link").first();
    await expect(link).toBeVisible();
    const name = (await link.textContent()) ?? "";
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    // Chromium turns the slash of a Geschäftszahl into '_' in a file name.
    expect(download.suggestedFilename()).toBe(name.replaceAll("/", "_"));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("no table is wider than its room at window widths between phone and desktop", async ({
    browser,
  }) => {
    test.setTimeout(2 * MIN);
    for (const width of [700, 900, 960, 1000, 1100]) {
      const { page, errors } = await openDetails(
        browser,
        "owner",
        OWN.id,
        width,
      );
      await expectTitle(page, OWN.name);
      const tables = container(page).getByRole("table");
      await expect(tables.first()).toBeVisible();
      await expect
        .poll(
          () =>
            tables.evaluateAll((nodes) =>
              nodes
                .filter(
                  (table) =>
                    table.scrollWidth > (table.parentElement?.clientWidth ?? 0),
                )
                .map((table) => table.querySelector("caption")?.textContent),
            ),
          { message: `tables wider than their room at ${width} px` },
        )
        .toEqual([]);
      await expectNoHorizontalScroll(page, width);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test(
    "jumps from the table of contents to a section",
    { tag: "@phone" },
    async ({ browser }) => {
      test.setTimeout(MIN);
      const { page, errors, details } = await openDetails(
        browser,
        "anonymous",
        OWN.id,
        375,
      );
      await expectTitle(page, OWN.name);
      const toggle = details.section("Umweltinspektionen");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await details.contents
        .getByRole("link", { name: "Umweltinspektionen" })
        .click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toBeFocused();
      await expect(toggle).toBeVisible();
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test("the contact person: only for the registered owner and the authority of the Land", async ({
    browser,
  }) => {
    test.setTimeout(2 * MIN);
    const contact = (page: Page) =>
      container(page)
        .getByRole("heading", { level: 3, name: "Ansprechperson" })
        .locator("xpath=following-sibling::*[1]");
    for (const [persona, site, shown] of [
      ["owner", OWN, "Frau Mag.a Maria Huber"],
      ["authority", AUTHORITY_SITE, "Frau Mag.a Maria Huber"],
      ["anonymous", OWN, null],
      ["pvp", OWN, null],
      ["oidc", OWN, null],
      // Registered for other installations only; the authority of another Land.
      ["authority", OWN, null],
    ] as const) {
      const { page, errors } = await openDetails(
        browser,
        persona,
        site.id,
        1280,
      );
      await expectTitle(page, site.name);
      const block = contact(page);
      if (shown) {
        await expect(block.getByText(shown, { exact: true })).toBeVisible();
        await expect(block.getByRole("link", { name: /^\+43 / })).toBeVisible();
        await expect(block.getByRole("link", { name: /@/ })).toHaveAttribute(
          "href",
          /^mailto:maria\.huber@/,
        );
      } else {
        await expect(
          block.getByText(
            /aus Datenschutzgründen nur den für diese Anlage registrierten Personen/,
          ),
        ).toBeVisible();
        await expect(container(page).getByText(/Maria Huber/)).toHaveCount(0);
        await expect(container(page).locator('a[href^="tel:"]')).toHaveCount(0);
      }
      expect(errors, persona).toEqual([]);
      await page.context().close();
    }
  });

  for (const width of WIDTHS) {
    test(`an unknown id shows the 404 page at ${width} px`, async ({
      browser,
    }) => {
      test.setTimeout(MIN);
      const { page, errors } = await openDetails(
        browser,
        "anonymous",
        "AT-IPPC-999999",
        width,
      );
      await expectTitle(page, "Objekt nicht gefunden (Fehler 404)");
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
