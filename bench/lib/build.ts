import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT, RSPACK_CLI } from "./paths";

export interface Builds {
  /** Where everything lives; removed at the end. */
  dir: string;
  remote: string;
  /** rspack stats of the remote's build (bench/remote-stats.config.ts). */
  remoteStats: string;
  shell: string;
  /** The shell built with HOST_DEV_SHARE=none: a portal that shares nothing. */
  shellUnshared: string;
  minimal: string;
}

/**
 * One production build through the rspack CLI, in a child process like host-dev's (Module Federation
 * serialises runtime functions into the bundle; tsx's instrumentation must not touch them).
 * Resolves with the wall time in ms.
 */
export function rspackBuild(
  config: string,
  outDir: string,
  options: { env?: Record<string, string>; statsFile?: string } = {},
): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      RSPACK_CLI,
      "build",
      "-c",
      config,
      "--mode",
      "production",
      "-o",
      outDir,
      ...(options.statsFile ? ["--json", options.statsFile] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...options.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code === 0 && !/compiled with \d+ error/i.test(output))
        resolve(performance.now() - started);
      else
        reject(
          new Error(
            `rspack -c ${config} failed:\n${output}${statsErrors(options.statsFile)}`,
          ),
        );
    });
  });
}

/** With --json the CLI prints no errors; they are in the stats file. */
function statsErrors(statsFile: string | undefined): string {
  if (!statsFile || !existsSync(statsFile)) return "";
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as {
    errors?: { message: string }[];
  };
  return (stats.errors ?? [])
    .slice(0, 5)
    .map((error) => `\n${error.message}`)
    .join("");
}

/** Everything the benchmark serves: the remote, the shell, the shell sharing nothing, the minimal remote. */
export async function buildAll(): Promise<Builds> {
  const dir = mkdtempSync(path.join(tmpdir(), "natippc-bench-"));
  const builds: Builds = {
    dir,
    remote: path.join(dir, "remote"),
    remoteStats: path.join(dir, "remote-stats.json"),
    shell: path.join(dir, "shell"),
    shellUnshared: path.join(dir, "shell-unshared"),
    minimal: path.join(dir, "minimal"),
  };
  // Two at a time: the machine has two cores.
  await Promise.all([
    rspackBuild("bench/remote-stats.config.ts", builds.remote, {
      statsFile: builds.remoteStats,
    }),
    rspackBuild("host-dev/shell/rspack.config.ts", builds.shell),
  ]);
  await Promise.all([
    rspackBuild("host-dev/shell/rspack.config.ts", builds.shellUnshared, {
      env: { HOST_DEV_SHARE: "none" },
    }),
    rspackBuild("bench/minimal-remote/rspack.config.ts", builds.minimal),
  ]);
  return builds;
}

/**
 * The production build times: the remote alone (`npm run build`, what the portal's pipeline runs) and
 * remote + shell together (`npm start -- --prod`, both in parallel as host-dev runs them).
 */
export async function timeBuilds(
  dir: string,
): Promise<{ remote: number; remoteAndShell: number }> {
  const out = (name: string) => path.join(dir, "timing", name);
  const remote = await rspackBuild("rspack.config.ts", out("remote"));
  const started = performance.now();
  await Promise.all([
    rspackBuild("rspack.config.ts", out("remote")),
    rspackBuild("host-dev/shell/rspack.config.ts", out("shell")),
  ]);
  return { remote, remoteAndShell: performance.now() - started };
}

export function removeBuilds(builds: Builds): void {
  rmSync(builds.dir, { recursive: true, force: true });
}
