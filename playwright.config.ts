/**
 * The browser suites on Playwright Test, in Debian's Chromium (nothing downloads a browser).
 * Projects: the feature suites (tests/e2e), the proof suites (tests/proof), the portal hosts
 * (tests/interop), and the feature suites that matter most on a phone again on a slow one
 * (4× CPU, slow 4G, touch). Each worker serves the remote's production build from a host-dev of its
 * own, with its own data directory (tests/e2e/fixtures.ts); the build is made once, before all of
 * them (tests/e2e/global-setup.ts). See docs/testing.md and docs/adr/0033-playwright-test.md.
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/browser";
import type { PhoneProfile } from "./tests/e2e/fixtures";

/** Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up) on a CPU four times slower. */
const SLOW_PHONE: PhoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
};

/**
 * The suites a visitor on a phone meets first: the register, details, filters, sessions, widgets.
 * `npm test` runs their tests tagged `@phone` there: every widget by touch and keyboard, and one
 * walk through each of the others. `npm run test:phone` runs all of their tests but those that only
 * run axe (a page's DOM on the phone is the one the 375 px desktop run checks).
 */
const PHONE_SUITES = [
  "register",
  "details",
  "filters",
  "user-session",
  "catalogue-widgets",
  "catalogue-forms",
  "catalogue-feedback",
  "widgets-by-touch",
];

export default defineConfig<object, { phone?: PhoneProfile }>({
  outputDir: "test-results",
  globalSetup: "./tests/e2e/global-setup.ts",
  // One per core, and one more for the slow-phone project's worker, which waits on its slow network
  // between the moments its throttled CPU keeps a core busy (below).
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: true,
  // Generous for two workers on two busy cores: a timeout that is reached is a failure, never retried.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["./tests/e2e/summary-reporter.ts"]],
  use: {
    locale: "de-DE",
    // Spinners and fades cost the renderer raster work on every frame (a fifth of the fault
    // matrix's CPU); the app honours the setting, and the suites that check motion, and the slow
    // phone, run without it.
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 900 },
    // Kept for a failed test: its steps, the network, the console and the source. No DOM snapshots
    // and no screencast: recorded for every test and thrown away when it passes, they cost a fifth
    // of the suites' CPU each; a failure's error-context.md holds the page's accessibility tree.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First, so that its one worker starts at once and runs beside the others throughout.
    {
      name: "slow-phone",
      testDir: "tests/e2e",
      testMatch: new RegExp(`/(${PHONE_SUITES.join("|")})\\.e2e\\.ts$`),
      ...(process.env.SLOW_PHONE_ALL
        ? { grepInvert: /axe finds nothing/ }
        : { grep: /@phone/ }),
      // DevTools' CPU throttling keeps the renderer's core busy while it holds it back (a page load
      // costs 2.3 core-seconds instead of 0.9), so each of its page loads counts: in `npm test` one
      // worker runs it beside the others; `npm run test:phone` (this project alone) takes them all.
      ...(process.env.SLOW_PHONE_ALL ? {} : { workers: 1 }),
      timeout: 240_000,
      expect: { timeout: 45_000 },
      use: { phone: SLOW_PHONE, reducedMotion: "no-preference" },
    },
    // The portal hosts next: their build and their long tests (about 10 s each) early, beside the
    // others, rather than last with the other workers idle.
    {
      name: "hosts-build",
      testDir: "tests/interop",
      testMatch: /hosts\.setup\.ts$/,
      teardown: "hosts-cleanup",
    },
    {
      name: "hosts-cleanup",
      testDir: "tests/interop",
      testMatch: /hosts\.teardown\.ts$/,
    },
    {
      name: "hosts",
      testDir: "tests/interop",
      testMatch: /\.interop\.ts$/,
      dependencies: ["hosts-build"],
    },
    { name: "features", testDir: "tests/e2e", testMatch: /\.e2e\.ts$/ },
    { name: "proofs", testDir: "tests/proof", testMatch: /\.e2e\.ts$/ },
  ],
});
