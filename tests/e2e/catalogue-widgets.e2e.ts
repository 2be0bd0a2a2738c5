import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser, openPage } from "./browser";

/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: "section[aria-labelledby=auswahl]" };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function openCatalogue(width: number) {
  const opened = await openPage(browser, "/portal/katalog");
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page.locator("#auswahl").waitFor({ timeout: 15_000 });
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

async function activeOptionText(combobox: Locator): Promise<string> {
  const id = await combobox.getAttribute("aria-activedescendant");
  assert.ok(id, "the combobox names an active option");
  return (await combobox.page().locator(`[id="${id}"]`).textContent()) ?? "";
}

for (const width of [1280, 375]) {
  describe(`catalogue 'Tooltip, Auswahl und Suche' at ${width} px`, () => {
    test("axe finds nothing, closed and with the lists and a tooltip open", async () => {
      const { page, errors, section } = await openCatalogue(width);
      assert.deepEqual(await axeViolations(page, SCOPE), [], "closed");

      await section
        .getByRole("combobox", { name: "Politischer Bezirk" })
        .click();
      await section
        .getByRole("listbox", { name: "Politischer Bezirk" })
        .waitFor();
      assert.deepEqual(
        await axeViolations(page, SCOPE),
        [],
        "select list open",
      );
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "BVT-Schlussfolgerung" })
        .click();
      await section
        .getByRole("option", { name: "Keine Einträge vorhanden" })
        .waitFor();
      assert.deepEqual(
        await axeViolations(page, SCOPE),
        [],
        "empty select list open",
      );
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "Gemeinde oder Bezirk" })
        .pressSequentially("gra");
      await section
        .getByRole("listbox", { name: "Gemeinde oder Bezirk" })
        .waitFor();
      assert.deepEqual(
        await axeViolations(page, SCOPE),
        [],
        "autocomplete list open",
      );
      await page.keyboard.press("Escape");

      await section
        .getByRole("combobox", { name: "Gemeinde (Suche schlägt fehl)" })
        .pressSequentially("wien");
      await section
        .getByText(
          "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
        )
        .first()
        .waitFor();
      assert.deepEqual(
        await axeViolations(page, SCOPE),
        [],
        "autocomplete error",
      );
      await page.keyboard.press("Escape");

      await section.getByRole("button", { name: "Mehr Informationen" }).click();
      await section
        .getByRole("button", { name: "Tooltip schließen" })
        .waitFor();
      // Contrast counts once the 150 ms fade-in has ended.
      await page.waitForFunction(
        (tooltip) => getComputedStyle(tooltip!).opacity === "1",
        await section
          .getByRole("dialog", { name: "Mehr Informationen" })
          .elementHandle(),
      );
      assert.deepEqual(await axeViolations(page, SCOPE), [], "pinned tooltip");

      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });
}

