import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { openPage } from "./browser";

test.describe.configure({ mode: "parallel" });

const SECTION = "#rueckmeldungen";
/** axe on this part of the catalogue (and on what it portals to <body>). */
const SCOPE = { root: "section[aria-labelledby=rueckmeldungen]" };

async function openCatalogue(browser: Browser, width: number): Promise<Page> {
  const { page } = await openPage(browser, "/portal/katalog");
  await page.setViewportSize({ width, height: 900 });
  await expect(page.locator(SECTION)).toBeVisible();
  return page;
}

const section = (page: Page): Locator =>
  page.locator("section", { has: page.locator(SECTION) });

/** The focused element; its text is what `focusedText` was. */
const focusedElement = (page: Page): Locator => page.locator(":focus");

/** Presses Tab until the control of that name in the section or an open modal has focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press("Tab");
    const reached = await page.evaluate(
      ({ selector, wanted }) => {
        const active = document.activeElement;
        const scope = document.querySelector(selector)?.closest("section");
        const inScope = scope?.contains(active) || active?.closest("dialog");
        const activeName =
          active?.getAttribute("aria-label") ?? active?.textContent?.trim();
        return Boolean(inScope) && activeName === wanted;
      },
      { selector: SECTION, wanted: name },
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached '${name}'`);
}

/**
 * Records every element outside the modal dialog that takes the focus from now on: the page
 * behind a modal dialog is inert, so none ever does.
 */
async function watchFocusOnThePage(
  page: Page,
): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const left: string[] = [];
    (window as unknown as { focusLeft: string[] }).focusLeft = left;
    document.addEventListener("focusin", ({ target }) => {
      if (target instanceof Element && !target.closest("dialog:modal"))
        left.push(`${target.tagName}:${target.textContent?.trim()}`);
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { focusLeft: string[] }).focusLeft,
    );
}

/**
 * Where the focus is after a Tab: the name of the dialog's control that has it, or null where it
 * has left the page. Between the last control and the first the platform lets Tab pass through
 * the browser's own controls, as before the page's first; the page behind is never reached.
 */
async function focusInDialog(dialog: Locator, step: string) {
  const { inDialog, onPage, name } = await dialog.evaluate((element) => {
    const active = document.activeElement;
    return {
      inDialog: element.contains(active),
      onPage: document.hasFocus() && active !== document.body,
      name: active?.getAttribute("aria-label") ?? active?.textContent?.trim(),
    };
  });
  expect(inDialog || !onPage, `${step}: focus left the modal`).toBe(true);
  return inDialog ? name : null;
}

/**
 * Why Chromium's accessibility tree leaves out the button named `name`, if it does: a modal
 * dialog leaves out the page behind it ("activeModalDialog").
 */
async function ignoredFor(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `[...document.querySelectorAll("button")].find((button) => button.textContent.trim() === ${JSON.stringify(name)})`,
  });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await cdp.detach();
  return nodes[0]?.ignoredReasons?.map((reason) => reason.name) ?? [];
}

