import type { Browser } from "playwright-core";
import {
  FIRST_ROW,
  firstRowAt,
  markFirstRow,
  newBenchPage,
} from "../lib/browser";

export interface TransferRun {
  /** The remote's JS received before the first rows showed: gzip body + headers, as Chromium counts it. */
  ownJs: number;
  remoteEntry: number;
  /** From navigation start to the first row in the DOM. */
  firstRowMs: number;
  files: { file: string; bytes: number }[];
}

interface Finished {
  url: string;
  bytes: number;
  /** CDP's monotonic clock, seconds. */
  at: number;
}

const REMOTE_JS = /\/remotes\/natippc\/([^?]+\.js)(\?|$)/;

/**
 * Loads the register cold (no cache) and adds up what Chromium received for the remote's JS files
 * (Network.loadingFinished encodedDataLength) until the first row entered the DOM.
 */
export async function measureTransfer(
  browser: Browser,
  baseUrl: string,
  variant?: string,
): Promise<TransferRun> {
  const { context, page } = await newBenchPage(browser);
  try {
    await page.addInitScript(markFirstRow, FIRST_ROW);
    const cdp = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const finished: Finished[] = [];
    // CDP's clock is monotonic; the page's is epoch. Each request carries both, which links them.
    let epochMinusMonotonic: number | undefined;
    cdp.on("Network.requestWillBeSent", (event) => {
      urls.set(event.requestId, event.request.url);
      epochMinusMonotonic ??= event.wallTime - event.timestamp;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const url = urls.get(event.requestId);
      if (url)
        finished.push({
          url,
          bytes: event.encodedDataLength,
          at: event.timestamp,
        });
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    const query = variant ? `?variant=${variant}` : "";
    await page.goto(`${baseUrl}/natippc/installations${query}`);
    const rowEpochMs = await firstRowAt(page);
    // Late CDP events of requests that finished before the row: give them a moment to arrive.
    await page.waitForTimeout(300);
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const rowMonotonic = rowEpochMs / 1000 - (epochMinusMonotonic ?? 0);

    const files = finished
      .filter((f) => f.at <= rowMonotonic)
      .flatMap((f) => {
        const file = REMOTE_JS.exec(f.url)?.[1];
        return file ? [{ file, bytes: f.bytes }] : [];
      });
    return {
      ownJs: files.reduce((sum, f) => sum + f.bytes, 0),
      remoteEntry: files.find((f) => f.file === "remoteEntry.js")?.bytes ?? NaN,
      firstRowMs: rowEpochMs - navigationStart,
      files,
    };
  } finally {
    await context.close();
  }
}
