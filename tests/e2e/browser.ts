import { existsSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";

/** The port of the host-dev serving the worker with this parallel index (fixtures.ts). */
export function serverPort(parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 4310) + parallelIndex;
}

/**
 * The suites' server: E2E_BASE_URL if set, otherwise the worker's own host-dev. Known when a test
 * file is loaded, before any fixture runs: Playwright gives each worker its index in the environment.
 */
export const BASE_URL =
  process.env.E2E_BASE_URL ??
  `http://localhost:${serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;

/** host-dev's sign-in as a persona, then on to `returnUrl`: the one spelling of it in the suites. */
export function signInPath(persona: string, returnUrl: string): string {
  return `/__dev/login?as=${persona}&returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** A new page in a context of its own; uncaught exceptions of the page are collected in `errors`. */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    /** Playwright's clock installed before the page loads, to bring timers forward. */
    clock?: boolean;
    /** Run in the page before its own scripts, e.g. to observe its paints. */
    initScript?: () => void;
    /** Window width (default 1280 px). */
    width?: number;
    /** Before the page loads: routes, listeners. */
    prepare?: (page: Page) => Promise<void>;
  } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (options.clock) await page.clock.install();
  if (options.initScript) await page.addInitScript(options.initScript);
  await options.prepare?.(page);
  await page.goto(`${BASE_URL}${path}`);
  return { page, errors };
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Debian's Chromium (nothing downloads a browser): its headless shell where installed, the build
 * Playwright itself runs headless, which takes about a fifth less CPU per test than the full browser
 * in headless mode; otherwise the full browser.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Headless without the background traffic this network refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
