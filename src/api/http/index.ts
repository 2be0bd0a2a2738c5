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
} from "../errors";
import { clearedError, keepFirst, readError, resultOf } from "./responses";
import { checkAnswer } from "../schemas";
import type {
  ClearedResult,
  HttpClient,
  HttpConfig,
  HttpMethod,
  HttpResult,
  QueryParams,
  RequestOptions,
  RequestTarget,
  ResponseFormat,
  ResponseInfo,
} from "./types";
import { resolveConfig } from "./urls";
import { buildInit, rejectOnAbort, toSearchParams } from "./wire";

export {
  ApiError,
  HttpError,
  NetworkError,
  ParseError,
  TimeoutError,
  isClientError,
  isFirewallRejection,
} from "../errors";
export * from "./types";
export { apiPath } from "./urls";
export { ACCEPT_BY_FORMAT, readCookie } from "./wire";
export { clearedError, FILTER_SETTINGS_GROUP } from "./responses";

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
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (cause) {
        return resultOf<T>(
          response,
          undefined,
          new ParseError(info, response.status, cause),
        );
      }
      if (options.maxItems !== undefined)
        data = keepFirst(data, options.maxItems, (answered) =>
          config.report?.(
            `${info.method} ${info.path}: ${answered} entries answered, ${options.maxItems} asked for; the rest are left out.`,
          ),
        );
      if (!options.schema) return resultOf<T>(response, data as T, null);
      const checked = checkAnswer(options.schema, data);
      return checked.problem === undefined
        ? resultOf<T>(response, checked.output as T, null)
        : resultOf<T>(
            response,
            undefined,
            new ParseError(info, response.status, new Error(checked.problem)),
          );
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
