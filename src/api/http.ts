/**
 * The HTTP client of SPEC §7. Every call of the app and of the portal goes
 * through one client per mount, so the rules (credentials, XSRF, method override,
 * timeout, error shapes) hold everywhere without each endpoint repeating them.
 */
import {
  ApiError,
  HttpError,
  NetworkError,
  ParseError,
  TimeoutError,
  type RequestInfo,
} from "./errors";
import { portalUrls, resolveAddresses } from "./hostAddresses";

export {
  ApiError,
  HttpError,
  NetworkError,
  ParseError,
  TimeoutError,
  isClientError,
  isFirewallRejection,
} from "./errors";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ResponseFormat = "json" | "text" | "blob" | "none";
/**
 * Which root a path is relative to: `app` → `${basename}/api` (after the API
 * prefix), `portal` → `${portalBaseUrl}/api`, `context` → `${basename}` itself
 * (for the few app calls outside the API, like `/logout`).
 */
type RequestTarget = "app" | "portal" | "context";
type QueryValue =
  string | number | boolean | null | undefined | readonly string[];
type QueryParams = Readonly<Record<string, QueryValue>>;
type FormBody = Readonly<Record<string, string>> | FormData | URLSearchParams;

/** SPEC §9: request timeout 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;
const XSRF_COOKIE_NAME = "XSRF-TOKEN";
const XSRF_HEADER_NAME = "X-XSRF-TOKEN";
const METHOD_OVERRIDE_HEADER_NAME = "X-HTTP-Method-Override";

export const ACCEPT_BY_FORMAT: Readonly<Record<ResponseFormat, string>> = {
  json: "application/json",
  text: "text/plain, text/html;q=0.9, */*;q=0.1",
  blob: "*/*",
  none: "*/*",
};

/** The portal user-settings group that holds the saved filters (SPEC §7 "Other"). */
export const FILTER_SETTINGS_GROUP = "natippc-filters";

interface ErrorClearedPath {
  target: RequestTarget;
  method: HttpMethod;
  /** Path relative to the target root, without query string. */
  path: string;
}

/**
 * SPEC §7: "Responses from two portal filter-setting paths get their error
 * cleared" — reading and writing the saved filters never raises; the filter
 * feature shows a warning icon from the returned error instead.
 */
const DEFAULT_ERROR_CLEARED_PATHS: readonly ErrorClearedPath[] = [
  {
    target: "portal",
    method: "GET",
    path: `/userSettings/${FILTER_SETTINGS_GROUP}`,
  },
  {
    target: "portal",
    method: "POST",
    path: `/userSettings/${FILTER_SETTINGS_GROUP}`,
  },
];

interface ResponseInfo extends RequestInfo {
  target: RequestTarget;
}

export interface HttpConfig {
  /** Context path, default `/natippc`. */
  basename?: string;
  /** Resolved relative to `${basename}/`; default `.`, so app calls go to `${basename}/api/…`. */
  apiPrefix?: string;
  /** Portal calls go to `${portalBaseUrl}/api/…`. */
  portalBaseUrl: string;
  timeoutMs?: number;
  /** Default: `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Called for every response that arrived, OK or not, before its body is read. */
  onResponse?: (response: Response, request: ResponseInfo) => void;
  /** Default: {@link DEFAULT_ERROR_CLEARED_PATHS}. */
  errorClearedPaths?: readonly ErrorClearedPath[];
}

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  json?: unknown;
  form?: FormBody;
  format?: ResponseFormat;
  throwOnError?: boolean;
  signal?: AbortSignal;
  target?: RequestTarget;
  /** Overrides the client's timeout for this one request. */
  timeoutMs?: number;
}

/** What `throwOnError: false` returns instead of raising on a non-OK response. */
export interface HttpResult<T> {
  ok: boolean;
  status: number;
  headers: Headers;
  response: Response;
  /** The parsed body of an OK response; undefined otherwise. */
  data: T | undefined;
  error: HttpError | ParseError | null;
}

export interface ClearedError {
  message: string;
  /** HTTP status when a response arrived, else null (timeout, network failure). */
  status: number | null;
  cause: ApiError;
}

/** What a request to an error-cleared path returns — it never raises. */
export interface ClearedResult<T> {
  result: T | null;
  error: ClearedError | null;
}

interface ResolvedHttpConfig {
  basename: string;
  /** e.g. `/natippc/api` */
  appApiRoot: string;
  /** e.g. `/portal/api` */
  portalApiRoot: string;
  portalBaseUrl: string;
  timeoutMs: number;
  errorClearedPaths: readonly ErrorClearedPath[];
}

