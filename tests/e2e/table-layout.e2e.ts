/**
 * The register's and the BVT page's tables fit the room they have, at desktop and tablet widths,
 * with the register's filter panel beside them or not: columns give way by priority (ADR 49), the
 * name stays, nothing runs past the table's container or the window (no sideways scrolling).
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { openPage } from "./browser";
import { FiltersPanel, PATHS, RegisterPage } from "./pages";

test.describe.configure({ mode: "parallel" });

const WIDTHS = [1280, 1024, 800];

/** How far the table runs past its container, the container past the window, the page past the window. */
function overflow(table: Locator) {
  return table.evaluate((element) => {
    const container = element.parentElement!;
    const box = container.getBoundingClientRect();
    return {
      table: Math.max(
        0,
        Math.round(element.getBoundingClientRect().right - box.right),
      ),
      container: container.scrollWidth - container.clientWidth,
      window: Math.max(0, Math.round(box.right - window.innerWidth)),
      page: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

async function expectFits(table: Locator) {
  await expect
    .poll(() => overflow(table), { message: "nothing runs past the right" })
    .toEqual({ table: 0, container: 0, window: 0, page: 0 });
}

test.describe("the register's table", () => {
  for (const width of WIDTHS) {
    test(`${width} px: fits with the filter panel closed and open; the name column stays`, async ({
      browser,
    }) => {
      const { page, errors } = await openPage(browser, PATHS.register, {
        width,
      });
      const register = new RegisterPage(page);
      const filters = new FiltersPanel(page);
      await expect(register.count).toBeVisible();
      const table = page.getByRole("table", {
        name: /Anlagen?, Seite \d+ von/,
      });
      for (const open of [false, true]) {
        if (open) await filters.open();
        else await expect(filters.region).toBeHidden();
        await expect(
          table.getByRole("columnheader", { name: "Name" }),
        ).toBeVisible();
        await expect(
          table.getByRole("rowheader").first().getByRole("link"),
        ).toBeVisible();
        await expectFits(table);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("1024 px with the filter panel open, the fewest columns: axe finds nothing", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, PATHS.register, { width: 1024 });
    await expect(new RegisterPage(page).count).toBeVisible();
    await new FiltersPanel(page).open();
    await expect.poll(() => axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

test.describe("the BVT conclusions' table", () => {
  for (const width of WIDTHS) {
    test(`${width} px: fits; code and title stay`, async ({ browser }) => {
      const { page, errors } = await openPage(browser, PATHS.bvtConclusions, {
        width,
      });
      const table = page.getByRole("table", {
        name: /^\d+ BVT-Schlussfolgerungen$/,
      });
      for (const name of ["Kürzel", "Titel"])
        await expect(table.getByRole("columnheader", { name })).toBeVisible();
      await expect(table.getByRole("rowheader").first()).toBeVisible();
      await expectFits(table);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
