/**
 * host-dev: builds the remote and the simulated portal shell and serves both, with the simulated API,
 * on one port. Knobs (environment): PORT, HOST (default 127.0.0.1: this machine only),
 * FRAME_ANCESTORS (origins that may frame the pages), SESSION_TIMEOUT_S, INSTALLATIONS, LATENCY_MS,
 * DATA_DIR.
 * Flags: --prod (production builds, as the portal would serve them), --no-build (serve what dist/ holds),
 * --https (HTTPS with HTTP/2, as a portal is served; a self-signed certificate made at start).
 * The benchmark (bench/) reuses `startServer` with its own build directories and variants.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { createSecureServer } from "node:http2";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { createApi } from "./api/app";
import { compressOnce } from "./compressOnce";
import { securityHeaders } from "./securityHeaders";
import { localhostCertificate } from "./tls";
import { SHELL_SHARES } from "./shell/shares";
import {
  CHUNK_GROUPS_FILE,
  MANIFEST_FILE,
  preloadHints,
  type ChunkGroups,
  type RemoteManifest,
} from "../src/expose/preloadHints";

const root = path.resolve(__dirname, "..");
process.chdir(root);

const args = new Set(process.argv.slice(2));
const production = args.has("--prod") || process.env.NODE_ENV === "production";
const build = !args.has("--no-build");
const https = args.has("--https");
const port = Number(process.env.PORT ?? 3000);
const rspackCli = path.join(
  path.dirname(require.resolve("@rspack/cli/package.json")),
  "bin/rspack.js",
);

function numberEnv(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined || value === "" ? undefined : Number(value);
}

const CONFIGS = ["rspack.config.ts", "host-dev/shell/rspack.config.ts"];

/**
 * Notices the build's libraries print about settings this remote chose on purpose, left out of the
 * dev server's output so that a newcomer's first screen shows no warning that needs no action: the
 * manifest plugin's note on `publicPath: "auto"` (the remote finds its files where it is served
 * from; docs/adr/0001-one-remote-entry.md), and rspack's deprecation when the federation plugin
 * compiles the tree-shaken react-router fallback inside a watching build (its own call, once).
 */
const KNOWN_NOTICES = [
  /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/,
  /A 'callback' argument needs to be provided to the 'rspack\(options, callback\)' function when the 'watch' option is set/,
];

/**
 * Builds through the rspack CLI in child processes: Module Federation serialises runtime functions
 * into the bundle, and a TypeScript loader that instruments functions (tsx's keepNames) must not
 * touch them.
 */
function runRspack(config: string, watch: boolean): Promise<void> {
  const mode = production ? "production" : "development";
  const child = spawn(
    process.execPath,
    [
      rspackCli,
      "build",
      "-c",
      config,
      "--mode",
      mode,
      ...(watch ? ["--watch"] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: mode },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stderr.on("data", (chunk: Buffer) => {
    const lines = chunk
      .toString()
      .split(/(?<=\n)/)
      .filter((line) => !KNOWN_NOTICES.some((notice) => notice.test(line)));
    process.stderr.write(lines.join(""));
  });
  return new Promise<void>((resolve, reject) => {
    let first = true;
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (/compiled with \d+ error/i.test(text) || !first)
        process.stdout.write(text);
      if (first && /compiled/i.test(text)) {
        first = false;
        if (watch) resolve();
      }
    });
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`rspack ${config} exited with ${code}`));
    });
    if (watch) process.on("exit", () => child.kill());
  });
}

async function buildAll(): Promise<void> {
  await Promise.all(CONFIGS.map((config) => runRspack(config, !production)));
}

const immutable = "public, max-age=31536000, immutable";

/** Builds a page load may switch to; the benchmark compares the remote with these. */
export interface ServedVariant {
  /** Serves this build at /remotes/natippc/ instead of the remote's (e.g. bench/minimal-remote). */
  remoteDir?: string;
  /** Serves this shell build (page and /shell/) instead of host-dev's (e.g. one that shares nothing). */
  shellDir?: string;
  /** The share keys that shell provides to remotes, when not SHELL_SHARES. */
  hostShares?: readonly string[];
}

export interface ServeOptions {
  /** The remote's build; default dist. */
  remoteDir?: string;
  /** The shell's build; default host-dev/dist. */
  shellDir?: string;
  /**
   * Chosen per page load with `?variant=NAME`: the page's later requests (remote, shell assets) carry
   * the choice in a cookie, so one server and one API serve the remote and what it is compared with.
   */
  variants?: Readonly<Record<string, ServedVariant>>;
  /** Gzip the API's answers too, as a production server in front of it would. */
  compressApi?: boolean;
  /** Origins that may frame the pages besides their own (FRAME_ANCESTORS, space-separated). */
  frameAncestors?: readonly string[];
}

