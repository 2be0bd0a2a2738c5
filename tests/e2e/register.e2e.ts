/**
 * The installations register in Chromium against host-dev, for a visitor, an owner and an
 * authority: search by place, filter by Bundesland, sort, page, open details; the Excel export
 * (the .xlsx read back with exceljs) and the GIS export; axe at 1280 and 375 px. The time from the
 * search debounce to the updated table with 100 000 installations is the benchmark's (DESIGN §7).
 */
import type { Browser, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { Workbook } from "exceljs";
import type { UserTask } from "../../src/api/types";
import { expect, test, type PhoneProfile } from "./fixtures";
import { axeViolations } from "./axe";
import { BASE_URL } from "./browser";
import {
  DETAILS_URL,
  DetailsPage,
  FiltersPanel,
  PATHS,
  RegisterPage,
  removeSavedFilters,
  signIn,
  type Persona,
  type RegisterQuery,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const MIN = 60_000;
/** An export's task, or a search through its retries, takes its time: on the slow phone more. */
const LONG_WAIT_MS = 20_000;

const longWait = (phone: PhoneProfile | undefined) => ({
  timeout: LONG_WAIT_MS * (phone?.cpuSlowdown ?? 1),
});

test.afterAll(async () => {
  await fetch(`${BASE_URL}/__dev/faults`, { method: "DELETE" });
});

async function openRegister(
  browser: Browser,
  persona: Persona,
  query?: RegisterQuery,
  width = 1280,
  base = BASE_URL,
): Promise<{ page: Page; errors: string[]; register: RegisterPage }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const register = new RegisterPage(page);
  await signIn(page, persona, PATHS.register, base);
  await expect(register.count).toBeVisible();
  // Saved filters of earlier runs would narrow the list: every test starts from the default.
  if (persona !== "anonymous") {
    await removeSavedFilters(page);
    await register.goto(query, base);
  } else if (query) await register.goto(query, base);
  await expect(register.count).toBeVisible();
  await settled(page);
  return { page, errors, register };
}

/** A mutating call from the page, as the app makes it: session cookie plus X-XSRF-TOKEN. */
async function post(
  page: Page,
  path: string,
  body?: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ({ path, body }) => {
      const xsrf =
        /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-XSRF-TOKEN": decodeURIComponent(xsrf),
        },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { path, body },
  );
}

/** Waits until no search is on its way (the table is no longer marked busy). */
async function settled(page: Page) {
  await expect(new RegisterPage(page).busy).toHaveCount(0);
}

/**
 * Runs `action` and waits for the search it sets off to be answered and shown: for its first page
 * (the page after the one shown is fetched ahead once it is on the screen, maybe meanwhile).
 */
async function afterSearch(page: Page, action: () => Promise<unknown>) {
  await Promise.all([new RegisterPage(page).searchAnswer(), action()]);
  await settled(page);
}

/** What the server answers for a search, asked from the page (its session, its overview). */
async function serverNames(page: Page, body: object): Promise<string[]> {
  const result = (await post(page, "/natippc/api/ippcInstallations", {
    page: 0,
    pageSize: 20,
    ...body,
  })) as { items: { name: string }[] };
  return result.items.map((item) => item.name);
}

async function columnTexts(page: Page, column: number): Promise<string[]> {
  return new RegisterPage(page).column(column).allTextContents();
}

async function expectNoSidewaysScrolling(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        ),
      { message: "page wider than the viewport" },
    )
    .toBeLessThanOrEqual(0);
}

/** The overview each persona uses when searching everything near Linz: its label and value. */
const OVERVIEW: Record<string, [string, string] | null> = {
  anonymous: null,
  owner: ["Alle Anlagen", "all"],
  authority: ["Anlagen meines Bundeslands (Oberösterreich)", "official"],
};

