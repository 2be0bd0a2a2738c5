/**
 * Keyboard-only proof: the main tasks of the register done with the keyboard alone (no mouse, no
 * clicks), as the authority persona: find an installation by place and export the list to Excel,
 * open the installation, switch the role in the user menu, make, rename and duplicate a saved
 * filter (and delete both again), answer the session dialog. At every Tab stop the focused element
 * must be visible and show a focus indicator; each step asserts by role where focus went.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { BASE_URL } from "../e2e/browser";
import { quietBackground, watchApi } from "../e2e/network";
import {
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  urlEndingIn,
} from "../e2e/pages";
import { UNSTORED_KEY_PREFIX } from "../../src/framework/filters/storageKeys";
import { T } from "../../src/i18n/de";

const MIN = 60_000;
const PLACE = "Linz";
const NAME = "Wien, über die Tastatur";
const COPY = T.filters.copyOf(NAME);

/** For the summary line. */
const figures = { keys: 0, stops: 0 };

async function press(page: Page, key: string) {
  figures.keys += 1;
  await page.keyboard.press(key);
}

/** Where focus is, and whether a sighted keyboard user can see it there. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body)
      return {
        what: "nothing (focus lost to <body>)",
        visible: false,
        left: true,
      };
    const style = getComputedStyle(active);
    const box = active.getBoundingClientRect();
    const indicator =
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== "none";
    return {
      what: `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 60)}"`,
      visible:
        active.matches(":focus-visible") &&
        indicator &&
        box.width > 0 &&
        box.height > 0,
      left: false,
    };
  });
}

/** Whatever has focus shows it; on failure, what had it. */
async function expectVisibleFocus(page: Page, what: string) {
  await expect
    .poll(
      async () => {
        const state = await focusState(page);
        return state.visible ? "visible" : `not visible on ${state.what}`;
      },
      { message: `${what}: focus` },
    )
    .toBe("visible");
  figures.stops += 1;
}

async function isFocused(target: Locator): Promise<boolean> {
  return (await target.count()) === 1
    ? target.evaluate((element) => element === document.activeElement)
    : false;
}

/** Focus is on `target` (found by role) and visibly so. */
async function expectFocus(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeFocused();
  await expectVisibleFocus(page, what);
}

/**
 * Tab (or Shift+Tab) until `target` has focus, unless it has it already; every stop on the way
 * shows where focus is. Past the end of the page focus leaves it once (to the browser) and comes
 * back at the other end; nowhere else may it be lost.
 */
async function tabTo(page: Page, target: Locator, what: string, back = false) {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  let wrapped = false;
  for (let step = 0; step < 100; step += 1) {
    await press(page, back ? "Shift+Tab" : "Tab");
    const state = await focusState(page);
    if (state.left && !wrapped) {
      wrapped = true;
      continue;
    }
    await expectVisibleFocus(page, `on the way to ${what}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${what} not reached with ${back ? "Shift+Tab" : "Tab"}`);
}

/** Saved-filter changes the page keeps until the portal has confirmed them. */
function unstoredFilterChanges(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
    UNSTORED_KEY_PREFIX,
  );
}

const app = (page: Page) => page.locator("#natippc-container");