const VARIANT_COOKIE = "host-dev-variant";
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const DEFAULT_REMOTE_DIR = "dist";
const DEFAULT_SHELL_DIR = "host-dev/dist";

/** One static handler per served directory, made on first use. */
function staticFiles(prefix: RegExp) {
  const handlers = new Map<string, ReturnType<typeof serveStatic>>();
  return (root: string) => {
    let handler = handlers.get(root);
    if (!handler) {
      handler = serveStatic({
        root,
        rewriteRequestPath: (p) => p.replace(prefix, ""),
      });
      handlers.set(root, handler);
    }
    return handler;
  };
}

/**
 * The remote's preload hints for a page of it (src/expose/preloadHints.ts) as `<link>` tags: the
 * page asks for the remote's files at once instead of one round trip after another. Nothing when
 * the build has no manifest (yet).
 */
async function remoteHints(
  hostShares: readonly string[],
  remoteDir: string,
  appPath: string,
): Promise<string> {
  const readJson = async <T>(file: string): Promise<T | null> => {
    try {
      return JSON.parse(
        await readFile(path.join(remoteDir, file), "utf8"),
      ) as T;
    } catch {
      return null;
    }
  };
  const manifest = await readJson<RemoteManifest>(MANIFEST_FILE);
  if (!manifest) return "";
  const hints = preloadHints({
    manifest,
    chunkGroups: (await readJson<ChunkGroups>(CHUNK_GROUPS_FILE)) ?? {},
    remoteUrl: "/remotes/natippc/",
    hostShares,
    path: appPath,
  });
  return hints
    .map(({ href, as }) =>
      as === "fetch"
        ? `<link rel="preload" href="${href}" as="fetch" crossorigin>`
        : `<link rel="preload" href="${href}" as="${as}">`,
    )
    .join("");
}

/**
 * The socket's peer; undefined when the app is called without a server (tests). Not a forwarded
 * header: host-dev has no proxy in front whose word would count.
 */
function clientAddress(c: Context): string | undefined {
  const bindings: unknown = c.env;
  return typeof bindings === "object" &&
    bindings !== null &&
    "incoming" in bindings
    ? getConnInfo(c).remote.address
    : undefined;
}

