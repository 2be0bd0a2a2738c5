/**
 * npm run bench: production builds, host-dev serving them gzip-compressed with the simulated API, and
 * measurements in Debian's Chromium (playwright-core + CDP, Lighthouse). Prints a table and writes
 * bench/results.json. BENCH_RUNS (default 3) sets how many runs each figure is the median of.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { localhostCertificate } from "../host-dev/tls";
import { buildAll, removeBuilds, timeBuilds, type Builds } from "./lib/build";
import { launchBrowser } from "./lib/browser";
import { analyseChunks } from "./lib/chunks";
import { kB, repeat, status, summarise, type Figure } from "./lib/figures";
import { CHROMIUM, RUNS } from "./lib/paths";
import { holdsVerdict, whatHolds } from "./lib/holds";
import {
  chunksTable,
  figuresTable,
  holdsTable,
  waterfallTable,
} from "./lib/report";
import {
  firstInstallationId,
  largeOwnedRecord,
  startHostDev,
  type RunningServer,
} from "./lib/server";
import { measureCycles, type CyclesRun } from "./measure/cycles";
import {
  measureInteractions,
  type InteractionsRun,
} from "./measure/interactions";
import { measureInp, type InpRun } from "./measure/inp";
import { measureMap, type MapRun } from "./measure/map";
import {
  runLighthouse,
  type LighthouseRun,
  type Preset,
} from "./measure/lighthouse";
import {
  measureRouteChanges,
  WARM_UP_CHANGES,
  type RouteChangesRun,
} from "./measure/routeChanges";
import { measureTransfer, type TransferRun } from "./measure/transfer";

const CYCLES = 20;
const ROUTE_CHANGES = 300;
const PRESETS: Preset[] = ["mobile", "desktop"];
/**
 * DESIGN §7's LCP budgets: the register's on a phone over HTTP/1.1 and HTTP/2 and on the desktop;
 * the details and start pages' on a phone over HTTP/1.1.
 */
function lcpBudget(
  target: Target,
  preset: Preset,
  http2: boolean,
): Figure["budget"] {
  if (target === "installations")
    return { max: preset === "desktop" ? 800 : http2 ? 2200 : 2500 };
  if ((target === "details" || target === "start") && preset === "mobile")
    return http2 ? undefined : { max: 2800 };
  return undefined;
}
/** What Lighthouse loads; the minimal remote is the register's URL with the server's variant switch. */
const TARGETS = {
  installations: "/natippc/installations",
  minimal: "/natippc/installations?variant=minimal",
  start: "/natippc/start",
  details: "/natippc/installations/:id",
} as const;
type Target = keyof typeof TARGETS;
/** The request whose answer each page's LCP element shows: the rows, the installation. */
const LCP_REQUESTS: Partial<Record<Target, RegExp>> = {
  installations: /\/natippc\/api\/ippcInstallations$/,
  minimal: /\/natippc\/api\/ippcInstallations$/,
  details: /\/natippc\/api\/ippcInstallations\/AT-/,
};
const TARGET_NAMES: Record<Target, string> = {
  installations: "/natippc/installations",
  minimal: "minimal remote",
  start: "/natippc/start",
  details: "details page",
};

interface Transfers {
  shared: TransferRun;
  unshared: TransferRun;
  minimal: TransferRun;
}

/** Per preset and page; null: the run failed (logged). */
type LighthouseRuns = Record<
  Preset,
  Partial<Record<Target, (LighthouseRun | null)[]>>
>;

interface Measurements {
  transfers: Transfers[];
  cycles: CyclesRun[];
  /** host-dev as `npm start` serves it: HTTP/1.1, every page. */
  lighthouse: LighthouseRuns;
  /** host-dev over HTTPS with HTTP/2, as a portal is served: the register and the minimal remote. */
  lighthouseHttp2: LighthouseRuns;
  interactions: (InteractionsRun | null)[];
  /** Interaction to Next Paint of DESIGN §7's interactions, the CPU slowed 4×, 100 000 installations. */
  inp: (InpRun | null)[];
  /** The register's map at 100 000 installations. */
  maps: (MapRun | null)[];
  /** A details page with 500 permits, 1 000 inspections and 2 000 documents, Lighthouse desktop. */
  largeRecord: (LighthouseRun | null)[];
  routeChanges: (RouteChangesRun | null)[];
  buildTimes: { remote: number; remoteAndShell: number }[];
}

