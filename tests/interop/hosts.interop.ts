/**
 * Each portal host of tests/interop/hosts in Chromium, against the remote's production build: mount,
 * search, details, leaving for a portal page and coming back, 20 mount/unmount cycles. Started by
 * run.ts, which builds and serves everything; each host's findings go to INTEROP_RESULTS for its table.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import pkg from "../../package.json";
import { launchBrowser } from "../e2e/browser";
import { HOSTS, HOSTS_DIR, type HostResult, type InteropHost } from "./hosts";

const BASE_URL = process.env.INTEROP_BASE_URL ?? "http://localhost:3000";
const RESULTS_DIR = process.env.INTEROP_RESULTS;
const selected = (process.env.INTEROP_HOSTS ?? "").split(",").filter(Boolean);
const hosts = HOSTS.filter(
  (host) => selected.length === 0 || selected.includes(host.kind),
);

const APP = "/natippc/start";
const REGISTER = "/natippc/installations";
const PORTAL = "/portal/";
const MOUNT_TIMEOUT_MS = 20_000;
const CYCLES = 20;
const WARM_UP_CYCLES = 3;
/** The heading of the remote's notice when the portal's React is one it cannot run on. */
const NOTICE = "IPPC Austria kann nicht gestartet werden";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Installed before the page's scripts: marks what the host's own page puts in <head> (at "interactive",
 * before deferred scripts run), and counts the intervals the remote's scripts hold.
 */
function instrument(): void {
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    for (const element of document.head.children)
      element.setAttribute("data-interop-host", "");
  });
  const intervals = new Set<number>();
  const { setInterval, clearInterval } = window;
  const w = window as unknown as Record<string, unknown>;
  w.setInterval = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setInterval(handler, ms, ...args);
    if ((new Error().stack ?? "").includes("/remotes/natippc/"))
      intervals.add(id);
    return id;
  };
  w.clearInterval = (id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearInterval(id);
  };
  w.__interopIntervals = intervals;
  // single-spa's reroutes: an app's unmount is over only when its reroute is (see unmounted()).
  w.__interopRouting = false;
  window.addEventListener("single-spa:before-routing-event", () => {
    w.__interopRouting = true;
  });
  window.addEventListener("single-spa:routing-event", () => {
    w.__interopRouting = false;
  });
}

interface Counters {
  domNodes: number;
  listeners: number;
  head: number;
  intervals: number;
}

/** After a settling pause and garbage collection, at a portal page. */
async function counters(page: Page, cdp: CDPSession): Promise<Counters> {
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
  const dom = await cdp.send("Memory.getDOMCounters");
  const { head, intervals } = await page.evaluate(() => ({
    head: document.head.childElementCount,
    intervals: (window as unknown as { __interopIntervals: Set<number> })
      .__interopIntervals.size,
  }));
  return {
    domNodes: dom.nodes,
    listeners: dom.jsEventListeners,
    head,
    intervals,
  };
}

/** single-spa's navigation, as a portal's links do it: no reload. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    (
      window as unknown as { singleSpaNavigate: (u: string) => void }
    ).singleSpaNavigate(to);
  }, url);
}

/** Links and styles in <head> that the remote put there (the host's own page is marked). */
function remoteHeadElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.children]
      .filter(
        (element) =>
          (element instanceof HTMLLinkElement &&
            element.href.includes("/remotes/natippc/")) ||
          (element instanceof HTMLStyleElement &&
            !element.hasAttribute("data-interop-host")),
      )
      .map((element) => element.outerHTML.slice(0, 160)),
  );
}

