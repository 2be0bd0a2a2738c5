/**
 * The portal hosts' production builds: made once per run by the setup project (hosts.setup.ts) into a
 * temporary directory, one folder per host, and read by the hosts project (fixtures.ts serves them,
 * hosts.interop.ts checks each host's own build first). The directory travels in process.env:
 * Playwright hands what a setup project's worker sets there on to the projects that depend on it
 * and to its teardown (hosts.teardown.ts removes the directory).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { HOSTS_DIR, projectOf, type InteropHost } from "./hosts";

/** The variable that names this run's directory of host builds. */
export const BUILDS_ENV = "INTEROP_HOST_BUILDS";

/** At most this many bundlers at once: the machine has two cores. */
const PARALLEL_BUILDS = 2;

/** This run's directory of host builds, or undefined when the setup project has not run. */
export function buildsDir(): string | undefined {
  return process.env[BUILDS_ENV] || undefined;
}

/** Where a host's build goes (its page and its /shell/ files). */
export function shellDir(dir: string, kind: string): string {
  return path.join(dir, kind);
}

/** The bundler's output of a failed build. */
function failureLog(dir: string, kind: string): string {
  return path.join(dir, `${kind}.failed.log`);
}

/** The folder of a host's build; throws with the bundler's output when it failed. */
export function builtHost(kind: string): string {
  const dir = buildsDir();
  if (!dir)
    throw new Error(
      `No host builds in this run (${BUILDS_ENV} is not set): the hosts project depends on the ` +
        "setup project that builds them (hosts.setup.ts, playwright.config.ts); run it with its " +
        "dependencies, not with --no-deps.",
    );
  const log = failureLog(dir, kind);
  if (existsSync(log))
    throw new Error(`${kind}: build failed\n${readFileSync(log, "utf8")}`);
  const shell = shellDir(dir, kind);
  if (!existsSync(path.join(shell, "index.html")))
    throw new Error(`${kind}: no build in ${shell}`);
  return shell;
}

/** Each bundler's CLI (package, script) and its arguments for a production build into `outDir`. */
const CLIS: Record<
  InteropHost["bundler"],
  { pkg: string; bin: string; args: (outDir: string) => string[] }
> = {
  rspack: {
    pkg: "@rspack/cli",
    bin: "bin/rspack.js",
    args: (out) => ["-o", out],
  },
  webpack: {
    pkg: "webpack-cli",
    bin: "bin/cli.js",
    args: (out) => ["-o", out],
  },
  vite: { pkg: "vite", bin: "bin/vite.js", args: (out) => ["--outDir", out] },
  rsbuild: {
    pkg: "@rsbuild/core",
    bin: "bin/rsbuild.js",
    args: (out) => ["--dist-path", out],
  },
};

/** The command line of a production build into `outDir`, with the bundler as the project at `dir` installs it. */
function buildCommand(
  bundler: InteropHost["bundler"],
  dir: string,
  outDir: string,
): string[] {
  const { pkg, bin, args } = CLIS[bundler];
  const home = path.dirname(
    require.resolve(`${pkg}/package.json`, { paths: [dir] }),
  );
  return [
    path.join(home, bin),
    "build",
    "--mode",
    "production",
    ...args(outDir),
  ];
}

/**
 * A production build through the host's bundler CLI in a child process (Module Federation's plugin
 * does not survive being run twice in one process); rejects with the CLI's output. The child goes
 * when this process does, e.g. when the set-up times out.
 */
function build(host: InteropHost, outDir: string): Promise<void> {
  const cwd = path.join(HOSTS_DIR, projectOf(host));
  const child = spawn(
    process.execPath,
    buildCommand(host.bundler, cwd, outDir),
    {
      cwd,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const kill = () => child.kill();
  process.once("exit", kill);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      process.off("exit", kill);
      if (code === 0 && !/compiled with \d+ errors?/i.test(output)) resolve();
      else reject(new Error(output.trim() || `exited with ${code}`));
    }),
  );
}

interface BuildOutcome {
  kind: string;
  seconds: number;
  /** The first line of the bundler's complaint when the build failed. */
  failure?: string;
}

/**
 * Builds each host into `shellDir(dir, kind)`, at most two at a time. A failed build leaves the
 * bundler's output beside the builds instead: that host's test fails with it, the others go on.
 */
export async function buildHosts(
  hosts: readonly InteropHost[],
  dir: string,
): Promise<BuildOutcome[]> {
  const outcomes: BuildOutcome[] = [];
  // A kind served from another's project is that project's build.
  const queue = hosts.filter((host) => projectOf(host) === host.kind);
  const next = async (): Promise<void> => {
    for (let host = queue.shift(); host; host = queue.shift()) {
      const since = performance.now();
      const seconds = () => Math.round((performance.now() - since) / 100) / 10;
      try {
        await build(host, shellDir(dir, host.kind));
        outcomes.push({ kind: host.kind, seconds: seconds() });
      } catch (error) {
        const output = error instanceof Error ? error.message : String(error);
        writeFileSync(failureLog(dir, host.kind), output);
        outcomes.push({
          kind: host.kind,
          seconds: seconds(),
          failure: output.split("\n").find((line) => line.trim()) ?? output,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BUILDS }, next));
  return outcomes;
}
