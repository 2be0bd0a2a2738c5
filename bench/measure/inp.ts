import type { Browser, Locator, Page } from "playwright-core";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { FiltersPanel } from "../../tests/e2e/pages/filters";
import { FIRST_ROW, newBenchPage } from "../lib/browser";

/** DESIGN §7: Interaction to Next Paint with the CPU slowed four times. */
const CPU_SLOWDOWN = 4;

/** The interactions DESIGN §7 names, each the longest of its events (Event Timing), in ms. */
export interface InpRun {
  typing: number;
  filterDialog: number;
  savedFilterSwitch: number;
  pageChange: number;
  listToDetails: number;
}

type InpWindow = Window & { __benchEvents?: number[] };

/**
 * What the browser itself would report as INP for one interaction: the longest duration (input to
 * the next paint, rounded to 8 ms by Chromium) of the events with an interaction id since `reset`.
 */
async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as InpWindow;
    w.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) w.__benchEvents?.push(entry.duration);
    }).observe({
      type: "event",
      buffered: true,
      // Event Timing's smallest threshold; lib.dom does not know the option yet.
      durationThreshold: 16,
    } as PerformanceObserverInit);
  });
}

async function longestSince(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => ((window as InpWindow).__benchEvents = []));
  await act();
  // Event Timing reports an event once its next paint is done; a moment later all are in.
  await page.waitForTimeout(600);
  return page.evaluate(() =>
    Math.max(0, ...((window as InpWindow).__benchEvents ?? [])),
  );
}

/**
 * A click as a visitor's, at the middle of `target`'s first line: the mouse only. Playwright's `click()` also
 * listens in the page to check its target and a locator waiting afterwards queries the page; both
 * would run on its main thread between the click and its paint, and be measured with it.
 */
async function clickAt(page: Page, target: Locator): Promise<void> {
  // The first line's box: a link broken over two lines has none of its text at its box's middle.
  const box = await target.evaluate((element) => {
    const first = element.getClientRects()[0];
    return first && { x: first.x, y: first.y, w: first.width, h: first.height };
  });
  if (!box) throw new Error(`${target} is not shown`);
  await page.mouse.click(box.x + box.w / 2, box.y + box.h / 2);
}

/**
 * On the register with the CPU slowed four times: typing into the search field, opening the filter
 * panel, switching between saved filters ('Kein Filter' and a new one), the next page, and a row's
 * link to its details page.
 */
export async function measureInp(
  browser: Browser,
  baseUrl: string,
): Promise<InpRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    await observeInteractions(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/natippc/installations`);
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The widgets' chunk and the reference lists come after the first rows: the page at rest.
    await page.waitForTimeout(2_000);

    const search = page.getByRole("searchbox", {
      name: FILTER_TEXTS.results.search,
    });
    await search.focus();
    const typing = await longestSince(page, () =>
      page.keyboard.type("Linz", { delay: 150 }),
    );
    await search.fill("");
    await page.waitForTimeout(1_000);

    const panel = new FiltersPanel(page);
    const filterDialog = await longestSince(page, () =>
      clickAt(page, panel.toggle),
    );
    await panel.list.waitFor();
    await panel.newFilterButton.click();
    await page.waitForTimeout(1_000);
    const none = panel.filter(FILTER_TEXTS.saved.none, { exact: true });
    const savedFilterSwitch = await longestSince(page, () =>
      clickAt(page, none),
    );
    if (!(await none.isChecked())) throw new Error("'Kein Filter' not chosen");
    await panel.toggle.click();
    await page.waitForTimeout(1_000);

    const next = page.getByRole("button", {
      name: REGISTER_TEXTS.pagination.next,
    });
    await next.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const pageChange = await longestSince(page, () => clickAt(page, next));
    await page.waitForTimeout(1_000);
    await page.locator(FIRST_ROW).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const listToDetails = await longestSince(page, () =>
      clickAt(page, page.locator(FIRST_ROW).first()),
    );
    await page.waitForURL(/\/natippc\/installations\/[^/?]+/);
    return {
      typing,
      filterDialog,
      savedFilterSwitch,
      pageChange,
      listToDetails,
    };
  } finally {
    await context.close();
  }
}
