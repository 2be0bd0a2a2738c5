/**
 * The browser suites' `test` and `expect`: Playwright Test's, with
 * - `server`: each worker's own host-dev, serving the production build global-setup.ts made, on a
 *   port of its own (`serverPort`) with a fresh data directory, so that no suite sees another's
 *   faults, test clock or saved filters; a worker started after a failure gets a fresh one. With
 *   E2E_BASE_URL set, the suites use that server instead and none is started.
 * - `phone`: the slow-phone project's profile. Every page of the worker's browser then runs on a
 *   throttled CPU and network (Chrome DevTools Protocol) from before its first request, in a
 *   context with touch, and every timeout a test sets is stretched by the CPU's slowdown.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { serverPort } from "./browser";

export { expect } from "@playwright/test";

export interface PhoneProfile {
  /** How many times slower the CPU runs. */
  cpuSlowdown: number;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

const ROOT = path.resolve(__dirname, "../..");
const SERVER_START_MS = 60_000;

async function startServer(port: number): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-e2e-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "host-dev/server.ts", "--prod", "--no-build"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SESSION_TIMEOUT_S: "1800",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const address = `http://localhost:${port}/natippc/start`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`host-dev did not start on port ${port}`)),
      SERVER_START_MS,
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(address)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(
        new Error(`host-dev on port ${port} exited with ${code}:\n${output}`),
      );
    });
  });
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const throttled = new WeakMap<Page, Promise<void>>();

/** Once per page, whether its context's event or the test's `newPage` asks first. */
function throttle(page: Page, phone: PhoneProfile): Promise<void> {
  let done = throttled.get(page);
  if (!done) {
    done = applyThrottling(page, phone);
    throttled.set(page, done);
  }
  return done;
}

async function applyThrottling(page: Page, phone: PhoneProfile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", {
    rate: phone.cpuSlowdown,
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbps * 1000) / 8,
    uploadThroughput: (phone.uploadKbps * 1000) / 8,
  });
}

/**
 * Every context of `browser` gets touch, and each of its pages the phone's throttling before the
 * test can load anything into it (popups as soon as they open).
 */
function asPhone(browser: Browser, phone: PhoneProfile): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext({
      ...options,
      hasTouch: true,
    });
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await throttle(page, phone);
      return page;
    };
    context.on("page", (page) => void throttle(page, phone).catch(() => {}));
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once("close", () => void context.close());
    return page;
  };
}

export const test = base.extend<
  { stretchTimeouts: void },
  { server: void; phone: PhoneProfile | undefined }
>({
  phone: [undefined, { scope: "worker", option: true }],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      if (process.env.E2E_BASE_URL) return use();
      const stop = await startServer(serverPort(workerInfo.parallelIndex));
      await use();
      await stop();
    },
    { scope: "worker", auto: true, timeout: SERVER_START_MS },
  ],
  browser: [
    async ({ browser, phone }, use) => {
      if (phone) asPhone(browser, phone);
      await use(browser);
    },
    { scope: "worker" },
  ],
  stretchTimeouts: [
    async ({ phone }, use, testInfo) => {
      if (phone) {
        const setTimeout = testInfo.setTimeout.bind(testInfo);
        testInfo.setTimeout = (ms) => setTimeout(ms * phone.cpuSlowdown);
      }
      await use();
    },
    { auto: true },
  ],
});
