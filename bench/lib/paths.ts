import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const RSPACK_CLI = path.join(
  path.dirname(require.resolve("@rspack/cli/package.json")),
  "bin/rspack.js",
);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags of the end-to-end suite (tests/e2e/browser.ts), for the Chromium Lighthouse drives. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // host-dev's HTTPS (HTTP/2) runs use a certificate made for the run.
  "--ignore-certificate-errors",
];

export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
