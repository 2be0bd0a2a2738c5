import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser, openPage } from "./browser";

const SECTION = "section[aria-labelledby=formulare]";
/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: SECTION };
const SUMMARY_TITLE = "Folgende Angaben fehlen oder sind fehlerhaft:";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function openCatalogue(
  width: number,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page
    .getByRole("heading", { name: "Anlage bearbeiten" })
    .waitFor({ timeout: 15_000 });
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

async function tabUntil(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 100; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await focused(page)) === id) return;
  }
  assert.fail(`Tab never reached #${id}`);
}

/** The error summary of the demo form "Anlage bearbeiten". */
const demoSummary = (page: Page) =>
  page.locator('form[aria-labelledby="anlage-bearbeiten"] [role="alert"]');

const invalid = (page: Page, id: string) =>
  page.locator(`#${id}`).getAttribute("aria-invalid");

for (const width of [1280, 375]) {
  describe(`forms catalogue at ${width} px`, () => {
    test("axe finds nothing with errors, the error summary, an open select and suggestions", async () => {
      const { page, errors } = await openCatalogue(width);
      // The "Fehlerzustand" form shows its errors from the start; submit the demo form empty too.
      await page.getByRole("button", { name: "Speichern Stammdaten" }).click();
      await demoSummary(page).waitFor();
      assert.equal(
        await page
          .locator(SECTION)
          .getByRole("heading", { name: SUMMARY_TITLE })
          .count(),
        2,
      );
      assert.deepEqual(await axeViolations(page, SCOPE), []);

      await page.locator("#anlage-bundesland").click();
      await page.getByRole("listbox").waitFor();
      assert.deepEqual(await axeViolations(page, SCOPE), []);
      await page.keyboard.press("Escape");

      await page.locator("#anlage-bezirk").fill("an");
      await page
        .getByRole("option", { name: "Sankt Veit an der Glan" })
        .waitFor();
      assert.deepEqual(await axeViolations(page, SCOPE), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test("nothing in the section is wider than the screen", async () => {
      const { page } = await openCatalogue(width);
      const overflow = await page.evaluate((selector) => {
        const section = document.querySelector(selector)!;
        return section.scrollWidth - section.clientWidth;
      }, SECTION);
      assert.equal(overflow, 0);
      await page.context().close();
    });
  });
}

test("field widths sm, md, lg are 191, 224 and 257 px", async () => {
  const { page } = await openCatalogue(1280);
  const widths = await Promise.all(
    ["breiten-sm", "breiten-md", "breiten-lg"].map(
      async (id) => (await page.locator(`#${id}`).boundingBox())?.width,
    ),
  );
  assert.deepEqual(widths, [191, 224, 257]);
  await page.context().close();
});

test("keyboard only: through the form, submit empty, the summary leads to each field", async () => {
  const { page, errors } = await openCatalogue(1280);

  await tabUntil(page, "anlage-bezeichnung");
  const order = ["anlage-bezeichnung"];
  while (order.length < 13) {
    await page.keyboard.press("Tab");
    order.push(await focused(page));
  }
  assert.deepEqual(order, [
    "anlage-bezeichnung",
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
  ]);

  // Back to "Speichern" and submit the empty form.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(page), "button:Speichern Stammdaten");
  await page.keyboard.press("Enter");
  await demoSummary(page).waitFor();
  assert.match(await focused(page), /^alert:Folgende Angaben fehlen/);
  const links = await demoSummary(page).getByRole("link").allTextContents();
  assert.deepEqual(links, [
    "Bezeichnung der Anlage",
    "Bundesland",
    "Bezirk",
    "Gültigkeit der Genehmigung",
    "E-Mail-Adresse für Umweltmeldungen",
  ]);

  // The first link leads to its field; a valid entry clears the error at once.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  assert.equal(await focused(page), "anlage-bezeichnung");
  assert.equal(await invalid(page, "anlage-bezeichnung"), "true");
  await page.keyboard.type("Zementwerk Wietersdorf");
  assert.equal(await invalid(page, "anlage-bezeichnung"), null);
  assert.equal(await page.locator("#anlage-bezeichnung-error").count(), 0);

  // The last link opens the closed "Betreiber" block first.
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(page), "a:E-Mail-Adresse für Umweltmeldungen");
  await page.keyboard.press("Enter");
  assert.equal(await focused(page), "anlage-email");
  await page.keyboard.type("umwelt@wietersdorfer.example");
  assert.equal(await invalid(page, "anlage-email"), null);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("'Fehlerzustand' shows the default messages for the minimum date and 'Validierungsfehler'", async () => {
  const { page } = await openCatalogue(1280);
  const form = page.locator('form[aria-labelledby="formular-fehler"]');
  const summary = form.getByRole("alert");
  await summary.waitFor();
  const entries = (await summary.getByRole("listitem").allInnerTexts()).map(
    (text) => text.replace(/\s+/g, " ").trim(),
  );
  assert.ok(
    entries.includes("Letzte Umweltinspektion: 07.01.2013 oder später"),
    entries.join(" | "),
  );
  assert.ok(
    entries.includes("Geschäftszahl des Bescheids: Validierungsfehler"),
    entries.join(" | "),
  );
  // The same texts at the fields.
  assert.match(
    await form.locator("#fehler-inspektion-error").innerText(),
    /07\.01\.2013 oder später$/,
  );
  assert.match(
    await form.locator("#fehler-geschaeftszahl-error").innerText(),
    /Validierungsfehler$/,
  );
  await page.context().close();
});
