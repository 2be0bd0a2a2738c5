/**
 * Each portal host of tests/interop/hosts in Chromium, against the remote's production build:
 * mount, the breadcrumbs handed to the portal, search, the map, details, leaving for a portal page
 * and coming back, 5 mount/unmount cycles, what the page's policy refused, the console; the
 * React 18 portal gets the remote's notice instead; the parcels portal runs two instances side by
 * side, closes one, then the other; csp-strict's pages forbid eval and WebAssembly; runtime-entry
 * type-checks its use of the remote against the remote's type archive. One test per host, served by
 * the worker's interop server (fixtures.ts) from the builds the setup project made
 * (hosts.setup.ts). Each host's figures (mounted, console errors, the counters before and after the
 * cycles) are printed and kept as the test's annotations. `npm run test:interop -- -g react18` runs
 * one host.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type {
  Browser,
  CDPSession,
  Locator,
  Page,
  Route,
} from "@playwright/test";
import pkg from "../../package.json";
import { expect, test } from "./fixtures";
import { builtHost } from "./hostBuilds";
import { HOSTS, HOSTS_DIR, projectOf, type InteropHost } from "./hosts";

const APP = "/natippc/start";
const REGISTER = "/natippc/installations";
const PORTAL = "/portal/";
const MOUNT_TIMEOUT_MS = 20_000;
/** How long a mount may still show up after the page's first error, before it counts as failed. */
const AFTER_ERROR_MS = 3_000;
/** A leak of one listener, node or timer per cycle shows as five: enough to see, cheap to run. */
const CYCLES = 5;
const WARM_UP_CYCLES = 2;
/** The heading of the remote's notice when the portal's React is one it cannot run on. */
const NOTICE = "IPPC Austria kann nicht gestartet werden";
/** The trail the remote hands a portal's setBreadcrumbs at /natippc/start. */
const START_TRAIL = ["EDM Portal", "IPPC Austria", "Startseite"];
/** What a page's policy refuses when it forbids WebAssembly: hyphenation compiling its patterns. */
const WASM_REFUSED = "script-src wasm-eval";
/** host-dev's pages: every address but its API's and the remote's and the portal's files. */
const PAGES = /^\/(?!remotes\/|shell\/|natippc\/api\/|portal\/api\/|__dev\/)/;

/**
 * Installed before the page's scripts: marks what the host's own page puts in <head> (at "interactive",
 * before deferred scripts run), counts the intervals the remote's scripts hold, and notes what the
 * page's Content-Security-Policy refuses.
 */
