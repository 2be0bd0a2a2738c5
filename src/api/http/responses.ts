/**
 * From a response to the client's result (SPEC §7): a failed answer becomes an HttpError with its
 * parsed body, a result carries status, data and error, and the paths whose errors are cleared —
 * the saved filters — report a `{ message }` instead of raising.
 */
import {
  HttpError,
  ParseError,
  type ApiError,
  type RequestInfo,
} from "../errors";
import type { ClearedError, ErrorClearedPath, HttpResult } from "./types";

/** The portal user-settings group that holds the saved filters (SPEC §7 "Other"). */
export const FILTER_SETTINGS_GROUP = "natippc-filters";

/**
 * SPEC §7: "Responses from two portal filter-setting paths get their error
 * cleared" — reading and writing the saved filters never raises; the filter
 * feature shows a warning icon from the returned error instead.
 */
export const DEFAULT_ERROR_CLEARED_PATHS: readonly ErrorClearedPath[] = [
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

export async function readError(
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

export function resultOf<T>(
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

/**
 * At most `max` entries in an answer's list (the answer itself, or a page's `items`): thousands of
 * rows where a page of 20 was asked for would freeze the page for seconds. `cut` hears how many came.
 */
export function keepFirst(
  data: unknown,
  max: number,
  cut: (answered: number) => void,
): unknown {
  const page = data as { items?: unknown } | null;
  const list = Array.isArray(data) ? data : page?.items;
  if (!Array.isArray(list) || list.length <= max) return data;
  cut(list.length);
  const kept = list.slice(0, max);
  return list === data ? kept : { ...page, items: kept };
}
