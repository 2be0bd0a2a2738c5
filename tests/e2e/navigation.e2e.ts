/**
 * The main navigation on one line at every desktop and tablet width, 'Aufträge' included: what
 * does not fit moves into 'Mehr' at its end (SPEC §2, as the process bar's 'Mehr'), a disclosure
 * list that the keyboard opens and walks.
 */
import type { Page } from "@playwright/test";
import { openPage, signInPath } from "./browser";
import { expect, test } from "./fixtures";
import { PATHS } from "./pages";

test.describe.configure({ mode: "parallel" });

const ITEMS = [
  "Startseite",
  "Anlagenregister",
  "Umweltinspektion",
  "BVT-Schlussfolgerungen",
  "Rechtsgrundlagen und Leitfäden",
  "FAQ",
  "Aufträge",
];

const navigation = (page: Page) =>
  page.getByRole("navigation", { name: "Hauptnavigation" });

/** The tops of the bar's entries: one value when they stand on one line. */
function lines(page: Page) {
  return navigation(page)
    .locator(":scope > ul > li")
    .evaluateAll(
      (items) =>
        new Set(
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        ).size,
    );
}

/** A task of the owner's, so that 'Aufträge' joins the navigation. */
async function startExport(page: Page) {
  await page.evaluate(async () => {
    const token = document.cookie
      .split("; ")
      .find((cookie) => cookie.startsWith("XSRF-TOKEN="))
      ?.slice("XSRF-TOKEN=".length);
    const response = await fetch("/natippc/api/ippcInstallations/excel", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": decodeURIComponent(token ?? ""),
      },
      body: "{}",
    });
    if (!response.ok) throw new Error(`export: ${response.status}`);
  });
}

for (const width of [1280, 1024, 800]) {
  test(`${width} px: one line, the rest under 'Mehr', opened and walked by keyboard`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(
      browser,
      signInPath("owner", PATHS.start),
      { width },
    );
    await expect(page.locator("#natippc-container h1")).toHaveText(
      "Startseite",
    );
    await startExport(page);
    await page.reload();
    const nav = navigation(page);
    await expect(nav.getByRole("link", { name: "Startseite" })).toBeVisible();
    const more = nav.getByRole("button", { name: "Mehr" });
    // Every entry is in the bar or under 'Mehr', once.
    await expect
      .poll(async () => {
        const inBar = await nav
          .locator(":scope > ul > li > a")
          .allTextContents();
        const under = (await more.count())
          ? await nav
              .locator("#natippc-main-navigation-more a")
              .allTextContents()
          : [];
        return [...inBar, ...under];
      })
      .toEqual(ITEMS);
    await expect.poll(() => lines(page)).toBe(1);
    if (width < 1280) await expect(more).toBeVisible();
    if ((await more.count()) === 0) return;

    const list = nav.locator("#natippc-main-navigation-more");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const first = list.getByRole("link").first();
    await expect(first).toBeFocused();
    const name = (await first.textContent()) ?? "";
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await list.getByRole("link", { name }).click();
    await expect(page.locator("#natippc-container h1")).toHaveText(
      name === "Aufträge" ? "Aufträge" : name,
    );
    // The current page is under 'Mehr': the button shows it.
    await expect(more).toHaveAttribute("data-match", "prefix");
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
