import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { BASE_URL, openPage, signInPath } from "./browser";

/**
 * The route demo of host-dev (/portal/katalog/routen): the app's page framework with a demo route
 * table that uses what the app's own routes do not (SPEC §2 "Route behaviour", "Page chrome").
 */
const DEMO = "/portal/katalog/routen";
const SCOPE = { root: "#route-demo" };
const FORBIDDEN = "Zugriff nicht erlaubt (Fehler 403)";

test.describe.configure({ mode: "parallel" });

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

/** The demo at `path` below it, as `persona` (anonymous unless told), once `heading` shows. */
async function openDemo(
  path: string,
  heading: string,
  { persona, width = 1280 }: { persona?: string; width?: number } = {},
): Promise<{ page: Page; errors: string[] }> {
  const target = `${DEMO}${path}`;
  const opened = await openPage(
    browser,
    persona ? signInPath(persona, target) : target,
  );
  await opened.page.setViewportSize({ width, height: 900 });
  await expect(pageHeading(opened.page, heading)).toBeVisible({
    timeout: 20_000,
  });
  return opened;
}

const app = (page: Page): Locator => page.locator("#route-demo");
const pageHeading = (page: Page, name: string): Locator =>
  app(page).getByRole("heading", { level: 1, name, exact: true });
const mainNav = (page: Page): Locator =>
  app(page).getByRole("navigation", { name: "Hauptnavigation" });
const sidebar = (page: Page): Locator =>
  app(page).getByRole("navigation", { name: "Seitennavigation" });

/** For `toHaveURL`: the address's path is `pathname`. */
const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The text of what has the focus, once it is `text`. */
function expectFocusOn(page: Page, text: string) {
  return expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""),
    )
    .toBe(text);
}

/** axe finds nothing in the demo, once it has settled. */
async function expectNoAxeViolations(page: Page) {
  await expect
    .poll(() => axeViolations(page, SCOPE), { timeout: 20_000 })
    .toEqual([]);
}

async function close(page: Page, errors: string[]): Promise<void> {
  expect(errors).toEqual([]);
  await page.context().close();
}

test.describe("route behaviour", () => {
  test("the root and a parent without a page open their first visible, permitted child; a hidden route is reachable but not listed", async () => {
    const { page, errors } = await openDemo("", "Übersicht");
    await expect(page).toHaveURL(atPath(`${DEMO}/uebersicht`));
    await expect(mainNav(page).getByRole("link")).toHaveText([
      "Übersicht",
      "Umweltthemen",
    ]);
    await expect(
      mainNav(page).getByRole("button", { name: "Anlagenarten" }),
    ).toHaveCount(1);
    // 'Behördenbereich' is a role's: an anonymous visitor does not see it.
    await expect(
      app(page).getByText("Behördenbereich", { exact: true }),
    ).toHaveCount(0);
    await expect(
      app(page).getByText("Interne Seite", { exact: true }),
    ).toHaveCount(0);

    await page.goto(`${BASE_URL}${DEMO}/anlagenarten`);
    await expect(pageHeading(page, "Feuerungsanlagen")).toBeVisible();
    await expect(page).toHaveURL(atPath(`${DEMO}/anlagenarten/feuerung`));

    await page.goto(`${BASE_URL}${DEMO}/intern`);
    await expect(pageHeading(page, "Interne Seite")).toBeVisible();
    await expect(
      mainNav(page).getByText("Interne Seite", { exact: true }),
    ).toHaveCount(0);
    await close(page, errors);
  });

  test("a route restricted to a role shows for that role and opens its first permitted child", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht", {
      persona: "authority",
    });
    await mainNav(page).getByRole("link", { name: "Behördenbereich" }).click();
    // 'Verwaltung' needs the administration role, not the active one: 'Berichte' comes first.
    await expect(pageHeading(page, "Berichte")).toBeVisible();
    await expect(page).toHaveURL(atPath(`${DEMO}/behoerde/berichte`));
    const branch = sidebar(page).getByRole("button", {
      name: "Unterseiten von Behördenbereich",
    });
    await expect(branch).toHaveAttribute("aria-expanded", "true");
    await expect(
      sidebar(page).getByRole("link", { name: "Berichte" }),
    ).toHaveCount(1);
    await expect(
      sidebar(page).getByRole("link", { name: "Verwaltung" }),
    ).toHaveCount(0);
    // A role in a dropdown too: 'Chemische Industrie' is listed for an authority.
    await mainNav(page).getByRole("button", { name: "Anlagenarten" }).click();
    await expect(
      mainNav(page).getByRole("link", { name: "Chemische Industrie" }),
    ).toBeVisible();
    await close(page, errors);
  });

  test("a signed-in user without the role gets the 403 page for the route and everything below it, without the sidebar", async () => {
    const { page, errors } = await openDemo("/behoerde", FORBIDDEN, {
      persona: "owner",
    });
    // Signed in: no detour to the portal's sign-in.
    await expect(page).toHaveURL(atPath(`${DEMO}/behoerde`));
    await expect(sidebar(page)).toHaveCount(0);
    await expect(
      mainNav(page).getByText("Behördenbereich", { exact: true }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    // 'Berichte' has no role of its own: it is permitted only where its parent is.
    await page.goto(`${BASE_URL}${DEMO}/behoerde/berichte`);
    await expect(pageHeading(page, FORBIDDEN)).toBeVisible();
    await expect(pageHeading(page, "Berichte")).toHaveCount(0);

    // Opened directly (a page load of its own): 'Zurück' stays in the app, at its first page.
    await app(page).getByRole("button", { name: "Zurück" }).click();
    await expect(pageHeading(page, "Übersicht")).toBeVisible();
    await expect(page).toHaveURL(atPath(`${DEMO}/uebersicht`));
    await close(page, errors);
  });
});

