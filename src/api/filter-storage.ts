/**
 * Where the saved filters live (SPEC §3 filter persistence, §7 "Other"): the
 * portal user settings of the group `natippc-filters`. Both requests are on the
 * client's error-cleared list, so nothing here raises — a failed read comes back
 * as a typed error the filter feature shows as a warning icon.
 */
import { useMemo } from "react";
import { userSettingsPath } from "./endpoints/portal";
import { useHttp } from "./HttpContext";
import {
  ApiError,
  FILTER_SETTINGS_GROUP,
  clearedError,
  HttpError,
  type ClearedError,
  type ClearedResult,
  type HttpClient,
  type HttpMethod,
  type RequestOptions,
} from "./http";
import * as v from "valibot";
import { userSettingsSchema } from "./schemas";
import type { UserSetting } from "./types";

export { FILTER_SETTINGS_GROUP } from "./http";

export const FILTER_KEY_PREFIX = "filters_";
export const SELECTED_FILTER_KEY = "filters_ojs_selected_filter_key";
export const DEFAULT_FILTER_KEY = "OJS_DEFAULT_FILTER";

/** SPEC §8: the portal's user-setting read errors. */
type UserSettingReadError =
  "no_response_data" | "name_not_found" | "unknown_error";

export interface StorageError {
  message: UserSettingReadError;
  /** HTTP status of a failed request, if one arrived. */
  status: number | null;
  /**
   * Sending it again as it is will not help: the portal refused this content (`rejected`), or
   * nobody is signed in any more (`signedOut`). Absent for failures worth retrying.
   */
  refusal?: StorageRefusal;
  /**
   * `changed`: the setting is no longer the version the write was made on (412); what is stored
   * now, null when nothing is.
   */
  current?: UserSetting | null;
}

/** `changed`: another client changed the setting since (412 Precondition Failed). */
type StorageRefusal = "rejected" | "signedOut" | "changed";

/** Statuses of the 4xx range that say "not now" rather than "not this". */
const TRY_AGAIN_LATER = new Set([408, 425, 429]);

/**
 * A firewall's HTML page is not the portal's verdict (its rule may be lifted), and neither is a
 * timeout or a 5xx: only the portal's own 4xx refuses a write for good.
 */
function refusalOf({ cause }: ClearedError): StorageRefusal | undefined {
  if (!(cause instanceof HttpError)) return undefined;
  if (cause.status === 401 || cause.status === 403) return "signedOut";
  if (cause.status === 412) return "changed";
  if (
    cause.status >= 400 &&
    cause.status < 500 &&
    !TRY_AGAIN_LATER.has(cause.status) &&
    !cause.isHtml
  )
    return "rejected";
  return undefined;
}

export interface StorageResult<T> {
  result: T | null;
  error: StorageError | null;
}

export interface FilterStorage {
  /** One setting's value by its full name. */
  read(name: string): Promise<StorageResult<string>>;
  /** The key of the filter selected for this filter definition. */
  readSelected(filterId: string): Promise<StorageResult<string>>;
  /** Every setting whose name starts with the prefix, e.g. `filterKeyPrefix(filterId)`. */
  readAll(prefix: string): Promise<StorageResult<UserSetting[]>>;
  write(
    name: string,
    value: string,
    options?: WriteOptions,
  ): Promise<StorageResult<UserSetting>>;
  writeSelected(
    filterId: string,
    key: string,
    options?: WriteOptions,
  ): Promise<StorageResult<UserSetting>>;
  /**
   * Deletes a setting (a deleted saved filter must not come back on the next load);
   * `name_not_found` when it was already gone.
   */
  remove(name: string, options?: WriteOptions): Promise<StorageResult<string>>;
}

interface WriteOptions {
  /** The page is being left: the request must outlive it. */
  keepalive?: boolean;
  /**
   * The stored version the change was made on (`If-Match`): the portal refuses it with 412 once
   * another client changed the setting. Absent: written whatever is stored.
   */
  version?: string;
}

/** What a 412 says is stored now; null for nothing (or an answer without it). */
function currentOf(error: ClearedError): UserSetting | null {
  const body: unknown =
    error.cause instanceof HttpError ? error.cause.body : undefined;
  const current =
    typeof body === "object" && body !== null && "current" in body
      ? body.current
      : null;
  const parsed = v.safeParse(userSettingsSchema, [current]);
  return parsed.success ? (parsed.output?.[0] ?? null) : null;
}

