/**
 * What goes on the wire (SPEC §7): the Accept header per format, the XSRF token from its cookie on
 * every write, PUT/PATCH/DELETE tunnelled as POST with the method-override header, the body as JSON
 * or form, cookies sent along, no referrer; the query string; the abort of a stalled body.
 */
import type {
  HttpMethod,
  QueryParams,
  RequestOptions,
  ResponseFormat,
} from "./types";

const XSRF_COOKIE_NAME = "XSRF-TOKEN";
const XSRF_HEADER_NAME = "X-XSRF-TOKEN";
const METHOD_OVERRIDE_HEADER_NAME = "X-HTTP-Method-Override";

export const ACCEPT_BY_FORMAT: Readonly<Record<ResponseFormat, string>> = {
  json: "application/json",
  text: "text/plain, text/html;q=0.9, */*;q=0.1",
  blob: "*/*",
  none: "*/*",
};

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

export function toSearchParams(query: QueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params;
}

export function buildInit(
  method: HttpMethod,
  format: ResponseFormat,
  options: RequestOptions,
) {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: ACCEPT_BY_FORMAT[format],
  };
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
    ...(options.keepalive && { keepalive: true }),
  } satisfies RequestInit;
}

export function rejectOnAbort(signal: AbortSignal): Promise<never> {
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