export function createServerApp(
  api: ReturnType<typeof createApi>,
  options: ServeOptions = {},
) {
  // Chosen by a cookie or a query parameter: a Map, so `?variant=toString` names no variant.
  const variants = new Map(Object.entries(options.variants ?? {}));
  const variantOf = (c: Context): ServedVariant =>
    variants.get(getCookie(c, VARIANT_COOKIE) ?? "") ?? {};
  const remoteDir = (c: Context) =>
    variantOf(c).remoteDir ?? options.remoteDir ?? DEFAULT_REMOTE_DIR;
  const shellDir = (c: Context) =>
    variantOf(c).shellDir ?? options.shellDir ?? DEFAULT_SHELL_DIR;

  const app = new Hono();
  app.use("*", securityHeaders({ frameAncestors: options.frameAncestors }));
  const toApi = (c: Context) =>
    api.fetch(c.req.raw, { clientAddress: clientAddress(c) });
  // A portal page on another local origin (another port) embeds the remote from here and calls
  // the API here with its cookies (see HostProps.apiPrefix); other sites get no CORS answer.
  app.use(
    "/natippc/api/*",
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      credentials: true,
      allowMethods: ["GET", "POST"],
      allowHeaders: [
        "Accept",
        "Content-Type",
        "X-XSRF-TOKEN",
        "X-HTTP-Method-Override",
      ],
      // Retry-After: how long a 429 (anonymous exports) asks the page to wait.
      exposeHeaders: ["Content-Disposition", "Retry-After"],
      maxAge: 600,
    }),
  );
  if (options.compressApi) app.use("/natippc/api/*", compress());
  app.all("/natippc/api/*", toApi);
  app.all("/portal/api/*", toApi);
  app.all("/__dev/*", toApi);
  app.get("/natippc/logout", toApi);

  app.use("/remotes/*", compressOnce());
  app.use("/shell/*", compressOnce());
  app.use("/remotes/natippc/*", async (c, next) => {
    await next();
    const file = c.req.path.split("/").pop() ?? "";
    // Entry, manifest and type archive keep their names across builds; everything else is content-hashed.
    c.header(
      "Cache-Control",
      /^(remoteEntry\.js|mf-manifest\.json|@mf-types\.(zip|d\.ts))$/.test(file)
        ? "no-cache"
        : immutable,
    );
    c.header("Access-Control-Allow-Origin", "*");
    // A portal on another origin that isolates itself (COEP) may still load the remote's files.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
  });
  const remoteFiles = staticFiles(/^\/remotes\/natippc/);
  const shellFiles = staticFiles(/^\/shell/);
  app.use("/remotes/natippc/*", (c, next) =>
    remoteFiles(remoteDir(c))(c, next),
  );
  app.use("/shell/*", (c, next) => shellFiles(shellDir(c))(c, next));

  const shellPage = async (c: Context) => {
    // Each page load chooses afresh: without the parameter it is the default builds again.
    const name = c.req.query("variant") ?? "";
    const variant = variants.get(name);
    if (variant) {
      setCookie(c, VARIANT_COOKIE, name, { path: "/", sameSite: "Lax" });
    } else if (getCookie(c, VARIANT_COOKIE) !== undefined) {
      deleteCookie(c, VARIANT_COOKIE, { path: "/" });
    }
    const dir = variant?.shellDir ?? options.shellDir ?? DEFAULT_SHELL_DIR;
    const html = await readFile(path.resolve(root, dir, "index.html"), "utf8");
    const hints = c.req.path.startsWith("/natippc")
      ? await remoteHints(
          variant?.hostShares ?? SHELL_SHARES,
          path.resolve(
            root,
            variant?.remoteDir ?? options.remoteDir ?? DEFAULT_REMOTE_DIR,
          ),
          c.req.path.replace(/^\/natippc\/?/, ""),
        )
      : "";
    return c.body(html.replace("</head>", `${hints}</head>`), 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  };
  app.get("/", (c) => c.redirect("/natippc/start"));
  app.get("/natippc", shellPage);
  app.get("/natippc/*", shellPage);
  app.get("/portal", (c) => c.redirect("/portal/"));
  app.get("/portal/*", shellPage);
  return app;
}

export interface StartOptions extends ServeOptions {
  port: number;
  /** The interface to listen on; default 127.0.0.1, so that only this machine reaches it. */
  hostname?: string;
  dataDir: string;
  sessionTimeoutS?: number;
  installations?: number;
  latencyMs?: number;
  /** The line printed once the server listens. */
  label?: string;
  /**
   * A certificate and its key (PEM): serve HTTPS with HTTP/2 — as a portal is served — and HTTP/1.1
   * for clients without it. Browsers speak HTTP/2 only over TLS.
   */
  tls?: { cert: string; key: string };
}

/** Serves the builds and the simulated API until SIGINT/SIGTERM. */
export function startServer(options: StartOptions) {
  const api = createApi({
    dataDir: options.dataDir,
    sessionTimeoutS: options.sessionTimeoutS,
    installations: options.installations,
    latencyMs: options.latencyMs,
    publicOrigin:
      process.env.PUBLIC_ORIGIN ||
      `${options.tls ? "https" : "http"}://localhost:${options.port}`,
  });
  const app = createServerApp(api, options);
  const { tls, port } = options;
  const listening = () =>
    console.log(
      `host-dev (${options.label ?? "development"}) läuft: ${tls ? "https" : "http"}://localhost:${port}/natippc/start`,
    );
  const server = serve(
    {
      fetch: app.fetch,
      port,
      hostname: options.hostname ?? "127.0.0.1",
      ...(tls && {
        createServer: createSecureServer,
        serverOptions: { ...tls, allowHTTP1: true },
      }),
    },
    listening,
  );
  const close = async () => {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  };
  const stop = () => void close().finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return { server, close };
}

async function main() {
  if (build) await buildAll();
  startServer({
    port,
    dataDir: path.resolve(process.env.DATA_DIR ?? "host-dev/.data"),
    sessionTimeoutS: numberEnv("SESSION_TIMEOUT_S"),
    installations: numberEnv("INSTALLATIONS"),
    latencyMs: numberEnv("LATENCY_MS"),
    label: production ? "production" : "development",
    hostname: process.env.HOST || undefined,
    frameAncestors: process.env.FRAME_ANCESTORS?.split(/\s+/).filter(Boolean),
    tls: https ? localhostCertificate() : undefined,
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