function instrument(): void {
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    for (const element of document.head.children)
      element.setAttribute("data-interop-host", "");
  });
  /** Whether the caller is code of the remote's files. */
  const fromRemote = () =>
    (new Error().stack ?? "").includes("/remotes/natippc/");
  const intervals = new Set<number>();
  const { setInterval, clearInterval } = window;
  const w = window as unknown as Record<string, unknown>;
  w.setInterval = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setInterval(handler, ms, ...args);
    if (fromRemote()) intervals.add(id);
    return id;
  };
  w.clearInterval = (id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearInterval(id);
  };
  w.__interopIntervals = intervals;
  // Time-outs and observers of the remote's files still pending or observing: none after the last
  // unmount, counted from before the first mount.
  const timeouts = new Set<number>();
  const { setTimeout, clearTimeout } = window;
  w.setTimeout = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (!fromRemote() || typeof handler !== "function")
      return setTimeout(handler, ms, ...args);
    const id = setTimeout(
      (...passed: unknown[]) => {
        timeouts.delete(id);
        (handler as (...passed: unknown[]) => void)(...passed);
      },
      ms,
      ...args,
    );
    timeouts.add(id);
    return id;
  };
  w.clearTimeout = (id?: number) => {
    if (id !== undefined) timeouts.delete(id);
    clearTimeout(id);
  };
  w.__interopTimeouts = timeouts;
  const observing = new Set<object>();
  for (const name of [
    "MutationObserver",
    "ResizeObserver",
    "IntersectionObserver",
    "PerformanceObserver",
  ]) {
    const prototype = (w[name] as { prototype: Record<string, unknown> })
      .prototype;
    const observe = prototype.observe as (...args: unknown[]) => void;
    const disconnect = prototype.disconnect as () => void;
    prototype.observe = function (this: object, ...args: unknown[]) {
      if (fromRemote()) observing.add(this);
      observe.apply(this, args);
    };
    prototype.disconnect = function (this: object) {
      observing.delete(this);
      disconnect.call(this);
    };
  }
  w.__interopObservers = observing;
  const violations: string[] = [];
  document.addEventListener("securitypolicyviolation", (event) =>
    violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
  w.__interopViolations = violations;
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

/** After garbage collection, at a portal page. */
async function counters(page: Page, cdp: CDPSession): Promise<Counters> {
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

/**
 * The counters once the page has settled: two readings in a row alike. What an unmount leaves to
 * its last tasks (timers, a reroute's end, garbage) would otherwise count in the baseline.
 */
async function settledCounters(page: Page, cdp: CDPSession): Promise<Counters> {
  let last: Counters | undefined;
  let previous: Counters | undefined;
  await expect
    .poll(
      async () => {
        previous = last;
        last = await counters(page, cdp);
        return JSON.stringify(previous) === JSON.stringify(last);
      },
      { message: "the counters do not settle at the portal page" },
    )
    .toBe(true);
  return last as Counters;
}

/**
 * Listeners a library the remote bundles adds to the document once per page, never per mount, with
 * no way to remove them: MapLibre's worker pool, shared by all maps, watches the page's visibility
 * from the first map on (`GlobalDispatcher.watchWorkers`); React DOM, where the remote brings its
 * own copy, listens to the document's selection from its first root on. The app's own code uses
 * neither event (docs/embedding.md says so).
 */
const LIBRARY_LISTENERS: { type: string; handler: RegExp }[] = [
  { type: "visibilitychange", handler: /ensureWorkers/ },
  { type: "selectionchange", handler: /./ },
];

/**
 * What the remote's own files hold after the last unmount, counted from before the first mount:
 * listeners on window and document (by the script that added them), time-outs not yet run or
 * cleared, observers still observing. Nothing, once its last tasks have run.
 */
async function remoteLeftovers(portal: Portal): Promise<string[]> {
  const { page, cdp, scripts } = portal;
  const left: string[] = [];
  for (const target of ["window", "document"]) {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: target,
      objectGroup: "leftovers",
    });
    if (!result.objectId) continue;
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
      objectId: result.objectId,
    });
    for (const listener of listeners) {
      const url = scripts.get(listener.scriptId) ?? "";
      const library = LIBRARY_LISTENERS.some(
        ({ type, handler }) =>
          target === "document" &&
          listener.type === type &&
          handler.test(listener.handler?.description ?? ""),
      );
      if (url.includes("/remotes/natippc/") && !library)
        left.push(
          `${target} '${listener.type}' listener of ${url.split("/").pop()}:${listener.lineNumber}`,
        );
    }
    await cdp.send("Runtime.releaseObjectGroup", { objectGroup: "leftovers" });
  }
  const { timeouts, observers } = await page.evaluate(() => {
    const w = window as unknown as Record<string, Set<unknown>>;
    return {
      timeouts: w.__interopTimeouts!.size,
      observers: w.__interopObservers!.size,
    };
  });
  if (timeouts > 0) left.push(`${timeouts} time-out(s) pending`);
  if (observers > 0) left.push(`${observers} observer(s) observing`);
  return left;
}

