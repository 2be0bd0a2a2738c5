/**
 * Errors raised by the HTTP client. They carry data only; the German texts the
 * user reads (SPEC §8) live in src/i18n and are chosen by the UI from these fields.
 */

export interface RequestInfo {
  /** The request URL as sent, relative to the origin, including the query string. */
  path: string;
  /** The real method (PUT, not the POST it was tunnelled through). */
  method: string;
}

export abstract class ApiError extends Error {
  readonly path: string;
  readonly method: string;

  protected constructor(
    message: string,
    request: RequestInfo,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.path = request.path;
    this.method = request.method;
  }
}

export interface HttpErrorInit {
  status: number;
  statusText: string;
  body: unknown;
  contentType: string | null;
  response: Response;
}

/** A response arrived but was not OK (SPEC §7 "raises the response with parsed error body"). */
export class HttpError extends ApiError {
  override readonly name = "HttpError";
  readonly status: number;
  readonly statusText: string;
  /** JSON when the response declared JSON and parsed, else the raw text; undefined if unreadable. */
  readonly body: unknown;
  readonly contentType: string | null;
  /** A text/html error page — a 400 of this kind is the firewall rejection of SPEC §4. */
  readonly isHtml: boolean;
  /** The response itself (its body is already consumed). */
  readonly response: Response;

  constructor(request: RequestInfo, init: HttpErrorInit) {
    super(`HTTP ${init.status} for ${request.method} ${request.path}`, request);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.contentType = init.contentType;
    this.isHtml =
      init.contentType !== null && /\btext\/html\b/i.test(init.contentType);
    this.response = init.response;
  }
}

/** The request was aborted because no complete answer arrived in time (SPEC §8 'Zeitüberschreitung'). */
export class TimeoutError extends ApiError {
  override readonly name = "TimeoutError";
  readonly timeoutMs: number;

  constructor(request: RequestInfo, timeoutMs: number) {
    super(
      `Timeout after ${timeoutMs} ms for ${request.method} ${request.path}`,
      request,
    );
    this.timeoutMs = timeoutMs;
  }
}

/** fetch rejected or the connection broke while reading the body. */
export class NetworkError extends ApiError {
  override readonly name = "NetworkError";

  constructor(request: RequestInfo, cause: unknown) {
    super(`Network failure for ${request.method} ${request.path}`, request, {
      cause,
    });
  }
}

/** An OK response whose JSON body could not be parsed, or has not the shape the app expects. */
export class ParseError extends ApiError {
  override readonly name = "ParseError";
  readonly status: number;

  constructor(request: RequestInfo, status: number, cause: unknown) {
    super(
      `Malformed JSON in the response to ${request.method} ${request.path}`,
      request,
      {
        cause,
      },
    );
    this.status = status;
  }
}

/** A 4xx answer: retrying cannot change it, so the query client never retries these. */
export function isClientError(error: unknown): error is HttpError {
  return (
    error instanceof HttpError && error.status >= 400 && error.status < 500
  );
}

/**
 * How long the server asks the client to wait (`Retry-After`: seconds, or an HTTP date); null
 * when it does not say.
 */
export function retryAfterSeconds(
  error: HttpError,
  now = Date.now(),
): number | null {
  const value = error.response.headers.get("Retry-After")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The firewall rejection of SPEC §4: a 400 whose body is an HTML page. */
export function isFirewallRejection(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 400 && error.isHtml;
}
