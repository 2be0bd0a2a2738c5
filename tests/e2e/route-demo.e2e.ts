import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { BASE_URL, launchBrowser, openPage, signInPath } from "./browser";

/**
 * The route demo of host-dev (/portal/katalog/routen): the app's page framework with a demo route
 * table that uses what the app's own routes do not (SPEC §2 "Route behaviour", "Page chrome").
 */
const DEMO = "/portal/katalog/routen";
const SCOPE = { root: "#route-demo" };
const FORBIDDEN = "Zugriff nicht erlaubt (Fehler 403)";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
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
  await pageHeading(opened.page, heading).waitFor({ timeout: 20_000 });
  return opened;
}

const app = (page: Page): Locator => page.locator("#route-demo");
const pageHeading = (page: Page, name: string): Locator =>
  app(page).getByRole("heading", { level: 1, name, exact: true });
const mainNav = (page: Page): Locator =>
  app(page).getByRole("navigation", { name: "Hauptnavigation" });
const sidebar = (page: Page): Locator =>
  app(page).getByRole("navigation", { name: "Seitennavigation" });

function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
}

async function linkNames(scope: Locator): Promise<string[]> {
  return (await scope.getByRole("link").allTextContents()).map((text) =>
    text.trim(),
  );
}

async function close(page: Page, errors: string[]): Promise<void> {
  assert.deepEqual(errors, []);
  await page.context().close();
}

describe("route behaviour", () => {
  test("the root and a parent without a page open their first visible, permitted child; a hidden route is reachable but not listed", async () => {
    const { page, errors } = await openDemo("", "Übersicht");
    assert.equal(new URL(page.url()).pathname, `${DEMO}/uebersicht`);
    assert.deepEqual(await linkNames(mainNav(page)), [
      "Übersicht",
      "Umweltthemen",
    ]);
    assert.equal(
      await mainNav(page).getByRole("button", { name: "Anlagenarten" }).count(),
      1,
    );
    // 'Behördenbereich' is a role's: an anonymous visitor does not see it.
    assert.equal(
      await app(page).getByText("Behördenbereich", { exact: true }).count(),
      0,
    );
    assert.equal(
      await app(page).getByText("Interne Seite", { exact: true }).count(),
      0,
    );

    await page.goto(`${BASE_URL}${DEMO}/anlagenarten`);
    await pageHeading(page, "Feuerungsanlagen").waitFor();
    assert.equal(new URL(page.url()).pathname, `${DEMO}/anlagenarten/feuerung`);

    await page.goto(`${BASE_URL}${DEMO}/intern`);
    await pageHeading(page, "Interne Seite").waitFor();
    assert.equal(
      await mainNav(page).getByText("Interne Seite", { exact: true }).count(),
      0,
    );
    await close(page, errors);
  });

  test("a route restricted to a role shows for that role and opens its first permitted child", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht", {
      persona: "authority",
    });
    await mainNav(page).getByRole("link", { name: "Behördenbereich" }).click();
    // 'Verwaltung' needs the administration role, not the active one: 'Berichte' comes first.
    await pageHeading(page, "Berichte").waitFor();
    assert.equal(new URL(page.url()).pathname, `${DEMO}/behoerde/berichte`);
    const branch = sidebar(page).getByRole("button", {
      name: "Unterseiten von Behördenbereich",
    });
    assert.equal(await branch.getAttribute("aria-expanded"), "true");
    assert.equal(
      await sidebar(page).getByRole("link", { name: "Berichte" }).count(),
      1,
    );
    assert.equal(
      await sidebar(page).getByRole("link", { name: "Verwaltung" }).count(),
      0,
    );
    // A role in a dropdown too: 'Chemische Industrie' is listed for an authority.
    await mainNav(page).getByRole("button", { name: "Anlagenarten" }).click();
    await mainNav(page)
      .getByRole("link", { name: "Chemische Industrie" })
      .waitFor();
    await close(page, errors);
  });

  test("a signed-in user without the role gets the 403 page for the route and everything below it, without the sidebar", async () => {
    const { page, errors } = await openDemo("/behoerde", FORBIDDEN, {
      persona: "owner",
    });
    // Signed in: no detour to the portal's sign-in.
    assert.equal(new URL(page.url()).pathname, `${DEMO}/behoerde`);
    assert.equal(await sidebar(page).count(), 0);
    assert.equal(
      await mainNav(page).getByText("Behördenbereich", { exact: true }).count(),
      0,
    );
    assert.deepEqual(await axeViolations(page, SCOPE), []);

    // 'Berichte' has no role of its own: it is permitted only where its parent is.
    await page.goto(`${BASE_URL}${DEMO}/behoerde/berichte`);
    await pageHeading(page, FORBIDDEN).waitFor();
    assert.equal(await pageHeading(page, "Berichte").count(), 0);

    // Opened directly (a page load of its own): 'Zurück' stays in the app, at its first page.
    await app(page).getByRole("button", { name: "Zurück" }).click();
    await pageHeading(page, "Übersicht").waitFor();
    assert.equal(new URL(page.url()).pathname, `${DEMO}/uebersicht`);
    await close(page, errors);
  });
});