/** The counters above `baseline`, as "key before → after". */
function grown(baseline: Counters, now: Counters): string[] {
  return (Object.keys(baseline) as (keyof Counters)[])
    .filter((key) => now[key] > baseline[key])
    .map((key) => `${key} ${baseline[key]} → ${now[key]}`);
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

/** What the remote's CSS decides about its h1: the same at every mount when its styles are there. */
function h1Style(h1: Element): string {
  const style = getComputedStyle(h1);
  return `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.color}`;
}

/** A page of host-dev with its policy's script-src replaced by `scriptSrc`, as the portal's server sends it. */
async function withScriptSrc(route: Route, scriptSrc: string): Promise<void> {
  if (route.request().resourceType() !== "document") return route.fallback();
  const response = await route.fetch();
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  if (!/(^|; )script-src [^;]*/.test(policy))
    throw new Error(`host-dev's page has no script-src to replace: ${policy}`);
  headers["content-security-policy"] = policy.replace(
    /(^|; )script-src [^;]*/,
    `$1script-src ${scriptSrc}`,
  );
  await route.fulfill({ response, headers });
}

/** What the page's Content-Security-Policy has refused so far (instrument()). */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { __interopViolations: string[] })
      .__interopViolations,
  ]);
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
  const file = path.join(HOSTS_DIR, projectOf(host), "package.json");
  return (
    JSON.parse(readFileSync(file, "utf8")) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
}

/** A figure of this host's run: printed, and kept as an annotation of its test. */
function figure(type: string, description: string): void {
  test.info().annotations.push({ type, description });
  console.log(`${test.info().title}: ${type}: ${description}`);
}

/** A host's portal page in a context of its own, with what its page said in the console. */
class Portal {
  readonly errors: string[] = [];
  /** The remote's console warnings ("natippc: …"). */
  readonly warnings: string[] = [];
  /** "notice" for a host whose React the remote cannot use: it showed its message instead. */
  mounted: "yes" | "no" | "notice" = "no";

  private constructor(
    readonly host: InteropHost,
    readonly page: Page,
    readonly cdp: CDPSession,
    /** The page's scripts by id (the debugger's), to tell whose a listener is. */
    readonly scripts: Map<string, string>,
  ) {
    page.on("pageerror", (error) =>
      this.errors.push(`pageerror: ${error.message}`),
    );
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text());
      else if (
        message.type() === "warning" &&
        message.text().startsWith("natippc:")
      )
        this.warnings.push(message.text());
    });
  }

  static async open(
    browser: Browser,
    host: InteropHost,
    baseUrl: string,
  ): Promise<Portal> {
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: 1280, height: 900 },
    });
    const { scriptSrc } = host;
    if (scriptSrc) {
      // The remote's files come from the interop server, as the pages do.
      const policy = scriptSrc(new URL(baseUrl).origin);
      figure("script-src", policy);
      await context.route(
        (url) => PAGES.test(url.pathname),
        (route) => withScriptSrc(route, policy),
      );
    }
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, string>();
    cdp.on("Debugger.scriptParsed", ({ scriptId, url }) =>
      scripts.set(scriptId, url),
    );
    await cdp.send("Debugger.enable");
    return new Portal(host, page, cdp, scripts);
  }

  close(): Promise<void> {
    return this.page.context().close();
  }

  appRoot(): Locator {
    return this.page.locator(
      this.host.providesContainer
        ? "#natippc-container"
        : '[id="single-spa-application:natippc"]',
    );
  }

  heading(): Locator {
    return this.appRoot().getByRole("heading", { level: 1 }).first();
  }

  portalLink(name: string): Locator {
    return this.page
      .locator("#portal header")
      .getByRole("link", { name, exact: true });
  }

  mainLink(name: string): Locator {
    return this.appRoot()
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name, exact: true })
      .first();
  }

  resultCount(): Locator {
    return this.appRoot().getByText(/Anlagen? gefunden$/);
  }

  rows(): Locator {
    return this.appRoot().locator("table tbody tr");
  }

  /** The portal's breadcrumb bar shows its own trail again, not the app's. */
  async showsPortalTrail(): Promise<void> {
    await expect(
      this.page
        .getByRole("navigation", { name: "Portal-Brotkrümel" })
        .getByRole("listitem"),
      "the portal's breadcrumb bar shows its own trail, 'Portal'",
    ).toHaveText(["Portal"]);
  }

  /**
   * Until `target` shows; gives up AFTER_ERROR_MS after an error beyond the first `known` rather
   * than waiting out the timeout.
   */
  async showsUp(target: Locator, what: string, known: number): Promise<void> {
    const { errors } = this;
    let firstErrorAt: number | undefined;
    let state = "waiting" as "waiting" | "shown" | "failed";
    try {
      await expect
        .poll(
          async () => {
            if (await target.isVisible()) return (state = "shown");
            if (errors.length > known) {
              firstErrorAt ??= Date.now();
              if (Date.now() - firstErrorAt > AFTER_ERROR_MS)
                return (state = "failed");
            }
            return state;
          },
          { timeout: MOUNT_TIMEOUT_MS, intervals: [100, 200] },
        )
        .not.toBe("waiting");
    } catch {
      // The page's own account below says more than the poll's.
    }
    if (state === "shown") return;
    const shown = (await this.page.locator("body").innerText())
      .replace(/\s+/g, " ")
      .slice(0, 200);
    throw new Error(
      errors.length > 0
        ? `${what} did not show; errors: ${errors.join(" | ")}`
        : `${what} did not show within ${MOUNT_TIMEOUT_MS / 1000} s; the page shows: ${shown}`,
    );
  }

  /**
   * The remote's container is empty and single-spa's reroute is over: its unmount empties the
   * container first and hands back breadcrumbs, container and stylesheets a task later
   * (single-spa-react resolves root.unmount() in a setTimeout).
   */
  async unmounted(): Promise<void> {
    await this.page.waitForFunction(
      (provided) => {
        const container = provided
          ? document.getElementById("natippc-container")
          : document.getElementById("single-spa-application:natippc");
        const routing = (window as unknown as { __interopRouting: boolean })
          .__interopRouting;
        return (!container || container.childElementCount === 0) && !routing;
      },
      this.host.providesContainer,
      { timeout: 10_000 },
    );
  }

  /** Over the portal's own link to its page, and the remote gone from it. */
  async leave(): Promise<void> {
    await this.portalLink("Portalseite").click();
    await expect(this.page).toHaveURL(new RegExp(`${literal(PORTAL)}$`));
    await this.unmounted();
    await this.showsPortalTrail();
  }
}

