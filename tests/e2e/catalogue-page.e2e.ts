import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser, openPage } from "./browser";

const SECTION = "section[aria-labelledby=seitenrahmen]";
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
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page
    .getByRole("heading", { name: "Seitenrahmen" })
    .waitFor({ timeout: 15_000 });
  return opened;
}

/** One state of the catalogue, by its title. */
const demo = (page: Page, title: string): Locator =>
  page.locator(SECTION).getByRole("group", { name: title, exact: true });

function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return "";
    return (
      active.id ||
      `${active.getAttribute("role") ?? active.tagName.toLowerCase()}:${active.textContent?.trim()}`
    );
  });
}

/** Tab until the control named `name` inside `scope` has focus. */
async function tabTo(page: Page, scope: Locator, name: string): Promise<void> {
  const target = scope.getByRole("button", { name, exact: true });
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  assert.fail(`Tab never reached '${name}'`);
}

async function buttonTexts(bar: Locator): Promise<string[]> {
  return (await bar.getByRole("button").allTextContents()).map((text) =>
    text.trim(),
  );
}

for (const width of [1280, 375]) {
  test(`page chrome catalogue at ${width} px: axe finds nothing, menu open and bar unfolded too`, async () => {
    const { page, errors } = await openCatalogue(width);
    assert.deepEqual(await axeViolations(page, SCOPE), []);
    await demo(page, "Zu schmal: die übrigen Aktionen im Menü „Mehr“")
      .getByRole("button", { name: "Mehr" })
      .click();
    await page.getByRole("menu").waitFor();
    assert.deepEqual(await axeViolations(page, SCOPE), []);
    await page.keyboard.press("Escape");
    await demo(page, "Zu schmal, eingeklappt: „Mehr“ klappt auf")
      .getByRole("button", { name: "Mehr" })
      .click();
    await page.getByRole("button", { name: "Melden" }).first().click();
    assert.deepEqual(await axeViolations(page, SCOPE), []);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

describe("action bar", () => {
  test("shows every action while they fit; too narrow, the rest is in the 'Mehr' menu, by keyboard", async () => {
    const { page, errors } = await openCatalogue();
    const wide = demo(page, "Alle Aktionen passen in die Leiste").getByRole(
      "group",
      { name: "Aktionen" },
    );
    assert.deepEqual(await buttonTexts(wide), ["Neu", "Bearbeiten", "Drucken"]);

    const narrow = demo(page, "Zu schmal: die übrigen Aktionen im Menü „Mehr“");
    const bar = narrow.getByRole("group", { name: "Aktionen" });
    const shown = await buttonTexts(bar);
    assert.equal(shown.at(-1), "Mehr▾");
    assert.ok(shown.length < 6, `all in the bar: ${shown.join(", ")}`);

    await tabTo(page, narrow, "Mehr");
    const more = bar.getByRole("button", { name: "Mehr" });
    assert.equal(await more.getAttribute("aria-haspopup"), "menu");
    assert.equal(await more.getAttribute("aria-expanded"), "false");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Mehr" });
    await menu.waitFor();
    assert.equal(await more.getAttribute("aria-expanded"), "true");
    const items = (await menu.getByRole("menuitem").allTextContents()).map(
      (text) => text.trim(),
    );
    // Together, bar and menu hold every action once, in order.
    assert.deepEqual(
      [...shown.slice(0, -1), ...items],
      [
        "Neu",
        "Bearbeiten",
        "Kopieren",
        "Excel-Export",
        "GIS-Export",
        "Drucken",
      ],
    );
    // WAI-ARIA menu button: Enter opens the menu on its first item; arrows and End move.
    assert.equal(await focusedName(page), `menuitem:${items[0]}`);
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedName(page), `menuitem:${items[1]}`);
    await page.keyboard.press("End");
    assert.equal(await focusedName(page), "menuitem:Drucken");
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "detached" });
    await narrow.getByRole("status").getByText("Gewählt: Drucken").waitFor();

    await more.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    assert.ok(
      await more.evaluate((el) => el === document.activeElement),
      "focus back on 'Mehr'",
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe("process bar", () => {
  test("without overflow no toggle; 'Mehr' unfolds every step and becomes 'Weniger', by keyboard", async () => {
    const { page, errors } = await openCatalogue();
    const fits = demo(page, "Alle Prozessschritte passen in die Leiste");
    assert.deepEqual(
      await buttonTexts(fits.getByRole("group", { name: "Prozessschritte" })),
      ["Zurück", "Weiter"],
    );

    const folded = demo(page, "Zu schmal, eingeklappt: „Mehr“ klappt auf");
    const bar = folded.getByRole("group", { name: "Prozessschritte" });
    const before = await buttonTexts(bar);
    assert.equal(before.at(-1), "Mehr");
    assert.equal(
      await bar.getByRole("button", { name: "Abschluss" }).count(),
      0,
    );

    await tabTo(page, folded, "Mehr");
    const toggle = bar.getByRole("button", { name: "Mehr" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(
      await toggle.getAttribute("aria-controls"),
      await bar.getAttribute("id"),
    );
    await page.keyboard.press("Enter");
    const less = bar.getByRole("button", { name: "Weniger" });
    await less.waitFor();
    assert.equal(await less.getAttribute("aria-expanded"), "true");
    assert.equal(await focusedName(page), "button:Weniger");
    assert.deepEqual(await buttonTexts(bar), [
      "Stammdaten",
      "Betreiber",
      "Standort",
      "Tätigkeiten",
      "Genehmigungen",
      "Abschluss",
      "Weniger",
    ]);
    // Every unfolded step is reachable: back with Shift+Tab, used with Space.
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focusedName(page), "button:Abschluss");
    await page.keyboard.press("Space");
    await folded.getByRole("status").getByText("Gewählt: Abschluss").waitFor();

    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await bar.getByRole("button", { name: "Mehr" }).waitFor();
    assert.deepEqual(await buttonTexts(bar), before);

    const unfolded = demo(page, "Zu schmal, aufgeklappt: „Weniger“ klappt zu");
    const open = unfolded.getByRole("group", { name: "Prozessschritte" });
    assert.equal((await buttonTexts(open)).at(-1), "Weniger");
    assert.equal(
      await open
        .getByRole("button", { name: "Weniger" })
        .getAttribute("aria-expanded"),
      "true",
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe("page-level validation summary", () => {
  test("takes the focus after a failed submit; its links focus the fields (GOV.UK)", async () => {
    const { page, errors } = await openCatalogue();
    const scope = demo(page, "Vor dem Absenden");
    assert.equal(await scope.getByRole("alert").count(), 0);

    await tabTo(page, scope, "Melden");
    await page.keyboard.press("Enter");
    const summary = scope.getByRole("alert");
    await summary.waitFor();
    await summary.getByRole("heading", { name: SUMMARY_TITLE }).waitFor();
    assert.match(await focusedName(page), /^alert:Folgende Angaben fehlen/);
    // In the page chrome: above the form, not inside it.
    assert.equal(await summary.evaluate((el) => el.closest("form")), null);
    assert.deepEqual(await summary.getByRole("link").allTextContents(), [
      "Bezeichnung der Anlage",
    ]);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    assert.equal(await focusedName(page), "seite-neu-bezeichnung");
    await page.keyboard.type("Zementwerk Wietersdorf");
    await scope
      .getByRole("textbox", { name: /Letzte Umweltinspektion/ })
      .fill("30.11.2012");
    await scope.getByRole("textbox", { name: /Geschäftszahl/ }).fill("12345");
    await scope.getByRole("button", { name: "Melden" }).click();
    await summary
      .getByRole("link", { name: "Letzte Umweltinspektion" })
      .waitFor();
    assert.match(
      await summary.innerText(),
      /Letzte Umweltinspektion: 07\.01\.2013 oder später/,
    );
    assert.match(
      await summary.innerText(),
      /Geschäftszahl des Bescheids: Validierungsfehler/,
    );
    await summary
      .getByRole("link", { name: "Letzte Umweltinspektion" })
      .click();
    assert.equal(await focusedName(page), "seite-neu-inspektion");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("a page loaded with wrong entries lists the minimum date and 'Validierungsfehler' at once", async () => {
    const { page } = await openCatalogue();
    const summary = demo(page, "Mit fehlerhaften Angaben geladen").getByRole(
      "alert",
    );
    await summary.waitFor();
    assert.deepEqual(
      (await summary.getByRole("listitem").allInnerTexts()).map((text) =>
        text.replace(/\s+/g, " ").trim(),
      ),
      [
        "Geschäftszahl des Bescheids: Validierungsfehler",
        "Letzte Umweltinspektion: 07.01.2013 oder später",
      ],
    );
    await page.context().close();
  });
});
