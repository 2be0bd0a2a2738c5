import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { BASE_URL, launchBrowser, openPage, signInPath } from "./browser";
import { WIDGETS_CHUNK } from "./network";
import {
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
const DESKTOP = 1280;
const PHONE = 375;

let browser: Browser;
before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
after(async () => {
  // The test clock is shared by everyone using the dev server: back to the real time (a signed-in
  // persona's right).
  const { page } = await openPage(browser, signInPath("owner", PATHS.start));
  await page.locator("#natippc-container h1").first().waitFor();
  const status = await page.evaluate(async () => {
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const response = await fetch("/natippc/api/time?datetime=", {
      method: "POST",
      headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf) },
    });
    return response.status;
  });
  assert.equal(status, 200);
  await browser.close();
});

async function openAs(
  persona: Persona,
  width: number,
  path: string = PATHS.start,
) {
  const opened = await openPage(browser, signInPath(persona, path));
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page.locator("#natippc-container h1").first().waitFor();
  return opened;
}

function heading(page: Page, name: string) {
  return page
    .locator("#natippc-container h1", { hasText: name })
    .first()
    .waitFor({ timeout: 15_000 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is on the page`);
  return found;
}

async function noHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `scrollWidth ${scroll} > ${width}`);
}

const HEADER = "#natippc-container header[data-layout]";
const HEADER_BAR = `${HEADER} > div`;

/** SPEC §9 header heights by layout: 40 below 500 px, 56 below 900, 72 from there. */
const headerHeightFor = (width: number) =>
  width < 500 ? 40 : width < 900 ? 56 : 72;

/**
 * The header at the page's current width: exactly its SPEC §9 height (one row, never wrapped), and
 * nothing in it sticking out of its bar or over another part (texts are cut off instead).
 */
async function assertHeader(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const found = await page.locator(HEADER).evaluate((header) => {
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
  assert.equal(
    found.height,
    headerHeightFor(width),
    `header height at ${width} px`,
  );
  assert.deepEqual(
    found.outside,
    [],
    `nothing outside the header bar at ${width} px`,
  );
  assert.equal(
    found.overlapping,
    false,
    `no overlap in the header at ${width} px`,
  );
}

describe("frame at desktop width", () => {
  for (const [persona, name] of PERSONAS) {
    test(`${persona}: main navigation reaches every visible route; header, sidebar, footer, version dialog`, async () => {
      // SPEC §1: Page framework: … header, main navigation bar, sidebar navigation
      const { page, errors } = await openAs(persona, DESKTOP);
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      const names = await nav.getByRole("link").allTextContents();
      assert.ok(names.includes("Startseite") && names.includes("FAQ"));
      for (const routeName of names) {
        await nav.getByRole("link", { name: routeName, exact: true }).click();
        await heading(page, routeName);
        assert.equal(
          await nav
            .getByRole("link", { name: routeName, exact: true })
            .getAttribute("aria-current"),
          "page",
        );
      }
      await assertHeader(page);
      assert.equal((await box(page, HEADER_BAR)).height, 72);
      const tag = page.locator("#natippc-container header p").first();
      assert.match((await tag.textContent()) ?? "", /^Umgebung: Lokal/);
      if (name) assert.ok((await tag.textContent())?.includes(name));

      await nav.getByRole("link", { name: "Startseite", exact: true }).click();
      await heading(page, "Startseite");
      const sidebar = page.getByRole("navigation", {
        name: "Seitennavigation",
      });
      assert.equal((await sidebar.boundingBox())?.width, 340);
      await shot(page, `${persona}-desktop-start`);
      assert.deepEqual(await axeViolations(page), []);

      await page.getByRole("button", { name: /^Version / }).dblclick();
      const dialog = page.getByRole("dialog", {
        name: "Versionsinformationen",
      });
      await dialog.waitFor();
      await shot(page, `${persona}-desktop-version`);
      assert.deepEqual(await axeViolations(page), []);
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await dialog.waitFor({ state: "detached" });
      assert.deepEqual(errors, []);
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
    assert.equal(await register.getAttribute("data-match"), "prefix");
    assert.equal(await register.getAttribute("aria-current"), null);
    assert.equal(
      await page.getByRole("navigation", { name: "Seitennavigation" }).count(),
      0,
    );
    await page.context().close();
  });

  test("the sidebar collapses to 32 px and back", async () => {
    const { page } = await openAs("owner", DESKTOP);
    const sidebar = page.getByRole("navigation", { name: "Seitennavigation" });
    const toggle = sidebar.getByRole("button", { name: "Seitennavigation" });
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal((await sidebar.boundingBox())?.width, 32);
    await shot(page, "owner-desktop-sidebar-collapsed");
    assert.deepEqual(await axeViolations(page), []);
    await toggle.click();
    assert.equal((await sidebar.boundingBox())?.width, 340);
    await page.context().close();
  });

  test("full page width is remembered across a reload", async () => {
    const { page } = await openAs("anonymous", DESKTOP, PATHS.register);
    const toggle = page.getByRole("button", { name: "Volle Seitenbreite" });
    const mainWidth = async () => (await box(page, "#natippc-main")).width;
    const narrow = await mainWidth();
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-pressed"), "true");
    assert.ok((await mainWidth()) > narrow);
    await page.reload();
    await heading(page, "Anlagenregister");
    assert.equal(
      await page
        .getByRole("button", { name: "Volle Seitenbreite" })
        .getAttribute("aria-pressed"),
      "true",
    );
    await page.getByRole("button", { name: "Volle Seitenbreite" }).click();
    await page.context().close();
  });

  test("test settings: server time shown, test clock set and back to real time", async () => {
    const { page, errors } = await openAs("owner", DESKTOP);
    await page.getByRole("button", { name: "Testeinstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Testeinstellungen" });
    await dialog.getByText(/^Serverzeit:/).waitFor();
    await shot(page, "owner-desktop-test-settings");
    assert.deepEqual(await axeViolations(page), []);
    await dialog.getByLabel(/Testzeitpunkt/).fill("2030-06-15T08:30:00");
    await dialog.getByRole("button", { name: "Testuhr stellen" }).click();
    await dialog.waitFor({ state: "detached" });
    const time = (await (
      await page.request.get(`${BASE_URL}/natippc/api/time`)
    ).json()) as { datetime: string };
    assert.match(time.datetime, /^2030-06-15T/);
    await page.getByRole("button", { name: "Testeinstellungen" }).click();
    await dialog.getByText(/15\.06\.2030/).waitFor();
    await dialog.getByRole("button", { name: "Echtzeit verwenden" }).click();
    await dialog.waitFor({ state: "detached" });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("an icon button pressed while the widgets' code arrives still opens its dialog", async () => {
    // Its tooltip's full trigger is a new element: replacing the pressed one would lose the click.
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: DESKTOP, height: 900 },
    });
    const page = await context.newPage();
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(WIDGETS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}${PATHS.faq}`);
    await page.locator("#natippc-container h1").first().waitFor();
    const button = page
      .locator("#natippc-container footer")
      .getByRole("button", { name: "Testeinstellungen" });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const arrived = page.waitForResponse(WIDGETS_CHUNK);
    arrive();
    await arrived;
    // Time for the full controls to be put in place, as a slow press gives it.
    await page.waitForTimeout(500);
    await page.mouse.up();
    await page
      .getByRole("dialog", { name: "Testeinstellungen" })
      .getByText(/^Serverzeit:/)
      .waitFor();
    await context.close();
  });

  test("tablet width: 56 px header bar, the sidebar starts as a strip", async () => {
    const { page } = await openAs("owner", 768);
    await assertHeader(page);
    const sidebar = page.getByRole("navigation", { name: "Seitennavigation" });
    assert.equal((await sidebar.boundingBox())?.width, 32);
    await shot(page, "owner-tablet-start");
    await noHorizontalScroll(page);
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });
});

