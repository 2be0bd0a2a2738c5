import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { PRELOADABLE_QUERY_KEYS } from "../preloadable";
import { apiPath, type HttpClient } from "../http";
import type { SessionUser, UserInfo } from "../types";
import * as v from "valibot";
import {
  isRegisteredSchema,
  sessionUserSchema,
  userInfoSchema,
} from "../schemas";

/** SPEC §9: user info cached 5 min. */
const USER_INFO_STALE_TIME_MS = 5 * 60_000;

export const authKeys = {
  all: ["auth"] as const,
  /** Fixed: the host preloads it under exactly this key. */
  user: () => PRELOADABLE_QUERY_KEYS.user,
  userInfo: () => ["auth", "userInfo"] as const,
  isRegisteredForInstallation: (installationId: string) =>
    ["auth", "isRegisteredForIppcInstallation", installationId] as const,
};

export function fetchUser(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<SessionUser> {
  return http.request<SessionUser>("/auth/user", {
    signal,
    schema: sessionUserSchema,
  });
}

export function fetchUserInfo(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<UserInfo> {
  return http.request<UserInfo>("/auth/userInfo", {
    signal,
    schema: userInfoSchema,
  });
}

/** Answers with the session user in the new role (empty on servers that send none). */
export function setActiveRole(
  http: HttpClient,
  roleId: string,
): Promise<SessionUser | undefined> {
  return http.request<SessionUser | undefined>("/auth/activeRole", {
    method: "POST",
    query: { roleId },
    schema: v.optional(sessionUserSchema),
  });
}

export function fetchIsRegisteredForInstallation(
  http: HttpClient,
  installationId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return http.request<boolean>(
    apiPath`/auth/isRegisteredForIppcInstallation/${installationId}`,
    { signal, schema: isRegisteredSchema },
  );
}

export function userQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => fetchUser(http, signal),
    // SPEC §4: logged, and treated as not logged in.
    meta: {
      failureLog: {
        level: "warn",
        message: "Benutzer konnte nicht geladen werden",
      },
    },
  });
}

export function userInfoQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: authKeys.userInfo(),
    queryFn: ({ signal }) => fetchUserInfo(http, signal),
    staleTime: USER_INFO_STALE_TIME_MS,
  });
}

export function isRegisteredForInstallationQueryOptions(
  http: HttpClient,
  installationId: string,
) {
  return queryOptions({
    queryKey: authKeys.isRegisteredForInstallation(installationId),
    queryFn: ({ signal }) =>
      fetchIsRegisteredForInstallation(http, installationId, signal),
  });
}

export function useUser() {
  return useQuery(userQueryOptions(useHttp()));
}

export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...userInfoQueryOptions(useHttp()),
    enabled: options.enabled,
  });
}

/**
 * SPEC §4 role switch: on success the cached user's activeRole is updated at
 * once and the user (and everything derived from the role) is re-fetched.
 */
export function useSetActiveRole() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => setActiveRole(http, roleId),
    onSuccess: async (_data, roleId) => {
      queryClient.setQueryData<SessionUser>(authKeys.user(), (current) =>
        current
          ? { ...current, user: { ...current.user, activeRole: roleId } }
          : current,
      );
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