for (const width of [1280, 375]) {
  test.describe(`feedback catalogue at ${width} px`, () => {
    test("axe finds nothing, with every overlay and disclosure open once", async ({
      browser,
    }) => {
      const page = await openCatalogue(browser, width);
      expect(await axeViolations(page, SCOPE)).toEqual([]);

      await section(page)
        .getByRole("button", { name: "Zusatzinformationen einblenden" })
        .click();
      await section(page)
        .getByRole("button", { name: "Alles aufklappen" })
        .click();
      await section(page)
        .getByRole("button", { name: "Verzögertes Laden starten" })
        .click();
      // The delayed spinner's label, beside the plain spinner's (read by screen readers only).
      const loading = section(page).getByText("Wird geladen …", {
        exact: true,
      });
      await expect(loading).toHaveCount(2);
      await expect(loading.last()).toBeVisible();
      expect(await axeViolations(page, SCOPE)).toEqual([]);

      for (const [opener, name] of [
        ["Warndialog öffnen", "Anlage aus dem Register entfernen"],
        ["Sehr großen Dialog öffnen", "Genehmigungsinhalte der Anlage"],
        ["Meldung öffnen", "Kein Filter ausgewählt"],
        ["Menü öffnen", "Menü"],
      ] as const) {
        await section(page)
          .getByRole("button", { name: opener, exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page, SCOPE), opener).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
      await page.context().close();
    });

    test("dialogs keep within the viewport", async ({ browser }) => {
      const page = await openCatalogue(browser, width);
      for (const [opener, name, expected] of [
        ["Informationsdialog öffnen", "Anlage aus dem Register entfernen", 564],
        ["Großen Dialog öffnen", "Genehmigungsinhalte der Anlage", 604],
        ["Sehr großen Dialog öffnen", "Genehmigungsinhalte der Anlage", 1008],
      ] as const) {
        await section(page)
          .getByRole("button", { name: opener, exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name });
        await expect(dialog).toBeVisible();
        await expect(async () => {
          const box = await dialog.boundingBox();
          expect(box).not.toBeNull();
          expect(Math.round(box!.width)).toBe(Math.min(expected, width - 32));
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }).toPass();
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
      await page.context().close();
    });
  });
}

test.describe("the page behind a modal dialog", () => {
  const BEHIND = "Meldung öffnen";
  /** The portal page's own elements, which the remote leaves as they were. */
  const portalPage = (page: Page) =>
    page.evaluate(() =>
      [document.documentElement, document.body].map((element) => [
        element.getAttribute("style"),
        element.getAttribute("class"),
      ]),
    );

  for (const [opener, name] of [
    ["Warndialog öffnen", "Anlage aus dem Register entfernen"],
    ["Menü öffnen", "Menü"],
  ] as const) {
    test(`'${opener}': the page is out of reach of focus, pointer and screen readers; a click on it closes nothing`, async ({
      browser,
    }) => {
      const page = await openCatalogue(browser, 1280);
      const behind = section(page).getByRole("button", {
        name: BEHIND,
        exact: true,
      });
      const before = await portalPage(page);
      expect(await ignoredFor(page, BEHIND)).toEqual([]);
      await section(page)
        .getByRole("button", { name: opener, exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();

      expect(await ignoredFor(page, BEHIND)).toEqual(["activeModalDialog"]);
      await behind.evaluate((button) => button.focus());
      await expect(behind).not.toBeFocused();
      // On the backdrop (or the drawer over it): what was entered in the dialog stays.
      const box = (await behind.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(
        page.getByRole("dialog", { name: "Kein Filter ausgewählt" }),
      ).toHaveCount(0);
      await expect(dialog).toBeVisible();
      expect(await portalPage(page)).toEqual(before);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      expect(await ignoredFor(page, BEHIND)).toEqual([]);
      expect(await portalPage(page)).toEqual(before);
      await page.context().close();
    });
  }
});

test.describe("feedback catalogue with the keyboard only", () => {
  for (const [opener, name, closeName] of [
    [
      "Informationsdialog öffnen",
      "Anlage aus dem Register entfernen",
      "Dialog schließen",
    ],
    ["Menü öffnen", "Menü", "Menü schließen"],
  ] as const) {
    test(`'${opener}': focus moves in, stays in, Escape closes, focus returns`, async ({
      browser,
    }) => {
      const page = await openCatalogue(browser, 1280);
      await tabTo(page, opener);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("button", { name: closeName }),
      ).toBeFocused();
      const focusLeft = await watchFocusOnThePage(page);
      // Round and round the dialog's controls, with one stop outside the page between the last
      // and the first (null).
      const round = [
        ...(await dialog
          .locator("button, [href]")
          .evaluateAll((controls) =>
            controls.map(
              (control) =>
                control.getAttribute("aria-label") ??
                control.textContent?.trim(),
            ),
          )),
        null,
      ];
      const stop = (index: number) =>
        round[((index % round.length) + round.length) % round.length];
      for (let presses = 1; presses <= 6; presses += 1) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(dialog, `Tab ${presses}`)).toBe(
          stop(presses),
        );
      }
      for (let presses = 1; presses <= 6; presses += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInDialog(dialog, `Shift+Tab ${presses}`)).toBe(
          stop(6 - presses),
        );
      }
      expect(await focusLeft(), "focus left the modal").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(
        section(page).getByRole("button", { name: opener, exact: true }),
      ).toBeFocused();
      await page.context().close();
    });
  }

  test("'Schließen' of the message dialog with Enter", async ({ browser }) => {
    const page = await openCatalogue(browser, 1280);
    await tabTo(page, "Meldung öffnen");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Kein Filter ausgewählt" });
    await expect(dialog).toBeVisible();
    await tabTo(page, "Schließen");
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(focusedElement(page)).toHaveText("Meldung öffnen");
    await page.context().close();
  });

  test("'Alles aufklappen' and 'Alles zuklappen' open and close every block", async ({
    browser,
  }) => {
    const page = await openCatalogue(browser, 1280);
    const blocks = ["Betreiber", "Standort", "BVT-Schlussfolgerungen"].map(
      (name) => section(page).getByRole("button", { name, exact: true }),
    );
    await tabTo(page, "Alles aufklappen");
    await page.keyboard.press("Enter");
    for (const block of blocks) {
      await expect(block).toHaveAttribute("aria-expanded", "true");
    }
    await expect(focusedElement(page)).toHaveText("Alles zuklappen");
    await page.keyboard.press("Space");
    for (const block of blocks) {
      await expect(block).toHaveAttribute("aria-expanded", "false");
    }
    await expect(
      section(page).getByText(
        "CLM Zement-, Kalk- und Magnesiumoxidindustrie 2013/163/EU",
      ),
    ).toBeHidden();
    await expect(
      section(page).getByRole("button", { name: "Alles aufklappen" }),
    ).toHaveCount(1);
    // The group with a single block has no toggle.
    await expect(
      section(page).getByRole("button", { name: /Alles (auf|zu)klappen/ }),
    ).toHaveCount(1);
    await page.context().close();
  });

  test("a block and the info text open with the keyboard", async ({
    browser,
  }) => {
    const page = await openCatalogue(browser, 1280);
    await tabTo(page, "Zusatzinformationen einblenden");
    await page.keyboard.press("Enter");
    await expect(focusedElement(page)).toHaveText(
      "Zusatzinformationen ausblenden",
    );
    await tabTo(page, "Betreiber");
    await page.keyboard.press("Enter");
    await expect(
      section(page).getByText("Wietersdorfer & Peggauer Zementwerke GmbH"),
    ).toBeVisible();
    await page.context().close();
  });

  test("scrollToBlock opens the block and leaves 10 px above it", async ({
    browser,
  }) => {
    const page = await openCatalogue(browser, 1280);
    await tabTo(page, "Zu „BVT-Schlussfolgerungen“ springen");
    await page.keyboard.press("Enter");
    const block = page.locator("#katalog-block-bvt");
    await expect
      .poll(() =>
        block.evaluate((element) =>
          Math.round(element.getBoundingClientRect().top),
        ),
      )
      .toBe(10);
    await expect(block.getByRole("button")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.context().close();
  });

  test("a dismissible alert closes with the keyboard and focus moves on", async ({
    browser,
  }) => {
    const page = await openCatalogue(browser, 1280);
    await tabTo(page, "Schließen");
    await page.keyboard.press("Enter");
    await expect(
      section(page).getByText(
        "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
      ),
    ).toHaveCount(0);
    await expect(focusedElement(page)).toHaveText("Hinweise wiederherstellen");
    await page.context().close();
  });
});