test.describe("links", () => {
  test("an external link opens a new tab without referrer or opener", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const external = mainNav(page).getByRole("link", { name: "EDM Portal" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute(
      "rel",
      /\bnoopener\b.*\bnoreferrer\b/,
    );
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      external.click(),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    await expect(popup).toHaveURL(atPath("/portal/"));
    expect(
      await popup.evaluate(() => ({
        referrer: document.referrer,
        opener: window.opener === null,
      })),
    ).toEqual({ referrer: "", opener: true });
    // The demo stays where it was.
    await expect(page).toHaveURL(atPath(`${DEMO}/uebersicht`));
    await close(page, errors);
  });

  test("a server page loads anew in the same window; a '../' link resolves against the context path", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    await page.evaluate(() => {
      (window as unknown as { demoMarker: boolean }).demoMarker = true;
    });
    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const server = mainNav(page).getByRole("link", { name: "Serverseite" });
    await expect(server).toHaveAttribute("target", "_self");
    await server.click();
    await expect(pageHeading(page, "Serverseite")).toBeVisible();
    await expect(page).toHaveURL(atPath(`${DEMO}/weiterfuehrend/serverseite`));
    // A page load, not client-side routing: the window's state is gone.
    expect(await page.evaluate(() => "demoMarker" in window)).toBe(false);

    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const relative = mainNav(page).getByRole("link", {
      name: "Komponentenkatalog",
    });
    await expect(relative).toHaveAttribute("href", "/portal/katalog/");
    await expect(relative).toHaveAttribute("target", "_self");
    await relative.click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Komponentenkatalog" }),
    ).toBeVisible();
    await expect(page).toHaveURL(atPath("/portal/katalog/"));
    await close(page, errors);
  });
});