/** The React 18 portal: the remote's notice instead of the app, one console error. */
async function showsNotice(
  portal: Portal,
  react: string,
  baseUrl: string,
): Promise<void> {
  const { host, page, errors } = portal;
  await test.step(`React ${react}: the remote's notice in its container, one console error, the portal keeps working`, async () => {
    await page.goto(`${baseUrl}${APP}?variant=${host.kind}`);
    const notice = portal.appRoot().getByRole("heading", { name: NOTICE });
    await portal.showsUp(notice, `the notice '${NOTICE}'`, 0);
    portal.mounted = "notice";
    await expect(portal.appRoot()).toContainText(
      new RegExp(
        `Das Portal stellt react ${literal(react)} bereit, IPPC Austria benötigt .+\\. Die Betreiber des Portals wurden informiert\\.`,
      ),
      { useInnerText: true },
    );

    await portal.leave();
    await expect(portal.portalLink("IPPC Austria")).toBeVisible();

    // The remote reports the conflict once its first request is answered.
    await expect
      .poll(() => errors, "one console error, the remote's report")
      .toHaveLength(1);
    const [error = ""] = errors;
    for (const word of ["react", react, pkg.dependencies.react])
      expect(error, `'${word}' missing in: ${error}`).toContain(word);
  });
}

