/**
 * The register's map in Chromium (WebGL through SwiftShader): switched to from the list by
 * keyboard with the search kept in the address, its symbols reached and opened by keyboard from the
 * Bundesland down to one installation, panned by the arrow keys, its list of what is in view one
 * link away, and axe at 1280 and 375 px; the details page's small map, loaded when it comes near;
 * 'in der Nähe' from the browser's position by keyboard.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { MAP_TEXTS } from "../../src/i18n/map";
import { MAP_LABELS, REGISTER_TEXTS } from "../../src/i18n/register";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  DETAILS_URL,
  DetailsPage,
  RegisterPage,
  type RegisterQuery,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const TEXTS = MAP_TEXTS;

async function open(
  browser: Browser,
  query: RegisterQuery,
  {
    width = 1280,
    geolocation,
    before,
  }: {
    width?: number;
    /** Where the browser says it is, with the permission granted. */
    geolocation?: { latitude: number; longitude: number };
    /** Before the page loads, e.g. requests to answer otherwise. */
    before?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<{ page: Page; errors: string[]; register: RegisterPage }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    ...(geolocation ? { geolocation, permissions: ["geolocation"] } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await before?.(page);
  const register = new RegisterPage(page);
  await register.goto(query);
  return { page, errors, register };
}

/** 'Im Kartenausschnitt: N Anlagen' and its number. */
function inViewTitle(page: Page): Locator {
  return page.getByRole("heading", { name: /^Im Kartenausschnitt: / });
}
async function inViewCount(page: Page): Promise<number> {
  const text = (await inViewTitle(page).textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** The symbol buttons on the map whose names match. */
function symbols(page: Page, name: RegExp): Locator {
  return page.locator(".maplibregl-marker").getByRole("button", { name });
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement);

/** Tabs on until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `not reached by Tab: ${target}`).toBe(true);
}

test("the list's search goes onto the map by keyboard, and the map's address keeps it", async ({
  browser,
}) => {
  const { page, errors, register } = await open(browser, { bundesland: "4" });
  await expect(register.count).toBeVisible();
  const total = await register.total();
  const list = page.getByRole("radio", { name: REGISTER_TEXTS.display.list });
  await list.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/bundesland=4/);
  await expect(inViewTitle(page)).toBeVisible();
  // Upper Austria in view: every match of the search.
  await expect.poll(() => inViewCount(page)).toBe(total);
  await expect(symbols(page, /^Bundesland Oberösterreich: /)).toBeVisible();
  await expect(symbols(page, /^Bundesland /)).toHaveCount(1);

  // The same address opens the same map.
  await page.reload();
  await expect(symbols(page, /^Bundesland Oberösterreich: /)).toBeVisible();
  await expect.poll(() => inViewCount(page)).toBe(total);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("from the Bundesland to one installation by keyboard, the list one link away", async ({
  browser,
}) => {
  // A long walk by keyboard: through up to a hundred links of the list and back.
  test.setTimeout(60_000);
  const { page, errors } = await open(browser, {
    bundesland: "4",
    view: "map",
  });
  const land = symbols(
    page,
    /^Bundesland Oberösterreich: \d+ Anlagen – vergrößern$/,
  );
  await expect(land).toBeVisible();

  // The list of what is in view: one link before the map.
  const toList = page.getByRole("link", { name: TEXTS.toList });
  await tabTo(page, toList);
  await page.keyboard.press("Enter");
  await expect(inViewTitle(page)).toBeFocused();
  await expect
    .poll(() => page.locator("main section ul li a").count())
    .toBeGreaterThan(0);

  // Back to the map, one link after the list.
  await tabTo(
    page,
    page.getByRole("link", { name: TEXTS.inView.backToMap }),
    200,
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: TEXTS.title })).toBeFocused();

  // Into the Bundesland, then a district, then clusters down to one installation.
  await tabTo(page, land);
  await page.keyboard.press("Enter");
  const district = symbols(
    page,
    /^Bezirk .+: \d+ Anlagen? – vergrößern$/,
  ).first();
  await expect(district).toBeVisible();
  await tabTo(page, district);
  await page.keyboard.press("Enter");
  const point = page.locator(".maplibregl-marker a").first();
  for (let i = 0; i < 8 && !(await point.isVisible()); i++) {
    const cluster = symbols(page, / in der Umgebung – vergrößern$/).first();
    await expect(cluster).toBeVisible({ timeout: 5000 });
    await tabTo(page, cluster);
    const zoomedInto = await cluster.elementHandle();
    await page.keyboard.press("Enter");
    // The map shows the next symbols once it has come to rest: the cluster then goes.
    await expect
      .poll(() => zoomedInto!.evaluate((el) => el.isConnected))
      .toBe(false);
  }
  const name = await point.getAttribute("title");
  expect(name).toBeTruthy();
  await tabTo(page, point);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(DETAILS_URL);
  await expect(
    page.getByRole("heading", { level: 1, name: name! }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the arrow keys pan the map and the plus key zooms it; what is in view follows", async ({
  browser,
}) => {
  const { page, errors } = await open(browser, { view: "map" });
  // The symbols come with the map, which has then told what it shows.
  await expect(symbols(page, /^Bundesland /).first()).toBeVisible();
  const all = await inViewCount(page);
  const canvas = page.getByRole("region", { name: TEXTS.title });
  await tabTo(page, canvas);
  // One step at a time: what is in view follows each once the map has come to rest.
  let zoomed = all;
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Equal");
    await expect
      .poll(() => inViewCount(page), { message: `zoom step ${i + 1}` })
      .toBeLessThan(zoomed);
    zoomed = await inViewCount(page);
  }
  expect(zoomed, `zoomed in: ${zoomed} of ${all}`).toBeLessThan(all);
  await expect
    .poll(
      async () =>
        (await symbols(page, /^Bezirk /).count()) +
        (await symbols(page, / in der Umgebung /).count()),
    )
    .toBeGreaterThan(0);
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowLeft");
  await expect.poll(() => inViewCount(page)).not.toBe(zoomed);
  expect(errors).toEqual([]);
  await page.context().close();
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on the map at ${width} px`, async ({ browser }) => {
    const { page, errors } = await open(browser, { view: "map" }, { width });
    await expect(symbols(page, /^Bundesland /).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test("the details page shows where the installation is on a small map, loaded when scrolled near", async ({
  browser,
}) => {
  const { page, errors } = await open(browser, {});
  const details = new DetailsPage(page);
  await details.goto("AT-IPPC-000376");
  const coordinates = page.getByText("Koordinaten").first();
  await expect(coordinates).toBeVisible();
  const name =
    (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const map = page.getByRole("img", { name: MAP_LABELS.location(name) });
  // Not yet: the map is further down.
  await expect(map).toHaveCount(0);
  await coordinates.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(map.locator("canvas")).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("'in der Nähe' from the browser's position, by keyboard: nearest first, undone in place", async ({
  browser,
}) => {
  const GRAZ = { latitude: 47.07, longitude: 15.44 };
  const { page, errors, register } = await open(
    browser,
    {},
    { geolocation: GRAZ },
  );
  await expect(register.count).toBeVisible();
  const nearMe = page.getByRole("button", {
    name: REGISTER_TEXTS.near.fromPosition,
  });
  await nearMe.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(REGISTER_TEXTS.near.active(REGISTER_TEXTS.near.myPosition)),
  ).toBeVisible();
  await expect(page).toHaveURL(/near=47\.07000%2C15\.44000/);
  const clear = page.getByRole("button", { name: REGISTER_TEXTS.near.clear });
  await expect(clear).toBeFocused();
  await expect(page.getByText(/ km$/).first()).toBeVisible();
  // Nearest first, the nearest within 15 km of Graz.
  await expect(async () => {
    const places = await register.column(3).allTextContents();
    const km = places.map((text) =>
      Number(/ · (\d+,\d) km$/.exec(text)?.[1]?.replace(",", ".")),
    );
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0] ?? Infinity, `nearest ${km[0]} km`).toBeLessThan(15);
  }).toPass();
  await page.keyboard.press("Enter");
  await expect(nearMe).toBeVisible();
  await expect(page).not.toHaveURL(/near=/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("without its base map the map says so and still shows the installations", async ({
  browser,
}) => {
  const { page, errors } = await open(
    browser,
    { view: "map" },
    {
      before: (page) =>
        page.route(/\/map\/style\.json$/, (route) =>
          route.fulfill({ status: 503, body: "" }),
        ),
    },
  );
  await expect(page.getByText(TEXTS.baseMapFailed)).toBeVisible();
  await expect(symbols(page, /^Bundesland /).first()).toBeVisible();
  await expect.poll(() => inViewCount(page)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