function requestOptions({ keepalive, version }: WriteOptions) {
  return {
    ...(keepalive && { keepalive }),
    ...(version !== undefined && {
      headers: { "If-Match": `"${version}"` },
    }),
  };
}

/** SPEC §3: key prefix 'filters_' plus the filter id. */
export function filterKeyPrefix(filterId: string): string {
  return `${FILTER_KEY_PREFIX}${filterId}`;
}

/** The selected-filter key, scoped by filter id so two filter bars keep separate selections. */
export function selectedFilterKey(filterId: string): string {
  return `${SELECTED_FILTER_KEY}_${filterId}`;
}

const failure = (
  message: UserSettingReadError,
  status: number | null = null,
) => ({
  result: null,
  error: { message, status },
});

function refused(error: ClearedError): { result: null; error: StorageError } {
  const refusal = refusalOf(error);
  return {
    result: null,
    error: {
      message: "unknown_error",
      status: error.status,
      ...(refusal && { refusal }),
      ...(refusal === "changed" && { current: currentOf(error) }),
    },
  };
}

export function createFilterStorage(http: HttpClient): FilterStorage {
  const path = userSettingsPath(FILTER_SETTINGS_GROUP);

  /**
   * The client clears the errors of the paths it lists; should a host configure
   * the list without them, clear them here the same way instead of raising.
   */
  async function requestCleared<T>(
    method: HttpMethod,
    options: Omit<RequestOptions, "method" | "target" | "throwOnError">,
  ): Promise<ClearedResult<T>> {
    const request = { ...options, method, target: "portal" as const };
    if (http.isErrorCleared("portal", method, path)) {
      return http.request<ClearedResult<T>>(path, request);
    }
    try {
      return { result: await http.request<T>(path, request), error: null };
    } catch (error) {
      if (error instanceof ApiError)
        return { result: null, error: clearedError(error) };
      throw error;
    }
  }

  async function requestList(): Promise<StorageResult<UserSetting[]>> {
    const { result, error } = await requestCleared<UserSetting[]>("GET", {
      schema: userSettingsSchema,
    });
    if (error) return refused(error);
    if (!Array.isArray(result)) return failure("no_response_data");
    return { result, error: null };
  }

  // Reads at the same moment (a page's saved filters and its selection) share one request.
  let listRead: Promise<StorageResult<UserSetting[]>> | null = null;
  function readList(): Promise<StorageResult<UserSetting[]>> {
    listRead ??= requestList().finally(() => {
      listRead = null;
    });
    return listRead;
  }

  async function read(name: string): Promise<StorageResult<string>> {
    const list = await readList();
    if (!list.result) return { result: null, error: list.error };
    const setting = list.result.find((entry) => entry.name === name);
    return setting
      ? { result: setting.value, error: null }
      : failure("name_not_found");
  }

  async function readAll(
    prefix: string,
  ): Promise<StorageResult<UserSetting[]>> {
    const list = await readList();
    if (!list.result) return list;
    return {
      result: list.result.filter((entry) => entry.name.startsWith(prefix)),
      error: null,
    };
  }

  async function write(
    name: string,
    value: string,
    options: WriteOptions = {},
  ): Promise<StorageResult<UserSetting>> {
    // The answer's body is not read: SPEC §7 gives it no shape, and a 200 is the acknowledgement
    // whatever follows it. The new version is read with the next check before a write (api/endpoints/savedFilters.ts).
    const { error } = await requestCleared<unknown>("POST", {
      form: { name, value },
      format: "none",
      ...requestOptions(options),
    });
    if (error) return refused(error);
    return { result: { name, value }, error: null };
  }

  async function remove(
    name: string,
    options: WriteOptions = {},
  ): Promise<StorageResult<string>> {
    const { error } = await requestCleared<unknown>("DELETE", {
      query: { name },
      format: "none",
      ...requestOptions(options),
    });
    if (error?.status === 404) return failure("name_not_found", 404);
    if (error) {
      const refusal = refused(error);
      // Deleted elsewhere too: what was meant has happened.
      if (refusal.error.refusal === "changed" && !refusal.error.current)
        return failure("name_not_found", 412);
      return refusal;
    }
    return { result: name, error: null };
  }

  return {
    read,
    readSelected: (filterId) => read(selectedFilterKey(filterId)),
    readAll,
    write,
    writeSelected: (filterId, key, options) =>
      write(selectedFilterKey(filterId), key, options),
    remove,
  };
}

export function useFilterStorage(): FilterStorage {
  const http = useHttp();
  return useMemo(() => createFilterStorage(http), [http]);
}
