/**
 * Keyboard-only proof: the main tasks of the register done with the keyboard alone (no mouse, no
 * clicks), as the authority persona: find an installation by place and export the list to Excel,
 * open the installation, switch the role in the user menu, make, rename and duplicate a saved
 * filter (and delete both again), answer the session dialog. At every Tab stop the focused element
 * must be visible and show a focus indicator; each step asserts by role where focus went.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { BASE_URL, launchBrowser, openPage, signInPath } from "../e2e/browser";
import { networkQuiet } from "../e2e/network";
import {
  FiltersPanel,
  PATHS,
  RegisterPage,
  RESULT_COUNT,
  urlEndingIn,
} from "../e2e/pages";
import { T } from "../../src/i18n/de";

const MIN = 60_000;
const PLACE = "Linz";
const NAME = "Wien, über die Tastatur";
const COPY = T.filters.copyOf(NAME);

/** For the summary line. */
const figures = { keys: 0, stops: 0 };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  console.log(
    `keyboard: ${figures.keys} key presses, ${figures.stops} focus stops checked for a visible indicator, 0 mouse events`,
  );
});

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

async function isFocused(target: Locator): Promise<boolean> {
  return (await target.count()) === 1
    ? target.evaluate((element) => element === document.activeElement)
    : false;
}

/** Focus is on `target` (found by role) and visibly so. */
async function assertFocus(page: Page, target: Locator, what: string) {
  await page.waitForFunction(
    (element) => element === document.activeElement,
    await target.elementHandle(),
  );
  const state = await focusState(page);
  assert.ok(state.visible, `${what}: focus on ${state.what} is not visible`);
  figures.stops += 1;
}

/**
 * Tab (or Shift+Tab) until `target` has focus, unless it has it already; every stop on the way
 * shows where focus is. Past the end of the page focus leaves it once (to the browser) and comes
 * back at the other end; nowhere else may it be lost.
 */
async function tabTo(page: Page, target: Locator, what: string, back = false) {
  await target.waitFor();
  if (await isFocused(target)) return;
  let wrapped = false;
  for (let step = 0; step < 100; step += 1) {
    await press(page, back ? "Shift+Tab" : "Tab");
    const state = await focusState(page);
    if (state.left && !wrapped) {
      wrapped = true;
      continue;
    }
    assert.ok(
      state.visible,
      `on the way to ${what}: ${state.what} has no visible focus`,
    );
    figures.stops += 1;
    if (await isFocused(target)) return;
  }
  assert.fail(`${what} not reached with ${back ? "Shift+Tab" : "Tab"}`);
}

const app = (page: Page) => page.locator("#natippc-container");

