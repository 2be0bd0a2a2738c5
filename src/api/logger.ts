/**
 * The frontend logger: console plus the server log (POST /api/log), so that
 * failures seen in the browser reach the operators (SPEC §8 "It is logged to the server").
 */
import { postLog, type ServerLogLevel } from "./endpoints/log";
import type { HttpClient } from "./http";

export type LogLevel = ServerLogLevel;

const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error"];
/** SPEC §9: logger default level warn. */
const DEFAULT_LOG_LEVEL: LogLevel = "warn";

type LogMethod = (message: string, detail?: unknown) => void;

export interface Logger {
  readonly level: LogLevel;
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  /**
   * Writes to the console and the server regardless of the level, and tells the
   * caller whether the server stored it — the error box adds 'Das Protokoll konnte
   * nicht gespeichert werden.' when it did not. Never rejects.
   */
  report(level: LogLevel, message: string, detail?: unknown): Promise<boolean>;
}

export interface LoggerOptions {
  http: HttpClient;
  level?: LogLevel;
  console?: Pick<Console, LogLevel>;
}

export function isLogLevelEnabled(
  level: LogLevel,
  threshold: LogLevel,
): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

export function formatLogMessage(message: string, detail?: unknown): string {
  if (detail === undefined) return message;
  if (detail instanceof Error) {
    return `${message}\n${detail.stack ?? `${detail.name}: ${detail.message}`}`;
  }
  try {
    return `${message}\n${typeof detail === "string" ? detail : JSON.stringify(detail)}`;
  } catch {
    return `${message}\n${String(detail)}`;
  }
}

export function createLogger({
  http,
  level = DEFAULT_LOG_LEVEL,
  console: sink = globalThis.console,
}: LoggerOptions): Logger {
  async function report(
    entryLevel: LogLevel,
    message: string,
    detail?: unknown,
  ) {
    if (detail === undefined) sink[entryLevel](message);
    else sink[entryLevel](message, detail);
    try {
      await postLog(http, {
        level: entryLevel,
        message: formatLogMessage(message, detail),
      });
      return true;
    } catch (error) {
      // Only the console: logging the failed log call to the server would loop.
      sink.warn("The log entry could not be sent to the server.", error);
      return false;
    }
  }

  const at =
    (entryLevel: LogLevel): LogMethod =>
    (message, detail) => {
      if (isLogLevelEnabled(entryLevel, level))
        void report(entryLevel, message, detail);
    };

  return {
    level,
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    report,
  };
}
