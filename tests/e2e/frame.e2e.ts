/**
 * The page frame in the browser: header, main navigation, sidebar, footer, burger menu, header
 * heights and hyphenation. Which routes a visitor sees is decided from their session, so every
 * persona walks the main navigation, once, at desktop width. The rest of the frame differs only
 * between a visitor who is not signed in ('Anmelden') and one who is (the name in the header and
 * the burger menu): it is checked for the anonymous visitor and for the signed-in persona with the
 * longest name. No route depends on a role or the kind of sign-in (the task list only on whether
 * the visitor has a task), so the other personas' burger menus list the authority's routes.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { BASE_URL, openPage, signInPath } from "./browser";
import {
  mainNavigationLink,
  DetailsPage,
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  type Persona,
} from "./pages";

/** Screenshots of every state, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS ?? "/tmp/natippc-frame-e2e";

const PERSONAS: [Persona, string | null][] = [
  ["anonymous", null],
  ["owner", "Maria Huber"],
  ["authority", "Ing. Johann Leitner"],
  ["pvp", "DI Thomas Wimmer"],
  ["oidc", "Stefan Pichler"],
];
/**
 * The personas the whole frame is checked for: not signed in ('Anmelden' in the header and the
 * menu), and signed in with the longest name of the personas (Ing. Johann Leitner, the authority).
 * The other signed-in personas show the same header and menu with a shorter name.
 */
const FRAME_PERSONAS = PERSONAS.filter(
  ([persona]) => persona === "anonymous" || persona === "authority",
);
const DESKTOP = 1280;
const PHONE = 375;
/** axe on a whole page takes seconds on a busy machine: each try of a poll gets this much. */
const AXE_MS = 20_000;

test.describe.configure({ mode: "parallel" });

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async ({ browser }) => {
  // The test clock is the server's: a later test on it (a shared E2E_BASE_URL server's, too) must
  // find the real time again (a signed-in persona's right).
  const { page } = await openPage(browser, signInPath("owner", PATHS.start));
  await expect(page.locator("#natippc-container h1").first()).toBeVisible();
  const status = await page.evaluate(async () => {
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const response = await fetch("/natippc/api/time?datetime=", {
      method: "POST",
      headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf) },
    });
    return response.status;
  });
  expect(status, "the test clock is back to the real time").toBe(200);
  await page.context().close();
});

async function openAs(
  persona: Persona,
  width: number,
  path: string = PATHS.start,
) {
  const opened = await openPage(browser, signInPath(persona, path));
  await opened.page.setViewportSize({ width, height: 900 });
  await expect(
    opened.page.locator("#natippc-container h1").first(),
  ).toBeVisible();
  return opened;
}

