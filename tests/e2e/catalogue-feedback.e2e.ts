import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser, openPage } from "./browser";

const SECTION = "#rueckmeldungen";
/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: "section[aria-labelledby=rueckmeldungen]" };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function openCatalogue(width: number): Promise<Page> {
  const { page } = await openPage(browser, "/portal/katalog");
  await page.setViewportSize({ width, height: 900 });
  await page.locator(SECTION).waitFor({ timeout: 15_000 });
  return page;
}

/** Presses Tab until the control of that name in the section or an open modal has focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press("Tab");
    const reached = await page.evaluate(
      ({ selector, wanted }) => {
        const active = document.activeElement;
        const scope = document.querySelector(selector)?.closest("section");
        const inScope =
          scope?.contains(active) || active?.closest("[role=dialog]");
        const activeName =
          active?.getAttribute("aria-label") ?? active?.textContent?.trim();
        return Boolean(inScope) && activeName === wanted;
      },
      { selector: SECTION, wanted: name },
    );
    if (reached) return;
  }
  assert.fail(`Tab never reached '${name}'`);
}

/**
 * After Tab the focus may first land on one of floating-ui's focus guards (inside the modal's
 * portal), which hands it on to the first or last control: never outside the modal.
 */
async function assertFocusStaysIn(page: Page, name: string, step: string) {
  const inPortal = await page.evaluate(() =>
    Boolean(document.activeElement?.closest("[data-floating-ui-portal]")),
  );
  assert.ok(inPortal, `${step}: focus left the modal`);
  await page.waitForFunction(
    (dialogName) =>
      [...document.querySelectorAll("[role=dialog]")].some(
        (dialog) =>
          document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
            ?.textContent === dialogName &&
          dialog.contains(document.activeElement),
      ),
    name,
    { timeout: 2000 },
  );
}

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

for (const width of [1280, 375]) {
  describe(`feedback catalogue at ${width} px`, () => {
    test("axe finds nothing, with every overlay and disclosure open once", async () => {
      const page = await openCatalogue(width);
      assert.deepEqual(await axeViolations(page, SCOPE), []);

      const section = page.locator("section", { has: page.locator(SECTION) });
      await section
        .getByRole("button", { name: "Zusatzinformationen einblenden" })
        .click();
      await section.getByRole("button", { name: "Alles aufklappen" }).click();
      await section
        .getByRole("button", { name: "Verzögertes Laden starten" })
        .click();
      await section.getByText("Wird geladen …", { exact: true }).waitFor();
      assert.deepEqual(await axeViolations(page, SCOPE), []);

      for (const [opener, name] of [
        ["Warndialog öffnen", "Anlage aus dem Register entfernen"],
        ["Sehr großen Dialog öffnen", "Genehmigungsinhalte der Anlage"],
        ["Meldung öffnen", "Kein Filter ausgewählt"],
        ["Menü öffnen", "Menü"],
      ] as const) {
        await section
          .getByRole("button", { name: opener, exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name });
        await dialog.waitFor();
        assert.deepEqual(await axeViolations(page, SCOPE), [], `${opener}`);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      }
      await page.context().close();
    });

    test("dialogs keep within the viewport", async () => {
      const page = await openCatalogue(width);
      const section = page.locator("section", { has: page.locator(SECTION) });
      for (const [opener, name, expected] of [
        ["Informationsdialog öffnen", "Anlage aus dem Register entfernen", 564],
        ["Großen Dialog öffnen", "Genehmigungsinhalte der Anlage", 604],
        ["Sehr großen Dialog öffnen", "Genehmigungsinhalte der Anlage", 1008],
      ] as const) {
        await section
          .getByRole("button", { name: opener, exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name });
        const box = await dialog.boundingBox();
        assert.ok(box);
        assert.equal(Math.round(box.width), Math.min(expected, width - 32));
        assert.ok(box.x >= 0 && box.x + box.width <= width);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      }
      await page.context().close();
    });
  });
}