/** Every other portal: the app at work, its unmount, its remounts, a quiet console. */
async function works(portal: Portal, baseUrl: string): Promise<void> {
  const { host, page, errors, warnings } = portal;
  /** The first mount's h1 style, to tell a remount without the remote's CSS. */
  let firstStyle = "";

  await test.step("mounts at /natippc/start", async () => {
    await page.goto(`${baseUrl}${APP}?variant=${host.kind}`);
    await portal.showsUp(portal.heading(), "the remote's h1", 0);
    portal.mounted = "yes";
    firstStyle = await portal.heading().evaluate(h1Style);
    if (host.providesContainer)
      await expect(
        page
          .getByRole("navigation", { name: "Portal-Brotkrümel" })
          .getByRole("listitem"),
        "the portal's breadcrumb bar shows the remote's trail (its setBreadcrumbs was called)",
      ).toHaveText(START_TRAIL);
  });

  await test.step("calls the portal's sign-in handler with the address to come back to", async () => {
    await portal
      .appRoot()
      .getByRole("button", { name: "Anmelden", exact: true })
      .click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __portalHandlerCalls: unknown[][] })
              .__portalHandlerCalls,
        ),
      )
      .toEqual([["login", `${APP}?variant=${host.kind}`]]);
  });

  await test.step("searches the register", async () => {
    await portal.mainLink("Anlagenregister").click();
    await expect(page).toHaveURL(new RegExp(`${literal(REGISTER)}$`));
    await expect(portal.resultCount()).toBeVisible();
    const all = (await portal.resultCount().textContent()) ?? "";
    await portal
      .appRoot()
      .getByRole("searchbox", { name: "Anlagen durchsuchen" })
      .fill("Linz");
    await expect(page).toHaveURL(/q=Linz/);
    await expect
      .poll(
        () => portal.resultCount().textContent(),
        `the result count changes from '${all}' after typing 'Linz'`,
      )
      .not.toBe(all);
    await expect(portal.rows().first(), "no rows for 'Linz'").toBeVisible();
  });

  await test.step("shows the search on the map (MapLibre and its worker from the remote)", async () => {
    // A click: the choice is the address's, checked once the router has taken it.
    await portal
      .appRoot()
      .getByRole("radio", { name: "Karte", exact: true })
      .click();
    await expect(page).toHaveURL(/view=map/);
    await expect(
      portal
        .appRoot()
        .locator(".maplibregl-marker")
        .getByRole("button")
        .first(),
    ).toBeVisible();
    await expect(
      portal.appRoot().getByRole("heading", { name: /^Im Kartenausschnitt: / }),
    ).toBeVisible();
    await portal
      .appRoot()
      .getByRole("radio", { name: "Liste", exact: true })
      .click();
    await expect(portal.rows().first()).toBeVisible();
  });

  await test.step("opens a details page from the list", async () => {
    const link = portal.rows().first().getByRole("link").first();
    const name = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(
      portal.appRoot().getByRole("heading", { level: 1, name, exact: true }),
    ).toBeVisible();
  });

  await test.step("hands back breadcrumbs, <head> and container when it leaves for a portal page", async () => {
    await portal.mainLink("FAQ").click();
    await expect(portal.heading().filter({ hasText: "FAQ" })).toBeVisible();
    await portal.leave();
    await expect
      .poll(
        () => remoteHeadElements(page),
        "the remote leaves no element in <head>",
      )
      .toEqual([]);
  });

  await test.step("mounts again, styled once, and works", async () => {
    const known = errors.length;
    await portal.portalLink("IPPC Austria").click();
    await portal.showsUp(portal.heading(), "the remote's h1 (remount)", known);
    await expect
      .poll(
        () => portal.heading().evaluate(h1Style),
        "the h1 is styled as at the first mount",
      )
      .toBe(firstStyle);
    await expect
      .poll(
        async () => (await remoteStylesheets(page)).length,
        "a stylesheet of the remote",
      )
      .toBeGreaterThan(0);
    // Styled as at first, the remote's stylesheets are in: one look finds any put in twice.
    const sheets = await remoteStylesheets(page);
    expect(
      sheets.filter((href, i) => sheets.indexOf(href) !== i),
      "stylesheets of the remote twice",
    ).toEqual([]);
    await portal.mainLink("Anlagenregister").click();
    await expect(portal.resultCount()).toBeVisible();
  });

  await test.step(`${CYCLES} mount/unmount cycles leave nothing behind`, () =>
    cyclesLeaveNothing(
      portal,
      async () => {
        await navigate(page, APP);
        await expect(portal.heading()).toBeVisible({
          timeout: MOUNT_TIMEOUT_MS,
        });
      },
      async () => {
        await navigate(page, PORTAL);
        await portal.unmounted();
      },
    ));

  const libraries = host.olderLibraries;
  if (libraries)
    await test.step(`takes its own ${libraries.join(", ")} with one console warning each`, () => {
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
      expect(wrong, "one warning per package").toEqual([]);
    });

  await quiet(portal);
}

