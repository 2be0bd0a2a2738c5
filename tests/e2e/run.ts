/**
 * Runs the end-to-end and proof suites (node's test runner, Debian's Chromium) against host-dev,
 * started as `npm start -- --prod` starts it: the production builds a portal serves (they cost
 * the browser less per page load than the development builds, and the interoperability suite
 * reuses them). The files run in shards side by side, one per core (at most E2E_SHARDS): each
 * shard has its own host-dev on a free port with a fresh data directory, so no suite sees
 * another's faults, test clock or saved filters. The first server builds; the others serve the
 * same build (`--no-build`). Each shard takes the next file from one queue, largest first; a
 * file's output is printed when it ends.
 *
 * A file that fails is run once more, alone, after all shards are done (with E2E_RETRIES=0, never):
 * on two saturated cores a browser test can miss a deadline that a quiet machine keeps. The run
 * passes only if the retry passes, and it names every file that needed one, so a flaky test is
 * seen and fixed rather than hidden.
 *
 * `npm run test:e2e -- faults a11y` runs only the files whose names contain those words.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

const RETRIES = Number(process.env.E2E_RETRIES ?? 1);
const SHARDS = Math.max(
  1,
  Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism())),
);

interface Server {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
}
const servers: Server[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

async function startServer(build: boolean): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(
    "npm",
    ["start", "--", "--prod", ...(build ? [] : ["--no-build"])],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SESSION_TIMEOUT_S: "1800",
      },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    },
  );
  const server = { baseUrl, child, dataDir };
  servers.push(server);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("host-dev did not start within 180 s")),
      180_000,
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${baseUrl}/natippc/start`)) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    child.on("exit", (code) =>
      reject(new Error(`host-dev exited with ${code}:\n${output}`)),
    );
  });
}

function stopServers() {
  for (const { child, dataDir } of servers) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Files moved to Playwright Test already (playwright.config.ts runs them). */
function onPlaywrightTest(file: string): boolean {
  return !readFileSync(file, "utf8").includes('from "node:test"');
}

/** The feature suites, then the proof suites; arguments narrow to files whose name contains one. */
function testFiles(): string[] {
  const only = process.argv.slice(2);
  return [__dirname, path.join(__dirname, "..", "proof")]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".e2e.ts"))
        .filter((file) => !onPlaywrightTest(path.join(dir, file)))
        .filter(
          (file) =>
            only.length === 0 || only.some((part) => file.includes(part)),
        )
        .map((file) => path.join(dir, file)),
    )
    .sort((a, b) => statSync(b).size - statSync(a).size);
}

const relative = (file: string) => path.relative(process.cwd(), file);

function runFile(file: string, baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--test", file], {
      env: { ...process.env, E2E_BASE_URL: baseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("exit", (code) => {
      process.stdout.write(`\n## ${relative(file)}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function main() {
  const started = Date.now();
  const queue = testFiles();
  const first = await startServer(true);
  const shards = [
    first,
    ...(await Promise.all(
      Array.from({ length: Math.min(SHARDS, queue.length) - 1 }, () =>
        startServer(false),
      ),
    )),
  ];
  let failed: string[] = [];
  const gone: string[] = [];
  await Promise.all(
    shards.map(async (shard) => {
      let server = shard;
      for (let file = queue.shift(); file; file = queue.shift()) {
        if (!(await runFile(file, server.baseUrl))) failed.push(file);
        // A server that went away (killed for memory on a crowded machine, say) would fail every
        // file after it: said, and the shard goes on with a new one.
        const { exitCode, signalCode } = server.child;
        if (exitCode !== null || signalCode !== null) {
          gone.push(`${relative(file)} (${signalCode ?? `exit ${exitCode}`})`);
          process.stdout.write(
            `\n# host-dev at ${server.baseUrl} went away during ${relative(file)}: ${signalCode ?? `exit ${exitCode}`}`,
          );
          if (queue.length > 0) server = await startServer(false);
        }
      }
    }),
  );
  const flaky: string[] = [];
  for (let attempt = 0; attempt < RETRIES && failed.length > 0; attempt++) {
    const retry = failed;
    failed = [];
    // A fresh server: the failed run may have left faults, a moved clock or saved filters behind.
    const { baseUrl } = await startServer(false);
    for (const file of retry) {
      process.stdout.write(`\n# retrying ${relative(file)} alone`);
      if (await runFile(file, baseUrl)) flaky.push(file);
      else failed.push(file);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n# e2e: ${shards.length} shards, ${seconds} s; ` +
      (failed.length === 0
        ? "all files passed"
        : `failed: ${failed.map(relative).join(", ")}`) +
      (flaky.length === 0
        ? ""
        : `; passed only when run again alone (flaky, to be fixed): ${flaky.map(relative).join(", ")}`) +
      (gone.length === 0
        ? ""
        : `; a shard's host-dev went away during: ${gone.join(", ")}`),
  );
  stopServers();
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  stopServers();
  process.exit(1);
});
