/**
 * Starts host-dev exactly as `npm start` does (on a free port, with a fresh data directory),
 * waits for its address, runs the end-to-end and proof suites (node's test runner) against it,
 * and stops it. `npm run test:e2e -- faults a11y` runs only the files whose names contain those words.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(
  process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 800),
);
const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-e2e-"));
const baseUrl = `http://localhost:${port}`;

const server = spawn("npm", ["start"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_TIMEOUT_S: "1800",
  },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});

function stopServer() {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const ready = new Promise<void>((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error("host-dev did not start within 120 s")),
    120_000,
  );
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes(`${baseUrl}/natippc/start`)) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on("exit", (code) =>
    reject(new Error(`host-dev exited with ${code}:\n${output}`)),
  );
});

async function main() {
  await ready;
  // The feature suites, then the proof suites; arguments narrow to files whose name contains one.
  const only = process.argv.slice(2);
  const files = [__dirname, path.join(__dirname, "..", "proof")]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".e2e.ts"))
        .filter(
          (file) =>
            only.length === 0 || only.some((part) => file.includes(part)),
        )
        .map((file) => path.join(dir, file)),
    );
  const tests = spawn(
    process.execPath,
    ["--import", "tsx", "--test", "--test-concurrency=1", ...files],
    {
      env: { ...process.env, E2E_BASE_URL: baseUrl },
      stdio: "inherit",
    },
  );
  const code = await new Promise<number>((resolve) =>
    tests.on("exit", (c) => resolve(c ?? 1)),
  );
  stopServer();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error);
  stopServer();
  process.exit(1);
});