/** The remote's stylesheets in the document, one entry per <link>. */
function remoteStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => link.href)
      .filter((href) => href.includes("/remotes/natippc/")),
  );
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(args[0] ?? command)}: ${output.trim()}`),
          ),
    ),
  );
}

/** Polls `condition` until it holds; fails with `message` after `timeoutMs`. */
async function until(
  condition: () => Promise<boolean>,
  message: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the remote's CSS decides about its h1: the same at every mount when its styles are there. */
function h1Style(h1: Element): string {
  const style = getComputedStyle(h1);
  return `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.color}`;
}

/** A string as a regular expression that matches it literally. */
function literal(text = ""): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The major of a range like "^6.30.3". */
function major(range = ""): string {
  return /\d+/.exec(range)?.[0] ?? range;
}

/** The dependencies of a host's package.json: the versions it shares. */
function hostDependencies(host: InteropHost): Record<string, string> {
  const file = path.join(HOSTS_DIR, host.kind, "package.json");
  return (
    JSON.parse(readFileSync(file, "utf8")) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n").find((line) => line.trim() !== "") ?? message;
}

function hostSuite(host: InteropHost): void {
  let started = Date.now();
  const result: HostResult = {
    kind: host.kind,
    built: true,
    mounted: "no",
    consoleErrors: [],
    failures: [],
    seconds: 0,
  };
  const errors = result.consoleErrors;
  /** The remote's console warnings ("natippc: …"). */
  const warnings: string[] = [];
  let page: Page;
  let cdp: CDPSession;
  /** The first mount's h1 style, to tell a remount without the remote's CSS. */
  let firstStyle = "";

  const appRoot = () =>
    page.locator(
      host.providesContainer
        ? "#natippc-container"
        : '[id="single-spa-application:natippc"]',
    );
  const heading = () => appRoot().getByRole("heading", { level: 1 }).first();
  const portalLink = (name: string) =>
    page.locator("#portal header").getByRole("link", { name, exact: true });

  /** The portal's breadcrumb bar shows its own trail again, not the app's. */
  async function assertPortalTrail() {
    const trail = await page
      .getByRole("navigation", { name: "Portal-Brotkrümel" })
      .getByRole("listitem")
      .allInnerTexts();
    assert.deepEqual(
      trail,
      ["Portal"],
      `the portal's breadcrumb bar shows '${trail.join(" › ")}' instead of its own 'Portal'`,
    );
  }

  /**
   * Until `target` shows; gives up 3 s after an error beyond the first `known` rather than waiting out
   * the timeout.
   */
  async function showsUp(
    target: ReturnType<typeof heading>,
    what: string,
    known: number,
  ) {
    const deadline = Date.now() + MOUNT_TIMEOUT_MS;
    let firstErrorAt: number | undefined;
    while (Date.now() < deadline) {
      if (await target.isVisible()) return;
      if (errors.length > known) {
        firstErrorAt ??= Date.now();
        if (Date.now() - firstErrorAt > 3000) break;
      }
      await page.waitForTimeout(200);
    }
    const shown = (await page.locator("body").innerText())
      .replace(/\s+/g, " ")
      .slice(0, 200);
    throw new Error(
      errors.length > 0
        ? `${what} did not show; errors: ${errors.join(" | ")}`
        : `${what} did not show within ${MOUNT_TIMEOUT_MS / 1000} s; the page shows: ${shown}`,
    );
  }

  /**
   * The remote's container is empty and single-spa's reroute is over: its unmount empties the container
   * first and hands back breadcrumbs, container and stylesheets a task later (single-spa-react resolves
   * root.unmount() in a setTimeout).
   */
  async function unmounted() {
    await page.waitForFunction(
      (provided) => {
        const container = provided
          ? document.getElementById("natippc-container")
          : document.getElementById("single-spa-application:natippc");
        const routing = (window as unknown as { __interopRouting: boolean })
          .__interopRouting;
        return (!container || container.childElementCount === 0) && !routing;
      },
      host.providesContainer,
      { timeout: 10_000 },
    );
  }

  /** A check of this host; its failure is recorded for the table. Checks after a failed mount skip. */
  function check(
    name: string,
    fn: () => Promise<void>,
    { needsApp = true, timeout = 60_000 } = {},
  ) {
    test(name, { timeout }, async (t) => {
      if (needsApp && result.mounted !== "yes") {
        t.skip("the remote did not mount");
        return;
      }
      try {
        await fn();
      } catch (error) {
        result.failures.push(`${name}: ${firstLine(error)}`);
        throw error;
      }
    });
  }

  before(async () => {
    started = Date.now();
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
      else if (
        message.type() === "warning" &&
        message.text().startsWith("natippc:")
      )
        warnings.push(message.text());
    });
    await page.addInitScript(instrument);
    cdp = await context.newCDPSession(page);
  });
  after(async () => {
    await page?.context().close();
    result.seconds = Math.round((Date.now() - started) / 1000);
    if (RESULTS_DIR) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(
        path.join(RESULTS_DIR, `${host.kind}.json`),
        JSON.stringify(result),
      );
    }
  });

  if (host.incompatibleReact) {
    const react = host.incompatibleReact;
    check(
      `React ${react}: the remote's notice in its container, one console error, the portal keeps working`,
      async () => {
        await page.goto(`${BASE_URL}${APP}?variant=${host.kind}`);
        const notice = appRoot().getByRole("heading", { name: NOTICE });
        await showsUp(notice, `the notice '${NOTICE}'`, 0);
        result.mounted = "notice";
        const text = await appRoot().innerText();
        assert.match(
          text,
          new RegExp(
            `Das Portal stellt react ${react.replace(/\./g, "\\.")} bereit, IPPC Austria benötigt .+\\. Die Betreiber des Portals wurden informiert\\.`,
          ),
        );

        await portalLink("Portalseite").click();
        await page.waitForURL(`**${PORTAL}`);
        await unmounted();
        await assertPortalTrail();
        await portalLink("IPPC Austria").waitFor();

        assert.equal(
          errors.length,
          1,
          `one console error expected, got ${errors.length}: ${errors.join(" | ")}`,
        );
        const [error = ""] = errors;
        for (const word of ["react", react, pkg.dependencies.react])
          assert.ok(error.includes(word), `'${word}' missing in: ${error}`);
      },
      { needsApp: false },
    );
  } else {
    check(
      "mounts at /natippc/start",
      async () => {
        await page.goto(`${BASE_URL}${APP}?variant=${host.kind}`);
        await showsUp(heading(), "the remote's h1", 0);
        result.mounted = "yes";
        firstStyle = await heading().evaluate(h1Style);
      },
      { needsApp: false },
    );

    check("searches the register", async () => {
      await appRoot()
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link", { name: "Anlagenregister", exact: true })
        .first()
        .click();
      await page.waitForURL(`**${REGISTER}`);
      const count = appRoot().getByText(/Anlagen? gefunden$/);
      await count.waitFor();
      const all = (await count.textContent()) ?? "";
      await appRoot()
        .getByRole("searchbox", { name: "Anlagen durchsuchen" })
        .fill("Linz");
      await page.waitForURL(/q=Linz/);
      await until(
        async () => (await count.textContent()) !== all,
        `the result count stayed '${all}' after typing 'Linz'`,
      );
      assert.ok(
        (await appRoot().locator("table tbody tr").count()) > 0,
        "no rows for 'Linz'",
      );
    });

    check(
      "shows the search on the map (MapLibre and its worker from the remote)",
      async () => {
        // A click: the choice is the address's, checked once the router has taken it.
        await appRoot()
          .getByRole("radio", { name: "Karte", exact: true })
          .click();
        await page.waitForURL(/view=map/);
        await appRoot()
          .locator(".maplibregl-marker")
          .getByRole("button")
          .first()
          .waitFor();
        await appRoot()
          .getByRole("heading", { name: /^Im Kartenausschnitt: / })
          .waitFor();
        await appRoot()
          .getByRole("radio", { name: "Liste", exact: true })
          .click();
        await appRoot().locator("table tbody tr").first().waitFor();
      },
    );

    check("opens a details page from the list", async () => {
      const link = appRoot()
        .locator("table tbody tr")
        .first()
        .getByRole("link")
        .first();
      const name = ((await link.textContent()) ?? "").trim();
      await link.click();
      await appRoot()
        .getByRole("heading", { level: 1, name, exact: true })
        .waitFor();
    });

    check(
      "hands back breadcrumbs, <head> and container when it leaves for a portal page",
      async () => {
        await appRoot()
          .getByRole("navigation", { name: "Hauptnavigation" })
          .getByRole("link", { name: "FAQ", exact: true })
          .first()
          .click();
        await heading().filter({ hasText: "FAQ" }).waitFor();
        await portalLink("Portalseite").click();
        await page.waitForURL(`**${PORTAL}`);
        await unmounted();
        await assertPortalTrail();
        const left = await remoteHeadElements(page);
        assert.deepEqual(
          left,
          [],
          `the remote left ${left.length} element(s) in <head>: ${left.join(" ")}`,
        );
      },
    );

    check("mounts again, styled once, and works", async () => {
      const known = errors.length;
      await portalLink("IPPC Austria").click();
      await showsUp(heading(), "the remote's h1 (remount)", known);
      const style = await heading().evaluate(h1Style);
      assert.equal(
        style,
        firstStyle,
        `the h1's style is '${style}', at the first mount '${firstStyle}'`,
      );
      const sheets = await remoteStylesheets(page);
      assert.ok(sheets.length > 0, "no stylesheet of the remote");
      const twice = sheets.filter((href, i) => sheets.indexOf(href) !== i);
      assert.deepEqual(
        twice,
        [],
        `stylesheets of the remote twice: ${twice.join(" ")}`,
      );
      await appRoot()
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link", { name: "Anlagenregister", exact: true })
        .first()
        .click();
      await appRoot()
        .getByText(/Anlagen? gefunden$/)
        .waitFor();
    });

    check(
      `${CYCLES} mount/unmount cycles leave nothing behind`,
      async () => {
        const cycle = async () => {
          await navigate(page, PORTAL);
          await unmounted();
          await navigate(page, APP);
          await heading().waitFor({ timeout: MOUNT_TIMEOUT_MS });
        };
        for (let i = 0; i < WARM_UP_CYCLES; i++) await cycle();
        await navigate(page, PORTAL);
        await unmounted();
        const before = await counters(page, cdp);
        for (let i = 0; i < CYCLES; i++) await cycle();
        await navigate(page, PORTAL);
        await unmounted();
        const after = await counters(page, cdp);
        result.head = { before: before.head, after: after.head };
        result.domNodes = { before: before.domNodes, after: after.domNodes };
        result.listeners = { before: before.listeners, after: after.listeners };
        result.intervals = { before: before.intervals, after: after.intervals };
        const grown = (Object.keys(before) as (keyof Counters)[])
          .filter((key) => after[key] > before[key])
          .map((key) => `${key} ${before[key]} → ${after[key]}`);
        assert.deepEqual(
          grown,
          [],
          `above the baseline after ${CYCLES} cycles: ${grown.join(", ")}`,
        );
      },
      { timeout: 180_000 },
    );

    if (host.olderLibraries) {
      const libraries = host.olderLibraries;
      check(
        `takes its own ${libraries.join(", ")} with one console warning each`,
        async () => {
          const shared = hostDependencies(host);
          const required = pkg.dependencies as Record<string, string>;
          const wrong = libraries.flatMap((library) => {
            const said = warnings.filter((warning) =>
              warning.startsWith(`natippc: the host shares ${library} `),
            );
            const expected = new RegExp(
              `^natippc: the host shares ${literal(library)} ${major(shared[library])}\\.\\d+\\.\\d+; natippc requires ${literal(required[library])} and uses its own copy\\.$`,
            );
            return said.length === 1 && expected.test(said[0] ?? "")
              ? []
              : [
                  `${library}: ${said.length} warning(s)${said.length > 0 ? `: ${said.join(" | ")}` : ""}`,
                ];
          });
          assert.deepEqual(
            wrong,
            [],
            `one warning per package expected; ${wrong.join("; ")}`,
          );
        },
      );
    }

    check(
      "no uncaught exception, no console error",
      async () => {
        assert.deepEqual(
          errors,
          [],
          `${errors.length} error(s): ${errors.join(" | ")}`,
        );
      },
      { needsApp: false },
    );
  }

  if (host.typedByArchive) {
    const dir = path.join(HOSTS_DIR, host.kind);
    check(
      "type-checks its use of the remote against the remote's type archive",
      async () => {
        const types = path.join(dir, "@mf-types");
        rmSync(types, { recursive: true, force: true });
        await run(
          process.execPath,
          ["fetch-types.mjs", `${BASE_URL}/remotes/natippc/remoteEntry.js`],
          dir,
        );
        assert.ok(
          existsSync(path.join(types, "natippc", "App.d.ts")),
          "the remote ships no type archive: no @mf-types.zip with App.d.ts beside its remoteEntry.js",
        );
        const tsc = path.join(
          path.dirname(require.resolve("typescript/package.json")),
          "bin/tsc",
        );
        await run(process.execPath, [tsc, "-p", dir], dir);
      },
      { needsApp: false },
    );
  }
}

describe("IPPC Austria in portal hosts", { concurrency: 3 }, () => {
  for (const host of hosts)
    describe(host.kind, { concurrency: 1 }, () => hostSuite(host));
});