describe("feedback catalogue with the keyboard only", () => {
  for (const [opener, name, closeName] of [
    [
      "Informationsdialog öffnen",
      "Anlage aus dem Register entfernen",
      "Dialog schließen",
    ],
    ["Menü öffnen", "Menü", "Menü schließen"],
  ] as const) {
    test(`'${opener}': focus moves in, stays in, Escape closes, focus returns`, async () => {
      const page = await openCatalogue(1280);
      await tabTo(page, opener);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute("aria-label") === label,
        closeName,
      );
      for (let presses = 1; presses <= 6; presses += 1) {
        await page.keyboard.press("Tab");
        await assertFocusStaysIn(page, name, `Tab ${presses}`);
      }
      for (let presses = 1; presses <= 6; presses += 1) {
        await page.keyboard.press("Shift+Tab");
        await assertFocusStaysIn(page, name, `Shift+Tab ${presses}`);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.waitForFunction(
        (text) => document.activeElement?.textContent?.trim() === text,
        opener,
      );
      await page.context().close();
    });
  }

  test("'Schließen' of the message dialog with Enter", async () => {
    const page = await openCatalogue(1280);
    await tabTo(page, "Meldung öffnen");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Kein Filter ausgewählt" });
    await dialog.waitFor();
    await tabTo(page, "Schließen");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(
      () => document.activeElement?.textContent?.trim() === "Meldung öffnen",
    );
    await page.context().close();
  });

  test("'Alles aufklappen' and 'Alles zuklappen' open and close every block", async () => {
    const page = await openCatalogue(1280);
    const section = page.locator("section", { has: page.locator(SECTION) });
    const blocks = ["Betreiber", "Standort", "BVT-Schlussfolgerungen"].map(
      (name) => section.getByRole("button", { name, exact: true }),
    );
    await tabTo(page, "Alles aufklappen");
    await page.keyboard.press("Enter");
    for (const block of blocks) {
      assert.equal(await block.getAttribute("aria-expanded"), "true");
    }
    assert.equal(await focusedText(page), "Alles zuklappen");
    await page.keyboard.press("Space");
    for (const block of blocks) {
      assert.equal(await block.getAttribute("aria-expanded"), "false");
    }
    await section
      .getByText("CLM Zement-, Kalk- und Magnesiumoxidindustrie 2013/163/EU")
      .waitFor({ state: "hidden" });
    assert.equal(
      await section.getByRole("button", { name: "Alles aufklappen" }).count(),
      1,
    );
    // The group with a single block has no toggle.
    assert.equal(
      await section
        .getByRole("button", { name: /Alles (auf|zu)klappen/ })
        .count(),
      1,
    );
    await page.context().close();
  });

  test("a block and the info text open with the keyboard", async () => {
    const page = await openCatalogue(1280);
    const section = page.locator("section", { has: page.locator(SECTION) });
    await tabTo(page, "Zusatzinformationen einblenden");
    await page.keyboard.press("Enter");
    assert.equal(await focusedText(page), "Zusatzinformationen ausblenden");
    await tabTo(page, "Betreiber");
    await page.keyboard.press("Enter");
    await section
      .getByText("Wietersdorfer & Peggauer Zementwerke GmbH")
      .waitFor({ state: "visible" });
    await page.context().close();
  });

  test("scrollToBlock opens the block and leaves 10 px above it", async () => {
    const page = await openCatalogue(1280);
    await tabTo(page, "Zu „BVT-Schlussfolgerungen“ springen");
    await page.keyboard.press("Enter");
    const block = page.locator("#katalog-block-bvt");
    await page.waitForFunction(
      () =>
        Math.round(
          document.getElementById("katalog-block-bvt")!.getBoundingClientRect()
            .top,
        ) === 10,
    );
    assert.equal(
      await block.getByRole("button").getAttribute("aria-expanded"),
      "true",
    );
    await page.context().close();
  });

  test("a dismissible alert closes with the keyboard and focus moves on", async () => {
    const page = await openCatalogue(1280);
    const section = page.locator("section", { has: page.locator(SECTION) });
    await tabTo(page, "Schließen");
    await page.keyboard.press("Enter");
    assert.equal(
      await section
        .getByText(
          "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
        )
        .count(),
      0,
    );
    assert.equal(await focusedText(page), "Hinweise wiederherstellen");
    await page.context().close();
  });
});