/**
 * From a mounted remote: `WARM_UP_CYCLES` cycles of `unmount` and `mount`, an unmount, then `CYCLES`
 * cycles of `mount` and `unmount`; the counters after the last unmount back at those before them.
 */
async function cyclesLeaveNothing(
  portal: Portal,
  mount: () => Promise<void>,
  unmount: () => Promise<void>,
): Promise<void> {
  const { page, cdp } = portal;
  const cycle = async () => {
    await unmount();
    await mount();
  };
  for (let i = 0; i < WARM_UP_CYCLES; i++) await cycle();
  await unmount();
  const before = await settledCounters(page, cdp);
  for (let i = 0; i < CYCLES; i++) {
    await mount();
    await unmount();
  }
  let after = before;
  try {
    // What the last unmount leaves to its last tasks may take a moment to go.
    await expect
      .poll(
        async () => grown(before, (after = await counters(page, cdp))),
        `above the baseline after ${CYCLES} cycles`,
      )
      .toEqual([]);
    await expect
      .poll(
        () => remoteLeftovers(portal),
        "the remote's listeners on window and document, time-outs and observers after the last unmount",
      )
      .toEqual([]);
  } finally {
    const pair = (key: keyof Counters) => `${before[key]} → ${after[key]}`;
    figure(
      "after cycles",
      `head ${pair("head")}, DOM nodes ${pair("domNodes")}, listeners ${pair("listeners")}, intervals ${pair("intervals")}`,
    );
  }
}

/**
 * The page's policy refused nothing, or, where it forbids WebAssembly, only hyphenation's compile;
 * no uncaught exception, no console error.
 */
async function quiet(portal: Portal): Promise<void> {
  const { host, page, errors } = portal;
  if (host.scriptSrc)
    await test.step("the policy refused hyphenation its WebAssembly, and nothing else", async () => {
      // Hyphenation tries once the first content is shown, where the browser cannot hyphenate German.
      await expect
        .poll(() => violations(page), "what the page's policy refused")
        .toContain(WASM_REFUSED);
      expect(
        (await violations(page)).filter((refused) => refused !== WASM_REFUSED),
      ).toEqual([]);
    });
  else
    await test.step("the page's policy refused nothing", async () => {
      expect(await violations(page)).toEqual([]);
    });
  await test.step("no uncaught exception, no console error", () => {
    expect(errors, `${errors.length} error(s): ${errors.join(" | ")}`).toEqual(
      [],
    );
  });
}