function heading(page: Page, name: string) {
  return expect(
    page.locator("#natippc-container h1", { hasText: name }).first(),
  ).toBeVisible({ timeout: 15_000 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** axe finds nothing, once the page has settled. */
async function expectNoAxeViolations(page: Page) {
  await expect.poll(() => axeViolations(page), { timeout: AXE_MS }).toEqual([]);
}

/** The width of `locator`'s box, undefined while it has none. */
const widthOf = (locator: Locator) => async () =>
  (await locator.boundingBox())?.width;

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `scrollWidth at most the window's ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

const HEADER = "#natippc-container header[data-layout]";
const HEADER_BAR = `${HEADER} > div`;

/** SPEC §9 header heights by layout: 40 below 500 px, 56 below 900, 72 from there. */
const headerHeightFor = (width: number) =>
  width < 500 ? 40 : width < 900 ? 56 : 72;

/** The header's `data-layout` at a width, as the heights above follow it. */
const layoutFor = (width: number) =>
  width < 500 ? "mobile" : width < 900 ? "tablet" : "desktop";

/** The header's height, what in it sticks out of its bar, and whether two parts of the bar overlap. */
function headerLayout(page: Page) {
  return page.locator(HEADER).evaluate((header) => {
    const bar = header.firstElementChild!.getBoundingClientRect();
    const outside: string[] = [];
    for (const element of header.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      // Visually hidden names are 1 px boxes at their text's place: not on screen.
      if (box.width <= 1 || getComputedStyle(element).clipPath !== "none")
        continue;
      if (
        box.left < bar.left - 0.5 ||
        box.right > bar.right + 0.5 ||
        box.top < bar.top - 0.5 ||
        box.bottom > bar.bottom + 0.5
      )
        outside.push(element.textContent?.trim() || element.tagName);
    }
    // The bar's parts side by side: no two overlap.
    const parts = [...header.firstElementChild!.children]
      .map((part) => part.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const overlapping = parts.some(
      (box, index) => index > 0 && box.left < parts[index - 1]!.right - 0.5,
    );
    return {
      height: header.getBoundingClientRect().height,
      outside,
      overlapping,
    };
  });
}

/**
 * The header at the page's current width: exactly its SPEC §9 height (one row, never wrapped), and
 * nothing in it sticking out of its bar or over another part (texts are cut off instead).
 */
async function expectHeader(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect(page.locator(HEADER)).toHaveAttribute(
    "data-layout",
    layoutFor(width),
  );
  await expect
    .poll(() => headerLayout(page), {
      message: `header at ${width} px: its height, nothing outside its bar, no overlap`,
    })
    .toEqual({
      height: headerHeightFor(width),
      outside: [],
      overlapping: false,
    });
}

/**
 * At desktop width: every link of the main navigation opens its page and is marked as the current
 * one; the header is 72 px high and shows the environment with the persona's name. Returns the
 * main navigation.
 */
async function walkMainNavigation(page: Page, name: string | null) {
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  // Every entry, in the bar or under its 'Mehr'.
  const names = await nav.locator("a").allTextContents();
  expect(names).toEqual(expect.arrayContaining(["Startseite", "FAQ"]));
  for (const routeName of names) {
    await (await mainNavigationLink(page, routeName)).click();
    await heading(page, routeName);
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(routeName);
  }
  await expectHeader(page);
  await expect
    .poll(async () => (await page.locator(HEADER_BAR).boundingBox())?.height)
    .toBe(72);
  const tag = page.locator("#natippc-container header p").first();
  await expect(tag).toHaveText(/^Umgebung: Lokal/);
  if (name) await expect(tag).toContainText(name);
  return nav;
}

test.describe("frame at desktop width", () => {
  // The other personas' routes; the rest of the frame is checked for FRAME_PERSONAS below.
  for (const [persona, name] of PERSONAS.filter(
    (entry) => !FRAME_PERSONAS.includes(entry),
  )) {
    test(`${persona}: main navigation reaches every visible route`, async () => {
      test.setTimeout(60_000);
      const { page, errors } = await openAs(persona, DESKTOP);
      await walkMainNavigation(page, name);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const [persona, name] of FRAME_PERSONAS) {
    test(`${persona}: main navigation reaches every visible route; header, sidebar, footer, version dialog`, async () => {
      test.setTimeout(60_000);
      // SPEC §1: Page framework: … header, main navigation bar, sidebar navigation
      const { page, errors } = await openAs(persona, DESKTOP);
      const nav = await walkMainNavigation(page, name);

      await nav.getByRole("link", { name: "Startseite", exact: true }).click();
      await heading(page, "Startseite");
      const sidebar = page.getByRole("navigation", {
        name: "Seitennavigation",
      });
      await expect.poll(widthOf(sidebar)).toBe(340);
      await shot(page, `${persona}-desktop-start`);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: /^Version / }).dblclick();
      const dialog = page.getByRole("dialog", {
        name: "Versionsinformationen",
      });
      await expect(dialog).toBeVisible();
      await shot(page, `${persona}-desktop-version`);
      await expectNoAxeViolations(page);
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await expect(dialog).not.toBeAttached();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("an installation highlights the register; the register hides the sidebar", async () => {
    const { page } = await openAs(
      "owner",
      DESKTOP,
      PATHS.details("AT-IPPC-000001"),
    );
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const register = nav.getByRole("link", { name: "Anlagenregister" });
    await expect(register).toHaveAttribute("data-match", "prefix");
    await expect(register).not.toHaveAttribute("aria-current");
    await expect(
      page.getByRole("navigation", { name: "Seitennavigation" }),
    ).toHaveCount(0);
    await page.context().close();
  });

  test("the sidebar collapses to 32 px and back", async () => {
    const { page } = await openAs("owner", DESKTOP);
    const sidebar = page.getByRole("navigation", { name: "Seitennavigation" });
    const toggle = sidebar.getByRole("button", { name: "Seitennavigation" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(widthOf(sidebar)).toBe(32);
    await shot(page, "owner-desktop-sidebar-collapsed");
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect.poll(widthOf(sidebar)).toBe(340);
    await page.context().close();
  });

  test("full page width is remembered across a reload", async () => {
    const { page } = await openAs("anonymous", DESKTOP, PATHS.register);
    const toggle = page.getByRole("button", { name: "Volle Seitenbreite" });
    const mainWidth = widthOf(page.locator("#natippc-main"));
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const narrow = (await mainWidth()) ?? 0;
    expect(narrow, "#natippc-main is on the page").toBeGreaterThan(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.poll(mainWidth).toBeGreaterThan(narrow);
    await page.reload();
    await heading(page, "Anlagenregister");
    await expect(
      page.getByRole("button", { name: "Volle Seitenbreite" }),
    ).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Volle Seitenbreite" }).click();
    await page.context().close();
  });

  test("test settings: server time shown, test clock set and back to real time", async () => {
    const { page, errors } = await openAs("owner", DESKTOP);
    await page.getByRole("button", { name: "Testeinstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Testeinstellungen" });
    await expect(dialog.getByText(/^Serverzeit:/)).toBeVisible();
    await shot(page, "owner-desktop-test-settings");
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/Testzeitpunkt/).fill("15.06.2030 08:30:00");
    await dialog.getByRole("button", { name: "Testuhr stellen" }).click();
    await expect(dialog).not.toBeAttached();
    await expect
      .poll(async () => {
        const response = await page.request.get(`${BASE_URL}/natippc/api/time`);
        return ((await response.json()) as { datetime: string }).datetime;
      })
      .toMatch(/^2030-06-15T/);
    await page.getByRole("button", { name: "Testeinstellungen" }).click();
    await expect(dialog.getByText(/15\.06\.2030/)).toBeVisible();
    await dialog.getByRole("button", { name: "Echtzeit verwenden" }).click();
    await expect(dialog).not.toBeAttached();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("tablet width: 56 px header bar, the sidebar starts as a strip", async () => {
    const { page } = await openAs("owner", 768);
    await expectHeader(page);
    const sidebar = page.getByRole("navigation", { name: "Seitennavigation" });
    await expect.poll(widthOf(sidebar)).toBe(32);
    await shot(page, "owner-tablet-start");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe("frame at phone width", () => {
  // The drawer's slide is part of what is checked: with the motion a reader gets by default.
  test.use({ reducedMotion: "no-preference" });
  // Not for owner, pvp and oidc: their menus list the authority's routes (no route depends on a role
  // or the kind of sign-in), with a shorter name in the header and after 'Eingeloggt als'; their
  // routes are walked at desktop width above.
  for (const [persona, name] of FRAME_PERSONAS) {
    test(`${persona}: the burger menu reaches every visible route; 40 px header bar; no horizontal scroll`, async () => {
      test.setTimeout(60_000);
      const { page, errors } = await openAs(persona, PHONE);
      await expect(
        page.getByRole("navigation", { name: "Hauptnavigation" }),
      ).toHaveCount(0);
      await expectHeader(page);
      await expectNoHorizontalScroll(page);
      // The environment tag keeps the user's name on phones too (cut off when long).
      const tag = page.locator("#natippc-container header p").first();
      await expect(tag).toHaveText(/^Umgebung: Lokal/);
      if (name) await expect(tag).toContainText(name);
      const menuButton = page.getByRole("button", {
        name: "Menü",
        exact: true,
      });
      const drawer = page.getByRole("dialog", { name: "Menü", exact: true });

      await menuButton.click();
      const links = drawer.getByRole("navigation").getByRole("link");
      await expect(
        drawer
          .getByRole("navigation")
          .getByRole("link", { name: "Anlagenregister", exact: true }),
      ).toBeVisible();
      const names = await links.allTextContents();
      // The start page gives no context help: its switch 'Hilfe' is not offered here.
      await expect(drawer.getByRole("button", { name: "Hilfe" })).toHaveCount(
        0,
      );
      await expect(drawer).toContainText("Nachrichten-Center");
      if (name) await expect(drawer).toContainText(`Eingeloggt als ${name}`);
      else await expect(drawer).not.toContainText("Eingeloggt als");
      // Who is not signed in is offered to, as in the header.
      await expect(
        drawer.getByRole("button", { name: "Anmelden" }),
      ).toHaveCount(name ? 0 : 1);
      // Slid in: where it stops, and nothing of it (or its backdrop) still moving.
      await expect(drawer).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document
                .getAnimations()
                .filter(
                  (animation) =>
                    animation.playState === "running" &&
                    animation.effect?.getTiming().iterations !== Infinity,
                ).length,
          ),
        )
        .toBe(0);
      await shot(page, `${persona}-phone-menu`);
      await expectNoAxeViolations(page);
      await drawer.getByRole("button", { name: "Menü schließen" }).click();
      await expect(drawer).not.toBeAttached();

      for (const routeName of names) {
        await menuButton.click();
        await drawer
          .getByRole("link", { name: routeName, exact: true })
          .click();
        await heading(page, routeName);
        await expect(drawer).not.toBeAttached();
        await expectNoHorizontalScroll(page);
      }
      await shot(page, `${persona}-phone-page`);

      const version = page.getByRole("button", { name: /^Version / });
      await version.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", {
        name: "Versionsinformationen",
      });
      await expect(dialog).toBeVisible();
      await shot(page, `${persona}-phone-version`);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).not.toBeAttached();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe("header heights (SPEC §9)", () => {
  const WIDTHS = [
    320, 375, 414, 499, 500, 640, 768, 899, 900, 1024, 1280, 1920,
  ];
  // The register adds the 'Filter' button, a details page the history button.
  const PAGES: [string, RegExp][] = [
    [PATHS.register, /^Filter$/],
    [PATHS.details("AT-IPPC-000001"), /^(Verlauf|Versionierung)$/],
  ];
  // Owner, pvp and oidc: the authority's header with a shorter name (the long name is the test below).
  for (const [persona] of FRAME_PERSONAS) {
    test(`${persona}: 40/56/72 px in one row at every width from 320 to 1920 px`, async () => {
      test.setTimeout(60_000);
      for (const [path, pageButton] of PAGES) {
        const { page, errors } = await openAs(persona, DESKTOP, path);
        await expect(
          page.locator(HEADER).getByRole("button", { name: pageButton }),
        ).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await expectHeader(page);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  test("a long user name is cut off, not wrapped; the user menu button keeps it whole", async () => {
    const longName =
      "Univ.-Prof. Dipl.-Ing. Dr. techn. Maximiliane Huber-Wasserstein-Kronberger";
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: PHONE, height: 900 },
    });
    const page = await context.newPage();
    await page.route("**/natippc/api/auth/user", async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as {
        user?: { currentUserName: string };
      };
      if (json.user) json.user.currentUserName = longName;
      await route.fulfill({ response, json });
    });
    await signIn(page, "owner", PATHS.register);
    await expect(page.locator("#natippc-container h1").first()).toBeVisible();
    for (const width of [320, PHONE, 600, DESKTOP]) {
      await page.setViewportSize({ width, height: 900 });
      await expectHeader(page);
      await expect(
        page.getByRole("button", { name: `${longName}, Benutzermenü` }),
      ).toBeVisible();
      await expect(page.locator(`${HEADER} p`).first()).toContainText(longName);
    }
    await shot(page, "owner-desktop-long-name");
    await context.close();
  });

  test("the filter button controls the side filter page; the history button opens a dialog", async () => {
    const { page } = await openAs("owner", DESKTOP, PATHS.register);
    const filters = new FiltersPanel(page);
    const filter = filters.toggle;
    await filter.click();
    await expect(filter).toHaveAttribute("aria-expanded", "true");
    const controlled = await filter.getAttribute("aria-controls");
    expect(controlled, "the filter button names what it controls").toBeTruthy();
    // The id names the side filter page itself, the region titled 'Filter'.
    await expect(filters.region).toHaveAttribute("id", controlled!);
    await new DetailsPage(page).goto("AT-IPPC-000001");
    const history = page
      .locator(HEADER)
      .getByRole("button", { name: /^(Verlauf|Versionierung)$/ });
    await expect(history).toHaveAttribute("aria-haspopup", "dialog");
    await expect(history).not.toHaveAttribute("aria-expanded");
    await history.click();
    await expect(
      page.getByRole("dialog", { name: /^(Verlauf|Versionierung)$/ }),
    ).toBeVisible();
    await page.context().close();
  });
});

/**
 * The words under `main` that run over two lines without a syllable mark (a hyphen or a soft
 * hyphen): cut anywhere, as 'Abfallwirtscha|ft'.
 */
function wordsCutMidSyllable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector("#natippc-container main");
    if (!main) return ["(no main)"];
    const cut: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const word of text.data.matchAll(/\S+/g)) {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1 && !/[\u00AD-]/.test(word[0])) cut.push(word[0]);
      }
    }
    return cut;
  });
}

/** Soon after the last text change no word is cut; else the words cut. */
async function expectNoWordCut(page: Page) {
  await expect
    .poll(() => wordsCutMidSyllable(page), {
      message: "no word cut mid-syllable",
    })
    .toEqual([]);
}

test.describe("hyphenation", () => {
  test("long German words break at syllables on a phone, also in a browser without a German dictionary", async () => {
    const { page, errors } = await openAs("authority", PHONE, PATHS.register);
    const main = page.locator("#natippc-container main");
    await expect(new RegisterPage(page).count).toBeVisible();
    const native = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.lang = "de-AT";
      probe.textContent = "Silbentrennungsalgorithmus";
      probe.style.cssText =
        "position:absolute;width:4em;font-size:16px;line-height:16px;hyphens:auto";
      document.body.appendChild(probe);
      const height = probe.offsetHeight;
      probe.remove();
      return height > 16;
    });
    // Without a dictionary the patterns arrive after the first rows and mark the syllables of
    // the words that do not fit ('Gesamtfeuerungswärmeleistung' in a card's activity).
    const softHyphens = () => expect(main).toContainText(/\u00AD/);
    if (!native) await softHyphens();
    await expectNoWordCut(page);
    // What is rendered later, a details page, is hyphenated as well.
    await main
      .getByRole("link", { name: /^Abfallbehandlungsanlage/ })
      .first()
      .click();
    await expect(
      main.getByRole("heading", {
        level: 1,
        name: /^Abfallbehandlungsanlage /,
      }),
    ).toBeVisible();
    if (!native) await softHyphens();
    await expectNoWordCut(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("place names in the register's narrow columns break at syllables too ('Neunkirchen' at 800 px)", async () => {
    const { page, errors } = await openAs(
      "anonymous",
      800,
      `${PATHS.register}?q=Neunkirchen`,
    );
    await expect(new RegisterPage(page).count).toBeVisible();
    await expectNoWordCut(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
