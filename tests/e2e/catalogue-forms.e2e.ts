import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { openPage } from "./browser";

test.describe.configure({ mode: "parallel" });

const SECTION = "section[aria-labelledby=formulare]";
/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: SECTION };
const SUMMARY_TITLE = "Folgende Angaben fehlen oder sind fehlerhaft:";

async function openCatalogue(
  browser: Browser,
  width: number,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await expect(
    opened.page.getByRole("heading", { name: "Anlage bearbeiten" }),
  ).toBeVisible();
  return opened;
}

/** Id of the focused element, or its role and text when it has none. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return "";
    return (
      active.id ||
      `${active.getAttribute("role") ?? active.tagName.toLowerCase()}:${active.textContent?.trim()}`
    );
  });
}

async function expectFocused(page: Page, expected: string | RegExp) {
  const polled = expect.poll(() => focused(page));
  if (typeof expected === "string") await polled.toBe(expected);
  else await polled.toMatch(expected);
}

async function tabUntil(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 100; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await focused(page)) === id) return;
  }
  throw new Error(`Tab never reached #${id}`);
}

/** The error summary of the demo form "Anlage bearbeiten". */
const demoSummary = (page: Page) =>
  page.locator('form[aria-labelledby="anlage-bearbeiten"] [role="alert"]');

for (const width of [1280, 375]) {
  test.describe(`forms catalogue at ${width} px`, () => {
    test("axe finds nothing with errors, the error summary, an open select and suggestions", async ({
      browser,
    }) => {
      const { page, errors } = await openCatalogue(browser, width);
      // The "Fehlerzustand" form shows its errors from the start; submit the demo form empty too.
      await page.getByRole("button", { name: "Speichern Stammdaten" }).click();
      await expect(demoSummary(page)).toBeVisible();
      await expect(
        page.locator(SECTION).getByRole("heading", { name: SUMMARY_TITLE }),
      ).toHaveCount(2);
      expect(await axeViolations(page, SCOPE)).toEqual([]);

      await page.locator("#anlage-bundesland").click();
      await expect(page.getByRole("listbox")).toBeVisible();
      expect(await axeViolations(page, SCOPE)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.locator("#anlage-bezirk").fill("an");
      await expect(
        page.getByRole("option", { name: "Sankt Veit an der Glan" }),
      ).toBeVisible();
      expect(await axeViolations(page, SCOPE)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    test("nothing in the section is wider than the screen", async ({
      browser,
    }) => {
      const { page } = await openCatalogue(browser, width);
      await expect
        .poll(() =>
          page.evaluate((selector) => {
            const section = document.querySelector(selector)!;
            return section.scrollWidth - section.clientWidth;
          }, SECTION),
        )
        .toBe(0);
      await page.context().close();
    });
  });
}

test("field widths sm, md, lg are 191, 224 and 257 px", async ({ browser }) => {
  const { page } = await openCatalogue(browser, 1280);
  await expect
    .poll(() =>
      Promise.all(
        ["breiten-sm", "breiten-md", "breiten-lg"].map(
          async (id) => (await page.locator(`#${id}`).boundingBox())?.width,
        ),
      ),
    )
    .toEqual([191, 224, 257]);
  await page.context().close();
});

test("keyboard only: through the form, submit empty, the summary leads to each field", async ({
  browser,
}) => {
  const { page, errors } = await openCatalogue(browser, 1280);

  await tabUntil(page, "anlage-bezeichnung");
  for (const next of [
    "anlage-kennung",
    "anlage-bundesland",
    "anlage-bezirk",
    "anlage-kapazitaet",
    "anlage-inbetriebnahme",
    "anlage-genehmigung",
    "anlage-genehmigung-bis",
    "anlage-beschreibung",
    "anlage-ied",
    "button:Speichern Stammdaten",
    "button:Abbrechen Stammdaten",
    "button:Bearbeiten Betreiber",
  ]) {
    await page.keyboard.press("Tab");
    // The tab order through the form.
    await expectFocused(page, next);
  }

  // Back to "Speichern" and submit the empty form.
  await page.keyboard.press("Shift+Tab");
  await expectFocused(page, "button:Abbrechen Stammdaten");
  await page.keyboard.press("Shift+Tab");
  await expectFocused(page, "button:Speichern Stammdaten");
  await page.keyboard.press("Enter");
  await expect(demoSummary(page)).toBeVisible();
  await expectFocused(page, /^alert:Folgende Angaben fehlen/);
  await expect(demoSummary(page).getByRole("link")).toHaveText([
    "Bezeichnung der Anlage",
    "Bundesland",
    "Bezirk",
    "Gültigkeit der Genehmigung",
    "E-Mail-Adresse für Umweltmeldungen",
  ]);

  // The first link leads to its field; a valid entry clears the error at once.
  await page.keyboard.press("Tab");
  await expectFocused(page, "a:Bezeichnung der Anlage");
  await page.keyboard.press("Enter");
  await expectFocused(page, "anlage-bezeichnung");
  const bezeichnung = page.locator("#anlage-bezeichnung");
  await expect(bezeichnung).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type("Zementwerk Wietersdorf");
  await expect(bezeichnung).not.toHaveAttribute("aria-invalid");
  await expect(page.locator("#anlage-bezeichnung-error")).toHaveCount(0);

  // The last link opens the closed "Betreiber" block first.
  await page.keyboard.press("Shift+Tab");
  await expectFocused(page, "a:E-Mail-Adresse für Umweltmeldungen");
  await page.keyboard.press("Enter");
  await expectFocused(page, "anlage-email");
  await page.keyboard.type("umwelt@wietersdorfer.example");
  await expect(page.locator("#anlage-email")).not.toHaveAttribute(
    "aria-invalid",
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test("'Fehlerzustand' shows the default messages for the minimum date and 'Validierungsfehler'", async ({
  browser,
}) => {
  const { page } = await openCatalogue(browser, 1280);
  const form = page.locator('form[aria-labelledby="formular-fehler"]');
  const summary = form.getByRole("alert");
  await expect(summary).toBeVisible();
  await expect
    .poll(async () =>
      (await summary.getByRole("listitem").allInnerTexts()).map((text) =>
        text.replace(/\s+/g, " ").trim(),
      ),
    )
    .toEqual(
      expect.arrayContaining([
        "Letzte Umweltinspektion: 07.01.2013 oder später",
        "Geschäftszahl des Bescheids: Validierungsfehler",
      ]),
    );
  // The same texts at the fields.
  await expect(form.locator("#fehler-inspektion-error")).toHaveText(
    /07\.01\.2013 oder später$/,
    { useInnerText: true },
  );
  await expect(form.locator("#fehler-geschaeftszahl-error")).toHaveText(
    /Validierungsfehler$/,
    { useInnerText: true },
  );
  await page.context().close();
});