/** The parcels portal: two instances side by side, each in its own container (hosts/parcels). */
async function twoParcels(portal: Portal, baseUrl: string): Promise<void> {
  const { host, page } = portal;
  const [first, second] = ["#natippc-first", "#natippc-second"].map((id) =>
    page.locator(id),
  ) as [Locator, Locator];
  const rows = (parcel: Locator) => parcel.locator("table tbody tr");
  const heading = (parcel: Locator) =>
    parcel.getByRole("heading", { level: 1 }).first();
  const close = async (parcel: Locator, button: string) => {
    await page.getByRole("button", { name: button }).click();
    await expect(parcel).toHaveAttribute("data-parcel", "unmounted");
    await expect(parcel).toBeEmpty();
  };
  let style = "";

  await test.step("mounts two parcels of the remote, both show the register's rows", async () => {
    await page.goto(`${baseUrl}${REGISTER}?variant=${host.kind}`);
    await portal.showsUp(rows(first).first(), "the first parcel's rows", 0);
    await portal.showsUp(rows(second).first(), "the second parcel's rows", 0);
    portal.mounted = "yes";
    style = await heading(first).evaluate(h1Style);
    expect(
      await heading(second).evaluate(h1Style),
      "both h1 styled alike",
    ).toBe(style);
    const sheets = await remoteStylesheets(page);
    expect(sheets.length, "a stylesheet of the remote").toBeGreaterThan(0);
    expect(
      sheets.filter((href, i) => sheets.indexOf(href) !== i),
      "stylesheets of the remote twice",
    ).toEqual([]);
  });

  await test.step("unmounting the first leaves the second at work, with its styles", async () => {
    await close(first, "Erste Ansicht schließen");
    await expect
      .poll(
        () => heading(second).evaluate(h1Style),
        "the second's h1 styled as before",
      )
      .toBe(style);
    expect(
      (await remoteStylesheets(page)).length,
      "the remote's stylesheets stay for the second",
    ).toBeGreaterThan(0);
    const count = second.getByText(/Anlagen? gefunden$/);
    await expect(count).toBeVisible();
    const all = (await count.textContent()) ?? "";
    await second
      .getByRole("searchbox", { name: "Anlagen durchsuchen" })
      .fill("Linz");
    await expect
      .poll(
        () => count.textContent(),
        `the second's result count changes from '${all}' after typing 'Linz'`,
      )
      .not.toBe(all);
    await expect(rows(second).first(), "no rows for 'Linz'").toBeVisible();
  });

  await test.step("unmounting the second hands back <head>", async () => {
    await close(second, "Zweite Ansicht schließen");
    await expect
      .poll(
        () => remoteHeadElements(page),
        "the remote leaves no element in <head>",
      )
      .toEqual([]);
  });

  await test.step(`${CYCLES} cycles of both parcels leave nothing behind`, async () => {
    const mount = async () => {
      await page
        .getByRole("button", { name: "Beide Ansichten öffnen" })
        .click();
      for (const parcel of [first, second]) {
        await expect(parcel).toHaveAttribute("data-parcel", "mounted", {
          timeout: MOUNT_TIMEOUT_MS,
        });
        await expect(rows(parcel).first()).toBeVisible({
          timeout: MOUNT_TIMEOUT_MS,
        });
      }
    };
    await mount();
    await cyclesLeaveNothing(portal, mount, async () => {
      await close(first, "Erste Ansicht schließen");
      await close(second, "Zweite Ansicht schließen");
    });
  });

  await quiet(portal);
}

/** runtime-entry's use of the remote, type-checked against the archive the remote serves. */
async function typeChecks(host: InteropHost, baseUrl: string): Promise<void> {
  const dir = path.join(HOSTS_DIR, host.kind);
  const types = path.join(dir, "@mf-types");
  rmSync(types, { recursive: true, force: true });
  await run(
    process.execPath,
    ["fetch-types.mjs", `${baseUrl}/remotes/natippc/remoteEntry.js`],
    dir,
  );
  expect(
    existsSync(path.join(types, "natippc", "App.d.ts")),
    "the remote ships a type archive: @mf-types.zip with App.d.ts beside its remoteEntry.js",
  ).toBe(true);
  const tsc = path.join(
    path.dirname(require.resolve("typescript/package.json")),
    "bin/tsc",
  );
  await run(process.execPath, [tsc, "-p", dir], dir);
}

test.describe.configure({ mode: "parallel" });

test.describe("IPPC Austria in portal hosts", () => {
  for (const host of HOSTS) {
    test(host.kind, async ({ browser, interopUrl }) => {
      test.setTimeout(180_000);
      await test.step(`built with ${host.bundler}`, () => {
        builtHost(projectOf(host));
      });
      const portal = await Portal.open(browser, host, interopUrl);
      try {
        if (host.incompatibleReact)
          await showsNotice(portal, host.incompatibleReact, interopUrl);
        else if (host.parcels) await twoParcels(portal, interopUrl);
        else await works(portal, interopUrl);
      } finally {
        figure("mounted", portal.mounted);
        figure(
          "console errors",
          portal.errors.length === 0
            ? "0"
            : `${portal.errors.length}: ${portal.errors.join(" | ")}`,
        );
        await portal.close();
      }
      if (host.typedByArchive)
        await test.step("type-checks its use of the remote against the remote's type archive", () =>
          typeChecks(host, interopUrl));
    });
  }
});
