/**
 * Every widget of the catalogue (host-dev's /portal/katalog) as a phone meets it: the select with
 * its type-ahead, the autocomplete, the tooltips, a dialog, the drawer, the 'Mehr' menu and the
 * disclosures, each by keyboard and by touch (`tap`) in one test on one page, as loading the page
 * costs the slow phone's throttled CPU more than anything a test then does on it. The first part
 * meets the page opened afresh and uses each control as soon as it shows — each control answers
 * from its first paint; only what an open popup needs (its placement, the 'Mehr' menu's own code)
 * loads on its first opening. Touch goes first for the tooltip and the dialog (a finger on a
 * control whose code is still arriving), the keyboard first for the others (keys typed into it);
 * the second part follows on the same page, after the first has closed what it opened. Where the
 * keyboard leaves a value or a status line the touch part starts from (the select, the
 * autocomplete, the menu), the catalogue is rendered anew in between, by going to the portal's
 * start page and back without loading the page again. Each part is a step named as its
 * test was, so a failure says which part broke. Asserted by role and German text: what opens, what
 * is chosen, where the focus goes and comes back to, what closes.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BASE_URL } from "./browser";
import { T } from "../../src/i18n/de";
import { AUTOCOMPLETE_TEXTS } from "../../src/ui/autocomplete/texts";

test.describe.configure({ mode: "parallel" });

const CATALOGUE = "/portal/katalog";
const PHONE = { width: 375, height: 812 };

/** The catalogue's parts, as its table of contents names them. */
const PARTS = {
  widgets: "Tooltip, Auswahl und Suche",
  feedback: "Hinweise, Dialoge und Blöcke",
  pageChrome: "Seitenrahmen",
} as const;
type Part = keyof typeof PARTS;

/**
 * The catalogue in a touch context of its own (the slow-phone project throttles it too), its
 * uncaught exceptions in `errors`. On with the test as soon as the document's first bytes are
 * there: no waiting for the load event or the network.
 */
async function openCatalogue(
  browser: Browser,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: PHONE,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${BASE_URL}${CATALOGUE}`, { waitUntil: "commit" });
  return { page, errors };
}

const part = (page: Page, name: Part): Locator =>
  page.getByRole("region", { name: PARTS[name] });

/** The text of the option the combobox names as active; null when it names none. */
function activeOptionText(combobox: Locator): Promise<string | null> {
  return combobox.evaluate((element) => {
    const id = element.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.textContent ?? "") : null;
  });
}

async function expectActiveOption(combobox: Locator, text: string) {
  await expect
    .poll(() => activeOptionText(combobox), {
      message: "the combobox names this option as active",
    })
    .toBe(text);
}

/** Tab until `target` has the focus; keyboard only. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement))
      return;
  }
  throw new Error(`${target} not reached with Tab`);
}

/**
 * By keyboard to a part of the catalogue: its link in the table of contents, then Enter; the next
 * Tab goes on from the part's heading, without passing the controls above it.
 */
async function jumpTo(page: Page, name: Part): Promise<void> {
  const link = page
    .getByRole("navigation", { name: "Katalog" })
    .getByRole("link", { name: PARTS[name] });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.hash !== "");
}

/**
 * A long press: a finger on the middle of `target` until `whileHeld` passes, then lifted. Playwright
 * taps only; the touch is Chromium's own (DevTools protocol), as a phone's would be.
 */
async function longPress(
  page: Page,
  target: Locator,
  whileHeld: () => Promise<void>,
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box to press`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [point],
  });
  try {
    await whileHeld();
  } finally {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
    await cdp.detach();
  }
}

/**
 * The catalogue rendered anew on the same page, its code already there: to the portal's start page
 * and back, as the shell routes (its links go by `history.pushState`, the way back is the
 * browser's), no new document. Every demo starts again from its first value and an empty status.
 */
