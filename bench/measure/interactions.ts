import type { Browser, Page } from "playwright-core";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { SEARCH_DEBOUNCE_MS } from "../../src/ui/tokens";
import {
  FIRST_ROW,
  longestTask,
  newBenchPage,
  resetLongestTask,
  watchLongestTask,
} from "../lib/browser";

export interface InteractionsRun {
  /** From the last input to the updated table, minus the debounce. */
  searchMs: number;
  sortMs: number;
  pageMs: number;
  /** The longest task (PerformanceObserver 'longtask'; 0 when none ≥ 50 ms) while scrolling. */
  longestScrollTaskMs: number;
  scrolledRows: number;
}

/** Search terms that change the first rows (places in the generated data); one per run, so no cache hits. */
const SEARCH_TERMS = ["Linz", "Graz", "Salzburg", "Wels", "Villach", "Leoben"];

type BenchWindow = Window & {
  __benchInputAt?: number;
  __benchChangedAt?: number;
};

/**
 * Arms the page: the next input or click is timestamped, and the first change of the table's rows
 * after it too (a MutationObserver runs before the frame is painted).
 */
async function arm(page: Page): Promise<void> {
  await page.evaluate((rowSelector) => {
    const w = window as BenchWindow;
    delete w.__benchInputAt;
    delete w.__benchChangedAt;
    const container = document.getElementById("natippc-container");
    if (!container) throw new Error("no app container");
    // Every row's text: a new order can keep the first row where it was.
    const signature = () =>
      [...container.querySelectorAll(rowSelector)]
        .map((row) => row.textContent)
        .join("|");
    const initial = signature();
    const onInput = () => {
      w.__benchInputAt = performance.now();
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("click", onInput, true);
    const observer = new MutationObserver(() => {
      if (w.__benchInputAt !== undefined && signature() !== initial) {
        w.__benchChangedAt = performance.now();
        observer.disconnect();
        document.removeEventListener("input", onInput, true);
        document.removeEventListener("click", onInput, true);
      }
    });
    observer.observe(container, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, FIRST_ROW);
}

async function changedAfterInput(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as BenchWindow).__benchChangedAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const w = window as BenchWindow;
    return (w.__benchChangedAt ?? NaN) - (w.__benchInputAt ?? NaN);
  });
}

async function openRegister(page: Page, baseUrl: string, query = "") {
  await page.goto(`${baseUrl}/natippc/installations${query}`);
  await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
}

/** Scrolls the table's scroll container (or the page) to the end in steps of one frame each. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async (rowSelector) => {
    const row = document.querySelector(rowSelector);
    let scroller: Element =
      document.scrollingElement ?? document.documentElement;
    for (let el = row?.parentElement; el; el = el.parentElement) {
      const overflow = getComputedStyle(el).overflowY;
      if (
        (overflow === "auto" || overflow === "scroll") &&
        el.scrollHeight > el.clientHeight
      ) {
        scroller = el;
        break;
      }
    }
    scroller.scrollTop = 0;
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(resolve));
    while (
      scroller.scrollTop + scroller.clientHeight <
      scroller.scrollHeight - 1
    ) {
      const before = scroller.scrollTop;
      scroller.scrollTop += 120;
      await frame();
      if (scroller.scrollTop === before) break;
    }
  }, FIRST_ROW);
}

/**
 * At 100 000 installations: search, sort and page change timed from the input to the updated table,
 * then the longest task while scrolling 1 000 rows — ten pages of the largest page size (100).
 */
export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  run: number,
): Promise<InteractionsRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    await openRegister(page, baseUrl);
    const search = page.getByRole("searchbox", {
      name: FILTER_TEXTS.results.search,
    });
    await arm(page);
    await search.fill(SEARCH_TERMS[run % SEARCH_TERMS.length] ?? "Linz");
    const searchMs = (await changedAfterInput(page)) - SEARCH_DEBOUNCE_MS;

    await arm(page);
    await page
      .locator("#natippc-container th")
      .getByRole("button", { name: REGISTER_TEXTS.columns.operator })
      .click();
    const sortMs = await changedAfterInput(page);

    await arm(page);
    await page
      .getByRole("button", { name: REGISTER_TEXTS.pagination.next })
      .click();
    const pageMs = await changedAfterInput(page);

    // The longest page the register offers is 100 rows: 1 000 rows are ten of them.
    await openRegister(page, baseUrl, "?size=100");
    await watchLongestTask(page);
    let longest = 0;
    let scrolledRows = 0;
    for (let p = 0; p < 10; p++) {
      await resetLongestTask(page);
      await scrollThrough(page);
      // Tasks are reported after they end; one more frame lets the last one in.
      await page.waitForTimeout(100);
      longest = Math.max(longest, await longestTask(page));
      scrolledRows += await page.locator(FIRST_ROW).count();
      if (p < 9) {
        await arm(page);
        await page
          .getByRole("button", { name: REGISTER_TEXTS.pagination.next })
          .click();
        await changedAfterInput(page);
      }
    }
    return {
      searchMs,
      sortMs,
      pageMs,
      longestScrollTaskMs: longest,
      scrolledRows,
    };
  } finally {
    await context.close();
  }
}