describe("links", () => {
  test("an external link opens a new tab without referrer or opener", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const external = mainNav(page).getByRole("link", { name: "EDM Portal" });
    assert.equal(await external.getAttribute("target"), "_blank");
    assert.match(
      (await external.getAttribute("rel")) ?? "",
      /\bnoopener\b.*\bnoreferrer\b/,
    );
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      external.click(),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    assert.equal(new URL(popup.url()).pathname, "/portal/");
    assert.deepEqual(
      await popup.evaluate(() => ({
        referrer: document.referrer,
        opener: window.opener === null,
      })),
      { referrer: "", opener: true },
    );
    // The demo stays where it was.
    assert.equal(new URL(page.url()).pathname, `${DEMO}/uebersicht`);
    await close(page, errors);
  });

  test("a server page loads anew in the same window; a '../' link resolves against the context path", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    await page.evaluate(() => {
      (window as unknown as { demoMarker: boolean }).demoMarker = true;
    });
    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const server = mainNav(page).getByRole("link", { name: "Serverseite" });
    assert.equal(await server.getAttribute("target"), "_self");
    await server.click();
    await pageHeading(page, "Serverseite").waitFor();
    assert.equal(
      new URL(page.url()).pathname,
      `${DEMO}/weiterfuehrend/serverseite`,
    );
    // A page load, not client-side routing: the window's state is gone.
    assert.equal(await page.evaluate(() => "demoMarker" in window), false);

    await mainNav(page).getByRole("button", { name: "Weiterführend" }).click();
    const relative = mainNav(page).getByRole("link", {
      name: "Komponentenkatalog",
    });
    assert.equal(await relative.getAttribute("href"), "/portal/katalog/");
    assert.equal(await relative.getAttribute("target"), "_self");
    await relative.click();
    await page
      .getByRole("heading", { level: 1, name: "Komponentenkatalog" })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, "/portal/katalog/");
    await close(page, errors);
  });
});

describe("page chrome", () => {
  test("the application title is plain text when the interactive name is off, a link to the root when on", async () => {
    const { page, errors } = await openDemo("/themen/wasser", "Wasser");
    const banner = app(page).getByRole("banner");
    await banner.getByText("IPPC Austria", { exact: true }).waitFor();
    assert.equal(
      await banner.getByRole("link", { name: "IPPC Austria" }).count(),
      0,
    );

    await app(page)
      .getByRole("checkbox", { name: "Anwendungstitel als Link" })
      .check();
    const title = banner.getByRole("link", { name: "IPPC Austria" });
    await title.click();
    await pageHeading(page, "Übersicht").waitFor();
    await close(page, errors);
  });

  test("without setBreadcrumbs from the host the app draws its own: portal, app title, current route", async () => {
    const { page, errors } = await openDemo("/themen/luft", "Luft");
    assert.equal(
      await page
        .getByRole("navigation", { name: "Brotkrümelnavigation" })
        .count(),
      1,
    );
    const crumbs = app(page).getByRole("navigation", {
      name: "Brotkrümelnavigation",
    });
    assert.deepEqual(await linkNames(crumbs), ["EDM Portal", "IPPC Austria"]);
    assert.equal(
      await crumbs.locator("[aria-current=page]").textContent(),
      "Luft",
    );
    await crumbs.getByRole("link", { name: "IPPC Austria" }).click();
    await pageHeading(page, "Übersicht").waitFor();
    await close(page, errors);
  });
});