test.describe("the register for each persona", () => {
  for (const persona of ["anonymous", "owner", "authority"] as const) {
    test(
      `${persona}: search by place, filter by Bundesland, sort, page, details`,
      { tag: persona === "owner" ? "@phone" : [] },
      async ({ browser }) => {
        test.setTimeout(MIN);
        const { page, errors, register } = await openRegister(browser, persona);
        const [overviewLabel, overview] = OVERVIEW[persona] ?? [null, "all"];
        if (overviewLabel) {
          const radio = register.overview(overviewLabel);
          if (!(await radio.isChecked()))
            await afterSearch(page, () => radio.check());
          await expect(radio).toBeChecked();
        } else {
          await expect(
            page.getByRole("group", { name: "Übersicht" }),
          ).toHaveCount(0);
        }
        expect(await axeViolations(page), "table").toEqual([]);

        await afterSearch(page, () => register.search.fill("Linz"));
        await expect(page).toHaveURL(/q=Linz/);
        await expect.poll(() => register.total()).toBeGreaterThan(0);

        const side = new FiltersPanel(page);
        await side.toggle.click();
        await side.criterion("Oberösterreich").check();
        await afterSearch(page, () => side.applyButton.click());
        await expect(page).toHaveURL(/bundesland=4/);
        expect(await axeViolations(page), "side filter open").toEqual([]);
        await expect
          .poll(async () => [...new Set(await columnTexts(page, 5))])
          .toEqual(["Oberösterreich"]);
        const inOoe = await register.total();
        expect(inOoe, "more than one page").toBeGreaterThan(20);

        await afterSearch(page, () => register.sortButton("Name").click());
        await expect(page).toHaveURL(/sort=name&dir=desc/);
        const nameHeader = register.table.locator("thead th").first();
        await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
        const body = {
          searchText: "Linz",
          overview,
          criteria: { bundesland: ["4"] },
          sort: { field: "name", direction: "desc" },
        };
        await expect(register.column(1)).toHaveText(
          await serverNames(page, body),
        );

        // The next page was fetched ahead: no request, the rows change at once.
        await register.nextPage.click();
        await expect(page).toHaveURL(/page=2/);
        await expect(
          register.pagination.getByText(`Seite 2 von ${Math.ceil(inOoe / 20)}`),
        ).toBeVisible();
        await settled(page);
        const secondPage = await serverNames(page, { ...body, page: 1 });
        await expect(register.column(1)).toHaveText(secondPage);

        await register.openDetails();
        await expect(page).toHaveURL(DETAILS_URL);
        await expect(page.locator("#natippc-container h1")).not.toHaveText(
          "Anlagenregister",
        );
        await expect(new DetailsPage(page).heading).toBeVisible();

        // 'Back' returns to the same view.
        await page.goBack();
        await expect(page).toHaveURL(/page=2/);
        await expect(register.count).toBeVisible();
        await settled(page);
        await expect(register.column(1)).toHaveText(secondPage);
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );
  }
});

test.describe("reference data", () => {
  test("filter by NACE activity named from the reference list; details name NACE and Katastralgemeinde", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors, register } = await openRegister(browser, "anonymous");
    const filters = new FiltersPanel(page);
    await filters.toggle.click();
    const side = filters.region;
    await side
      .getByRole("combobox", { name: "NACE-Tätigkeit hinzufügen" })
      .fill("Zement");
    await page
      .getByRole("option", { name: "23.51 Herstellung von Zement" })
      .click();
    await afterSearch(page, () => filters.applyButton.click());
    await expect(page).toHaveURL(/nace=23\.51/);
    await expect(
      page.getByRole("button", {
        name: "NACE-Tätigkeit: 23.51 Herstellung von Zement entfernen",
      }),
    ).toBeVisible();
    await expect.poll(() => register.total()).toBeGreaterThan(0);
    await expect(register.column(1)).toHaveText(
      await serverNames(page, { criteria: { nace: ["23.51"] } }),
    );

    await register.openDetails();
    await expect(page).toHaveURL(DETAILS_URL);
    const facts = page.locator("#natippc-container dl");
    await expect(
      facts.getByText("23.51 Herstellung von Zement", { exact: true }),
    ).toBeVisible();
    await expect(facts.getByText(/^.+ \(KG-Nr\. \d{5}\)$/)).toBeVisible();
    await expect(facts.getByText("Österreich", { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test.describe("exports", () => {
  test("owner: Excel of the filtered list, downloaded from 'Aufträge', holds exactly its rows", async ({
    browser,
    phone,
  }) => {
    test.setTimeout(MIN);
    const { page, errors, register } = await openRegister(browser, "owner", {
      bundesland: 9,
    });
    await afterSearch(page, () => register.overview("Alle Anlagen").check());
    await expect.poll(() => register.total()).toBeGreaterThan(0);
    const expected = await register.total();

    const [response] = await Promise.all([
      page.waitForResponse((r) =>
        r.url().endsWith("/api/ippcInstallations/excel"),
      ),
      register.excelExport.click(),
    ]);
    const task = (await response.json()) as UserTask;
    await expect(register.excelStarted).toBeVisible();
    expect(await axeViolations(page), "export status").toEqual([]);

    await page.getByRole("link", { name: "Zu den Aufträgen" }).click();
    const row = page.locator(`#task-${task.id}`);
    await expect(row.getByText("Abgeschlossen", { exact: true })).toBeVisible(
      longWait(phone),
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: /^Herunterladen/ }).click(),
    ]);
    const sheet = await readWorkbook(await download.path());
    expect(sheet.getRow(1).getCell(1).value).toBe("Anlagen-ID");
    expect(sheet.getRow(1).getCell(2).value).toBe("Anlagenname");
    expect(sheet.actualRowCount).toBe(expected + 1);
    const lands = new Set<unknown>();
    sheet.eachRow((row, index) => {
      if (index > 1) lands.add(row.getCell(7).value);
    });
    expect([...lands]).toEqual(["Wien"]);
    expect(errors).toEqual([]);
    // The task would show in the task list of the suites after this one.
    await post(page, `/natippc/api/user-tasks/${task.id}/delete`);
    await page.context().close();
  });

  test("a double click on an export button starts one export, not two", async ({
    browser,
  }) => {
    const { page, errors, register } = await openRegister(browser, "anonymous");
    const sent: string[] = [];
    // Held back until both clicks are in: the second comes while the first is on its way.
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/api\/ippcInstallations\/(excel|gis)$/, (route) => {
      sent.push(new URL(route.request().url()).pathname);
      held.push(() => route.continue());
    });
    await register.excelExport.dblclick();
    await register.gisExport.dblclick();
    await expect.poll(() => new Set(sent).size).toBe(2);
    // Proves nothing happens for 300 ms: no second export follows the first of each button.
    await page.waitForTimeout(300);
    expect(sent.sort()).toEqual([
      "/natippc/api/ippcInstallations/excel",
      "/natippc/api/ippcInstallations/gis",
    ]);
    for (const release of held) await release();
    await expect(register.excelStarted).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("visitor: the Excel file downloads from the register itself", async ({
    browser,
    phone,
  }) => {
    test.setTimeout(MIN);
    const { page, errors, register } = await openRegister(
      browser,
      "anonymous",
      { q: "Linz" },
    );
    const expected = await register.total();
    const started = page.waitForResponse(
      (response) =>
        response.url().endsWith("/natippc/api/ippcInstallations/excel") &&
        response.request().method() === "POST",
    );
    await register.excelExport.click();
    expect((await started).ok(), "the export started").toBe(true);
    const link = page.getByRole("link", { name: /\.xlsx herunterladen$/ });
    await expect(link)
      .toBeVisible(longWait(phone))
      .catch(async (error: unknown) => {
        // What the register says of the export instead, and what the server says of the task.
        const shown = await page
          .locator("[role=alert], [role=status]")
          .allInnerTexts();
        const tasks = await page.evaluate(() =>
          fetch("/natippc/api/user-tasks").then((response) => response.text()),
        );
        throw new Error(
          `${String(error)}\nshown: ${shown.join(" | ")}\ntasks: ${tasks}`,
        );
      });
    expect(await axeViolations(page), "export done").toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    const sheet = await readWorkbook(await download.path());
    expect(sheet.actualRowCount).toBe(expected + 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("GIS: a FeatureCollection of the filtered installations, and the GIS viewer link", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors, register } = await openRegister(
      browser,
      "authority",
      { status: "CLOSED" },
    );
    const expected = await register.total();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      register.gisExport.click(),
    ]);
    expect(download.suggestedFilename()).toBe("anlagen.geojson");
    const collection = JSON.parse(
      await readFile(await download.path(), "utf8"),
    ) as {
      type: string;
      features: {
        geometry: { type: string };
        properties: { status: string };
      }[];
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features).toHaveLength(expected);
    expect(
      collection.features.every(
        (feature) =>
          feature.geometry.type === "Point" &&
          feature.properties.status === "CLOSED",
      ),
      "every feature a point of a closed installation",
    ).toBe(true);
    const viewer = page.getByRole("link", { name: /^Im GIS-Viewer öffnen/ });
    await expect(viewer).toHaveAttribute("target", "_blank");
    await expect(viewer).toHaveAttribute("rel", "noopener noreferrer");
    expect(await axeViolations(page), "GIS done").toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

async function readWorkbook(path: string) {
  const workbook = new Workbook();
  const file = await readFile(path);
  // exceljs is typed for the ArrayBuffer of a fetch answer.
  await workbook.xlsx.load(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
  );
  const sheet = workbook.getWorksheet("Anlagen");
  expect(sheet, "sheet 'Anlagen'").toBeDefined();
  return sheet!;
}

test.describe("accessibility and layout", () => {
  for (const width of [1280, 375]) {
    test(`axe finds nothing at ${width} px: results, overview, place suggestions, empty state`, async ({
      browser,
    }) => {
      test.setTimeout(MIN);
      const { page, errors, register } = await openRegister(
        browser,
        "owner",
        undefined,
        width,
      );
      if (width === 375) {
        await expect(
          page.getByRole("list", { name: /Anlagen, Seite 1 von/ }),
        ).toBeVisible();
        await expect(register.table, "cards, not the table").toHaveCount(0);
      }
      await afterSearch(page, () => register.overview("Alle Anlagen").check());
      await expectNoSidewaysScrolling(page);
      expect(await axeViolations(page), "results").toEqual([]);

      // Open data: the block opens by keyboard; its CSV holds every match, not one page.
      const openData = page.getByRole("button", { name: "Offene Daten" });
      await openData.focus();
      await page.keyboard.press("Enter");
      const csv = page.getByRole("link", { name: "CSV herunterladen" });
      await expect(csv).toBeVisible();
      await expectNoSidewaysScrolling(page);
      expect(await axeViolations(page), "open data").toEqual([]);
      const download = await page.request.get(
        new URL((await csv.getAttribute("href")) ?? "", page.url()).href,
      );
      const lines = (await download.text()).split("\r\n");
      await expect
        .poll(() => register.total(), { message: "header + rows + ''" })
        .toBe(lines.length - 2);
      await openData.click();

      await register.place.fill("Linz");
      const linz = page.getByRole("option", { name: "4020 Linz" });
      await expect(linz).toBeVisible();
      expect(await axeViolations(page), "place suggestions").toEqual([]);
      await afterSearch(page, () => linz.click());
      await expect(page).toHaveURL(/place=4020/);
      await expectNoSidewaysScrolling(page);

      if (width === 1280) {
        // A cut-off activity opens its tooltip on keyboard focus too. Cells are found to be cut
        // off after the rows are painted: waited for, not counted at once.
        const cut = register.table.locator("tbody [tabindex='0']").first();
        await expect(cut, "a cut-off cell among the results").toBeVisible();
        // By keyboard (the tooltip opens on visible focus only): away and back.
        await cut.focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        await expect(page.getByRole("tooltip")).toBeVisible();
        expect(await axeViolations(page), "tooltip").toEqual([]);
      }

      await register.search.fill("xqzxqz");
      await expect(page.getByText("Keine Anlagen gefunden")).toBeVisible();
      await expectNoSidewaysScrolling(page);
      expect(await axeViolations(page), "empty state").toEqual([]);
      await page.getByRole("button", { name: "Suche zurücksetzen" }).click();
      await expect(page).toHaveURL((url) => !url.search.includes("q="));
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a cut-off cell focused on a slow CPU keeps the focus and opens its tooltip", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    // The cell is its tooltip's trigger from the first paint: pointing at one cell and focusing
    // another while the CPU is busy moves nothing under the user.
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const register = new RegisterPage(page);
    await register.goto({ size: 100 });
    await expect(register.rows).toHaveCount(100);
    const cut = register.table.locator("tbody [tabindex='0']");
    await (
      await context.newCDPSession(page)
    ).send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await cut.first().hover();
    const cell = cut.last();
    const text = (await cell.textContent()) ?? "";
    await cell.focus();
    // The focused cell is described by its own tooltip (the one pointed at may still be fading).
    await expect(cell).toHaveAccessibleDescription(text);
    await expect(
      page.getByRole("tooltip").filter({ hasText: text }),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(text);
    await context.close();
  });

  test("a failed search shows the error with 'Erneut versuchen'", async ({
    browser,
    phone,
  }) => {
    test.setTimeout(MIN);
    const { page, register } = await openRegister(browser, "anonymous");
    // Once idle the register fetches the page after the one shown: that search must have been
    // answered before the fault is set, or it would take one of the failures meant for the search
    // typed below.
    await expect
      .poll(() =>
        page.evaluate(
          (path) =>
            performance
              .getEntriesByType("resource")
              .filter(({ name }) => new URL(name).pathname === path).length,
          "/natippc/api/ippcInstallations",
        ),
      )
      .toBe(2);
    const fault = await fetch(`${BASE_URL}/__dev/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "/natippc/api/ippcInstallations",
        method: "POST",
        mode: "500",
        // The first try and the query's three retries (SPEC §9).
        times: 4,
      }),
    });
    expect(fault.ok, "fault set").toBe(true);
    await register.search.fill("Stahl");
    await expect(
      page.getByText("Die Anlagen konnten nicht geladen werden."),
    ).toBeVisible(longWait(phone));
    expect(await axeViolations(page), "error").toEqual([]);
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(register.table).toBeVisible();
    await settled(page);
    await expect.poll(() => register.total()).toBeGreaterThan(0);
    await page.context().close();
  });
});
