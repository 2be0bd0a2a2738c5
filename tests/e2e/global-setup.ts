/**
 * Builds the remote and host-dev's shell in production mode once, side by side, before any worker
 * starts: every worker's host-dev serves this build (`--no-build`), and the portal hosts load the
 * same remote. With E2E_BASE_URL or E2E_NO_BUILD set nothing is built.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const CONFIGS = ["rspack.config.ts", "host-dev/shell/rspack.config.ts"];

function build(config: string): Promise<void> {
  const rspack = path.join(
    path.dirname(require.resolve("@rspack/cli/package.json")),
    "bin/rspack.js",
  );
  const child = spawn(
    process.execPath,
    [rspack, "build", "-c", config, "--mode", "production"],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`rspack build -c ${config} failed:\n${output}`)),
    ),
  );
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL || process.env.E2E_NO_BUILD) return;
  await Promise.all(CONFIGS.map(build));
}
