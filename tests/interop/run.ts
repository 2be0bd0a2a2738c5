/**
 * The interoperability suite (`npm run test:interop`): builds the remote once in production mode and
 * every portal host of tests/interop/hosts with its own bundler (two builds at a time), serves them
 * with host-dev's server on a free port (each host a variant: `/natippc/start?variant=<kind>`), runs
 * hosts.interop.ts against it in Chromium and prints one line per host.
 * `npm run test:interop -- react18 webpack` runs only the hosts whose names contain one of the words;
 * INTEROP_REMOTE_DIR=<dir> serves that build of the remote instead of building one.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "../../bench/lib/server";
import { startServer } from "../../host-dev/server";
import {
  HOSTS_DIR,
  selectHosts,
  type HostResult,
  type InteropHost,
} from "./hosts";

const ROOT = path.resolve(__dirname, "../..");
/** A remote built elsewhere (e.g. from an older commit) to serve instead of building this one. */
const PREBUILT_REMOTE = process.env.INTEROP_REMOTE_DIR
  ? path.resolve(process.env.INTEROP_REMOTE_DIR)
  : undefined;
const started = performance.now();
const seconds = (since: number) =>
  `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The CLI of a bundler as the project at `dir` installs it. */
function bundlerCli(bundler: InteropHost["bundler"], dir: string): string[] {
  const [pkg, bin] =
    bundler === "rspack"
      ? ["@rspack/cli", "bin/rspack.js"]
      : ["webpack-cli", "bin/cli.js"];
  const home = path.dirname(
    require.resolve(`${pkg}/package.json`, { paths: [dir] }),
  );
  return [path.join(home, bin), "build"];
}

/**
 * A production build through a bundler's CLI in a child process (Module Federation's plugin does not
 * survive being run twice in one process); rejects with the CLI's output.
 */
function build(
  label: string,
  args: string[],
  cwd: string,
  outDir: string,
): Promise<void> {
  const since = performance.now();
  const child = spawn(
    process.execPath,
    [...args, "--mode", "production", "-o", outDir],
    {
      cwd,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      if (code === 0 && !/compiled with \d+ errors?/i.test(output)) {
        console.log(`built ${label} (${seconds(since)})`);
        resolve();
      } else reject(new Error(`${label}: build failed\n${output.trim()}`));
    }),
  );
}

/** Runs the tasks, at most `limit` at a time (the machine has two cores). */
async function pool<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (!task) continue;
      try {
        results[index] = { status: "fulfilled", value: await task() };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

function table(results: HostResult[]): string {
  const pair = (p?: { before: number; after: number }) =>
    p ? `${p.before} → ${p.after}` : "–";
  const rows = [
    [
      "host",
      "built",
      "mounted",
      "console errors",
      "head before → after",
      "DOM nodes before → after",
      "listeners",
      "intervals",
      "time",
      "result",
    ],
    ...results.map((r) => [
      r.kind,
      r.built ? "yes" : "no",
      r.mounted,
      String(r.consoleErrors.length),
      pair(r.head),
      pair(r.domNodes),
      pair(r.listeners),
      pair(r.intervals),
      `${r.seconds} s`,
      r.failures.length === 0
        ? "passed"
        : `FAILED${r.failures.length > 1 ? ` (${r.failures.length} checks)` : ""}: ${(r.failures[0] ?? "").slice(0, 200)}`,
    ]),
  ];
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? "").length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
        )
        .join("  "),
    )
    .join("\n");
}

async function main(): Promise<number> {
  const hosts = selectHosts(process.argv.slice(2));
  if (hosts.length === 0) {
    console.error("No host matches.");
    return 1;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "natippc-interop-"));
  const remoteDir = PREBUILT_REMOTE ?? path.join(dir, "remote");
  const resultsDir = path.join(dir, "results");
  const shellDir = (host: InteropHost) => path.join(dir, "hosts", host.kind);
  const close: (() => Promise<void>)[] = [];
  try {
    // The remote first: it takes longest (its type archive runs tsc).
    const builds = await pool(
      [
        () =>
          PREBUILT_REMOTE
            ? Promise.resolve()
            : build(
                "the remote",
                [...bundlerCli("rspack", ROOT), "-c", "rspack.config.ts"],
                ROOT,
                remoteDir,
              ),
        ...hosts.map((host) => () => {
          const cwd = path.join(HOSTS_DIR, host.kind);
          return build(
            host.kind,
            bundlerCli(host.bundler, cwd),
            cwd,
            shellDir(host),
          );
        }),
      ],
      2,
    );
    const [remote, ...hostBuilds] = builds;
    if (remote?.status === "rejected") throw remote.reason;
    const built = hosts.filter((_, i) => hostBuilds[i]?.status === "fulfilled");
    const buildFailures = new Map(
      hosts.flatMap((host, i) => {
        const outcome = hostBuilds[i];
        return outcome?.status === "rejected"
          ? [[host.kind, String(outcome.reason)] as const]
          : [];
      }),
    );
    for (const failure of buildFailures.values()) console.error(failure);
    console.log(`builds done (${seconds(started)})`);

    const port = await freePort();
    const server = startServer({
      port,
      dataDir: path.join(dir, "data"),
      remoteDir,
      variants: Object.fromEntries(
        built.map((host) => [host.kind, { shellDir: shellDir(host) }]),
      ),
      label: "interop",
    });
    close.push(() => server.close());
    if (!server.server.listening)
      await new Promise((resolve) => server.server.once("listening", resolve));

    const code =
      built.length === 0
        ? 1
        : await new Promise<number>((resolve) => {
            const tests = spawn(
              process.execPath,
              [
                "--import",
                "tsx",
                "--test",
                "--test-reporter=spec",
                path.join(__dirname, "sizes.interop.ts"),
                path.join(__dirname, "hosts.interop.ts"),
              ],
              {
                cwd: ROOT,
                env: {
                  ...process.env,
                  INTEROP_BASE_URL: `http://localhost:${port}`,
                  INTEROP_HOSTS: built.map((host) => host.kind).join(","),
                  INTEROP_RESULTS: resultsDir,
                },
                stdio: "inherit",
              },
            );
            tests.on("exit", (c) => resolve(c ?? 1));
          });

    const found = new Map<string, HostResult>(
      existsSync(resultsDir)
        ? readdirSync(resultsDir).map((file) => {
            const r = JSON.parse(
              readFileSync(path.join(resultsDir, file), "utf8"),
            ) as HostResult;
            return [r.kind, r];
          })
        : [],
    );
    const results = hosts.map(
      (host): HostResult =>
        found.get(host.kind) ?? {
          kind: host.kind,
          built: !buildFailures.has(host.kind),
          mounted: "no",
          consoleErrors: [],
          failures: [
            buildFailures.get(host.kind)?.split("\n")[0] ?? "no result",
          ],
          seconds: 0,
        },
    );
    console.log(`\nIPPC Austria in ${hosts.length} portal hosts:\n`);
    console.log(table(results));
    console.log(`\n${seconds(started)} in all`);
    const failed = results.some((r) => r.failures.length > 0);
    return failed || code !== 0 ? 1 : 0;
  } finally {
    for (const stop of close) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