test("authority, keyboard only: find by place, export, open, switch role, saved filter, session dialog", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const unanswered = watchApi(page).open;
  // The session dialog is brought forward with Playwright's clock.
  await page.clock.install();
  await signIn(page, "authority", PATHS.register);
  const register = new RegisterPage(page);
  const main = app(page).getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: T.routes.installations }),
  ).toBeVisible();
  await expect(register.count).toBeVisible();

  // Find by place: type, pick a suggestion with the arrow keys.
  const place = register.place;
  await tabTo(page, place, "'Ort oder PLZ'");
  const count = await register.count.textContent();
  figures.keys += PLACE.length;
  await page.keyboard.type(PLACE);
  const suggestion = page.getByRole("listbox").getByRole("option").first();
  await expect(suggestion).toHaveText(/^4\d{3} Linz$/);
  const chosen = (await suggestion.textContent()) ?? "";
  await press(page, "ArrowDown");
  await expect(place).toHaveAttribute(
    "aria-activedescendant",
    (await suggestion.getAttribute("id")) ?? "",
  );
  await press(page, "Enter");
  await expectFocus(page, place, "the place field after choosing");
  await expect(place).toHaveValue(chosen);
  await expect
    .poll(
      async () =>
        (await register.count.allTextContents()).some((text) => text !== count),
      "a new result count",
    )
    .toBe(true);
  const firstRow = register.rowLink(0);
  const postcode = chosen.slice(0, 4);
  await expect(register.rows.first()).toContainText(`${postcode} Linz`);

  // Export the list found: the toast says where the file will be, 'Aufträge' joins the navigation.
  const excel = register.excelExport;
  await tabTo(page, excel, "'Excel-Export'", true);
  const exported = page.waitForResponse((response) =>
    response.url().endsWith("/natippc/api/ippcInstallations/excel"),
  );
  await press(page, "Enter");
  const taskId = ((await (await exported).json()) as { id: string }).id;
  await expect(register.excelStarted).toBeVisible();
  // In the bar, or under its 'Mehr' where the bar has no room for it.
  await expect(
    app(page)
      .getByRole("navigation", { name: "Hauptnavigation" })
      .locator("a", { hasText: T.routes.userTasklist }),
  ).toBeAttached();
  await expectFocus(page, excel, "'Excel-Export' after starting it");

  // Open the first installation found.
  const name = (await firstRow.textContent()) ?? "";
  await tabTo(page, firstRow, `the row link '${name}'`);
  await press(page, "Enter");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();

  // Switch the role in the user menu; the app goes to its root.
  const menuButton = app(page).getByRole("button", { name: /, Benutzermenü$/ });
  await tabTo(page, menuButton, "the user menu button", true);
  await press(page, "Enter");
  const menu = page.getByRole("region", { name: "Benutzermenü" });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const otherRole = menu
    .getByRole("group", { name: "Rolle wechseln" })
    .getByRole("button", { name: "Behörde OÖ – Administration" });
  await expectFocus(
    page,
    otherRole,
    "the first other role when the menu opens",
  );
  await press(page, "Enter");
  await expect(page).toHaveURL(urlEndingIn(PATHS.start));
  await expect(
    main.getByRole("heading", { level: 1, name: T.routes.start }),
  ).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await tabTo(page, menuButton, "the user menu button", true);
  await press(page, "Enter");
  await expect(
    menu.getByText("Aktive Rolle: Behörde OÖ – Administration"),
  ).toBeVisible();
  await press(page, "Escape");
  await expectFocus(page, menuButton, "the user menu button after Escape");

  // Saved filters: to the register through the main navigation, then the side filter page.
  const registerLink = app(page)
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: T.routes.installations });
  await tabTo(page, registerLink, "'Anlagenregister' in the navigation");
  await press(page, "Enter");
  await expect(register.count).toBeVisible();
  const filters = new FiltersPanel(page);
  await tabTo(page, filters.toggle, "the 'Filter' button", true);
  await press(page, "Enter");
  const list = filters.list;
  await expect(list).toBeVisible();

  const vienna = filters.criterion("Wien");
  await tabTo(page, vienna, "the criterion 'Wien'");
  await press(page, "Space");
  await expect(vienna).toBeChecked();
  await expect(
    list.getByText(`${T.filters.unnamed}${T.filters.unsavedSuffix}`),
  ).toBeVisible();
  await tabTo(page, filters.saveButton, "'Speichern'", true);
  await press(page, "Enter");

  const rename = filters.renameButton;
  await tabTo(page, rename, "'Umbenennen'");
  await press(page, "Enter");
  await expectFocus(page, filters.nameField, "the name field");
  figures.keys += NAME.length;
  await page.keyboard.type(NAME);
  await press(page, "Enter");
  await expect(filters.filter(NAME, { exact: true })).toBeVisible();
  await expectFocus(page, rename, "'Umbenennen' after renaming");

  await tabTo(page, filters.duplicateButton, "'Duplizieren'");
  await press(page, "Enter");
  const copy = filters.filter(COPY, { exact: true });
  await expect(copy).toBeChecked();

  // Both deleted again, through the confirmation dialog.
  for (const filter of [COPY, NAME]) {
    const radio = filters.filter(filter, { exact: true });
    await expect(radio).toBeVisible();
    if (!(await radio.isChecked())) {
      await tabTo(page, radio, filter, true);
      await press(page, "Space");
    }
    await tabTo(page, filters.deleteButton, "'Löschen'");
    await press(page, "Enter");
    await expect(filters.deleteDialog).toBeVisible();
    await tabTo(page, filters.confirmDelete, "'Löschen' in the dialog");
    await press(page, "Enter");
    await expect(radio).toHaveCount(0);
  }

  // The session dialog, brought forward: focus starts on 'Sitzung verlängern'; Enter extends.
  // Every answer restarts the countdown: the task poll and the server log (where the failed poll
  // is reported a few seconds later) are refused, and the filter writes pending (debounced) are
  // let through and answered before the jump.
  await quietBackground(context);
  await page.clock.fastForward(2_000);
  await expect
    .poll(() => unstoredFilterChanges(page), "filter changes not yet stored")
    .toEqual([]);
  await expect.poll(unanswered, "API requests under way").toBe(0);
  const before = await focusState(page);
  await page.clock.fastForward(25 * MIN);
  const session = page.getByRole("dialog", { name: T.session.dialogTitle });
  const extend = session.getByRole("button", { name: T.session.extend });
  await expect(extend).toBeVisible();
  await expectFocus(page, extend, "'Sitzung verlängern' when the dialog opens");
  const extended = page.waitForResponse(
    (response) => response.url().endsWith("/natippc/api/env") && response.ok(),
  );
  await press(page, "Enter");
  await extended;
  await expect(session).toHaveCount(0);
  await expect
    .poll(
      async () => (await focusState(page)).what,
      "focus back where it was before the dialog",
    )
    .toBe(before.what);
  await expectVisibleFocus(page, "back where it was before the dialog");

  // Leave the server as found: the export's task goes.
  await context.unroute("**/natippc/api/user-tasks");
  const xsrf = (await context.cookies()).find(
    (cookie) => cookie.name === "XSRF-TOKEN",
  );
  const deleted = await page.request.post(
    `${BASE_URL}/natippc/api/user-tasks/${taskId}/delete`,
    { headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? "") } },
  );
  expect(deleted.ok(), `task deleted (${deleted.status()})`).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
  console.log(
    `keyboard: ${figures.keys} key presses, ${figures.stops} focus stops checked for a visible indicator, 0 mouse events`,
  );
});
