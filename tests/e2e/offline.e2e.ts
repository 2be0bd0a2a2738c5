/**
 * Offline and back, in Chromium (the browser's own offline switch): the app says why it waits
 * instead of spinning without a word, and carries on by itself when the line returns.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { openPage } from "./browser";
import { mainNavigationLink, PATHS, RESULT_COUNT } from "./pages";

/** The register page's code, and the hyphenation patterns' (loaded after the first content). */
const REGISTER_CHUNK = /\/page-installations\.[0-9a-f]+\.js$/;
const HYPHENATION_CHUNK = /\/hyphenation\.[0-9a-f]+\.js$/;

interface Watched {
  /** Each `online` listener added to wait once for the line (a chunk's second try). */
  onlineWaits: number;
  /** Script and stylesheet files the page loaded, and those it failed to load. */
  loadedFiles: string[];
  failedFiles: string[];
}

/** Before the page's own scripts: what it waits for and what it could not load. */
function watchPage() {
  const watched: Watched = {
    onlineWaits: 0,
    loadedFiles: [],
    failedFiles: [],
  };
  (window as unknown as { watched: Watched }).watched = watched;
  const addEventListener = window.addEventListener.bind(window);
  window.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (type === "online" && typeof options === "object" && options.once)
      watched.onlineWaits += 1;
    addEventListener(type, listener, options);
  }) as typeof window.addEventListener;
  // Captured before the bundler's own handlers on the element hear of it (a load event never
  // reaches the window).
  for (const [type, files] of [
    ["load", watched.loadedFiles],
    ["error", watched.failedFiles],
  ] as const)
    document.addEventListener(
      type,
      ({ target }) => {
        if (target instanceof HTMLScriptElement) files.push(target.src);
        else if (target instanceof HTMLLinkElement) files.push(target.href);
      },
      true,
    );
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { watched: Watched }).watched);

test("offline, the register waits with a German notice; when the line is back it loads by itself", async ({
  browser,
}) => {
  // The page's timers are brought forward rather than waited out.
  const { page, errors } = await openPage(browser, PATHS.start, {
    clock: true,
    initScript: watchPage,
  });
  const registerRequests: string[] = [];
  page.on("request", (request) => {
    if (REGISTER_CHUNK.test(request.url()))
      registerRequests.push(request.url());
  });
  await expect(page.locator("#natippc-container h1").first()).toBeVisible();
  // What the start page loads after its first content is there before the line goes: no other
  // chunk than the register's waits for the line.
  await expect
    .poll(async () => (await watched(page)).loadedFiles)
    .toContainEqual(expect.stringMatching(HYPHENATION_CHUNK));
  const notice = page.getByRole("main").getByText(FRAME_TEXTS.offline);
  await expect(notice).toHaveCount(0);

  await page.context().setOffline(true);
  await expect(notice).toBeVisible();
  // Neither its code nor its data has been loaded yet.
  await (await mainNavigationLink(page, "Anlagenregister")).click();
  await expect
    .poll(async () => (await watched(page)).failedFiles)
    .toContainEqual(expect.stringMatching(REGISTER_CHUNK));
  // Longer than the chunk's second try and the first request's backoff.
  await page.clock.runFor(2_500);
  // The chunk's second try waits for the line instead of failing.
  await expect.poll(async () => (await watched(page)).onlineWaits).toBe(1);
  // The notice stays while offline.
  await expect(notice).toBeVisible();
  await expect(
    page.getByText("Dieser Teil der Seite konnte nicht geladen werden", {
      exact: false,
    }),
  ).toHaveCount(0);
  await expect
    .poll(() => registerRequests.length, {
      message: "tried once while offline",
    })
    .toBe(1);

  await page.context().setOffline(false);
  await expect(page.getByText(RESULT_COUNT)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(FRAME_TEXTS.backOnline).first()).toBeVisible();
  await expect
    .poll(() => registerRequests.length, {
      message: "tried again once the line is back",
    })
    .toBe(2);
  expect(errors).toEqual([]);
  await page.context().close();
});
