/**
 * Saved filters in a real browser against host-dev: as the owner persona create, edit, apply,
 * save, rename, duplicate and delete filters, reload and find them again; a failing write and a
 * failing load through /__dev/faults; a shared link; axe on the open side filter page.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { BASE_URL, openPage, signInPath } from "./browser";
import {
  FiltersPanel,
  PATHS,
  RegisterPage,
  removeSavedFilters,
  RESULT_COUNT,
  type Persona,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const SAVE_FAILED =
  "Der Filter konnte nicht gespeichert werden. Ihre Änderungen bleiben erhalten, das Speichern wird automatisch wiederholt.";

test.afterAll(async () => {
  await fetch(`${BASE_URL}/__dev/faults`, { method: "DELETE" });
});

async function openRegister(
  browser: Browser,
  persona: Persona,
  path: string = PATHS.register,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, signInPath(persona, path));
  await opened.page.setViewportSize({ width, height: 900 });
  await showWholeRegister(opened.page);
  return opened;
}

/**
 * A signed-in owner starts every page load on "Meine Anlagen" (SPEC §4 default on the first
 * user-info load); these tests filter the whole register. Waits until its search is answered and
 * shown, so that the result count read next is the whole register's.
 */
async function showWholeRegister(page: Page) {
  const register = new RegisterPage(page);
  await expect(register.count).toBeVisible();
  const all = register.overview("Alle Anlagen");
  if ((await all.count()) > 0 && !(await all.isChecked()))
    await afterSearch(
      page,
      () => all.check(),
      ({ overview }) => overview === "all",
    );
  await expect(register.busy).toHaveCount(0);
}

/** Runs `action` and waits until the search it sets off (its body passing `match`) is shown. */
async function afterSearch(
  page: Page,
  action: () => Promise<unknown>,
  match?: (body: Record<string, unknown>) => boolean,
) {
  const register = new RegisterPage(page);
  await Promise.all([register.searchAnswer(match), action()]);
  await expect(register.busy).toHaveCount(0);
}

/** The side filter page, opened. */
async function openSidePage(page: Page): Promise<FiltersPanel> {
  const panel = new FiltersPanel(page);
  await panel.open();
  return panel;
}

async function filterNames(page: Page): Promise<string[]> {
  const labels = await new FiltersPanel(page).labels();
  return labels.filter((name) => name !== "Kein Filter");
}

/** The result count as shown: read once the search it shows is answered. */
async function count(page: Page): Promise<string> {
  return (await new RegisterPage(page).count.textContent()) ?? "";
}

const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Renames the selected filter and waits until the list shows the new name. */
async function rename(page: Page, name: string) {
  const panel = new FiltersPanel(page);
  await panel.rename(name);
  await expect(panel.names.filter({ hasText: exactly(name) })).toHaveCount(1);
}

const settled = (page: Page) => new FiltersPanel(page).settled();

