/**
 * The catalogue's 'Tooltip, Auswahl und Suche' (host-dev's /portal/katalog): axe at two widths with
 * every list and the pinned tooltip open, and the tooltip, the select and the autocomplete by
 * keyboard alone.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { openPage } from "./browser";

test.describe.configure({ mode: "parallel" });
// The widgets' fades are part of what is checked: with the motion a reader gets by default.
test.use({ reducedMotion: "no-preference" });

/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: "section[aria-labelledby=auswahl]" };

async function openCatalogue(browser: Browser, width: number) {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await expect(opened.page.locator("#auswahl")).toBeVisible();
  return { ...opened, section: section(opened.page) };
}

function section(page: Page): Locator {
  return page.locator("section", { has: page.locator("#auswahl") });
}

/** Tab until the focused element matches; keyboard only. */
async function tabTo(page: Page, accessibleName: string, max = 60) {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active) return "";
      const labelledBy = active.getAttribute("aria-labelledby");
      const label = labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : (active.getAttribute("aria-label") ??
          (active.id
            ? document.querySelector(`label[for="${active.id}"]`)?.textContent
            : null) ??
          active.textContent);
      return label?.trim() ?? "";
    });
    if (name === accessibleName) return;
  }
  throw new Error(`'${accessibleName}' not reached with Tab`);
}

/** The text of the option the combobox names as active (none: null). */
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

for (const width of [1280, 375]) {
  test.describe(`catalogue 'Tooltip, Auswahl und Suche' at ${width} px`, () => {
    test("axe finds nothing, closed and with the lists and a tooltip open", async ({
      browser,
    }) => {
      const { page, errors, section } = await openCatalogue(browser, width);
      expect(await axeViolations(page, SCOPE), "closed").toEqual([]);

      await section
        .getByRole("combobox", { name: "Politischer Bezirk" })
        .click();
      await expect(
        section.getByRole("listbox", { name: "Politischer Bezirk" }),
      ).toBeVisible();
      expect(await axeViolations(page, SCOPE), "select list open").toEqual([]);
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "BVT-Schlussfolgerung" })
        .click();
      await expect(
        section.getByRole("option", { name: "Keine Einträge vorhanden" }),
      ).toBeVisible();
      expect(
        await axeViolations(page, SCOPE),
        "empty select list open",
      ).toEqual([]);
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "Gemeinde oder Bezirk" })
        .pressSequentially("gra");
      await expect(
        section.getByRole("listbox", { name: "Gemeinde oder Bezirk" }),
      ).toBeVisible();
      expect(
        await axeViolations(page, SCOPE),
        "autocomplete list open",
      ).toEqual([]);
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "Gemeinde (Suche schlägt fehl)" })
        .pressSequentially("wien");
      await expect(
        section
          .getByText(
            "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
          )
          .first(),
      ).toBeVisible();
      expect(await axeViolations(page, SCOPE), "autocomplete error").toEqual(
        [],
      );
      await page.keyboard.press("Escape");

      await section.getByRole("button", { name: "Mehr Informationen" }).click();
      await expect(
        section.getByRole("button", { name: "Tooltip schließen" }),
      ).toBeVisible();
      // Contrast counts once the 150 ms fade-in has ended.
      await expect(
        section.getByRole("dialog", { name: "Mehr Informationen" }),
      ).toHaveCSS("opacity", "1");
      expect(await axeViolations(page, SCOPE), "pinned tooltip").toEqual([]);

      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}