test.describe("page chrome", () => {
  test("the application title is plain text when the interactive name is off, a link to the root when on", async () => {
    const { page, errors } = await openDemo("/themen/wasser", "Wasser");
    // The app's header, in the region named after the app (the portal's header is the banner).
    const banner = app(page).getByRole("region", {
      name: "IPPC Austria",
      exact: true,
    });
    await expect(
      banner.getByText("IPPC Austria", { exact: true }),
    ).toBeVisible();
    await expect(
      banner.getByRole("link", { name: "IPPC Austria" }),
    ).toHaveCount(0);

    await app(page)
      .getByRole("checkbox", { name: "Anwendungstitel als Link" })
      .check();
    const title = banner.getByRole("link", { name: "IPPC Austria" });
    await title.click();
    await expect(pageHeading(page, "Übersicht")).toBeVisible();
    await close(page, errors);
  });

  test("without setBreadcrumbs from the host the app draws its own: portal, app title, current route", async () => {
    const { page, errors } = await openDemo("/themen/luft", "Luft");
    await expect(
      page.getByRole("navigation", { name: "Brotkrümelnavigation" }),
    ).toHaveCount(1);
    const crumbs = app(page).getByRole("navigation", {
      name: "Brotkrümelnavigation",
    });
    await expect(crumbs.getByRole("link")).toHaveText([
      "EDM Portal",
      "IPPC Austria",
    ]);
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("Luft");
    await crumbs.getByRole("link", { name: "IPPC Austria" }).click();
    await expect(pageHeading(page, "Übersicht")).toBeVisible();
    await close(page, errors);
  });
});

