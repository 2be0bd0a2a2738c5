import { useState } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import type { HttpClient } from "../http";
import * as v from "valibot";
import { usableTime, viennaDate } from "../deadlines";
import { serverTimeSchema } from "../schemas";
import type { ServerTime } from "../types";

/** SPEC §9: server time cached 45 s. */
const SERVER_TIME_STALE_TIME_MS = 45_000;

export const timeKeys = {
  all: ["time"] as const,
};

export function fetchServerTime(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<ServerTime> {
  return http.request<ServerTime>("/time", {
    signal,
    schema: serverTimeSchema,
  });
}

/** Sets the test clock (test-settings dialog outside production). */
export function setServerTime(
  http: HttpClient,
  datetime: string,
): Promise<ServerTime | undefined> {
  return http.request<ServerTime | undefined>("/time", {
    method: "POST",
    query: { datetime },
    schema: v.optional(serverTimeSchema),
  });
}

export function serverTimeQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: timeKeys.all,
    queryFn: ({ signal }) => fetchServerTime(http, signal),
    staleTime: SERVER_TIME_STALE_TIME_MS,
  });
}

export function useServerTime() {
  return useQuery(serverTimeQueryOptions(useHttp()));
}

/**
 * Today in Vienna (ISO date) by the server's clock, which the test clock moves and by which the
 * register filters deadlines; by the browser's clock until the server has answered, and until
 * `ask` (a page's first content does not wait for the server's clock), and where the server's is
 * unusable.
 */
export function useToday(ask: boolean): string {
  const datetime = useQuery({
    ...serverTimeQueryOptions(useHttp()),
    enabled: ask,
  }).data?.datetime;
  const [browserNow] = useState(() => Date.now());
  const serverMs = datetime === undefined ? NaN : Date.parse(datetime);
  return viennaDate(usableTime(serverMs) ? serverMs : browserNow);
}