describe("main navigation at 1280 px", () => {
  test("a dropdown opens with ArrowDown, moves with the arrows, closes with Escape and follows a link with Enter", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht");
    const button = mainNav(page).getByRole("button", { name: "Anlagenarten" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await focusedText(page), "Feuerungsanlagen");
    // An anonymous visitor has no role: 'Chemische Industrie' is not offered.
    const menu = mainNav(page).locator(
      `#${await button.getAttribute("aria-controls")}`,
    );
    assert.deepEqual(await linkNames(menu), [
      "Feuerungsanlagen",
      "Abfallbehandlung",
    ]);
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "Abfallbehandlung");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "Feuerungsanlagen");
    await page.keyboard.press("End");
    assert.equal(await focusedText(page), "Abfallbehandlung");
    await page.keyboard.press("Escape");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await menu.isVisible(), false);
    assert.equal(await focusedText(page), "Anlagenarten");
    // Closed: open, the menu lies over the breadcrumbs, whose covered link axe's target-size flags.
    assert.deepEqual(await axeViolations(page, SCOPE), []);

    await page.keyboard.press("Enter");
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(await focusedText(page), "Abfallbehandlung");
    await page.keyboard.press("Enter");
    await pageHeading(page, "Abfallbehandlung").waitFor();
    assert.equal(await menu.isVisible(), false);
    assert.equal(
      await menu
        .getByRole("link", { name: "Abfallbehandlung", includeHidden: true })
        .getAttribute("aria-current"),
      "page",
    );
    await close(page, errors);
  });
});

describe("sidebar at 1280 px", () => {
  test("the branch of the current route is expanded by itself; each branch expands and collapses by keyboard", async () => {
    const { page, errors } = await openDemo(
      "/themen/luft/stickoxide",
      "Stickoxide",
    );
    const toggle = (name: string) =>
      sidebar(page).getByRole("button", { name: `Unterseiten von ${name}` });
    assert.equal(
      await toggle("Umweltthemen").getAttribute("aria-expanded"),
      "true",
    );
    assert.equal(await toggle("Luft").getAttribute("aria-expanded"), "true");
    assert.equal(await toggle("Wasser").getAttribute("aria-expanded"), "false");
    assert.equal(
      await toggle("Anlagenarten").getAttribute("aria-expanded"),
      "false",
    );
    const current = sidebar(page).getByRole("link", { name: "Stickoxide" });
    assert.equal(await current.getAttribute("aria-current"), "page");
    const grundwasser = sidebar(page).getByRole("link", {
      name: "Grundwasser",
    });
    assert.equal(await grundwasser.isVisible(), false);
    assert.deepEqual(await axeViolations(page, SCOPE), []);

    await toggle("Wasser").focus();
    await page.keyboard.press("Enter");
    assert.equal(await toggle("Wasser").getAttribute("aria-expanded"), "true");
    assert.equal(await grundwasser.isVisible(), true);
    await page.keyboard.press("Space");
    assert.equal(await toggle("Wasser").getAttribute("aria-expanded"), "false");
    assert.equal(await grundwasser.isVisible(), false);

    await toggle("Luft").focus();
    await page.keyboard.press("Enter");
    assert.equal(await toggle("Luft").getAttribute("aria-expanded"), "false");
    assert.equal(await current.isVisible(), false);

    // To another branch: it opens by itself.
    await toggle("Anlagenarten").focus();
    await page.keyboard.press("Enter");
    await sidebar(page).getByRole("link", { name: "Feuerungsanlagen" }).focus();
    await page.keyboard.press("Enter");
    await pageHeading(page, "Feuerungsanlagen").waitFor();
    await page.goto(`${BASE_URL}${DEMO}/themen/wasser/grundwasser`);
    await pageHeading(page, "Grundwasser").waitFor();
    assert.equal(await toggle("Wasser").getAttribute("aria-expanded"), "true");
    assert.equal(await toggle("Luft").getAttribute("aria-expanded"), "false");
    await close(page, errors);
  });
  test("each level of the tree starts right of its parent's name", async () => {
    const { page, errors } = await openDemo(
      "/themen/luft/stickoxide",
      "Stickoxide",
    );
    const left = async (name: string) => {
      const box = await sidebar(page)
        .getByRole("link", { name, exact: true })
        .boundingBox();
      assert.ok(box, name);
      return box.x;
    };
    // Umweltthemen › Luft › Stickoxide, and a leaf beside the branches of the first level.
    const [first, second, third, leaf] = [
      await left("Umweltthemen"),
      await left("Luft"),
      await left("Stickoxide"),
      await left("Übersicht"),
    ];
    assert.ok(second > first, `Luft at ${second} px, its parent at ${first}`);
    assert.ok(
      third > second,
      `Stickoxide at ${third} px, its parent at ${second}`,
    );
    assert.equal(leaf, first);
    await close(page, errors);
  });
});