test.describe("main navigation at 1280 px", () => {
  test("a dropdown opens with ArrowDown, moves with the arrows, closes with Escape and follows a link with Enter", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    const button = mainNav(page).getByRole("button", { name: "Anlagenarten" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectFocusOn(page, "Feuerungsanlagen");
    // An anonymous visitor has no role: 'Chemische Industrie' is not offered.
    const menu = mainNav(page).locator(
      `#${await button.getAttribute("aria-controls")}`,
    );
    await expect(menu.getByRole("link")).toHaveText([
      "Feuerungsanlagen",
      "Abfallbehandlung",
    ]);
    await page.keyboard.press("ArrowDown");
    await expectFocusOn(page, "Abfallbehandlung");
    await page.keyboard.press("ArrowDown");
    await expectFocusOn(page, "Feuerungsanlagen");
    await page.keyboard.press("End");
    await expectFocusOn(page, "Abfallbehandlung");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expectFocusOn(page, "Anlagenarten");
    // Closed: open, the menu lies over the breadcrumbs, whose covered link axe's target-size flags.
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expectFocusOn(page, "Abfallbehandlung");
    await page.keyboard.press("Enter");
    await expect(pageHeading(page, "Abfallbehandlung")).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(
      menu.getByRole("link", { name: "Abfallbehandlung", includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
    await close(page, errors);
  });
});

test.describe("sidebar at 1280 px", () => {
  test("the branch of the current route is expanded by itself; each branch expands and collapses by keyboard", async () => {
    const { page, errors } = await openDemo(
      "/themen/luft/stickoxide",
      "Stickoxide",
    );
    const toggle = (name: string) =>
      sidebar(page).getByRole("button", { name: `Unterseiten von ${name}` });
    await expect(toggle("Umweltthemen")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(toggle("Luft")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle("Wasser")).toHaveAttribute("aria-expanded", "false");
    await expect(toggle("Anlagenarten")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    const current = sidebar(page).getByRole("link", { name: "Stickoxide" });
    await expect(current).toHaveAttribute("aria-current", "page");
    const grundwasser = sidebar(page).getByRole("link", {
      name: "Grundwasser",
    });
    await expect(grundwasser).toBeHidden();
    await expectNoAxeViolations(page);

    await toggle("Wasser").focus();
    await page.keyboard.press("Enter");
    await expect(toggle("Wasser")).toHaveAttribute("aria-expanded", "true");
    await expect(grundwasser).toBeVisible();
    await page.keyboard.press("Space");
    await expect(toggle("Wasser")).toHaveAttribute("aria-expanded", "false");
    await expect(grundwasser).toBeHidden();

    await toggle("Luft").focus();
    await page.keyboard.press("Enter");
    await expect(toggle("Luft")).toHaveAttribute("aria-expanded", "false");
    await expect(current).toBeHidden();

    // To another branch: it opens by itself.
    await toggle("Anlagenarten").focus();
    await page.keyboard.press("Enter");
    await sidebar(page).getByRole("link", { name: "Feuerungsanlagen" }).focus();
    await page.keyboard.press("Enter");
    await expect(pageHeading(page, "Feuerungsanlagen")).toBeVisible();
    await page.goto(`${BASE_URL}${DEMO}/themen/wasser/grundwasser`);
    await expect(pageHeading(page, "Grundwasser")).toBeVisible();
    await expect(toggle("Wasser")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle("Luft")).toHaveAttribute("aria-expanded", "false");
    await close(page, errors);
  });
  test("each level of the tree starts right of its parent's name", async () => {
    const { page, errors } = await openDemo(
      "/themen/luft/stickoxide",
      "Stickoxide",
    );
    const left = async (name: string) =>
      (
        await sidebar(page)
          .getByRole("link", { name, exact: true })
          .boundingBox()
      )?.x;
    // Umweltthemen › Luft › Stickoxide, and a leaf beside the branches of the first level.
    await expect(async () => {
      const [first, second, third, leaf] = [
        await left("Umweltthemen"),
        await left("Luft"),
        await left("Stickoxide"),
        await left("Übersicht"),
      ];
      for (const [name, x] of Object.entries({
        Umweltthemen: first,
        Luft: second,
        Stickoxide: third,
        Übersicht: leaf,
      }))
        expect(x, `${name} has a box`).toBeDefined();
      expect(
        second!,
        `Luft at ${second} px, its parent at ${first}`,
      ).toBeGreaterThan(first!);
      expect(
        third!,
        `Stickoxide at ${third} px, its parent at ${second}`,
      ).toBeGreaterThan(second!);
      expect(leaf).toBe(first);
    }).toPass({ timeout: 10_000 });
    await close(page, errors);
  });
});

test.describe("burger menu at 375 px", () => {
  test("the first level lists the items, the second the sub-tree of the chosen one, by keyboard", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht", {
      width: 375,
    });
    await expect(mainNav(page)).toHaveCount(0);
    await app(page).getByRole("button", { name: "Menü" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menü" });
    const nav = drawer.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav).toBeVisible();
    await expect(nav.locator(":scope > ul > li")).toHaveText([
      "Übersicht",
      "Anlagenarten",
      "Umweltthemen",
      "Weiterführend",
    ]);
    await expect(nav.getByRole("button", { name: "Umweltthemen" })).toHaveCount(
      1,
    );
    for (const name of ["Nachrichten-Center", "Anmelden"])
      await expect(drawer.getByRole("button", { name })).toBeVisible();
    // A page without context help is offered no switch for it.
    await expect(drawer.getByRole("button", { name: "Hilfe" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await nav.getByRole("button", { name: "Umweltthemen" }).focus();
    await page.keyboard.press("Enter");
    await expect(
      nav.getByRole("heading", { name: "Umweltthemen" }),
    ).toBeVisible();
    await expectFocusOn(page, "Zurück zum Menü");
    await expect(nav.getByRole("link")).toHaveText([
      "Umweltthemen",
      "Wasser",
      "Grundwasser",
      "Fließgewässer",
      "Luft",
      "Feinstaub",
      "Stickoxide",
    ]);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect(
      nav.getByRole("button", { name: "Umweltthemen" }),
    ).toBeVisible();
    await expectFocusOn(page, "Umweltthemen");

    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Feinstaub" }).focus();
    await page.keyboard.press("Enter");
    await expect(pageHeading(page, "Feinstaub")).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(atPath(`${DEMO}/themen/luft/feinstaub`));
    await close(page, errors);
  });
});

test.describe("axe", () => {
  for (const width of [1280, 375]) {
    for (const persona of ["anonymous", "authority"]) {
      test(`the demo at ${width} px for ${persona}: axe finds nothing`, async () => {
        const { page, errors } = await openDemo(
          "/themen/wasser/grundwasser",
          "Grundwasser",
          { width, persona: persona === "anonymous" ? undefined : persona },
        );
        await expectNoAxeViolations(page);
        await close(page, errors);
      });
    }
  }
});