export interface HttpClient {
  readonly config: ResolvedHttpConfig;
  /**
   * Resolves to the parsed body, or raises HttpError / ParseError / TimeoutError /
   * NetworkError (a caller's abort rejects with the caller's abort reason).
   * For a path listed in `errorClearedPaths` it resolves to a {@link ClearedResult}
   * instead and never raises (except on the caller's own abort) — ask for
   * `request<ClearedResult<X>>` there.
   */
  request<T>(
    path: string,
    options?: RequestOptions & { throwOnError?: true },
  ): Promise<T>;
  request<T>(
    path: string,
    options: RequestOptions & { throwOnError: false },
  ): Promise<HttpResult<T>>;
  request<T>(
    path: string,
    options?: RequestOptions,
  ): Promise<T | HttpResult<T>>;
  /** The URL a request would go to — for links and downloads the browser fetches itself. */
  url(
    path: string,
    options?: { target?: RequestTarget; query?: QueryParams },
  ): string;
  isErrorCleared(
    target: RequestTarget,
    method: HttpMethod,
    path: string,
  ): boolean;
}

/**
 * Builds a path from a template, percent-encoding every interpolated value as a
 * single segment, so an id like `a/b` cannot reach another endpoint.
 */
export function apiPath(
  strings: TemplateStringsArray,
  ...values: (string | number)[]
): string {
  return strings.reduce(
    (path, part, index) =>
      index === 0
        ? part
        : `${path}${encodeURIComponent(String(values[index - 1]))}${part}`,
    "",
  );
}

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function createHttpClient(config: HttpConfig): HttpClient {
  const resolved = resolveConfig(config);

  function rootOf(target: RequestTarget): string {
    switch (target) {
      case "app":
        return resolved.appApiRoot;
      case "portal":
        return resolved.portalApiRoot;
      case "context":
        return resolved.basename;
    }
  }

  function url(
    path: string,
    options: { target?: RequestTarget; query?: QueryParams } = {},
  ) {
    const base =
      rootOf(options.target ?? "app") +
      (path.startsWith("/") ? path : `/${path}`);
    const search = options.query
      ? toSearchParams(options.query).toString()
      : "";
    if (!search) return base;
    return `${base}${base.includes("?") ? "&" : "?"}${search}`;
  }

  function isErrorCleared(
    target: RequestTarget,
    method: HttpMethod,
    path: string,
  ): boolean {
    const bare = path.split("?")[0] ?? path;
    return resolved.errorClearedPaths.some(
      (entry) =>
        entry.target === target &&
        entry.method === method &&
        entry.path === bare,
    );
  }

  async function request<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<T | HttpResult<T> | ClearedResult<T>> {
    const method = options.method ?? "GET";
    const target = options.target ?? "app";
    const format = options.format ?? "json";
    const info: RequestInfo = { path: url(path, options), method };

    if (isErrorCleared(target, method, path)) {
      try {
        const outcome = await send<T>(info, target, format, options);
        if (outcome.error)
          return { result: null, error: clearedError(outcome.error) };
        return { result: outcome.data ?? null, error: null };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (error instanceof ApiError)
          return { result: null, error: clearedError(error) };
        throw error;
      }
    }

    const outcome = await send<T>(info, target, format, options);
    if (options.throwOnError === false) return outcome;
    if (outcome.error) throw outcome.error;
    return outcome.data as T;
  }

  async function send<T>(
    info: RequestInfo,
    target: RequestTarget,
    format: ResponseFormat,
    options: RequestOptions,
  ): Promise<HttpResult<T>> {
    const init = buildInit(info.method as HttpMethod, format, options);
    const timeoutMs = options.timeoutMs ?? resolved.timeoutMs;
    const callerSignal = options.signal;
    callerSignal?.throwIfAborted();

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener("abort", forwardAbort, { once: true });

    const translate = (cause: unknown): unknown => {
      if (timedOut) return new TimeoutError(info, timeoutMs);
      // The caller's own abort is not a failure of ours; hand its reason back unchanged.
      if (callerSignal?.aborted) return callerSignal.reason ?? cause;
      return new NetworkError(info, cause);
    };

    try {
      // Looked up per call so tests and hosts can swap the global; called on
      // globalThis because browsers reject a detached `fetch` ("Illegal invocation").
      const fetchImpl = config.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await fetchImpl.call(globalThis, info.path, {
          ...init,
          signal: controller.signal,
        });
      } catch (cause) {
        throw translate(cause);
      }

      notify(response, { ...info, target });

      // The timeout covers the body too; racing the signal keeps a stalled body from
      // hanging the request where a fetch implementation does not abort the stream.
      const aborted = rejectOnAbort(controller.signal);

      if (!response.ok) {
        let error: HttpError;
        try {
          error = await Promise.race([readError(info, response), aborted]);
        } catch (cause) {
          throw translate(cause);
        }
        return resultOf<T>(response, undefined, error);
      }

      let text: string | undefined;
      let blob: Blob | undefined;
      try {
        if (format === "blob")
          blob = await Promise.race([response.blob(), aborted]);
        else if (format !== "none")
          text = await Promise.race([response.text(), aborted]);
        else void response.body?.cancel().catch(() => undefined);
      } catch (cause) {
        throw translate(cause);
      }

      if (format === "blob") return resultOf<T>(response, blob as T, null);
      if (format === "text") return resultOf<T>(response, text as T, null);
      if (format === "none" || text === undefined || text.trim() === "") {
        return resultOf<T>(response, undefined, null);
      }
      try {
        return resultOf<T>(response, JSON.parse(text) as T, null);
      } catch (cause) {
        return resultOf<T>(
          response,
          undefined,
          new ParseError(info, response.status, cause),
        );
      }
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", forwardAbort);
    }
  }

  function notify(response: Response, responseInfo: ResponseInfo) {
    if (!config.onResponse) return;
    try {
      config.onResponse(response, responseInfo);
    } catch (error) {
      // A faulty listener (session countdown, expiry redirect) must not turn a
      // good answer into a failed request.
      console.error(error);
    }
  }

  return {
    config: resolved,
    request: request as HttpClient["request"],
    url,
    isErrorCleared,
  };
}

