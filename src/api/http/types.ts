/** The client's vocabulary: methods, formats, targets, options, results, configuration. */
import type { ApiError, HttpError, ParseError, RequestInfo } from "../errors";
import type { AnswerSchema } from "../schemas";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ResponseFormat = "json" | "text" | "blob" | "none";
/**
 * Which root a path is relative to: `app` → `${basename}/api` (after the API
 * prefix), `portal` → `${portalBaseUrl}/api`, `context` → `${basename}` itself
 * (for the few app calls outside the API, like `/logout`).
 */
export type RequestTarget = "app" | "portal" | "context";
type QueryValue =
  string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Readonly<Record<string, QueryValue>>;
type FormBody = Readonly<Record<string, string>> | FormData | URLSearchParams;

export interface ErrorClearedPath {
  target: RequestTarget;
  method: HttpMethod;
  /** Path relative to the target root, without query string. */
  path: string;
}

export interface ResponseInfo extends RequestInfo {
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
  /** Hears what the client left out of an answer (entries beyond `maxItems`): the mount's logger. */
  report?: (message: string) => void;
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
  /**
   * The shape and ranges the JSON answer must have; one that does not is a ParseError. The caller
   * gets the schema's output: the values as checked, texts cut.
   */
  schema?: AnswerSchema;
  /**
   * The most entries the page asked for, in the answer's list (the answer itself, or a page's
   * `items`): any beyond are left out before the check, and reported (HttpConfig `report`).
   */
  maxItems?: number;
  /** Sent even if the page is left meanwhile (fetch's keepalive; bodies up to 64 KB in all). */
  keepalive?: boolean;
  /** Further request headers, e.g. a write's precondition (`If-Match`). */
  headers?: Readonly<Record<string, string>>;
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

export interface ResolvedHttpConfig {
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
