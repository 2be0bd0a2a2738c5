/**
 * The simulated API (host-dev/api) as a `fetch` for jsdom tests: no port, but
 * browser-like cookies — the HttpOnly session cookie stays in a private jar,
 * every other cookie (XSRF-TOKEN) lands in `document.cookie`, where the client
 * reads it, and is sent back from there like a browser would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  API_PATH_PREFIXES,
  createApi,
  type ApiOptions,
  type SimulatedApi,
} from "../../host-dev/api/app";
import type { FaultRuleInput } from "../../host-dev/api/faults";

export const SIMULATED_ORIGIN = "http://localhost";

export type PersonaName = "owner" | "authority" | "pvp" | "oidc" | "anonymous";

export interface SimulatedApiOptions extends Omit<ApiOptions, "dataDir"> {
  /** Reuse a data directory (e.g. to test a restart); default: a fresh temp dir, removed on close. */
  dataDir?: string;
  /** Also install as `globalThis.fetch` until close(); default true. */
  installGlobal?: boolean;
}

export interface SimulatedApiHandle {
  /** Accepts relative URLs (resolved against http://localhost), follows redirects like a browser. */
  fetch: typeof fetch;
  api: SimulatedApi;
  dataDir: string;
  /**
   * Logs in through `GET /__dev/login?as=…` (anonymous = log out). Like the
   * host's first requests, it also hands out the XSRF-TOKEN cookie — mutating
   * calls (the installation search is a POST) need one.
   */
  loginAs(persona: PersonaName): Promise<void>;
  /** All cookies the "browser" holds, HttpOnly ones included. */
  cookies(): Map<string, string>;
  /** Forgets every cookie (a new browser profile). */
  clearCookies(): void;
  /** Makes a path misbehave through `POST /__dev/faults` (500, hang, malformed, firewall, …). */
  addFault(rule: FaultRuleInput): Promise<void>;
  close(): Promise<void>;
}

interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  expired: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

function parseSetCookie(header: string): SetCookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  let httpOnly = false;
  let expired = false;
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.trim().split("=");
    const name = key.toLowerCase();
    if (name === "httponly") httpOnly = true;
    if (name === "max-age" && Number(value) <= 0) expired = true;
    if (name === "expires" && Date.parse(value) <= Date.now()) expired = true;
  }
  return {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    httpOnly,
    expired,
  };
}

function documentCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  if (typeof document === "undefined") return cookies;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0)
      cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

function expireDocumentCookie(name: string) {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function installSimulatedApi(
  options: SimulatedApiOptions = {},
): SimulatedApiHandle {
  const { dataDir: givenDir, installGlobal = true, ...apiOptions } = options;
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), "natippc-api-"));
  const api = createApi({ ...apiOptions, dataDir });
  const hasDocument = typeof document !== "undefined";
  /** HttpOnly cookies — or all of them when there is no document. */
  const jar = new Map<string, string>();
  const mirrored = new Set<string>();

  function store(cookie: SetCookie) {
    if (cookie.httpOnly || !hasDocument) {
      if (cookie.expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
      return;
    }
    mirrored.add(cookie.name);
    if (cookie.expired) expireDocumentCookie(cookie.name);
    else document.cookie = `${cookie.name}=${cookie.value}; path=/`;
  }

  function cookieHeader(): string {
    const all = new Map([...documentCookies(), ...jar]);
    return [...all].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async function send(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (!API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      // Everything else is the static server's: pages of the shell and the remote.
      return new Response("<!doctype html><title>host-dev</title>", {
        status: 200,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }
    const headers = new Headers(request.headers);
    const cookie = cookieHeader();
    if (cookie) headers.set("Cookie", cookie);
    // A browser's fetch rejects as soon as its signal aborts, whatever the server does later.
    const aborted = new Promise<never>((_resolve, reject) => {
      request.signal.addEventListener(
        "abort",
        () => reject(request.signal.reason),
        { once: true },
      );
    });
    const response = await Promise.race([
      api.fetch(new Request(request, { headers })),
      aborted,
    ]);
    for (const header of response.headers.getSetCookie()) {
      const parsed = parseSetCookie(header);
      if (parsed) store(parsed);
    }
    return response;
  }

  const simulatedFetch = async (
    input: RequestInfo | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    let request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), SIMULATED_ORIGIN), init);
    for (let redirects = 0; ; redirects++) {
      request.signal.throwIfAborted();
      const response = await send(request);
      if (
        !REDIRECT_STATUSES.has(response.status) ||
        request.redirect === "manual"
      ) {
        return response;
      }
      if (redirects >= MAX_REDIRECTS)
        throw new TypeError("fetch failed: too many redirects");
      const location = response.headers.get("Location");
      if (!location) return response;
      const keepMethod =
        response.status === 307 ||
        response.status === 308 ||
        request.method === "GET" ||
        request.method === "HEAD";
      request = new Request(new URL(location, request.url), {
        method: keepMethod ? request.method : "GET",
        headers: request.headers,
        body:
          keepMethod && request.body ? await request.arrayBuffer() : undefined,
        signal: request.signal,
        redirect: request.redirect,
      });
    }
  };

  const previousFetch = globalThis.fetch;
  if (installGlobal) globalThis.fetch = simulatedFetch as typeof fetch;

  function clearCookies() {
    jar.clear();
    if (hasDocument) for (const name of mirrored) expireDocumentCookie(name);
    mirrored.clear();
  }

  return {
    fetch: simulatedFetch as typeof fetch,
    api,
    dataDir,
    async loginAs(persona) {
      const query = new URLSearchParams({
        as: persona,
        returnUrl: "/natippc/start",
      });
      const response = await simulatedFetch(`/__dev/login?${query}`, {
        redirect: "manual",
      });
      if (response.status !== 302) {
        throw new Error(
          `Login as ${persona} failed: ${response.status} ${await response.text()}`,
        );
      }
    },
    async addFault(rule) {
      const response = await simulatedFetch("/__dev/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(rule),
      });
      if (!response.ok)
        throw new Error(`Fault not accepted: ${await response.text()}`);
    },
    cookies: () => new Map([...documentCookies(), ...jar]),
    clearCookies,
    async close() {
      if (installGlobal && globalThis.fetch === simulatedFetch)
        globalThis.fetch = previousFetch;
      clearCookies();
      await api.close();
      if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
