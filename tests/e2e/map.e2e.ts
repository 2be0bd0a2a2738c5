/**
 * The register's map in Chromium (WebGL through SwiftShader): switched to from the list by
 * keyboard with the search kept in the address, its symbols reached and opened by keyboard from the
 * Bundesland down to one installation, panned by the arrow keys, its list of what is in view one
 * link away, and axe at 1280 and 375 px; the details page's small map, loaded when it comes near;
 * 'in der Nähe' from the browser's position by keyboard.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { MAP_TEXTS } from "../../src/i18n/map";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import {
  DETAILS_URL,
  DetailsPage,
  RegisterPage,
  type RegisterQuery,
} from "./pages";
import { MAP_LABELS } from "../../src/i18n/register";

const TEXTS = MAP_TEXTS;
let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function open(
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

/** Tabs on until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`not reached by Tab: ${target.toString()}`);
}

test("the list's search goes onto the map by keyboard, and the map's address keeps it", async () => {
  const { page, errors, register } = await open({ bundesland: "4" });
  await register.count.waitFor();
  const total = await register.total();
  const list = page.getByRole("radio", { name: REGISTER_TEXTS.display.list });
  await list.focus();
  await page.keyboard.press("ArrowRight");
  await page.waitForURL(/view=map/);
  assert.match(page.url(), /bundesland=4/);
  await inViewTitle(page).waitFor();
  // Upper Austria in view: every match of the search.
  assert.equal(await inViewCount(page), total);
  await symbols(page, /^Bundesland Oberösterreich: /).waitFor();
  assert.equal(await symbols(page, /^Bundesland /).count(), 1);

  // The same address opens the same map.
  await page.reload();
  await symbols(page, /^Bundesland Oberösterreich: /).waitFor();
  assert.equal(await inViewCount(page), total);
  assert.deepEqual(errors, []);
});

test("from the Bundesland to one installation by keyboard, the list one link away", async () => {
  const { page, errors } = await open({ bundesland: "4", view: "map" });
  const land = symbols(
    page,
    /^Bundesland Oberösterreich: \d+ Anlagen – vergrößern$/,
  );
  await land.waitFor();

  // The list of what is in view: one link before the map.
  const toList = page.getByRole("link", { name: TEXTS.toList });
  await tabTo(page, toList);
  await page.keyboard.press("Enter");
  assert.equal(
    await inViewTitle(page).evaluate((el) => el === document.activeElement),
    true,
  );
  assert.ok((await page.locator("main section ul li a").count()) > 0);

  // Back to the map, one link after the list.
  await tabTo(
    page,
    page.getByRole("link", { name: TEXTS.inView.backToMap }),
    200,
  );
  await page.keyboard.press("Enter");
  const canvas = page.getByRole("region", { name: TEXTS.title });
  assert.equal(
    await canvas.evaluate((el) => el === document.activeElement),
    true,
  );

  // Into the Bundesland, then a district, then clusters down to one installation.
  await tabTo(page, land);
  await page.keyboard.press("Enter");
  const district = symbols(
    page,
    /^Bezirk .+: \d+ Anlagen? – vergrößern$/,
  ).first();
  await district.waitFor();
  await tabTo(page, district);
  await page.keyboard.press("Enter");
  const point = page.locator(".maplibregl-marker a").first();
  for (let i = 0; i < 8 && !(await point.isVisible()); i++) {
    const cluster = symbols(page, / in der Umgebung – vergrößern$/).first();
    await cluster.waitFor({ timeout: 5000 });
    await tabTo(page, cluster);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(600);
  }
  const name = await point.getAttribute("title");
  assert.ok(name);
  await tabTo(page, point);
  await page.keyboard.press("Enter");
  await page.waitForURL(DETAILS_URL);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  assert.deepEqual(errors, []);
});

test("the arrow keys pan the map and the plus key zooms it; what is in view follows", async () => {
  const { page, errors } = await open({ view: "map" });
  await inViewTitle(page).waitFor();
  const all = await inViewCount(page);
  const canvas = page.getByRole("region", { name: TEXTS.title });
  await tabTo(page, canvas);
  for (let i = 0; i < 3; i++) await page.keyboard.press("Equal");
  await page.waitForTimeout(800);
  const zoomed = await inViewCount(page);
  assert.ok(zoomed < all, `zoomed in: ${zoomed} of ${all}`);
  assert.ok(
    (await symbols(page, /^Bezirk /).count()) +
      (await symbols(page, / in der Umgebung /).count()) >
      0,
  );
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(800);
  assert.notEqual(await inViewCount(page), zoomed);
  assert.deepEqual(errors, []);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on the map at ${width} px`, async () => {
    const { page, errors } = await open({ view: "map" }, { width });
    await symbols(page, /^Bundesland /)
      .first()
      .waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });
}

test("the details page shows where the installation is on a small map, loaded when scrolled near", async () => {
  const { page, errors } = await open({});
  const details = new DetailsPage(page);
  await details.goto("AT-IPPC-000376");
  const coordinates = page.getByText("Koordinaten").first();
  await coordinates.waitFor();
  const name =
    (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const map = page.getByRole("img", { name: MAP_LABELS.location(name) });
  assert.equal(await map.count(), 0);
  await coordinates.scrollIntoViewIfNeeded();
  await map.waitFor();
  await map.locator("canvas").waitFor();
  assert.deepEqual(errors, []);
});

test("'in der Nähe' from the browser's position, by keyboard: nearest first, undone in place", async () => {
  const GRAZ = { latitude: 47.07, longitude: 15.44 };
  const { page, errors, register } = await open({}, { geolocation: GRAZ });
  await register.count.waitFor();
  const nearMe = page.getByRole("button", {
    name: REGISTER_TEXTS.near.fromPosition,
  });
  await nearMe.focus();
  await page.keyboard.press("Enter");
  await page
    .getByText(REGISTER_TEXTS.near.active(REGISTER_TEXTS.near.myPosition))
    .waitFor();
  assert.match(page.url(), /near=47\.07000%2C15\.44000/);
  const clear = page.getByRole("button", { name: REGISTER_TEXTS.near.clear });
  assert.equal(
    await clear.evaluate((el) => el === document.activeElement),
    true,
  );
  await page.getByText(/ km$/).first().waitFor();
  const places = await register.column(3).allTextContents();
  const km = places.map((text) =>
    Number(/ · (\d+,\d) km$/.exec(text)?.[1]?.replace(",", ".")),
  );
  assert.deepEqual(
    km,
    [...km].sort((a, b) => a - b),
  );
  assert.ok((km[0] ?? Infinity) < 15, `nearest ${km[0]} km`);
  await page.keyboard.press("Enter");
  await nearMe.waitFor();
  assert.doesNotMatch(page.url(), /near=/);
  assert.deepEqual(errors, []);
});

test("without its base map the map says so and still shows the installations", async () => {
  const { page, errors } = await open(
    { view: "map" },
    {
      before: (page) =>
        page.route(/\/map\/style\.json$/, (route) =>
          route.fulfill({ status: 503, body: "" }),
        ),
    },
  );
  await page.getByText(TEXTS.baseMapFailed).waitFor();
  await symbols(page, /^Bundesland /)
    .first()
    .waitFor();
  assert.ok((await inViewCount(page)) > 0);
  assert.deepEqual(errors, []);
});
