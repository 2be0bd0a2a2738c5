import type { HttpClient } from "../http";

export type ServerLogLevel = "debug" | "info" | "warn" | "error";

export interface LogEntry {
  level: ServerLogLevel;
  message: string;
}

/** POST /api/log — form-encoded `level`, `message` (SPEC §7). */
export function postLog(
  http: HttpClient,
  entry: LogEntry,
  signal?: AbortSignal,
): Promise<void> {
  return http.request<void>("/log", {
    method: "POST",
    form: { level: entry.level, message: entry.message },
    format: "none",
    signal,
  });
}