async function renderAfresh(page: Page): Promise<void> {
  await page.evaluate(() => history.pushState(null, "", "/portal/"));
  await expect(
    page.getByRole("heading", { level: 1, name: "EDM Portal" }),
  ).toBeVisible();
  await page.goBack({ waitUntil: "commit" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Komponentenkatalog" }),
  ).toBeVisible();
}

/** Types as a phone's on-screen keyboard does: text arrives by input events, one letter at a time. */
async function typeOnScreen(page: Page, text: string): Promise<void> {
  for (const letter of text) await page.keyboard.insertText(letter);
}

test.describe("select: select-only combobox", { tag: "@phone" }, () => {
  test("select-only combobox by keyboard and by touch", async ({ browser }) => {
    const { page, errors } = await openCatalogue(browser);
    await test.step("by keyboard: Enter opens it, type-ahead moves to the match, Enter chooses; typing on a closed select opens it on the next match, Escape closes", async () => {
      const widgets = part(page, "widgets");
      const bundesland = widgets.getByRole("combobox", {
        name: "Bundesland",
        exact: true,
      });
      const list = widgets.getByRole("listbox", { name: "Bundesland" });
      await jumpTo(page, "widgets");
      await tabTo(page, bundesland);

      // Opened at once, while its list may still be on its way: it opens once it is there, on the
      // first option as nothing is chosen yet. (A letter typed that early is lost: see the report.)
      await page.keyboard.press("Enter");
      await expect(list).toBeVisible();
      await expect(bundesland).toHaveAttribute("aria-expanded", "true");
      await expectActiveOption(bundesland, "Burgenland");
      await page.keyboard.type("st");
      await expectActiveOption(bundesland, "Steiermark");
      await page.keyboard.press("Enter");
      await expect(list).toHaveCount(0);
      await expect(bundesland).toHaveText("Steiermark");
      await expect(bundesland).toBeFocused();

      // Typing on a closed select opens it on the next match after its value, as a native select
      // does: from 'Graz (Stadt)' "r" is 'Reutte', not 'Rust (Stadt)'.
      const bezirk = widgets.getByRole("combobox", {
        name: "Politischer Bezirk",
      });
      const bezirke = widgets.getByRole("listbox", {
        name: "Politischer Bezirk",
      });
      await page.keyboard.press("Tab");
      await expect(bezirk).toBeFocused();
      await page.keyboard.type("r");
      await expect(bezirke).toBeVisible();
      await expectActiveOption(bezirk, "Reutte");
      await page.keyboard.press("Escape");
      await expect(bezirke).toHaveCount(0);
      await expect(bezirk).toHaveText("Graz (Stadt)");
      await expect(bezirk).toBeFocused();
      // Reopened, it is on the option last active in it (APG); ArrowDown moves on.
      await page.keyboard.press("ArrowDown");
      await expectActiveOption(bezirk, "Reutte");
      await page.keyboard.press("ArrowDown");
      await expectActiveOption(bezirk, "Schwaz");
      await page.keyboard.press("Enter");
      await expect(bezirke).toHaveCount(0);
      await expect(bezirk).toHaveText("Schwaz");
      await expect(bundesland).toHaveText("Steiermark");
      expect(errors).toEqual([]);
    });
    await renderAfresh(page);
    await test.step("by touch: a tap opens the list on the chosen option, a tap on another chooses it, a tap beside closes", async () => {
      const widgets = part(page, "widgets");
      const bezirk = widgets.getByRole("combobox", {
        name: "Politischer Bezirk",
      });
      const list = widgets.getByRole("listbox", { name: "Politischer Bezirk" });

      await bezirk.tap();
      await expect(list).toBeVisible();
      await expect(bezirk).toHaveAttribute("aria-expanded", "true");
      await expect(
        list.getByRole("option", { name: "Graz (Stadt)" }),
      ).toHaveAttribute("aria-selected", "true");
      await expectActiveOption(bezirk, "Graz (Stadt)");

      await list.getByRole("option", { name: "Reutte" }).tap();
      await expect(list).toHaveCount(0);
      await expect(bezirk).toHaveText("Reutte");
      await expect(bezirk).toHaveAttribute("aria-expanded", "false");
      await expect(bezirk).toBeFocused();

      // Open again, on the new value; a tap beside the list closes it and keeps the value.
      await bezirk.tap();
      await expect(
        list.getByRole("option", { name: "Reutte" }),
      ).toHaveAttribute("aria-selected", "true");
      await widgets
        .getByRole("heading", { name: "Auswahl", exact: true })
        .tap();
      await expect(list).toHaveCount(0);
      await expect(bezirk).toHaveText("Reutte");

      // A disabled option takes no tap; the add entry runs its action and keeps the value.
      const betreiber = widgets.getByRole("combobox", {
        name: "Betreiber",
        exact: true,
      });
      const betreiberList = widgets.getByRole("listbox", { name: "Betreiber" });
      await betreiber.tap();
      // A finger lands on it all the same: past Playwright's wait for an enabled element.
      await betreiberList
        .getByRole("option", {
          name: "Sappi Austria Produktions-GmbH & Co. KG",
        })
        .tap({ force: true });
      await expect(betreiberList).toBeVisible();
      await expect(betreiber).toHaveText("voestalpine Stahl GmbH");
      await betreiberList
        .getByRole("option", { name: "Neuen Betreiber anlegen" })
        .tap();
      await expect(betreiberList).toHaveCount(0);
      await expect(
        widgets.getByText(
          "„Neuen Betreiber anlegen“ 1× ausgeführt – der Wert bleibt.",
        ),
      ).toBeVisible();
      await expect(betreiber).toHaveText("voestalpine Stahl GmbH");
      expect(errors).toEqual([]);
    });
    await page.context().close();
  });
});

test.describe(
  "autocomplete: editable combobox with suggestions",
  { tag: "@phone" },
  () => {
    test("editable combobox with suggestions by keyboard and by touch", async ({
      browser,
    }) => {
      const { page, errors } = await openCatalogue(browser);
      await test.step("by keyboard: typed at once, arrows to a suggestion, Enter takes it", async () => {
        const widgets = part(page, "widgets");
        const gemeinde = widgets.getByRole("combobox", {
          name: "Gemeinde oder Bezirk",
        });
        const hits = widgets.getByRole("listbox", {
          name: "Gemeinde oder Bezirk",
        });
        await jumpTo(page, "widgets");
        await tabTo(page, gemeinde);

        await page.keyboard.type("gra");
        await expect(hits.getByRole("option")).toHaveText([
          "Bezirk Graz (Stadt)",
          "Bezirk Graz-Umgebung",
          "9131 Grafenstein",
          "3200 Ober-Grafendorf",
          "8010 Graz",
          "8101 Gratkorn",
          "8401 Kalsdorf bei Graz",
        ]);
        await page.keyboard.press("ArrowDown");
        await expectActiveOption(gemeinde, "Bezirk Graz (Stadt)");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        await expectActiveOption(gemeinde, "9131 Grafenstein");
        await page.keyboard.press("Enter");
        await expect(hits).toHaveCount(0);
        await expect(gemeinde).toHaveValue("9131 Grafenstein");
        await expect(
          widgets.getByText("Gewählt: 9131 Grafenstein"),
        ).toBeVisible();
        await expect(gemeinde).toBeFocused();
        expect(errors).toEqual([]);
      });
      await renderAfresh(page);
      await test.step("by touch: a tap into the field, letters from the on-screen keyboard, a tap on a suggestion", async () => {
        const widgets = part(page, "widgets");
        const gemeinde = widgets.getByRole("combobox", {
          name: "Gemeinde oder Bezirk",
        });
        const hits = widgets.getByRole("listbox", {
          name: "Gemeinde oder Bezirk",
        });

        await gemeinde.tap();
        await expect(gemeinde).toBeFocused();
        await typeOnScreen(page, "graz");
        await expect(hits.getByRole("option")).toHaveText([
          "Bezirk Graz (Stadt)",
          "Bezirk Graz-Umgebung",
          "8010 Graz",
          "8401 Kalsdorf bei Graz",
        ]);
        await expect(
          widgets.getByRole("status").filter({
            hasText: AUTOCOMPLETE_TEXTS.results(4),
          }),
        ).toHaveCount(1);
        const chosen = widgets.getByText("Gewählt: Bezirk Graz-Umgebung");
        await expect(chosen).toHaveCount(0);
        await hits.getByRole("option", { name: "Bezirk Graz-Umgebung" }).tap();
        await expect(hits).toHaveCount(0);
        await expect(gemeinde).toHaveValue("Bezirk Graz-Umgebung");
        await expect(chosen).toBeVisible();
        await expect(gemeinde).toBeFocused();
        expect(errors).toEqual([]);
      });
      await page.context().close();
    });
  },
);

test.describe("tooltip", { tag: "@phone" }, () => {
  test("tooltip by touch and by keyboard", async ({ browser }) => {
    const { page, errors } = await openCatalogue(browser);
    await test.step("by touch: a tap pins the info tooltip, its close button closes it; a long press pins a tooltip", async () => {
      const widgets = part(page, "widgets");
      const info = widgets.getByRole("button", { name: T.ui.moreInformation });
      const pinned = widgets.getByRole("dialog", {
        name: T.ui.moreInformation,
      });

      await info.tap();
      await expect(pinned).toBeVisible();
      await expect(pinned).toContainText(
        "Stand des Genehmigungsbescheids laut Behörde",
      );
      await expect(info).toHaveAttribute("aria-expanded", "true");
      await pinned.getByRole("button", { name: T.ui.closeTooltip }).tap();
      await expect(pinned).toHaveCount(0);
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(info).toBeFocused();

      const lcp = widgets.getByRole("button", { name: "LCP" });
      const lcpTooltip = widgets.getByRole("dialog", { name: "LCP" });
      await longPress(page, lcp, () => expect(lcpTooltip).toBeVisible());
      // Pinned: it stays once the finger is lifted.
      await expect(lcpTooltip).toContainText("Großfeuerungsanlagen");
      await lcpTooltip.getByRole("button", { name: T.ui.closeTooltip }).tap();
      await expect(lcpTooltip).toHaveCount(0);
      await expect(widgets.getByRole("tooltip")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
    // The keyboard part starts from the top of the page, as the page opened afresh.
    await renderAfresh(page);
    await test.step("by keyboard: focus shows the tooltip, Escape hides it; Enter pins the info tooltip, its close button returns the focus", async () => {
      const widgets = part(page, "widgets");
      const lcp = widgets.getByRole("button", { name: "LCP" });
      const tooltip = widgets.getByRole("tooltip");
      await jumpTo(page, "widgets");

      await page.keyboard.press("Tab");
      await expect(lcp).toBeFocused();
      await expect(tooltip).toContainText("Großfeuerungsanlagen");
      await expect(lcp).toHaveAttribute(
        "aria-describedby",
        (await tooltip.getAttribute("id"))!,
      );
      await page.keyboard.press("Escape");
      await expect(tooltip).toHaveCount(0);
      await expect(lcp).toBeFocused();

      const info = widgets.getByRole("button", { name: T.ui.moreInformation });
      const pinned = widgets.getByRole("dialog", {
        name: T.ui.moreInformation,
      });
      await page.keyboard.press("Tab");
      await expect(info).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(pinned).toBeVisible();
      await page.keyboard.press("Tab");
      const close = pinned.getByRole("button", { name: T.ui.closeTooltip });
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(pinned).toHaveCount(0);
      await expect(info).toBeFocused();
      expect(errors).toEqual([]);
    });
    await page.context().close();
  });
});

const DIALOG_TITLE = "Anlage aus dem Register entfernen";

test.describe("dialog", { tag: "@phone" }, () => {
  test("dialog by touch and by keyboard", async ({ browser }) => {
    const { page, errors } = await openCatalogue(browser);
    await test.step("by touch: a tap opens it with the focus inside, a tap on the backdrop leaves it open, 'Abbrechen' closes and the focus returns", async () => {
      const opener = part(page, "feedback").getByRole("button", {
        name: "Warndialog öffnen",
      });
      const dialog = page.getByRole("dialog", { name: DIALOG_TITLE });

      await opener.tap();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        "Die Anlage Zementwerk Wietersdorf wird aus dem Register entfernt.",
      );
      await expect(
        dialog.getByRole("button", { name: T.ui.closeDialog }),
      ).toBeFocused();
      // Beside the dialog, on the backdrop: what was entered is not thrown away.
      const box = (await dialog.boundingBox())!;
      await page.touchscreen.tap(box.x / 2, box.y + box.height / 2);
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: "Abbrechen" }).tap();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
    // The keyboard part starts from the top of the page, as the page opened afresh.
    await renderAfresh(page);
    await test.step("by keyboard: Enter opens it on its close button, Escape closes, the focus returns", async () => {
      const opener = part(page, "feedback").getByRole("button", {
        name: "Informationsdialog öffnen",
      });
      const dialog = page.getByRole("dialog", { name: DIALOG_TITLE });
      await jumpTo(page, "feedback");
      await tabTo(page, opener);

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("button", { name: T.ui.closeDialog }),
      ).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(
        dialog.getByRole("button", { name: "Abbrechen" }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
    await page.context().close();
  });
});

test.describe("drawer", { tag: "@phone" }, () => {
  test("drawer by keyboard and by touch", async ({ browser }) => {
    const { page, errors } = await openCatalogue(browser);
    await test.step("by keyboard: Enter opens it on its close button, the focus stays inside, Escape closes, the focus returns", async () => {
      const opener = part(page, "feedback").getByRole("button", {
        name: "Menü öffnen",
      });
      const drawer = page.getByRole("dialog", { name: "Menü" });
      await jumpTo(page, "feedback");
      await tabTo(page, opener);

      await page.keyboard.press("Enter");
      await expect(drawer).toBeVisible();
      const close = drawer.getByRole("button", { name: T.ui.closeMenu });
      await expect(close).toBeFocused();
      for (const name of [
        T.routes.start,
        T.routes.installations,
        T.routes.bvtConclusions,
      ]) {
        await page.keyboard.press("Tab");
        await expect(drawer.getByRole("link", { name })).toBeFocused();
      }
      // Past the last link the focus comes back to the drawer's first control, never to the page
      // behind it; some Chromium builds pass the browser's own controls on the way (one stop).
      await page.keyboard.press("Tab");
      if (!(await page.evaluate(() => document.hasFocus())))
        await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
    await test.step("by touch: a tap opens the menu drawer with the focus inside, its close button closes it and the focus returns", async () => {
      const opener = part(page, "feedback").getByRole("button", {
        name: "Menü öffnen",
      });
      const drawer = page.getByRole("dialog", { name: "Menü" });

      await opener.tap();
      await expect(drawer).toBeVisible();
      await expect(
        drawer.getByRole("navigation", { name: "Menü" }).getByRole("link"),
      ).toHaveText([
        T.routes.start,
        T.routes.installations,
        T.routes.bvtConclusions,
      ]);
      const close = drawer.getByRole("button", { name: T.ui.closeMenu });
      await expect(close).toBeFocused();
      await close.tap();
      await expect(drawer).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
    await page.context().close();
  });
});

const NARROW_BAR = "Zu schmal: die übrigen Aktionen im Menü „Mehr“";

test.describe("menu: the action bar's 'Mehr'", { tag: "@phone" }, () => {
  test("'Mehr' menu by keyboard and by touch", async ({ browser }) => {
    const { page, errors } = await openCatalogue(browser);
    await test.step("by keyboard: Enter opens it on its first item, arrows and End move, Enter runs the item and the focus returns", async () => {
      const demo = part(page, "pageChrome").getByRole("group", {
        name: NARROW_BAR,
      });
      const more = demo.getByRole("button", { name: T.ui.more });
      const menu = page.getByRole("menu", { name: T.ui.more });
      await jumpTo(page, "pageChrome");
      await tabTo(page, more);

      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      const items = menu.getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("End");
      await expect(
        menu.getByRole("menuitem", { name: "Drucken" }),
      ).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveCount(0);
      await expect(demo.getByRole("status")).toHaveText("Gewählt: Drucken");
      await expect(more).toBeFocused();
      expect(errors).toEqual([]);
    });
    await renderAfresh(page);
    await test.step("by touch: a tap opens it, a tap on an item runs it and closes the menu, a tap beside closes it", async () => {
      const demo = part(page, "pageChrome").getByRole("group", {
        name: NARROW_BAR,
      });
      const more = demo.getByRole("button", { name: T.ui.more });
      const menu = page.getByRole("menu", { name: T.ui.more });

      await more.tap();
      await expect(menu).toBeVisible();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("menuitem").last()).toHaveText("Drucken");
      await menu.getByRole("menuitem", { name: "Drucken" }).tap();
      await expect(menu).toHaveCount(0);
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(demo.getByRole("status")).toHaveText("Gewählt: Drucken");
      await expect(more).toBeFocused();

      await more.tap();
      await expect(menu).toBeVisible();
      await demo.getByRole("heading", { name: NARROW_BAR }).tap();
      await expect(menu).toHaveCount(0);
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(demo.getByRole("status")).toHaveText("Gewählt: Drucken");
      expect(errors).toEqual([]);
    });
    await page.context().close();
  });
});

const BETREIBER = "Wietersdorfer & Peggauer Zementwerke GmbH";

test.describe(
  "disclosure: collapsible blocks and the info text",
  { tag: "@phone" },
  () => {
    test("collapsible blocks and the info text by keyboard and by touch", async ({
      browser,
    }) => {
      const { page, errors } = await openCatalogue(browser);
      await test.step("by keyboard: Enter opens a block, Space closes it, the focus stays on its button", async () => {
        const feedback = part(page, "feedback");
        const block = feedback.getByRole("button", {
          name: "Betreiber",
          exact: true,
        });
        await jumpTo(page, "feedback");
        await tabTo(page, block);

        await page.keyboard.press("Enter");
        await expect(block).toHaveAttribute("aria-expanded", "true");
        await expect(feedback.getByText(BETREIBER)).toBeVisible();
        await expect(block).toBeFocused();
        await page.keyboard.press("Space");
        await expect(block).toHaveAttribute("aria-expanded", "false");
        await expect(feedback.getByText(BETREIBER)).toBeHidden();
        await expect(block).toBeFocused();
        expect(errors).toEqual([]);
      });
      await test.step("by touch: a tap opens a block and closes it, 'Alles aufklappen' opens all, the info text shows more", async () => {
        const feedback = part(page, "feedback");
        const block = feedback.getByRole("button", {
          name: "Betreiber",
          exact: true,
        });

        await block.tap();
        await expect(block).toHaveAttribute("aria-expanded", "true");
        await expect(feedback.getByText(BETREIBER)).toBeVisible();
        await block.tap();
        await expect(block).toHaveAttribute("aria-expanded", "false");
        await expect(feedback.getByText(BETREIBER)).toBeHidden();

        await feedback.getByRole("button", { name: T.ui.expandAll }).tap();
        for (const name of ["Betreiber", "Standort", "BVT-Schlussfolgerungen"])
          await expect(
            feedback.getByRole("button", { name, exact: true }),
          ).toHaveAttribute("aria-expanded", "true");
        await expect(
          feedback.getByRole("button", { name: T.ui.collapseAll }),
        ).toBeVisible();

        const more = feedback
          .getByRole("button", { name: T.ui.showAdditional })
          .first();
        await more.tap();
        const less = feedback
          .getByRole("button", { name: T.ui.hideAdditional })
          .first();
        await expect(less).toHaveAttribute("aria-expanded", "true");
        await expect(
          feedback
            .getByText(/^Die Angaben stammen aus den Meldungen der Betreiber/)
            .first(),
        ).toBeVisible();
        expect(errors).toEqual([]);
      });
      await page.context().close();
    });
  },
);