test.describe("catalogue 'Tooltip, Auswahl und Suche' with the keyboard only", () => {
  test("tooltip, select with type-ahead and autocomplete, pinned info tooltip", async ({
    browser,
  }) => {
    const { page, errors, section } = await openCatalogue(browser, 1280);

    // Tooltip: focus shows it after 300 ms, Escape hides it.
    await tabTo(page, "LCP");
    const lcp = section.getByRole("button", { name: "LCP" });
    const tooltip = section.getByRole("tooltip");
    await expect(tooltip).toContainText("Großfeuerungsanlagen");
    await expect(lcp).toHaveAttribute(
      "aria-describedby",
      (await tooltip.getAttribute("id"))!,
    );
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(lcp).not.toHaveAttribute("aria-describedby");

    // The pinned info tooltip is a non-modal dialog: Enter opens it, Escape from its close button
    // closes it and returns to the info button.
    await tabTo(page, "Mehr Informationen");
    const info = section.getByRole("button", { name: "Mehr Informationen" });
    await expect(info).toHaveAttribute("aria-haspopup", "dialog");
    await page.keyboard.press("Enter");
    const pinned = section.getByRole("dialog", {
      name: "Mehr Informationen",
    });
    await expect(pinned).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      pinned.getByRole("button", { name: "Tooltip schließen" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(pinned).toHaveCount(0);
    await expect(info).toBeFocused();

    // Select: open, type-ahead to Steiermark, choose with Enter.
    await tabTo(page, "Bundesland");
    const bundesland = section.getByRole("combobox", {
      name: "Bundesland",
      exact: true,
    });
    await page.keyboard.press("Enter");
    await expect(bundesland).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.type("st");
    await expectActiveOption(bundesland, "Steiermark");
    await page.keyboard.press("Enter");
    await expect(bundesland).toHaveAttribute("aria-expanded", "false");
    await expect(bundesland).toHaveText("Steiermark");

    // Type-ahead starts after the current option, as a native select: from 'Graz (Stadt)' "r" is
    // 'Reutte', not 'Rust (Stadt)'. Escape and reopening return to it (APG).
    await tabTo(page, "Politischer Bezirk");
    const bezirk = section.getByRole("combobox", {
      name: "Politischer Bezirk",
    });
    await expect(bezirk).toHaveText("Graz (Stadt)");
    await page.keyboard.type("r");
    await expectActiveOption(bezirk, "Reutte");
    await page.keyboard.press("Escape");
    await expect(bezirk).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expectActiveOption(bezirk, "Reutte");
    await page.keyboard.press("Escape");
    await expect(bezirk).toHaveText("Graz (Stadt)");

    // Autocomplete: type, arrow to the second hit, choose with Enter.
    await tabTo(page, "Gemeinde oder Bezirk");
    const gemeinde = section.getByRole("combobox", {
      name: "Gemeinde oder Bezirk",
    });
    await page.keyboard.type("gra");
    const hits = section.getByRole("listbox", {
      name: "Gemeinde oder Bezirk",
    });
    await expect(hits).toBeVisible();
    // The hits for all three letters, not still those for "g" or "gr".
    await expect(
      hits.getByRole("option").filter({ hasNotText: /gra/i }),
    ).toHaveCount(0);
    await expect(
      section.getByRole("status").filter({ hasText: /Ergebnisse verfügbar/ }),
    ).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = (await hits.getByRole("option").nth(1).textContent())!;
    await expectActiveOption(gemeinde, second);
    await page.keyboard.press("Enter");
    await expect(hits).toHaveCount(0);
    await expect(gemeinde).toHaveValue(second);
    await expect(section.getByText(`Gewählt: ${second}`)).toBeVisible();

    // Typing on clears the highlighted option at once; Enter then only closes the list.
    await page.keyboard.press("Control+A");
    await page.keyboard.type("graz");
    await expect(
      hits.getByRole("option", { name: "Bezirk Graz (Stadt)" }),
    ).toBeVisible();
    // The hits for "graz", not still those for "gra", which the next search would replace.
    await expect(
      hits.getByRole("option").filter({ hasNotText: /graz/i }),
    ).toHaveCount(0);
    await page.keyboard.press("ArrowDown");
    await expectActiveOption(gemeinde, "Bezirk Graz (Stadt)");
    await page.keyboard.type("x");
    await expect(gemeinde).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("Enter");
    await expect(hits).toHaveCount(0);
    await expect(gemeinde).toHaveValue("grazx");
    await expect(section.getByText("Gewählt: Bezirk Graz (Stadt)")).toHaveCount(
      0,
    );

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
