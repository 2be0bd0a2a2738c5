import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { StartOptions } from "../../host-dev/server";
import { ROOT } from "./paths";

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * host-dev's server in its own process (so its work does not share an event loop with the
 * measurements), on a free port with a fresh data directory.
 */
export async function startHostDev(
  options: Omit<StartOptions, "port" | "dataDir">,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-bench-data-"));
  const baseUrl = `${options.tls ? "https" : "http"}://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/serve.ts",
      JSON.stringify({ ...options, port, dataDir }),
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`host-dev did not start:\n${output}`)),
      120_000,
    );
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${baseUrl}/natippc/start`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`host-dev exited:\n${output}`)));
  });
  return {
    baseUrl,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The id of the register's first installation (default order), for the details page. */
export async function firstInstallationId(baseUrl: string): Promise<string> {
  const session = await fetch(`${baseUrl}/natippc/api/auth/user`);
  const cookies = session.headers.getSetCookie().map((c) => c.split(";")[0]);
  const xsrf = cookies
    .find((c) => c?.startsWith("XSRF-TOKEN="))
    ?.slice("XSRF-TOKEN=".length);
  const response = await fetch(`${baseUrl}/natippc/api/ippcInstallations`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: cookies.join("; "),
      "X-XSRF-TOKEN": decodeURIComponent(xsrf ?? ""),
    },
    body: JSON.stringify({ page: 0, pageSize: 1 }),
  });
  const page = (await response.json()) as { items: { id: string }[] };
  const id = page.items[0]?.id;
  if (!id) throw new Error(`no installation (${response.status})`);
  return id;
}
