import { chromium, type Browser, type Page } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";

/** host-dev's sign-in as a persona, then on to `returnUrl`: the one spelling of it in the suites. */
export function signInPath(persona: string, returnUrl: string): string {
  return `/__dev/login?as=${persona}&returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Debian's Chromium, headless, without the background traffic this network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A new page that fails the test on uncaught exceptions and console errors of the app. */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    /** Playwright's clock installed before the page loads, to bring timers forward. */
    clock?: boolean;
    /** Run in the page before its own scripts, e.g. to observe its paints. */
    initScript?: () => void;
  } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (options.clock) await page.clock.install();
  if (options.initScript) await page.addInitScript(options.initScript);
  await page.goto(`${BASE_URL}${path}`);
  return { page, errors };
}