test("authority, keyboard only: find by place, export, open, switch role, saved filter, session dialog", async () => {
  // The session dialog is brought forward with Playwright's clock.
  const { page, errors } = await openPage(
    browser,
    signInPath("authority", PATHS.register),
    { clock: true },
  );
  const register = new RegisterPage(page);
  const main = app(page).getByRole("main");
  await main
    .getByRole("heading", { level: 1, name: T.routes.installations })
    .waitFor();
  await register.count.waitFor();

  // Find by place: type, pick a suggestion with the arrow keys.
  const place = register.place;
  await tabTo(page, place, "'Ort oder PLZ'");
  const count = await register.count.textContent();
  figures.keys += PLACE.length;
  await page.keyboard.type(PLACE);
  const suggestion = page.getByRole("listbox").getByRole("option").first();
  await suggestion.waitFor();
  const chosen = (await suggestion.textContent()) ?? "";
  assert.match(chosen, /^4\d{3} Linz$/);
  await press(page, "ArrowDown");
  assert.equal(
    await place.getAttribute("aria-activedescendant"),
    await suggestion.getAttribute("id"),
  );
  await press(page, "Enter");
  await assertFocus(page, place, "the place field after choosing");
  assert.equal(await place.inputValue(), chosen);
  await page.waitForFunction(
    ({ before, counted }) => {
      const status = [
        ...document.querySelectorAll("#natippc-main [role=status]"),
      ].find((node) => new RegExp(counted).test(node.textContent ?? ""));
      return status && status.textContent !== before;
    },
    { before: count, counted: RESULT_COUNT.source },
  );
  const firstRow = register.rowLink(0);
  const postcode = chosen.slice(0, 4);
  assert.match(
    (await register.rows.first().textContent()) ?? "",
    new RegExp(`${postcode} Linz`),
  );

  // Export the list found: the toast says where the file will be, 'Aufträge' joins the navigation.
  const excel = register.excelExport;
  await tabTo(page, excel, "'Excel-Export'", true);
  const exported = page.waitForResponse((response) =>
    response.url().endsWith("/natippc/api/ippcInstallations/excel"),
  );
  await press(page, "Enter");
  const taskId = ((await (await exported).json()) as { id: string }).id;
  await register.excelStarted.waitFor();
  await app(page)
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: T.routes.userTasklist })
    .waitFor();
  await assertFocus(page, excel, "'Excel-Export' after starting it");

  // Open the first installation found.
  const name = (await firstRow.textContent()) ?? "";
  await tabTo(page, firstRow, `the row link '${name}'`);
  await press(page, "Enter");
  await main.getByRole("heading", { level: 1, name }).waitFor();

  // Switch the role in the user menu; the app goes to its root.
  const menuButton = app(page).getByRole("button", { name: /, Benutzermenü$/ });
  await tabTo(page, menuButton, "the user menu button", true);
  await press(page, "Enter");
  const menu = page.getByRole("region", { name: "Benutzermenü" });
  await menu.waitFor();
  assert.equal(await menuButton.getAttribute("aria-expanded"), "true");
  const otherRole = menu
    .getByRole("group", { name: "Rolle wechseln" })
    .getByRole("button", { name: "Behörde OÖ – Administration" });
  await assertFocus(
    page,
    otherRole,
    "the first other role when the menu opens",
  );
  await press(page, "Enter");
  await page.waitForURL(urlEndingIn(PATHS.start));
  await main.getByRole("heading", { level: 1, name: T.routes.start }).waitFor();
  assert.equal(await menuButton.getAttribute("aria-expanded"), "false");
  await tabTo(page, menuButton, "the user menu button", true);
  await press(page, "Enter");
  await menu.getByText("Aktive Rolle: Behörde OÖ – Administration").waitFor();
  await press(page, "Escape");
  await assertFocus(page, menuButton, "the user menu button after Escape");

  // Saved filters: to the register through the main navigation, then the side filter page.
  const registerLink = app(page)
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: T.routes.installations });
  await tabTo(page, registerLink, "'Anlagenregister' in the navigation");
  await press(page, "Enter");
  await register.count.waitFor();
  const filters = new FiltersPanel(page);
  await tabTo(page, filters.toggle, "the 'Filter' button", true);
  await press(page, "Enter");
  const list = filters.list;
  await list.waitFor();

  const vienna = filters.criterion("Wien");
  await tabTo(page, vienna, "the criterion 'Wien'");
  await press(page, "Space");
  assert.equal(await vienna.isChecked(), true);
  await list
    .getByText(`${T.filters.unnamed}${T.filters.unsavedSuffix}`)
    .waitFor();
  await tabTo(page, filters.saveButton, "'Speichern'", true);
  await press(page, "Enter");

  const rename = filters.renameButton;
  await tabTo(page, rename, "'Umbenennen'");
  await press(page, "Enter");
  await assertFocus(page, filters.nameField, "the name field");
  figures.keys += NAME.length;
  await page.keyboard.type(NAME);
  await press(page, "Enter");
  await filters.filter(NAME, { exact: true }).waitFor();
  await assertFocus(page, rename, "'Umbenennen' after renaming");

  await tabTo(page, filters.duplicateButton, "'Duplizieren'");
  await press(page, "Enter");
  const copy = filters.filter(COPY, { exact: true });
  await copy.waitFor();
  assert.equal(await copy.isChecked(), true);

  // Both deleted again, through the confirmation dialog.
  for (const filter of [COPY, NAME]) {
    const radio = filters.filter(filter, { exact: true });
    await radio.waitFor();
    if (!(await radio.isChecked())) {
      await tabTo(page, radio, filter, true);
      await press(page, "Space");
    }
    await tabTo(page, filters.deleteButton, "'Löschen'");
    await press(page, "Enter");
    const confirm = filters.deleteDialog;
    await confirm.waitFor();
    await tabTo(page, filters.confirmDelete, "'Löschen' in the dialog");
    await press(page, "Enter");
    await radio.waitFor({ state: "detached" });
  }

  // The session dialog, brought forward: focus starts on 'Sitzung verlängern'; Enter extends.
  // Every answer restarts the countdown: the task poll is refused, and the filter writes pending
  // (debounced) are let through and answered before the jump.
  await page.route("**/natippc/api/user-tasks", (route) =>
    route.fulfill({ status: 503, json: { error: "polling_off" } }),
  );
  await page.clock.fastForward(2_000);
  await networkQuiet(page);
  const before = await focusState(page);
  await page.clock.fastForward(25 * MIN);
  const session = page.getByRole("dialog", { name: T.session.dialogTitle });
  const extend = session.getByRole("button", { name: T.session.extend });
  await extend.waitFor();
  await assertFocus(page, extend, "'Sitzung verlängern' when the dialog opens");
  const extended = page.waitForResponse(
    (response) => response.url().endsWith("/natippc/api/env") && response.ok(),
  );
  await press(page, "Enter");
  await extended;
  await session.waitFor({ state: "detached" });
  const returned = await focusState(page);
  assert.equal(
    returned.what,
    before.what,
    "focus back where it was before the dialog",
  );
  assert.ok(returned.visible, "focus back and visible");

  // Leave the server as found: the export's task goes.
  await page.unroute("**/natippc/api/user-tasks");
  const xsrf = (await page.context().cookies()).find(
    (cookie) => cookie.name === "XSRF-TOKEN",
  );
  const deleted = await page.request.post(
    `${BASE_URL}/natippc/api/user-tasks/${taskId}/delete`,
    { headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? "") } },
  );
  assert.ok(deleted.ok(), `task deleted (${deleted.status()})`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