function log(message: string) {
  const time = new Date().toISOString().slice(11, 19);
  process.stdout.write(`[bench ${time}] ${message}\n`);
}

/** A failed run is logged and counted as missing, so one bad moment does not lose the whole benchmark. */
async function attempt<T>(label: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    log(`${label} failed: ${String(error).split("\n")[0]}`);
    return null;
  }
}

function serveOptions(builds: Builds) {
  return {
    remoteDir: builds.remote,
    shellDir: builds.shell,
    compressApi: true,
    variants: {
      unshared: { shellDir: builds.shellUnshared, hostShares: [] },
      minimal: { remoteDir: builds.minimal },
    },
  };
}

async function withServer<T>(
  server: RunningServer,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function withBrowser<T>(work: (browser: Browser) => Promise<T>) {
  const browser = await launchBrowser();
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

async function measureAtDefaultSize(builds: Builds) {
  return withServer(
    await startHostDev(serveOptions(builds)),
    async (server) => {
      const { transfers, cycles } = await withBrowser(async (browser) => {
        log(
          "JS before the first rows: React from the host, nothing shared, minimal remote",
        );
        const transfers = await repeat(RUNS, async () => ({
          shared: await measureTransfer(browser, server.baseUrl),
          unshared: await measureTransfer(browser, server.baseUrl, "unshared"),
          minimal: await measureTransfer(browser, server.baseUrl, "minimal"),
        }));
        log(`${CYCLES} mount/unmount cycles`);
        const cycles = await repeat(RUNS, () =>
          measureCycles(browser, server.baseUrl, CYCLES),
        );
        return { transfers, cycles };
      });

      const detailsId = await firstInstallationId(server.baseUrl);
      const lighthouse = await measureLighthouse(
        server.baseUrl,
        Object.keys(TARGETS) as Target[],
        detailsId,
      );
      return {
        transfers,
        cycles,
        lighthouse,
        detailsId,
        ...(await measureLongUse(server.baseUrl)),
      };
    },
  );
}

/** A record as large as a long-lived plant's, and a long session of route changes, as the owner. */
async function measureLongUse(baseUrl: string) {
  const { ids, cookie } = await largeOwnedRecord(baseUrl);
  const url = `${baseUrl}${TARGETS.details.replace(":id", ids[0])}`;
  const largeRecord = [];
  for (let run = 0; run < RUNS; run++) {
    log(`Lighthouse desktop, large record ${url} (${run + 1}/${RUNS})`);
    largeRecord.push(
      await attempt("Lighthouse large record", () =>
        runLighthouse(url, "desktop", {
          cookie,
          lcpRequest: LCP_REQUESTS.details,
        }),
      ),
    );
  }
  log(`${ROUTE_CHANGES} route changes`);
  const routeChanges = await withBrowser((browser) =>
    repeat(RUNS, (run) =>
      attempt(`route changes run ${run + 1}`, () =>
        measureRouteChanges(browser, baseUrl, ids, ROUTE_CHANGES),
      ),
    ),
  );
  return { largeRecord, routeChanges };
}

async function measureOverHttp2(builds: Builds) {
  log("HTTPS with HTTP/2: Lighthouse on the register and the minimal remote");
  return withServer(
    await startHostDev({
      ...serveOptions(builds),
      tls: localhostCertificate(),
    }),
    (server) =>
      measureLighthouse(server.baseUrl, ["installations", "minimal"], ""),
  );
}

async function measureLighthouse(
  baseUrl: string,
  targets: Target[],
  detailsId: string,
): Promise<LighthouseRuns> {
  const lighthouse = {} as LighthouseRuns;
  for (const preset of PRESETS) {
    const runs: LighthouseRuns[Preset] = {};
    lighthouse[preset] = runs;
    for (let run = 0; run < RUNS; run++) {
      // Interleaved: a busy moment of the shared machine hits the register and the minimal remote alike.
      for (const target of targets) {
        const url = TARGETS[target].replace(":id", detailsId);
        log(`Lighthouse ${preset} ${baseUrl}${url} (${run + 1}/${RUNS})`);
        (runs[target] ??= []).push(
          await attempt(`Lighthouse ${preset} ${url}`, () =>
            runLighthouse(`${baseUrl}${url}`, preset, {
              lcpRequest: LCP_REQUESTS[target],
            }),
          ),
        );
      }
    }
  }
  return lighthouse;
}

async function measureAtLargeSize(builds: Builds) {
  log(
    "100 000 installations: search, sort, page change, scrolling, INP, the map",
  );
  return withServer(
    await startHostDev({ ...serveOptions(builds), installations: 100_000 }),
    (server) =>
      withBrowser(async (browser) => ({
        interactions: await repeat(RUNS, (run) =>
          attempt(`interaction run ${run + 1}`, () =>
            measureInteractions(browser, server.baseUrl, run),
          ),
        ),
        inp: await repeat(RUNS, (run) =>
          attempt(`INP run ${run + 1}`, () =>
            measureInp(browser, server.baseUrl),
          ),
        ),
        maps: await repeat(RUNS, (run) =>
          attempt(`map run ${run + 1}`, () =>
            measureMap(browser, server.baseUrl),
          ),
        ),
      })),
  );
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg();
  log(
    `${RUNS} runs per figure · ${os.cpus().length} cores · load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")}`,
  );
  log(
    "production builds: remote, shell, shell sharing nothing, minimal remote",
  );
  const builds = await buildAll();
  try {
    const chunks = analyseChunks(builds.remote, builds.remoteStats);
    log("production build times");
    const buildTimes = await repeat(RUNS, () => timeBuilds(builds.dir));
    const atDefault = await measureAtDefaultSize(builds);
    const lighthouseHttp2 = await measureOverHttp2(builds);
    const { interactions, inp, maps } = await measureAtLargeSize(builds);

    const measurements: Measurements = {
      ...atDefault,
      lighthouseHttp2,
      interactions,
      inp,
      maps,
      buildTimes,
    };
    const figures = collectFigures(measurements);
    const loadedBeforeRows = new Set(
      atDefault.transfers.flatMap((t) => t.shared.files.map((f) => f.file)),
    );
    const figureTable = figuresTable(figures);
    const chunkTable = chunksTable(chunks, loadedBeforeRows);
    const waterfallTables = [
      ...waterfalls(atDefault.lighthouse, ""),
      ...waterfalls(lighthouseHttp2, " over HTTP/2"),
    ];
    const holdsTables = holds(figures, measurements);
    const durationS = (Date.now() - started) / 1000;
    const loadAfter = os.loadavg();
    process.stdout.write(
      `\n${figureTable}\n\nThe remote's largest chunks:\n\n${chunkTable}\n\n${waterfallTables.join("\n\n")}\n\n${holdsTables.join("\n\n")}\n\n`,
    );
    log(
      `done in ${durationS.toFixed(0)} s · load average before ${loadBefore[0]?.toFixed(2)}, after ${loadAfter[0]?.toFixed(2)} (${os.cpus().length} cores)`,
    );
    const over = figures.filter((f) => status(f) === "over");
    if (over.length) log(`over budget: ${over.map((f) => f.label).join("; ")}`);

    const results = {
      generatedAt: new Date().toISOString(),
      runs: RUNS,
      durationS,
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        loadAverage: { before: loadBefore, after: loadAfter },
        node: process.version,
        chromium: chromiumVersion(),
      },
      figures: figures.map((f) => ({ ...f, status: status(f) })),
      tables: {
        figures: figureTable,
        chunks: chunkTable,
        waterfalls: waterfallTables,
        holds: holdsTables,
      },
      chunks,
      ...measurements,
      lighthouseUrls: {
        ...TARGETS,
        details: TARGETS.details.replace(":id", atDefault.detailsId),
      },
    };
    writeFileSync(
      path.join(__dirname, "results.json"),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    log("written bench/results.json");
  } finally {
    removeBuilds(builds);
  }
}

function collectFigures(data: Measurements): Figure[] {
  const {
    transfers,
    cycles,
    lighthouse,
    lighthouseHttp2,
    interactions,
    inp,
    maps,
    largeRecord,
    routeChanges,
    buildTimes,
  } = data;
  const figures: Figure[] = [
    {
      id: "ownJs",
      label: "remote's JS before the first rows, React from the host (gzip)",
      unit: "kB",
      value: summarise(transfers.map((t) => kB(t.shared.ownJs))),
      budget: { max: 120 },
    },
    {
      id: "ownJsUnshared",
      label: "remote's JS before the first rows, nothing shared (gzip)",
      unit: "kB",
      value: summarise(transfers.map((t) => kB(t.unshared.ownJs))),
    },
    {
      id: "ownJsMinimal",
      label: "minimal remote's JS before its first rows (gzip)",
      unit: "kB",
      value: summarise(transfers.map((t) => kB(t.minimal.ownJs))),
    },
    {
      id: "remoteEntry",
      label: "remoteEntry.js (gzip)",
      unit: "kB",
      value: summarise(transfers.map((t) => kB(t.shared.remoteEntry))),
      budget: { max: 25 },
    },
    {
      id: "firstRows",
      label: "first rows in the DOM, unthrottled desktop: register",
      unit: "ms",
      value: summarise(transfers.map((t) => t.shared.firstRowMs)),
    },
    {
      id: "firstRowsMinimal",
      label: "first rows in the DOM, unthrottled desktop: minimal remote",
      unit: "ms",
      value: summarise(transfers.map((t) => t.minimal.firstRowMs)),
    },
  ];

  figures.push(
    ...lighthouseFigures(lighthouse, "lighthouse", ""),
    ...lighthouseFigures(lighthouseHttp2, "lighthouseHttp2", " over HTTP/2"),
  );

  const done = interactions.filter((r) => r !== null);
  const failed = interactions.length - done.length;
  const interaction = (
    id: string,
    label: string,
    pick: (r: InteractionsRun) => number,
    budget?: Figure["budget"],
  ): Figure => ({
    id,
    label: `100 000 installations: ${label}`,
    unit: "ms",
    value: summarise(done.map(pick)),
    budget,
    note: failed
      ? `${failed} of ${interactions.length} runs failed`
      : undefined,
  });
  figures.push(
    interaction(
      "search",
      "search typed → table updated, after the 400 ms debounce",
      (r) => r.searchMs,
      { max: 100 },
    ),
    interaction("sort", "sort clicked → table updated", (r) => r.sortMs),
    interaction("page", "next page → table updated", (r) => r.pageMs),
    interaction(
      "scrollLongTask",
      "longest task scrolling 1 000 rows (10 pages of 100)",
      (r) => r.longestScrollTaskMs,
    ),
  );

  const inpDone = inp.filter((r) => r !== null);
  const inpFigure = (id: keyof InpRun, label: string): Figure => ({
    id: `inp-${id}`,
    label: `100 000 installations, INP (CPU slowed 4×): ${label}`,
    unit: "ms",
    value: summarise(inpDone.map((r) => r[id])),
    budget: { max: 100 },
    note:
      inpDone.length < inp.length
        ? `${inp.length - inpDone.length} of ${inp.length} runs failed`
        : undefined,
  });
  figures.push(
    inpFigure("typing", "typing in the search field"),
    inpFigure("filterDialog", "opening the filter panel"),
    inpFigure("savedFilterSwitch", "switching saved filters"),
    inpFigure("pageChange", "next page"),
    inpFigure("listToDetails", "a row's link to its details page"),
  );

  const mapped = maps.filter((r) => r !== null);
  const mapFigure = (
    id: string,
    label: string,
    pick: (r: MapRun) => number,
  ): Figure => ({
    id,
    label: `100 000 installations, the map: ${label}`,
    unit: "ms",
    value: summarise(mapped.map(pick)),
    note:
      mapped.length < maps.length
        ? `${maps.length - mapped.length} of ${maps.length} runs failed`
        : undefined,
  });
  figures.push(
    mapFigure(
      "mapOpen100k",
      "'Karte' clicked → first symbols (code, every match, drawing)",
      (r) => r.firstSymbolsMs,
    ),
    mapFigure(
      "mapOpenLongTask",
      "longest task from 'Karte' until settled",
      (r) => r.longestOpenTaskMs,
    ),
    {
      ...mapFigure(
        "mapPanLongTask",
        "longest task panning at cluster zoom (arrow keys)",
        (r) => r.longestPanTaskMs,
      ),
      budget: { max: 100 },
    },
  );

  const large = largeRecord.filter((r) => r !== null);
  const changes = routeChanges.filter((r) => r !== null);
  figures.push(
    {
      id: "largeRecordTbt",
      label:
        "Lighthouse desktop, details page with 500 permits, 1 000 inspections, 2 000 documents: TBT",
      unit: "ms",
      value: summarise(large.map((r) => r.tbt)),
      budget: { max: 200 },
    },
    {
      id: "routeChangesHeap",
      label: `${ROUTE_CHANGES} route changes: heap growth after the first ${WARM_UP_CHANGES}`,
      unit: "MB",
      value: summarise(
        changes.map((r) => (r.heapAfterAll - r.heapAfterWarmUp) / 1e6),
      ),
      budget: { max: 2 },
    },
    {
      id: "routeChangesCode",
      label: `${ROUTE_CHANGES} route changes: of that growth, V8's compiled code (functions optimised as they grew hot)`,
      unit: "MB",
      value: summarise(
        changes.map((r) => (r.codeAfterAll - r.codeAfterWarmUp) / 1e6),
      ),
    },
  );

  const growth = (pick: (counters: CyclesRun["before"]) => number) =>
    summarise(cycles.map((c) => pick(c.after) - pick(c.before)));
  figures.push(
    {
      id: "heapGrowth",
      label: `${CYCLES} mount/unmount cycles: heap growth`,
      unit: "MB",
      value: growth((c) => c.heapBytes / 1e6),
      budget: { max: 1 },
    },
    {
      id: "listenerGrowth",
      label: `${CYCLES} cycles: JS event listeners left`,
      unit: "count",
      value: growth((c) => c.jsEventListeners),
      budget: { max: 0 },
    },
    {
      id: "domGrowth",
      label: `${CYCLES} cycles: DOM nodes left`,
      unit: "count",
      value: growth((c) => c.domNodes),
      budget: { max: 0 },
    },
    {
      id: "timerGrowth",
      label: `${CYCLES} cycles: the remote's timers left (intervals + timeouts)`,
      unit: "count",
      value: growth((c) => c.intervals + c.timeouts),
      budget: { max: 0 },
    },
    {
      id: "buildRemote",
      label: "production build: remote (npm run build)",
      unit: "s",
      value: summarise(buildTimes.map((b) => b.remote / 1000)),
    },
    {
      id: "build",
      label: "production build: remote + shell in parallel (2 cores)",
      unit: "s",
      value: summarise(buildTimes.map((b) => b.remoteAndShell / 1000)),
      budget: { max: 15 },
    },
  );
  return figures;
}

const chainLength = (run: LighthouseRun | null | undefined) =>
  run?.waterfall?.steps.length ?? NaN;

/** Per page, the waterfall of the run with the median LCP. */
function waterfalls(lighthouse: LighthouseRuns, protocol: string): string[] {
  return (
    Object.entries(lighthouse.mobile) as [Target, (LighthouseRun | null)[]][]
  ).flatMap(([target, all]) => {
    const waterfall = medianRun(all)?.waterfall;
    return waterfall
      ? [
          waterfallTable(
            `${TARGET_NAMES[target]}, Lighthouse mobile${protocol} (the run with the median LCP; observed, unthrottled)`,
            waterfall,
          ),
        ]
      : [];
  });
}

/** The run with the median LCP. */
function medianRun(
  all: readonly (LighthouseRun | null)[] | undefined,
): LighthouseRun | undefined {
  const runs = (all ?? []).filter(
    (r): r is LighthouseRun => r !== null && r.waterfall !== null,
  );
  return [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
}

/**
 * For each page with a Lighthouse figure over its budget (LCP, score, or the ratio to the minimal
 * remote): which part of its way to the LCP holds it, with figures, against the minimal remote's
 * runs of the same preset and protocol (the runs with the median LCP).
 */
function holds(
  figures: readonly Figure[],
  measurements: Measurements,
): string[] {
  const pages = new Map<string, Figure[]>();
  for (const figure of figures) {
    const match =
      /^(lighthouse|lighthouseHttp2)\.(mobile|desktop)\.(?:(\w+)\.(?:lcp|score)|lcpRatio)$/.exec(
        figure.id,
      );
    if (!match || status(figure) !== "over") continue;
    const key = `${match[1]}.${match[2]}.${match[3] ?? "installations"}`;
    pages.set(key, [...(pages.get(key) ?? []), figure]);
  }
  return [...pages].flatMap(([key, over]) => {
    const [prefix, preset, target] = key.split(".") as [
      "lighthouse" | "lighthouseHttp2",
      Preset,
      Target,
    ];
    const runs = measurements[prefix][preset];
    const page = medianRun(runs[target]);
    const minimal = medianRun(runs.minimal);
    const protocol = prefix === "lighthouseHttp2" ? " over HTTP/2" : "";
    const title = `What holds ${TARGET_NAMES[target]}, Lighthouse ${preset}${protocol}`;
    if (!page?.waterfall || !minimal?.waterfall)
      return [
        `${title}: not known, no run of it or of the minimal remote has a waterfall.`,
      ];
    const lcpLimit = lcpBudget(
      target,
      preset,
      prefix === "lighthouseHttp2",
    )?.max;
    const floor =
      lcpLimit !== undefined && minimal.lcp > lcpLimit
        ? ` The minimal remote itself takes ${Math.round(minimal.lcp)} ms, above the ${lcpLimit} ms budget: no remote reaches it on this machine.`
        : "";
    // The minimal remote shows the register's first rows: for the other pages it is the floor of
    // any first view through the same host, runtime and API, not the same page.
    const floorOf =
      target === "installations" ? "" : " (the floor of any first view)";
    // A score holds by its total blocking time too, which the LCP's parts do not show.
    const tbt = over.some((f) => f.id.endsWith(".score"))
      ? ` Its total blocking time is ${Math.round(page.tbt)} ms, the minimal remote's ${Math.round(minimal.tbt)} ms.`
      : "";
    const found = whatHolds(page.waterfall, minimal.waterfall);
    return [
      `${title} (${over
        .map((f) => f.label.replace(/^.*: /, ""))
        .join(
          ", ",
        )} over budget; LCP ${Math.round(page.lcp)} ms, minimal remote${floorOf} ${Math.round(minimal.lcp)} ms): ` +
        `${holdsVerdict(found)}.${floor}${tbt}\n\n${holdsTable(found)}`,
    ];
  });
}

/** Score, LCP, TBT and CLS per preset and page, and the register's LCP over the minimal remote's. */
function lighthouseFigures(
  lighthouse: LighthouseRuns,
  idPrefix: string,
  protocol: string,
): Figure[] {
  const figures: Figure[] = [];
  for (const preset of PRESETS) {
    for (const [target, all] of Object.entries(lighthouse[preset]) as [
      Target,
      (LighthouseRun | null)[],
    ][]) {
      const runs = all.filter((r) => r !== null);
      const isRegister = target === "installations";
      const name = `Lighthouse ${preset}${protocol}, ${TARGET_NAMES[target]}`;
      const metric = (
        key: "score" | "lcp" | "tbt" | "cls",
        label: string,
        unit: Figure["unit"],
        budget?: Figure["budget"],
      ): Figure => ({
        id: `${idPrefix}.${preset}.${target}.${key}`,
        label: `${name}: ${label}`,
        unit,
        value: summarise(runs.map((r) => r[key])),
        budget: isRegister ? budget : undefined,
      });
      figures.push(
        metric("score", "score", "score", { min: 95 }),
        {
          ...metric("lcp", "LCP", "ms"),
          budget: lcpBudget(target, preset, protocol !== ""),
        },
        metric("tbt", "TBT", "ms"),
        metric("cls", "CLS", "", { max: 0.02 }),
        {
          id: `${idPrefix}.${preset}.${target}.chain`,
          label: `${name}: sequential requests before LCP`,
          unit: "count",
          value: summarise(runs.map(chainLength)),
        },
      );
      const minimalRuns = lighthouse[preset].minimal ?? [];
      if (target !== "minimal")
        figures.push({
          id: `${idPrefix}.${preset}.${target}.chainExcess`,
          label: `${name}: sequential requests before LCP beyond the minimal remote's (runs paired)`,
          unit: "count",
          value: summarise(
            all.map((r, i) => chainLength(r) - chainLength(minimalRuns[i])),
          ),
          budget: { max: 1 },
        });
    }
    const register = lighthouse[preset].installations ?? [];
    const minimal = lighthouse[preset].minimal ?? [];
    figures.push({
      id: `${idPrefix}.${preset}.lcpRatio`,
      label: `LCP register ÷ minimal remote, ${preset}${protocol} (runs paired)`,
      unit: "×",
      value: summarise(
        register.map((r, i) => (r?.lcp ?? NaN) / (minimal[i]?.lcp ?? NaN)),
      ),
      budget: { max: 1.25 },
    });
  }
  return figures;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
