import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createApi,
  type ApiOptions,
  type SimulatedApi,
} from "../../host-dev/api/app";
import { TestClient } from "./testClient";
import type {
  InstallationPage,
  InstallationSearch,
  InstallationSummary,
} from "../../src/api/types";

export interface TestApi {
  api: SimulatedApi;
  dir: string;
  /** A client; `clientAddress` is the address its connection comes from (default: unknown). */
  client(clientAddress?: string): TestClient;
  /** A new API on the same data directory (a restart); the old one is closed first. */
  restart(options?: Partial<ApiOptions>): Promise<TestApi>;
  dispose(): Promise<void>;
}

export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), "natippc-api-test-"));
}

export function startApi(
  options: Partial<ApiOptions> = {},
  dir = makeDataDir(),
): TestApi {
  const api = createApi({ dataDir: dir, ...options });
  const instance: TestApi = {
    api,
    dir,
    client: (clientAddress) =>
      new TestClient((request) => api.fetch(request, { clientAddress })),
    async restart(next = {}) {
      await api.close();
      return startApi({ ...options, ...next }, dir);
    },
    async dispose() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return instance;
}

export { TestClient };

/** Polls until the predicate holds (tasks run on real timers). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`waitFor timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every match of a search, page by page through POST /api/ippcInstallations, in the list's order. */
export async function everyMatch(
  client: TestClient,
  search: InstallationSearch,
): Promise<InstallationSummary[]> {
  const items: InstallationSummary[] = [];
  for (let page = 0; ; page++) {
    const response = await client.post("/natippc/api/ippcInstallations", {
      ...search,
      page,
      pageSize: 500,
    });
    if (response.status !== 200)
      throw new Error(`search answered ${response.status}`);
    const body = (await response.json()) as InstallationPage;
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}