describe("catalogue 'Tooltip, Auswahl und Suche' with the keyboard only", () => {
  test("tooltip, select with type-ahead and autocomplete, pinned info tooltip", async () => {
    const { page, errors, section } = await openCatalogue(1280);

    // Tooltip: focus shows it after 300 ms, Escape hides it.
    await tabTo(page, "LCP");
    const lcp = section.getByRole("button", { name: "LCP" });
    const tooltip = section.getByRole("tooltip");
    await tooltip.waitFor();
    assert.match((await tooltip.textContent()) ?? "", /Großfeuerungsanlagen/);
    assert.equal(
      await lcp.getAttribute("aria-describedby"),
      await tooltip.getAttribute("id"),
    );
    await page.keyboard.press("Escape");
    await tooltip.waitFor({ state: "detached" });
    assert.equal(await lcp.getAttribute("aria-describedby"), null);

    // The pinned info tooltip is a non-modal dialog: Enter opens it, Escape from its close button
    // closes it and returns to the info button.
    await tabTo(page, "Mehr Informationen");
    const info = section.getByRole("button", { name: "Mehr Informationen" });
    assert.equal(await info.getAttribute("aria-haspopup"), "dialog");
    await page.keyboard.press("Enter");
    const pinned = section.getByRole("dialog", { name: "Mehr Informationen" });
    await pinned.waitFor();
    await page.keyboard.press("Tab");
    assert.equal(
      await pinned
        .getByRole("button", { name: "Tooltip schließen" })
        .evaluate((element) => element === document.activeElement),
      true,
    );
    await page.keyboard.press("Escape");
    await pinned.waitFor({ state: "detached" });
    assert.equal(
      await info.evaluate((element) => element === document.activeElement),
      true,
    );

    // Select: open, type-ahead to Steiermark, choose with Enter.
    await tabTo(page, "Bundesland");
    const bundesland = section.getByRole("combobox", {
      name: "Bundesland",
      exact: true,
    });
    await page.keyboard.press("Enter");
    assert.equal(await bundesland.getAttribute("aria-expanded"), "true");
    await page.keyboard.type("st");
    assert.equal(await activeOptionText(bundesland), "Steiermark");
    await page.keyboard.press("Enter");
    assert.equal(await bundesland.getAttribute("aria-expanded"), "false");
    assert.equal((await bundesland.textContent())?.trim(), "Steiermark");

    // Type-ahead starts after the current option, as a native select: from 'Graz (Stadt)' "r" is
    // 'Reutte', not 'Rust (Stadt)'. Escape and reopening return to it (APG).
    await tabTo(page, "Politischer Bezirk");
    const bezirk = section.getByRole("combobox", {
      name: "Politischer Bezirk",
    });
    assert.equal((await bezirk.textContent())?.trim(), "Graz (Stadt)");
    await page.keyboard.type("r");
    assert.equal(await activeOptionText(bezirk), "Reutte");
    await page.keyboard.press("Escape");
    assert.equal(await bezirk.getAttribute("aria-expanded"), "false");
    await page.keyboard.press("ArrowDown");
    assert.equal(await activeOptionText(bezirk), "Reutte");
    await page.keyboard.press("Escape");
    assert.equal((await bezirk.textContent())?.trim(), "Graz (Stadt)");

    // Autocomplete: type, arrow to the second hit, choose with Enter.
    await tabTo(page, "Gemeinde oder Bezirk");
    const gemeinde = section.getByRole("combobox", {
      name: "Gemeinde oder Bezirk",
    });
    await page.keyboard.type("gra");
    const hits = section.getByRole("listbox", { name: "Gemeinde oder Bezirk" });
    await hits.waitFor();
    assert.equal(
      await section
        .getByRole("status")
        .filter({ hasText: /Ergebnisse verfügbar/ })
        .count(),
      1,
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = await activeOptionText(gemeinde);
    assert.equal(
      second,
      (await hits.getByRole("option").nth(1).textContent()) ?? "",
    );
    await page.keyboard.press("Enter");
    await hits.waitFor({ state: "detached" });
    assert.equal(await gemeinde.inputValue(), second);
    await section.getByText(`Gewählt: ${second}`).waitFor();

    // Typing on clears the highlighted option at once; Enter then only closes the list.
    await page.keyboard.press("Control+A");
    await page.keyboard.type("graz");
    await hits.getByRole("option", { name: "Bezirk Graz (Stadt)" }).waitFor();
    await page.keyboard.press("ArrowDown");
    assert.equal(await activeOptionText(gemeinde), "Bezirk Graz (Stadt)");
    await page.keyboard.type("x");
    assert.equal(await gemeinde.getAttribute("aria-activedescendant"), null);
    await page.keyboard.press("Enter");
    await hits.waitFor({ state: "detached" });
    assert.equal(await gemeinde.inputValue(), "grazx");
    assert.equal(
      await section.getByText("Gewählt: Bezirk Graz (Stadt)").count(),
      0,
    );

    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