async function addFault(fault: object) {
  const response = await fetch(`${BASE_URL}/__dev/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(response.ok, "fault set").toBe(true);
}

test.describe("saved filters as the owner", () => {
  test.beforeEach(async ({ browser }) => {
    await fetch(`${BASE_URL}/__dev/faults`, { method: "DELETE" });
    const { page } = await openRegister(browser, "owner");
    await removeSavedFilters(page);
    await page.context().close();
  });

  test(
    "create, edit, apply, save, rename, duplicate, delete — and find them again after a reload",
    { tag: "@phone" },
    async ({ browser }) => {
      const { page, errors } = await openRegister(browser, "owner");
      const register = new RegisterPage(page);
      const all = await count(page);
      const panel = await openSidePage(page);
      await expect.poll(() => filterNames(page)).toEqual(["Standardfilter"]);

      await panel.criterion("Wien").check();
      await expect(panel.selected).toHaveText("Unbenannter Filter (*)");
      await expect(
        register.count,
        "apply mode: nothing applied yet",
      ).toHaveText(all);
      await panel.applyButton.click();
      await expect(register.count).not.toHaveText(all);
      await expect(register.count).toHaveText(RESULT_COUNT);
      await expect(page).toHaveURL(/\?bundesland=9$/);
      const viennese = await count(page);
      await expect(
        panel.bar.getByRole("button", { name: "Bundesland: Wien entfernen" }),
      ).toBeVisible();

      await panel.saveButton.click();
      await expect(panel.selected).toHaveText("Unbenannter Filter");
      await rename(page, "Wiener Anlagen");
      await panel.duplicateButton.click();
      await expect(panel.selected).toHaveText("Kopie von Wiener Anlagen");
      await rename(page, "Zweiter");
      await panel.filter("Wiener Anlagen").check();
      await panel.newFilterButton.click();
      await expect(panel.selected).toHaveText("Unbenannter Filter");
      await panel.delete();
      await expect(panel.selected).toHaveText("Zweiter");
      await settled(page);

      await page.reload();
      await showWholeRegister(page);
      await openSidePage(page);
      await expect
        .poll(() => filterNames(page))
        .toEqual(["Standardfilter", "Wiener Anlagen", "Zweiter"]);
      await expect(panel.selected).toHaveText("Zweiter");
      await expect(panel.criterion("Wien")).toBeChecked();
      await expect(register.count).toHaveText(viennese);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test("a saved filter changed and applied but not saved comes back after a reload as that filter, still changed", async ({
    browser,
  }) => {
    const { page, errors } = await openRegister(browser, "owner");
    const panel = await openSidePage(page);
    await panel.newFilterButton.click();
    await rename(page, "Meine Auswahl");
    await panel.criterion("Tirol").check();
    await panel.applyButton.click();
    await expect(page).toHaveURL(/bundesland=7/);
    await expect(panel.selected).toHaveText("Meine Auswahl (*)");
    await settled(page);

    await page.reload();
    await showWholeRegister(page);
    await openSidePage(page);
    await expect
      .poll(() => filterNames(page))
      .toEqual(["Standardfilter", "Meine Auswahl (*)"]);
    await expect(panel.selected).toHaveText("Meine Auswahl (*)");
    await expect(panel.criterion("Tirol")).toBeChecked();
    await expect(page).toHaveURL(/bundesland=7/);
    // Saving it stores the change in that filter, not in a new one.
    await panel.saveButton.click();
    await expect(panel.selected).toHaveText("Meine Auswahl");
    await settled(page);
    await page.reload();
    await showWholeRegister(page);
    await openSidePage(page);
    await expect
      .poll(() => filterNames(page))
      .toEqual(["Standardfilter", "Meine Auswahl"]);
    await expect(panel.criterion("Tirol")).toBeChecked();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a failing write shows the warning, is retried and loses nothing", async ({
    browser,
  }) => {
    const { page } = await openRegister(browser, "owner");
    const panel = await openSidePage(page);
    await addFault({
      path: "/portal/api/userSettings",
      method: "POST",
      mode: "500",
      times: 2,
    });
    await panel.criterion("Tirol").check();
    await panel.saveButton.click();
    await expect(panel.region.getByText(SAVE_FAILED)).toBeVisible();
    // Retried after 1 s and 2 s: the third attempt gets through. The toast saying so comes and
    // goes while axe may still be running on a busy machine: it is watched for from now on.
    const saved = expect(
      page.getByText("Die Filter wurden gespeichert."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saved;
    await settled(page);
    await expect(panel.region.getByText(SAVE_FAILED)).toHaveCount(0);

    await page.reload();
    await showWholeRegister(page);
    await openSidePage(page);
    await expect
      .poll(() => filterNames(page))
      .toEqual(["Standardfilter", "Unbenannter Filter"]);
    await expect(panel.criterion("Tirol")).toBeChecked();
    await page.context().close();
  });

  test("a failing load shows the warning icon and loses nothing", async ({
    browser,
  }) => {
    const { page } = await openRegister(browser, "owner");
    const panel = await openSidePage(page);
    await panel.newFilterButton.click();
    await rename(page, "Bleibt");
    await settled(page);

    await addFault({
      path: "/portal/api/userSettings",
      method: "GET",
      mode: "500",
      // One read of the saved filters per load; 'Erneut laden' reads again.
      times: 1,
    });
    await page.reload();
    const warned = panel.loadWarning;
    await expect(warned).toBeVisible();
    await openSidePage(page);
    await expect(
      panel.region.getByText(
        "Die gespeicherten Filter konnten nicht geladen werden.",
      ),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await panel.region.getByRole("button", { name: "Erneut laden" }).click();
    await expect(panel.filter("Bleibt")).toBeVisible();
    await expect(warned).toHaveCount(0);
    await page.context().close();
  });

  test("two tabs on two saved filters: a reload restores the tab's own, and switching works", async ({
    browser,
  }) => {
    const { page: first, errors } = await openRegister(browser, "owner");
    const panel = await openSidePage(first);
    await panel.criterion("Salzburg").check();
    await panel.saveButton.click();
    await rename(first, "Salzburg");
    await panel.newFilterButton.click();
    await panel.criterion("Wien").check();
    await panel.saveButton.click();
    await rename(first, "Wien");
    await panel.filter("Salzburg", { exact: true }).check();
    await expect(first).toHaveURL(/\?bundesland=5$/);
    await settled(first);

    // A second tab of the same browser: same user settings, its own URL and sessionStorage.
    const second = await first.context().newPage();
    await second.goto(first.url());
    await showWholeRegister(second);
    const secondPanel = await openSidePage(second);
    await secondPanel.filter("Wien", { exact: true }).check();
    await expect(second).toHaveURL(/\?bundesland=9$/);
    await settled(second);

    await first.reload();
    await showWholeRegister(first);
    await openSidePage(first);
    await expect
      .poll(() => filterNames(first))
      .toEqual(["Standardfilter", "Salzburg", "Wien"]);
    await expect(panel.selected).toHaveText("Salzburg");
    await panel.filter("Wien", { exact: true }).check();
    await expect(panel.selected).toHaveText("Wien");
    await expect(first).toHaveURL(/\?bundesland=9$/);
    await expect(
      first.getByRole("dialog", { name: "Filterwechsel nicht möglich" }),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
    await first.context().close();
  });

  test("a shared link reproduces the result list for someone else", async ({
    browser,
  }) => {
    const { page } = await openRegister(browser, "owner");
    const panel = await openSidePage(page);
    await panel.criterion("Salzburg").check();
    await panel.criterion("Stillgelegt").check();
    await panel.applyButton.click();
    await expect(page).toHaveURL(/bundesland=5/);
    await afterSearch(
      page,
      () => new RegisterPage(page).search.fill("werk"),
      ({ searchText }) => searchText === "werk",
    );
    await expect(page).toHaveURL(/q=werk/);
    await settled(page);
    const link = new URL(page.url());
    const expected = await count(page);
    await page.context().close();

    const other = await openRegister(
      browser,
      "anonymous",
      `${link.pathname}${link.search}`,
    );
    await expect(new RegisterPage(other.page).count).toHaveText(expected);
    const otherPanel = await openSidePage(other.page);
    await expect(otherPanel.selected).toHaveText("Unbenannter Filter (*)");
    await other.page.context().close();
  });
});

test.describe("accessibility of the side filter page", () => {
  for (const width of [1280, 375]) {
    test(`axe finds nothing with the side filter page, the filter bar and a warning open at ${width} px`, async ({
      browser,
    }) => {
      const { page } = await openRegister(
        browser,
        "owner",
        PATHS.register,
        width,
      );
      await removeSavedFilters(page);
      await page.reload();
      await expect(new RegisterPage(page).count).toBeVisible();
      const panel = await openSidePage(page);
      expect(await axeViolations(page)).toEqual([]);

      for (const land of ["Wien", "Tirol", "Kärnten"])
        await panel.criterion(land).check();
      await panel.applyButton.click();
      await expect(panel.bar).toBeVisible();
      await panel.region
        .getByRole("combobox", { name: "Bezirk hinzufügen" })
        .fill("Gr");
      await expect(panel.region.getByRole("option").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      // Blocked: the radio stays as it was, so a click rather than check().
      await panel.filter("Standardfilter").click();
      const dialog = page.getByRole("dialog", {
        name: "Filterwechsel nicht möglich",
      });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();

      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            ),
          { message: "horizontal overflow" },
        )
        .toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
