import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { openPage } from "./browser";

test.describe.configure({ mode: "parallel" });

const SECTION = "section[aria-labelledby=seitenrahmen]";
/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: SECTION };
const SUMMARY_TITLE = "Folgende Angaben fehlen oder sind fehlerhaft:";

async function openCatalogue(
  browser: Browser,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await expect(
    opened.page.getByRole("heading", { name: "Seitenrahmen" }),
  ).toBeVisible();
  return opened;
}

/** One state of the catalogue, by its title. */
const demo = (page: Page, title: string): Locator =>
  page.locator(SECTION).getByRole("group", { name: title, exact: true });

/**
 * The focused element by the id the page gave it, or by its role and text: an id React made
 * (`useId`, e.g. a tooltip's trigger) names nothing a user sees.
 */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return "";
    return active.id && !active.id.startsWith("_r_")
      ? active.id
      : `${active.getAttribute("role") ?? active.tagName.toLowerCase()}:${active.textContent?.trim()}`;
  });
}

async function expectFocused(page: Page, expected: string | RegExp) {
  const polled = expect.poll(() => focusedName(page));
  if (typeof expected === "string") await polled.toBe(expected);
  else await polled.toMatch(expected);
}

/** Tab until the control named `name` inside `scope` has focus. */
async function tabTo(page: Page, scope: Locator, name: string): Promise<void> {
  const target = scope.getByRole("button", { name, exact: true });
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached '${name}'`);
}

async function buttonTexts(bar: Locator): Promise<string[]> {
  return (await bar.getByRole("button").allTextContents()).map((text) =>
    text.trim(),
  );
}

for (const width of [1280, 375]) {
  test(`page chrome catalogue at ${width} px: axe finds nothing, menu open and bar unfolded too`, async ({
    browser,
  }) => {
    const { page, errors } = await openCatalogue(browser, width);
    expect(await axeViolations(page, SCOPE)).toEqual([]);
    await demo(page, "Zu schmal: die übrigen Aktionen im Menü „Mehr“")
      .getByRole("button", { name: "Mehr" })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await axeViolations(page, SCOPE)).toEqual([]);
    await page.keyboard.press("Escape");
    await demo(page, "Zu schmal, eingeklappt: „Mehr“ klappt auf")
      .getByRole("button", { name: "Mehr" })
      .click();
    await page.getByRole("button", { name: "Melden" }).first().click();
    expect(await axeViolations(page, SCOPE)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test.describe("action bar", () => {
  test("shows every action while they fit; too narrow, the rest is in the 'Mehr' menu, by keyboard", async ({
    browser,
  }) => {
    const { page, errors } = await openCatalogue(browser);
    const wide = demo(page, "Alle Aktionen passen in die Leiste").getByRole(
      "group",
      { name: "Aktionen" },
    );
    await expect(wide.getByRole("button")).toHaveText([
      "Neu",
      "Bearbeiten",
      "Drucken",
    ]);

    const narrow = demo(page, "Zu schmal: die übrigen Aktionen im Menü „Mehr“");
    const bar = narrow.getByRole("group", { name: "Aktionen" });
    let shown: string[] = [];
    await expect(async () => {
      shown = await buttonTexts(bar);
      expect(shown.at(-1)).toBe("Mehr▾");
      expect(shown.length, `all in the bar: ${shown.join(", ")}`).toBeLessThan(
        6,
      );
    }).toPass();

    await tabTo(page, narrow, "Mehr");
    const more = bar.getByRole("button", { name: "Mehr" });
    await expect(more).toHaveAttribute("aria-haspopup", "menu");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Mehr" });
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    // Together, bar and menu hold every action once, in order.
    const all = [
      "Neu",
      "Bearbeiten",
      "Kopieren",
      "Excel-Export",
      "GIS-Export",
      "Drucken",
    ];
    expect(shown.slice(0, -1)).toEqual(all.slice(0, shown.length - 1));
    const items = all.slice(shown.length - 1);
    await expect(menu.getByRole("menuitem")).toHaveText(items);
    // WAI-ARIA menu button: Enter opens the menu on its first item; arrows and End move.
    await expectFocused(page, `menuitem:${items[0]}`);
    await page.keyboard.press("ArrowDown");
    await expectFocused(page, `menuitem:${items[1]}`);
    await page.keyboard.press("End");
    await expectFocused(page, "menuitem:Drucken");
    await page.keyboard.press("Enter");
    await expect(menu).toHaveCount(0);
    await expect(
      narrow.getByRole("status").getByText("Gewählt: Drucken"),
    ).toBeVisible();

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    // Focus back on 'Mehr'.
    await expect(more).toBeFocused();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test.describe("process bar", () => {
  test("without overflow no toggle; 'Mehr' unfolds every step and becomes 'Weniger', by keyboard", async ({
    browser,
  }) => {
    const { page, errors } = await openCatalogue(browser);
    const fits = demo(page, "Alle Prozessschritte passen in die Leiste");
    await expect(
      fits.getByRole("group", { name: "Prozessschritte" }).getByRole("button"),
    ).toHaveText(["Zurück", "Weiter"]);

    const folded = demo(page, "Zu schmal, eingeklappt: „Mehr“ klappt auf");
    const bar = folded.getByRole("group", { name: "Prozessschritte" });
    let before: string[] = [];
    await expect(async () => {
      before = await buttonTexts(bar);
      expect(before.at(-1)).toBe("Mehr");
    }).toPass();
    await expect(bar.getByRole("button", { name: "Abschluss" })).toHaveCount(0);

    await tabTo(page, folded, "Mehr");
    const toggle = bar.getByRole("button", { name: "Mehr" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute(
      "aria-controls",
      (await bar.getAttribute("id"))!,
    );
    await page.keyboard.press("Enter");
    const less = bar.getByRole("button", { name: "Weniger" });
    await expect(less).toBeVisible();
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expectFocused(page, "button:Weniger");
    await expect(bar.getByRole("button")).toHaveText([
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
    await expectFocused(page, "button:Abschluss");
    await page.keyboard.press("Space");
    await expect(
      folded.getByRole("status").getByText("Gewählt: Abschluss"),
    ).toBeVisible();

    await page.keyboard.press("Tab");
    await expectFocused(page, "button:Weniger");
    await page.keyboard.press("Space");
    await expect(bar.getByRole("button", { name: "Mehr" })).toBeVisible();
    await expect(bar.getByRole("button")).toHaveText(before);

    const unfolded = demo(page, "Zu schmal, aufgeklappt: „Weniger“ klappt zu");
    const open = unfolded.getByRole("group", { name: "Prozessschritte" });
    await expect(open.getByRole("button").last()).toHaveText("Weniger");
    await expect(open.getByRole("button", { name: "Weniger" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test.describe("page-level validation summary", () => {
  test("takes the focus after a failed submit; its links focus the fields (GOV.UK)", async ({
    browser,
  }) => {
    const { page, errors } = await openCatalogue(browser);
    const scope = demo(page, "Vor dem Absenden");
    await expect(scope.getByRole("alert")).toHaveCount(0);

    await tabTo(page, scope, "Melden");
    await page.keyboard.press("Enter");
    const summary = scope.getByRole("alert");
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole("heading", { name: SUMMARY_TITLE }),
    ).toBeVisible();
    await expectFocused(page, /^alert:Folgende Angaben fehlen/);
    // In the page chrome: above the form, not inside it.
    expect(await summary.evaluate((el) => el.closest("form"))).toBeNull();
    await expect(summary.getByRole("link")).toHaveText([
      "Bezeichnung der Anlage",
    ]);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectFocused(page, "seite-neu-bezeichnung");
    await page.keyboard.type("Zementwerk Wietersdorf");
    await scope
      .getByRole("textbox", { name: /Letzte Umweltinspektion/ })
      .fill("30.11.2012");
    await scope.getByRole("textbox", { name: /Geschäftszahl/ }).fill("12345");
    await scope.getByRole("button", { name: "Melden" }).click();
    await expect(
      summary.getByRole("link", { name: "Letzte Umweltinspektion" }),
    ).toBeVisible();
    await expect(summary).toHaveText(
      /Letzte Umweltinspektion: 07\.01\.2013 oder später/,
      { useInnerText: true },
    );
    await expect(summary).toHaveText(
      /Geschäftszahl des Bescheids: Validierungsfehler/,
      { useInnerText: true },
    );
    await summary
      .getByRole("link", { name: "Letzte Umweltinspektion" })
      .click();
    await expectFocused(page, "seite-neu-inspektion");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a page loaded with wrong entries lists the minimum date and 'Validierungsfehler' at once", async ({
    browser,
  }) => {
    const { page } = await openCatalogue(browser);
    const summary = demo(page, "Mit fehlerhaften Angaben geladen").getByRole(
      "alert",
    );
    await expect(summary).toBeVisible();
    await expect
      .poll(async () =>
        (await summary.getByRole("listitem").allInnerTexts()).map((text) =>
          text.replace(/\s+/g, " ").trim(),
        ),
      )
      .toEqual([
        "Geschäftszahl des Bescheids: Validierungsfehler",
        "Letzte Umweltinspektion: 07.01.2013 oder später",
      ]);
    await page.context().close();
  });
});