describe("burger menu at 375 px", () => {
  test("the first level lists the items, the second the sub-tree of the chosen one, by keyboard", async () => {
    const { page, errors } = await openDemo("/uebersicht", "Übersicht", {
      width: 375,
    });
    assert.equal(await mainNav(page).count(), 0);
    await app(page).getByRole("button", { name: "Menü" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menü" });
    const nav = drawer.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.waitFor();
    assert.deepEqual(
      (await nav.locator(":scope > ul > li").allTextContents()).map((text) =>
        text.trim(),
      ),
      ["Übersicht", "Anlagenarten", "Umweltthemen", "Weiterführend"],
    );
    assert.equal(
      await nav.getByRole("button", { name: "Umweltthemen" }).count(),
      1,
    );
    for (const name of ["Hilfe", "Nachrichten-Center", "Anmelden"])
      await drawer.getByRole("button", { name }).waitFor();
    assert.deepEqual(await axeViolations(page, SCOPE), []);

    await nav.getByRole("button", { name: "Umweltthemen" }).focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("heading", { name: "Umweltthemen" }).waitFor();
    assert.equal(await focusedText(page), "Zurück zum Menü");
    assert.deepEqual(await linkNames(nav), [
      "Umweltthemen",
      "Wasser",
      "Grundwasser",
      "Fließgewässer",
      "Luft",
      "Feinstaub",
      "Stickoxide",
    ]);
    assert.deepEqual(await axeViolations(page, SCOPE), []);

    await page.keyboard.press("Enter");
    await nav.getByRole("button", { name: "Umweltthemen" }).waitFor();
    assert.equal(await focusedText(page), "Umweltthemen");

    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Feinstaub" }).focus();
    await page.keyboard.press("Enter");
    await pageHeading(page, "Feinstaub").waitFor();
    assert.equal(await drawer.count(), 0);
    assert.equal(new URL(page.url()).pathname, `${DEMO}/themen/luft/feinstaub`);
    await close(page, errors);
  });
});

describe("axe", () => {
  for (const width of [1280, 375]) {
    for (const persona of ["anonymous", "authority"]) {
      test(`the demo at ${width} px for ${persona}: axe finds nothing`, async () => {
        const { page, errors } = await openDemo(
          "/themen/wasser/grundwasser",
          "Grundwasser",
          { width, persona: persona === "anonymous" ? undefined : persona },
        );
        assert.deepEqual(await axeViolations(page, SCOPE), []);
        await close(page, errors);
      });
    }
  }
});
