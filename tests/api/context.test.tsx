import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { HttpProvider, useHttp, useLogger } from "../../src/api/HttpContext";
import { createHttpClient } from "../../src/api/http";
import { createLogger } from "../../src/api/logger";

const http = createHttpClient({ portalBaseUrl: "/portal" });

it("hands the mount's client and logger to hooks", () => {
  const logger = createLogger({ http, level: "error" });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HttpProvider http={http} logger={logger}>
      {children}
    </HttpProvider>
  );
  const { result } = renderHook(
    () => ({ http: useHttp(), logger: useLogger() }),
    { wrapper },
  );
  expect(result.current.http).toBe(http);
  expect(result.current.logger).toBe(logger);
});

it("creates a default logger at level warn when none is given", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HttpProvider http={http}>{children}</HttpProvider>
  );
  const { result, rerender } = renderHook(() => useLogger(), { wrapper });
  const first = result.current;
  expect(first.level).toBe("warn");
  rerender();
  expect(result.current).toBe(first);
});

it("says what is missing without a provider", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  expect(() => renderHook(() => useHttp())).toThrow(/HttpProvider/);
});
