import { queryOptions, useQuery } from "@tanstack/react-query";
import { portalUrls } from "../hostAddresses";
import { useHttp } from "../HttpContext";
import {
  apiPath,
  type ClearedResult,
  type HttpClient,
  type RequestOptions,
} from "../http";
import type { Logger } from "../logger";
import * as v from "valibot";
import { PRELOADABLE_QUERY_KEYS } from "../preloadable";
import { userAppsSchema, userSettingsSchema } from "../schemas";
import type { UserApp, UserSetting } from "../types";

const portalKeys = {
  all: ["portal"] as const,
  userApps: () => PRELOADABLE_QUERY_KEYS.userApps,
  userSettingsAll: () => ["portal", "userSettings"] as const,
  userSettings: (group: string) => ["portal", "userSettings", group] as const,
};

export function userSettingsPath(group: string): string {
  return apiPath`/userSettings/${group}`;
}

/**
 * Portal calls go through the client like any other; for a path the client
 * lists as error-cleared it answers with `{ result, error }` — unwrap that so
 * these fetchers raise consistently (the filter storage uses the cleared form).
 */
async function portalRequest<T>(
  http: HttpClient,
  path: string,
  options: Omit<RequestOptions, "throwOnError" | "target"> & {
    method: "GET" | "POST";
  },
): Promise<T> {
  const request = { ...options, target: "portal" as const };
  if (!http.isErrorCleared("portal", options.method, path)) {
    return http.request<T>(path, request);
  }
  const outcome = await http.request<ClearedResult<T>>(path, request);
  if (outcome.error) throw outcome.error.cause;
  return outcome.result as T;
}

export function fetchUserApps(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<UserApp[]> {
  return portalRequest<UserApp[]>(http, "/userApps", {
    method: "GET",
    signal,
    schema: userAppsSchema,
  });
}

export async function fetchUserSettings(
  http: HttpClient,
  group: string,
  signal?: AbortSignal,
): Promise<UserSetting[]> {
  const settings = await portalRequest<UserSetting[] | null>(
    http,
    userSettingsPath(group),
    { method: "GET", signal, schema: userSettingsSchema },
  );
  return settings ?? [];
}

/** Answers with the group's settings after the write. */
export function saveUserSetting(
  http: HttpClient,
  group: string,
  setting: UserSetting,
): Promise<UserSetting[] | undefined> {
  return portalRequest<UserSetting[] | undefined>(
    http,
    userSettingsPath(group),
    {
      method: "POST",
      form: { name: setting.name, value: setting.value },
      schema: v.optional(userSettingsSchema),
    },
  );
}

function userAppsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: portalKeys.userApps(),
    queryFn: ({ signal }) => fetchUserApps(http, signal),
    // The portal's list of applications does not change while a page is open: a footer mounted
    // again (another layout, another page) must not ask again. A host that has it already hands
    // it over in preloadedQueries under this key.
    staleTime: Infinity,
  });
}

export function useUserApps({ enabled = true } = {}) {
  return useQuery({ ...userAppsQueryOptions(useHttp()), enabled });
}

// ---- Logout (SPEC §7) ----

/**
 * `get`: GET `${basename}/logout` with credentials, then reload (pvp/usp users,
 * who log in and out via the site root); `portal`: the portal login page with
 * the logout event.
 */
export type LogoutVariant = "get" | "portal";

export interface LogoutOptions {
  variant: LogoutVariant;
  /** Failures are only logged (SPEC §8). Default: the console. */
  logger?: Pick<Logger, "error">;
  /** Default: `window.location`. */
  location?: Pick<Location, "assign" | "reload">;
}

function portalLogoutUrl(http: HttpClient): string {
  return portalUrls(http.config.portalBaseUrl).event("logout");
}

/** Resolves once the page is on its way out — or the failure is logged. Never rejects. */
export async function logout(
  http: HttpClient,
  options: LogoutOptions,
): Promise<void> {
  const location = options.location ?? window.location;
  const logger = options.logger ?? console;
  try {
    if (options.variant === "portal") {
      location.assign(portalLogoutUrl(http));
      return;
    }
    await http.request<void>("/logout", { target: "context", format: "none" });
    location.reload();
  } catch (error) {
    logger.error("Logout failed", error);
  }
}