function resolveConfig(config: HttpConfig): ResolvedHttpConfig {
  const { basename, apiPrefix, portalBaseUrl } = resolveAddresses(config);
  const prefixRoot = resolveAgainst(apiPrefix, `${basename}/`);
  return {
    basename,
    appApiRoot: `${prefixRoot}api`,
    portalApiRoot: portalUrls(portalBaseUrl).api,
    portalBaseUrl,
    timeoutMs: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    errorClearedPaths: config.errorClearedPaths ?? DEFAULT_ERROR_CLEARED_PATHS,
  };
}

const PLACEHOLDER_ORIGIN = "http://same-origin.invalid";

/** Resolves like a browser would, but keeps same-origin results origin-relative. Ends in "/". */
function resolveAgainst(reference: string, base: string): string {
  const baseUrl = /^[a-z][a-z\d+.-]*:/i.test(base)
    ? base
    : `${PLACEHOLDER_ORIGIN}${base}`;
  const resolved = new URL(reference, baseUrl);
  const text =
    resolved.origin === PLACEHOLDER_ORIGIN
      ? `${resolved.pathname}${resolved.search}`
      : resolved.href.replace(/[?#].*$/, "");
  return text.endsWith("/") ? text : `${text}/`;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else
      signal.addEventListener("abort", () => reject(signal.reason), {
        once: true,
      });
  });
  // Only ever awaited through Promise.race; without a handler of its own a later
  // abort would surface as an unhandled rejection.
  promise.catch(() => undefined);
  return promise;
}

function toSearchParams(query: QueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params;
}

function buildInit(
  method: HttpMethod,
  format: ResponseFormat,
  options: RequestOptions,
) {
  const headers: Record<string, string> = { Accept: ACCEPT_BY_FORMAT[format] };
  let wireMethod: string = method;

  if (method !== "GET") {
    const token = readCookie(XSRF_COOKIE_NAME);
    if (token !== undefined) headers[XSRF_HEADER_NAME] = token;
  }
  if (method === "PUT" || method === "PATCH" || method === "DELETE") {
    // Proxies in front of the portal only let GET and POST through (SPEC §7).
    wireMethod = "POST";
    headers[METHOD_OVERRIDE_HEADER_NAME] = method;
  }

  let body: BodyInit | undefined;
  if (options.json !== undefined && options.form !== undefined) {
    throw new TypeError(
      "A request has either a JSON or a form body, not both.",
    );
  }
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form instanceof FormData) {
    // No Content-Type: fetch adds multipart/form-data with its boundary.
    body = options.form;
  } else if (options.form !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    body =
      options.form instanceof URLSearchParams
        ? options.form.toString()
        : new URLSearchParams(options.form).toString();
  }

  return {
    method: wireMethod,
    headers,
    body,
    credentials: "include",
    mode: "cors",
    referrerPolicy: "no-referrer",
  } satisfies RequestInit;
}

async function readError(
  info: RequestInfo,
  response: Response,
): Promise<HttpError> {
  const contentType = response.headers.get("Content-Type");
  const text = await response.text();
  let body: unknown = text;
  if (
    contentType !== null &&
    /\bjson\b/i.test(contentType) &&
    text.trim() !== ""
  ) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return new HttpError(info, {
    status: response.status,
    statusText: response.statusText,
    body,
    contentType,
    response,
  });
}

function resultOf<T>(
  response: Response,
  data: T | undefined,
  error: HttpError | ParseError | null,
): HttpResult<T> {
  return {
    ok: response.ok && error === null,
    status: response.status,
    headers: response.headers,
    response,
    data,
    error,
  };
}

/** The `{ message }` an error-cleared path reports instead of raising. */
export function clearedError(error: ApiError): ClearedError {
  return {
    message: error.message,
    status:
      error instanceof HttpError || error instanceof ParseError
        ? error.status
        : null,
    cause: error,
  };
}
