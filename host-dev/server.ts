/**
 * host-dev: builds the remote and the simulated portal shell and serves both, with the simulated API,
 * on one port. Knobs (environment): PORT, SESSION_TIMEOUT_S, INSTALLATIONS, LATENCY_MS, DATA_DIR.
 * Flags: --prod (production builds, as the portal would serve them), --no-build (serve what dist/ holds).
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { createApi } from "./api/app";

const root = path.resolve(__dirname, "..");
process.chdir(root);

const args = new Set(process.argv.slice(2));
const production = args.has("--prod") || process.env.NODE_ENV === "production";
const build = !args.has("--no-build");
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
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
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

export function createServerApp(api: ReturnType<typeof createApi>) {
  const app = new Hono();
  const toApi = (c: { req: { raw: Request } }) => api.fetch(c.req.raw);
  app.all("/natippc/api/*", toApi);
  app.all("/portal/api/*", toApi);
  app.all("/__dev/*", toApi);
  app.get("/natippc/logout", toApi);

  app.use("/remotes/*", compress());
  app.use("/shell/*", compress());
  app.use("/remotes/natippc/*", async (c, next) => {
    await next();
    const file = c.req.path.split("/").pop() ?? "";
    // Entry and manifest keep their names across builds; everything else is content-hashed.
    c.header(
      "Cache-Control",
      /^(remoteEntry\.js|mf-manifest\.json)$/.test(file)
        ? "no-cache"
        : immutable,
    );
    c.header("Access-Control-Allow-Origin", "*");
  });
  app.use(
    "/remotes/natippc/*",
    serveStatic({
      root: "dist",
      rewriteRequestPath: (p) => p.replace(/^\/remotes\/natippc/, ""),
    }),
  );
  app.use(
    "/shell/*",
    serveStatic({
      root: "host-dev/dist",
      rewriteRequestPath: (p) => p.replace(/^\/shell/, ""),
    }),
  );

  const shellPage = async () =>
    new Response(await readFile(path.join(root, "host-dev/dist/index.html")), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
      },
    });
  app.get("/", (c) => c.redirect("/natippc/start"));
  app.get("/natippc", shellPage);
  app.get("/natippc/*", shellPage);
  app.get("/portal", (c) => c.redirect("/portal/"));
  app.get("/portal/*", shellPage);
  return app;
}

async function main() {
  if (build) await buildAll();
  const api = createApi({
    dataDir: path.resolve(process.env.DATA_DIR ?? "host-dev/.data"),
    sessionTimeoutS: numberEnv("SESSION_TIMEOUT_S"),
    installations: numberEnv("INSTALLATIONS"),
    latencyMs: numberEnv("LATENCY_MS"),
  });
  const app = createServerApp(api);
  const server = serve({ fetch: app.fetch, port }, () => {
    console.log(
      `host-dev (${production ? "production" : "development"}) läuft: http://localhost:${port}/natippc/start`,
    );
  });
  const stop = () => {
    server.close();
    void api.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
