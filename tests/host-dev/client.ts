import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createApi,
  type ApiOptions,
  type SimulatedApi,
} from "../../host-dev/api/app";
import type {
  InstallationPage,
  InstallationSearch,
  InstallationSummary,
} from "../../src/api/types";

const ORIGIN = "http://localhost:3000";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: BodyInit;
  /** Send the XSRF header on mutating requests (default true). */
  xsrf?: boolean;
}

/**
 * A browser in miniature over createApi(...).fetch: keeps cookies (honouring
 * Max-Age=0) and echoes XSRF-TOKEN in X-XSRF-TOKEN like the app's client.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly api: SimulatedApi) {}

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method =
      options.method ??
      (options.json !== undefined || options.form ? "POST" : "GET");
    const headers = new Headers(options.headers);
    if (this.cookies.size > 0) {
      headers.set(
        "Cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (
      (options.xsrf ?? true) &&
      xsrf &&
      MUTATING.has(method) &&
      !headers.has("X-XSRF-TOKEN")
    ) {
      headers.set("X-XSRF-TOKEN", xsrf);
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has("Content-Type"))
        headers.set("Content-Type", "application/json");
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    }
    const response = await this.api.fetch(
      new Request(`${ORIGIN}${path}`, { method, headers, body }),
    );
    this.store(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, json?: unknown): Promise<Response> {
    return this.request(path, { method: "POST", json });
  }

  /** Fetches any page so the server hands out an XSRF token. */
  async primeXsrf(): Promise<string> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/natippc/api/env");
    const token = this.cookies.get("XSRF-TOKEN");
    if (!token) throw new Error("no XSRF-TOKEN cookie issued");
    return token;
  }

  async login(persona: string): Promise<void> {
    const response = await this.get(
      `/__dev/login?as=${persona}&returnUrl=/natippc/start`,
    );
    if (response.status !== 302)
      throw new Error(`login as ${persona}: ${response.status}`);
    await this.primeXsrf();
  }

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface TestApi {
  api: SimulatedApi;
  dir: string;
  client(): TestClient;
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
    client: () => new TestClient(api),
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
