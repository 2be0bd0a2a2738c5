import type { Browser } from "playwright-core";
import { MAP_TEXTS } from "../../src/i18n/map";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import {
  FIRST_ROW,
  longestTask,
  newBenchPage,
  resetLongestTask,
  watchLongestTask,
} from "../lib/browser";

export interface MapRun {
  /** From the click on 'Karte' to the first symbol on the map. */
  firstSymbolsMs: number;
  /** The longest task from that click until the map has settled (2 s after the first symbols). */
  longestOpenTaskMs: number;
  /** The longest task while panning at cluster zoom with the arrow keys (index already built). */
  longestPanTaskMs: number;
}

const SYMBOL = ".maplibregl-marker button, .maplibregl-marker a";

/**
 * At 100 000 installations: the register switched to its map (the map's code, its answer of every
 * match and the first symbols), then the longest task while panning at cluster zoom.
 */
export async function measureMap(
  browser: Browser,
  baseUrl: string,
): Promise<MapRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    await page.goto(`${baseUrl}/natippc/installations`);
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    await watchLongestTask(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole("radio", { name: REGISTER_TEXTS.display.map }).click();
    await page.locator(SYMBOL).first().waitFor({ timeout: 60_000 });
    const firstSymbolsMs =
      (await page.evaluate(() => performance.now())) - clickedAt;
    await page.waitForTimeout(2000);
    const longestOpenTaskMs = await longestTask(page);

    const map = page.getByRole("region", { name: MAP_TEXTS.title });
    await map.focus();
    // Three steps of the plus key: past the districts, into clusters.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Equal");
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1000);
    await resetLongestTask(page);
    for (const key of ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"])
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press(key);
        await page.waitForTimeout(250);
      }
    await page.waitForTimeout(500);
    return {
      firstSymbolsMs,
      longestOpenTaskMs,
      longestPanTaskMs: await longestTask(page),
    };
  } finally {
    await context.close();
  }
}
