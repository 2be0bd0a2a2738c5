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

interface ApiSession {
  /** The Cookie header of the session. */
  cookie: string;
  /** POSTs JSON to the app's API with the session's XSRF token. */
  post: (path: string, body: unknown) => Promise<Response>;
}

/** A session of the simulated API: anonymous, or signed in as a persona through /__dev/login. */
async function apiSession(
  baseUrl: string,
  persona?: string,
): Promise<ApiSession> {
  const response = persona
    ? await fetch(
        `${baseUrl}/__dev/login?as=${persona}&returnUrl=/natippc/start`,
        { redirect: "manual" },
      )
    : await fetch(`${baseUrl}/natippc/api/auth/user`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const xsrf = cookies
    .find((c) => c?.startsWith("XSRF-TOKEN="))
    ?.slice("XSRF-TOKEN=".length);
  const cookie = cookies.join("; ");
  return {
    cookie,
    post: (path, body) =>
      fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: cookie,
          "X-XSRF-TOKEN": decodeURIComponent(xsrf ?? ""),
        },
        body: JSON.stringify(body),
      }),
  };
}

async function installationIds(
  session: ApiSession,
  search: object,
): Promise<string[]> {
  const response = await session.post("/natippc/api/ippcInstallations", {
    page: 0,
    pageSize: 2,
    ...search,
  });
  const page = (await response.json()) as { items: { id: string }[] };
  if (page.items.length === 0)
    throw new Error(`no installation (${response.status})`);
  return page.items.map((item) => item.id);
}

/** The id of the register's first installation (default order), for the details page. */
export async function firstInstallationId(baseUrl: string): Promise<string> {
  const [id = ""] = await installationIds(await apiSession(baseUrl), {});
  return id;
}

/**
 * Signs in as the owner persona and gives the first of the owner's installations as many permits,
 * inspections and documents as a long-lived plant gathers (host-dev's /__dev/large-record).
 * Returns the installation, another of the owner's, and the session's Cookie header.
 */
export async function largeOwnedRecord(
  baseUrl: string,
): Promise<{ ids: [string, string]; cookie: string }> {
  const owner = await apiSession(baseUrl, "owner");
  const [large = "", other = large] = await installationIds(owner, {
    overview: "owner",
  });
  const response = await fetch(`${baseUrl}/__dev/large-record`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: large }),
  });
  if (!response.ok) throw new Error(`/__dev/large-record: ${response.status}`);
  return { ids: [large, other], cookie: owner.cookie };
}
