import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { PRELOADABLE_QUERY_KEYS } from "../preloadable";
import type { HttpClient } from "../http";
import type { Environment } from "../types";
import { environmentSchema } from "../schemas";

export const envKeys = {
  /** Fixed: the host preloads it under exactly this key. */
  all: PRELOADABLE_QUERY_KEYS.env,
};

/** GET /api/env — besides the environment it extends the server session (SPEC §4). */
export function fetchEnvironment(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<Environment> {
  return http.request<Environment>("/env", {
    signal,
    schema: environmentSchema,
  });
}

export function environmentQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: envKeys.all,
    queryFn: ({ signal }) => fetchEnvironment(http, signal),
  });
}

export function useEnvironment() {
  return useQuery(environmentQueryOptions(useHttp()));
}

/** 'Sitzung verlängern': any answer resets the session, the environment call is the cheap one. */
export function useExtendSession() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchEnvironment(http),
    onSuccess: (environment) =>
      queryClient.setQueryData(envKeys.all, environment),
  });
}
