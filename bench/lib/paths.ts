import path from "node:path";
import { CHROMIUM_ARGS } from "../../tests/e2e/browser";

export const ROOT = path.resolve(__dirname, "../..");
export const RSPACK_CLI = path.join(
  path.dirname(require.resolve("@rspack/cli/package.json")),
  "bin/rspack.js",
);
/** The full browser, not the suites' headless shell: the figures are a visitor's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export { CHROMIUM_ARGS };

/** The browser suites' flags, for the Chromium Lighthouse drives. */
export const CHROMIUM_FLAGS = [
  "--headless",
  ...CHROMIUM_ARGS,
  // host-dev's HTTPS (HTTP/2) runs use a certificate made for the run.
  "--ignore-certificate-errors",
];

export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