describe("frame at phone width", () => {
  for (const [persona, name] of PERSONAS) {
    test(`${persona}: the burger menu reaches every visible route; 40 px header bar; no horizontal scroll`, async () => {
      const { page, errors } = await openAs(persona, PHONE);
      assert.equal(
        await page.getByRole("navigation", { name: "Hauptnavigation" }).count(),
        0,
      );
      await assertHeader(page);
      await noHorizontalScroll(page);
      // The environment tag keeps the user's name on phones too (cut off when long).
      const tag = page.locator("#natippc-container header p").first();
      assert.match((await tag.textContent()) ?? "", /^Umgebung: Lokal/);
      if (name) assert.ok((await tag.textContent())?.includes(name));
      const menuButton = page.getByRole("button", {
        name: "Menü",
        exact: true,
      });
      const drawer = page.getByRole("dialog", { name: "Menü", exact: true });

      await menuButton.click();
      await drawer.waitFor();
      const names = await drawer
        .getByRole("navigation")
        .getByRole("link")
        .allTextContents();
      assert.ok(names.includes("Anlagenregister"));
      const bottom = await drawer.textContent();
      assert.ok(
        bottom?.includes("Hilfe") && bottom.includes("Nachrichten-Center"),
      );
      if (name) assert.ok(bottom?.includes(`Eingeloggt als ${name}`));
      else assert.ok(!bottom?.includes("Eingeloggt als"));
      // Who is not signed in is offered to, as in the header.
      assert.equal(
        await drawer.getByRole("button", { name: "Anmelden" }).count(),
        name ? 0 : 1,
      );
      await page.waitForTimeout(250); // the slide-in animation
      await shot(page, `${persona}-phone-menu`);
      assert.deepEqual(await axeViolations(page), []);
      await drawer.getByRole("button", { name: "Menü schließen" }).click();
      await drawer.waitFor({ state: "detached" });

      for (const routeName of names) {
        await menuButton.click();
        await drawer
          .getByRole("link", { name: routeName, exact: true })
          .click();
        await heading(page, routeName);
        await drawer.waitFor({ state: "detached" });
        await noHorizontalScroll(page);
      }
      await shot(page, `${persona}-phone-page`);

      const version = page.getByRole("button", { name: /^Version / });
      await version.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", {
        name: "Versionsinformationen",
      });
      await dialog.waitFor();
      await shot(page, `${persona}-phone-version`);
      assert.deepEqual(await axeViolations(page), []);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});

describe("header heights (SPEC §9)", () => {
  const WIDTHS = [
    320, 375, 414, 499, 500, 640, 768, 899, 900, 1024, 1280, 1920,
  ];
  // The register adds the 'Filter' button, a details page the history button.
  const PAGES: [string, RegExp][] = [
    [PATHS.register, /^Filter$/],
    [PATHS.details("AT-IPPC-000001"), /^(Verlauf|Versionierung)$/],
  ];
  for (const [persona] of PERSONAS) {
    test(`${persona}: 40/56/72 px in one row at every width from 320 to 1920 px`, async () => {
      for (const [path, pageButton] of PAGES) {
        const { page, errors } = await openAs(persona, DESKTOP, path);
        await page
          .locator(HEADER)
          .getByRole("button", { name: pageButton })
          .waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page
            .locator(
              `${HEADER}[data-layout="${width < 500 ? "mobile" : width < 900 ? "tablet" : "desktop"}"]`,
            )
            .waitFor();
          await assertHeader(page);
        }
        assert.deepEqual(errors, []);
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
    await page.locator("#natippc-container h1").first().waitFor();
    for (const width of [320, PHONE, 600, DESKTOP]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(100);
      await assertHeader(page);
      await page
        .getByRole("button", { name: `${longName}, Benutzermenü` })
        .waitFor();
      assert.ok(
        (await page.locator(`${HEADER} p`).first().textContent())?.includes(
          longName,
        ),
      );
    }
    await shot(page, "owner-desktop-long-name");
    await context.close();
  });

  test("the filter button controls the side filter page; the history button opens a dialog", async () => {
    const { page } = await openAs("owner", DESKTOP, PATHS.register);
    const filters = new FiltersPanel(page);
    const filter = filters.toggle;
    await filter.click();
    assert.equal(await filter.getAttribute("aria-expanded"), "true");
    const controlled = await filter.getAttribute("aria-controls");
    assert.ok(controlled);
    // The id names the side filter page itself, the region titled 'Filter'.
    assert.equal(await filters.region.getAttribute("id"), controlled);
    await new DetailsPage(page).goto("AT-IPPC-000001");
    const history = page
      .locator(HEADER)
      .getByRole("button", { name: /^(Verlauf|Versionierung)$/ });
    assert.equal(await history.getAttribute("aria-haspopup"), "dialog");
    assert.equal(await history.getAttribute("aria-expanded"), null);
    await history.click();
    await page
      .getByRole("dialog", { name: /^(Verlauf|Versionierung)$/ })
      .waitFor();
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

/** Within a few frames of the last text change no word is cut; else the words cut. */
async function assertNoWordCut(page: Page) {
  let cut = await wordsCutMidSyllable(page);
  for (let tries = 0; cut.length > 0 && tries < 20; tries += 1) {
    await page.waitForTimeout(250);
    cut = await wordsCutMidSyllable(page);
  }
  assert.deepEqual(cut, []);
}

describe("hyphenation", () => {
  test("long German words break at syllables on a phone, also in a browser without a German dictionary", async () => {
    const { page, errors } = await openAs("authority", PHONE, PATHS.register);
    const main = page.locator("#natippc-container main");
    await new RegisterPage(page).count.waitFor();
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
    const softHyphens = () =>
      page.waitForFunction(() =>
        /\u00AD/.test(
          document.querySelector("#natippc-container main")?.textContent ?? "",
        ),
      );
    if (!native) await softHyphens();
    await assertNoWordCut(page);
    // What is rendered later, a details page, is hyphenated as well.
    await main
      .getByRole("link", { name: /^Abfallbehandlungsanlage/ })
      .first()
      .click();
    await main
      .getByRole("heading", { level: 1, name: /^Abfallbehandlungsanlage / })
      .waitFor();
    if (!native) await softHyphens();
    await assertNoWordCut(page);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
