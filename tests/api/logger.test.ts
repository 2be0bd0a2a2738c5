import { createHttpClient } from "../../src/api/http";
import {
  createLogger,
  formatLogMessage,
  isLogLevelEnabled,
} from "../../src/api/logger";
import {
  clearCookie,
  createFakeFetch,
  setCookie,
  type Responder,
} from "./fake-fetch";

function setup(
  responder: Responder = () => new Response(null, { status: 204 }),
  level?: "debug",
) {
  const fake = createFakeFetch(responder);
  const http = createHttpClient({
    portalBaseUrl: "/portal",
    fetch: fake.fetch,
  });
  const sink = {
    debug: jest.fn(),
    info: jest.fn(),
    warn: jest.fn(),
    error: jest.fn(),
  };
  const logger = createLogger({
    http,
    console: sink,
    ...(level ? { level } : {}),
  });
  return { logger, sink, ...fake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearCookie("XSRF-TOKEN"));

it("defaults to warn: debug and info go nowhere", async () => {
  const { logger, sink, mock } = setup();
  expect(logger.level).toBe("warn");
  logger.debug("d");
  logger.info("i");
  await flush();
  expect(mock).not.toHaveBeenCalled();
  expect(sink.debug).not.toHaveBeenCalled();
  expect(sink.info).not.toHaveBeenCalled();
});

it("sends warn and error to the console and, form-encoded with XSRF, to POST /api/log", async () => {
  setCookie("XSRF-TOKEN", "tok");
  const { logger, sink, calls } = setup();
  logger.warn("Achtung");
  logger.error("Kaputt", new Error("boom"));
  await flush();
  expect(sink.warn).toHaveBeenCalledWith("Achtung");
  expect(sink.error).toHaveBeenCalledWith("Kaputt", expect.any(Error));
  expect(calls).toHaveLength(2);
  const [warn, error] = calls;
  expect(warn).toMatchObject({ url: "/natippc/api/log", method: "POST" });
  expect(warn?.headers.get("Content-Type")).toMatch(
    /^application\/x-www-form-urlencoded/,
  );
  expect(warn?.headers.get("X-XSRF-TOKEN")).toBe("tok");
  expect(Object.fromEntries(new URLSearchParams(String(warn?.body)))).toEqual({
    level: "warn",
    message: "Achtung",
  });
  const errorFields = new URLSearchParams(String(error?.body));
  expect(errorFields.get("level")).toBe("error");
  expect(errorFields.get("message")).toMatch(/^Kaputt\nError: boom/);
});

it("honours a lower level", async () => {
  const { logger, calls } = setup(undefined, "debug");
  logger.debug("d");
  await flush();
  expect(calls).toHaveLength(1);
});

it("report tells whether the server stored the entry and never rejects", async () => {
  const ok = setup();
  await expect(ok.logger.report("error", "x")).resolves.toBe(true);

  const failing = setup(() => new Response("nope", { status: 500 }));
  await expect(failing.logger.report("error", "x")).resolves.toBe(false);
  expect(failing.sink.warn).toHaveBeenCalled();

  const down = setup(() => Promise.reject(new TypeError("offline")));
  await expect(down.logger.report("error", "x")).resolves.toBe(false);
});

it("a failed fire-and-forget log call does not reject unhandled", async () => {
  const { logger, calls } = setup(() =>
    Promise.reject(new TypeError("offline")),
  );
  logger.error("x");
  await flush();
  // Exactly one call: the failure is not itself sent to the server.
  expect(calls).toHaveLength(1);
});

it("compares levels and formats details", () => {
  expect(isLogLevelEnabled("error", "warn")).toBe(true);
  expect(isLogLevelEnabled("info", "warn")).toBe(false);
  expect(formatLogMessage("m")).toBe("m");
  expect(formatLogMessage("m", { a: 1 })).toBe('m\n{"a":1}');
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  expect(formatLogMessage("m", circular)).toBe("m\n[object Object]");
});
