import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { HttpClient } from "./http";
import { createLogger, type Logger } from "./logger";

interface HttpContextValue {
  http: HttpClient;
  logger: Logger;
}

const HttpContext = createContext<HttpContextValue | null>(null);

export interface HttpProviderProps {
  /** The client of this mount (each mount gets its own). */
  http: HttpClient;
  /** Default: a logger at the default level writing through `http`. */
  logger?: Logger;
  children?: ReactNode;
}

export function HttpProvider({ http, logger, children }: HttpProviderProps) {
  const value = useMemo(
    () => ({ http, logger: logger ?? createLogger({ http }) }),
    [http, logger],
  );
  return <HttpContext.Provider value={value}>{children}</HttpContext.Provider>;
}

function useHttpContext(hook: string): HttpContextValue {
  const value = useContext(HttpContext);
  if (!value) throw new Error(`${hook}() needs an <HttpProvider> above it.`);
  return value;
}

export function useHttp(): HttpClient {
  return useHttpContext("useHttp").http;
}

export function useLogger(): Logger {
  return useHttpContext("useLogger").logger;
}
