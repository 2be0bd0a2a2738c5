import {
  ACCEPT_BY_FORMAT,
  HttpError,
  NetworkError,
  ParseError,
  TimeoutError,
  apiPath,
  createHttpClient,
  isClientError,
  isFirewallRejection,
  type ClearedResult,
  type HttpConfig,
  type HttpResult,
} from "../../src/api/http";
import {
  clearCookie,
  createFakeFetch,
  createHangingFetch,
  jsonResponse,
  setCookie,
  type Responder,
} from "./fake-fetch";
import { userAppsSchema } from "../../src/api/schemas";

function setup(responder?: Responder, config: Partial<HttpConfig> = {}) {
  const fake = createFakeFetch(responder);
  const http = createHttpClient({
    portalBaseUrl: "/portal",
    fetch: fake.fetch,
    ...config,
  });
  return { http, ...fake };
}

afterEach(() => {
  clearCookie("XSRF-TOKEN");
  jest.useRealTimers();
});

describe("URLs", () => {
  it("sends app calls to `${basename}/api` with the default prefix '.'", async () => {
    const { http, last } = setup();
    await http.request("/auth/user");
    expect(last().url).toBe("/natippc/api/auth/user");
    expect(http.config.appApiRoot).toBe("/natippc/api");
  });

  it("resolves the API prefix relative to the context path", () => {
    const url = (apiPrefix: string, basename = "/natippc") =>
      createHttpClient({ portalBaseUrl: "/portal", basename, apiPrefix }).url(
        "/env",
      );
    expect(url(".")).toBe("/natippc/api/env");
    expect(url("./")).toBe("/natippc/api/env");
    expect(url("./gateway")).toBe("/natippc/gateway/api/env");
    expect(url("/gw")).toBe("/gw/api/env");
    expect(url("/gw/")).toBe("/gw/api/env");
    expect(url("..")).toBe("/api/env");
    expect(url(".", "/other/")).toBe("/other/api/env");
    expect(url(".", "/")).toBe("/api/env");
  });

  it("sends portal calls to `${portalBaseUrl}/api` and context calls to the context path", async () => {
    const { http, calls } = setup(() => new Response(null, { status: 204 }), {
      portalBaseUrl: "/portal/",
    });
    await http.request("/userApps", { target: "portal" });
    await http.request("/logout", { target: "context", format: "none" });
    expect(calls.map((call) => call.url)).toEqual([
      "/portal/api/userApps",
      "/natippc/logout",
    ]);
  });

  it("encodes the query: arrays repeat, undefined and null are left out", async () => {
    const { http, last } = setup();
    await http.request("/ippcInstallations/branchenStats", {
      query: {
        a: "x y",
        b: 2,
        c: true,
        d: undefined,
        e: null,
        f: ["1", "2"],
        g: "ä&=",
      },
    });
    expect(last().url).toBe(
      "/natippc/api/ippcInstallations/branchenStats?a=x+y&b=2&c=true&f=1&f=2&g=%C3%A4%26%3D",
    );
  });

  it("apiPath encodes each interpolated value as one segment", () => {
    expect(apiPath`/ippcInstallations/${"a/b c"}/x/${7}`).toBe(
      "/ippcInstallations/a%2Fb%20c/x/7",
    );
  });
});

describe("request basics", () => {
  it("always sends credentials in cors mode without a referrer", async () => {
    // SPEC §7: No referrer is sent.
    const { http, calls } = setup();
    await http.request("/env");
    await http.request("/log", {
      method: "POST",
      form: { level: "warn" },
      format: "none",
    });
    await http.request("/assistant/dmsContainer", { method: "PUT", json: {} });
    for (const call of calls) {
      expect(call.init).toMatchObject({
        credentials: "include",
        mode: "cors",
        referrerPolicy: "no-referrer",
      });
    }
  });

  it("derives Accept from the requested format", async () => {
    const { http, calls } = setup(() => new Response("x", { status: 200 }));
    await http.request("/a", { format: "text" });
    await http.request("/b", { format: "blob" });
    await http.request("/c", { format: "none" });
    const json = setup(() => jsonResponse([]));
    await json.http.request("/d");
    expect(calls.map((call) => call.headers.get("Accept"))).toEqual([
      ACCEPT_BY_FORMAT.text,
      "*/*",
      "*/*",
    ]);
    expect(json.last().headers.get("Accept")).toBe("application/json");
    expect(ACCEPT_BY_FORMAT.text).toMatch(/^text\/plain/);
  });

  it("looks the global fetch up at call time", async () => {
    const http = createHttpClient({ portalBaseUrl: "/portal" });
    const fake = createFakeFetch(() =>
      jsonResponse({ datetime: "2024-01-01T00:00:00Z" }),
    );
    const original = globalThis.fetch;
    globalThis.fetch = fake.fetch;
    try {
      await expect(http.request("/time")).resolves.toEqual({
        datetime: "2024-01-01T00:00:00Z",
      });
      expect(fake.last().url).toBe("/natippc/api/time");
    } finally {
      globalThis.fetch = original;
    }
  });

  it("returns parsed JSON, text, blobs, and undefined for an empty JSON body", async () => {
    const { http } = setup((call) => {
      if (call.url.endsWith("/json")) return jsonResponse({ a: 1 });
      if (call.url.endsWith("/empty"))
        return new Response(null, { status: 204 });
      return new Response("<p>Hallo</p>", {
        headers: { "Content-Type": "text/html" },
      });
    });
    await expect(http.request("/json")).resolves.toEqual({ a: 1 });
    await expect(http.request("/empty")).resolves.toBeUndefined();
    await expect(http.request("/text", { format: "text" })).resolves.toBe(
      "<p>Hallo</p>",
    );
    const blob = await http.request<Blob>("/blob", { format: "blob" });
    await expect(blob.text()).resolves.toBe("<p>Hallo</p>");
  });
});

describe("XSRF and method override", () => {
  it("sends the XSRF-TOKEN cookie, URL-decoded, on POST, PUT, PATCH and DELETE only", async () => {
    setCookie("other", "1");
    setCookie("XSRF-TOKEN", "a%2Bb%3D%3D");
    const { http, calls } = setup();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      await http.request("/x", { method });
    }
    expect(calls.map((call) => call.headers.get("X-XSRF-TOKEN"))).toEqual([
      null,
      "a+b==",
      "a+b==",
      "a+b==",
      "a+b==",
    ]);
  });

  it("reads the cookie at call time", async () => {
    const { http, calls } = setup();
    await http.request("/x", { method: "POST" });
    setCookie("XSRF-TOKEN", "first");
    await http.request("/x", { method: "POST" });
    setCookie("XSRF-TOKEN", "second");
    await http.request("/x", { method: "POST" });
    expect(calls.map((call) => call.headers.get("X-XSRF-TOKEN"))).toEqual([
      null,
      "first",
      "second",
    ]);
  });

  it("tunnels PUT, PATCH and DELETE through POST with X-HTTP-Method-Override", async () => {
    const { http, calls } = setup();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      await http.request("/x", { method });
    }
    expect(
      calls.map((call) => [
        call.method,
        call.headers.get("X-HTTP-Method-Override"),
      ]),
    ).toEqual([
      ["GET", null],
      ["POST", null],
      ["POST", "PUT"],
      ["POST", "PATCH"],
      ["POST", "DELETE"],
    ]);
  });
});

describe("bodies", () => {
  it("serialises JSON with Content-Type application/json", async () => {
    // SPEC §7: JSON bodies are serialized; form data supported.
    const { http, last } = setup();
    await http.request("/ippcInstallations", {
      method: "POST",
      json: { searchText: "Zement" },
    });
    expect(last().headers.get("Content-Type")).toBe("application/json");
    expect(last().body).toBe('{"searchText":"Zement"}');
  });

  it("form-encodes a record or URLSearchParams", async () => {
    const { http, calls } = setup();
    await http.request("/log", {
      method: "POST",
      form: { level: "warn", message: "a & b" },
    });
    await http.request("/log", {
      method: "POST",
      form: new URLSearchParams({ level: "error" }),
    });
    expect(calls[0]?.headers.get("Content-Type")).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(calls[0]?.body).toBe("level=warn&message=a+%26+b");
    expect(calls[1]?.headers.get("Content-Type")).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(calls[1]?.body).toBe("level=error");
  });

  it("sends FormData as multipart and leaves the boundary header to fetch", async () => {
    const { http, last } = setup();
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.txt");
    await http.request("/upload", { method: "POST", form });
    expect(last().body).toBe(form);
    expect(last().headers.get("Content-Type")).toBeNull();
  });

  it("refuses a JSON and a form body at once", async () => {
    const { http, mock } = setup();
    await expect(
      http.request("/x", { method: "POST", json: {}, form: {} }),
    ).rejects.toThrow(TypeError);
    expect(mock).not.toHaveBeenCalled();
  });
});

describe("errors", () => {
  const notFound = () =>
    jsonResponse(
      {
        status: 404,
        error: "Not Found",
        message: "Anlage nicht gefunden",
        path: "/x",
      },
      { status: 404, statusText: "Not Found" },
    );

  it("raises HttpError with status, path, method and the parsed JSON body", async () => {
    // SPEC §7: A non-OK response raises the response with parsed error body
    const { http } = setup(notFound);
    const error = await http
      .request("/ippcInstallations/42", { query: { v: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      statusText: "Not Found",
      path: "/natippc/api/ippcInstallations/42?v=1",
      method: "GET",
      body: { message: "Anlage nicht gefunden" },
      contentType: "application/json",
      isHtml: false,
    });
    expect(isClientError(error)).toBe(true);
  });

  it("reports the real method of a tunnelled request", async () => {
    const { http } = setup(notFound);
    await expect(
      http.request("/x", { method: "DELETE" }),
    ).rejects.toMatchObject({
      method: "DELETE",
    });
  });

  it("keeps a non-JSON error body as text", async () => {
    const { http } = setup(() => new Response("Bad Gateway", { status: 502 }));
    const error = await http.request("/x").catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      body: "Bad Gateway",
      isHtml: false,
    });
    expect(isClientError(error)).toBe(false);
  });

  it("marks a 400 with an HTML page as the firewall rejection", async () => {
    const page = "<html><body>Request Rejected</body></html>";
    const { http } = setup(
      () =>
        new Response(page, {
          status: 400,
          headers: { "Content-Type": "text/html;charset=UTF-8" },
        }),
    );
    const error = await http
      .request("/ippcInstallations", { method: "POST", json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, isHtml: true, body: page });
    expect(isFirewallRejection(error)).toBe(true);
  });

  it("isClientError is true only for 4xx HttpErrors", () => {
    expect(isClientError(new Error("x"))).toBe(false);
    expect(isClientError(undefined)).toBe(false);
    expect(
      isClientError(
        new NetworkError({ path: "/x", method: "GET" }, new TypeError("down")),
      ),
    ).toBe(false);
  });

  it("returns the result instead of raising when throwOnError is false", async () => {
    const { http } = setup((call) =>
      call.url.endsWith("/missing") ? notFound() : jsonResponse([1]),
    );
    const failed: HttpResult<number[]> = await http.request<number[]>(
      "/missing",
      {
        throwOnError: false,
      },
    );
    expect(failed).toMatchObject({ ok: false, status: 404, data: undefined });
    expect(failed.error).toBeInstanceOf(HttpError);
    expect((failed.error as HttpError).body).toMatchObject({
      message: "Anlage nicht gefunden",
    });
    expect(failed.response).toBeInstanceOf(Response);

    const ok = await http.request<number[]>("/list", { throwOnError: false });
    expect(ok).toMatchObject({ ok: true, status: 200, data: [1], error: null });
  });

  it("raises ParseError, not SyntaxError, for malformed JSON in an OK response", async () => {
    const { http } = setup(
      () =>
        new Response("{not json", {
          headers: { "Content-Type": "application/json" },
        }),
    );
    const error = await http.request("/env").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({ path: "/natippc/api/env", status: 200 });
    expect((error as ParseError).cause).toBeInstanceOf(SyntaxError);
  });

  it("raises ParseError for JSON of the wrong shape where the request names its shape", async () => {
    const { http } = setup(() => Response.json({ unerwartet: [1] }));
    const error = await http
      .request("/portal-like", { schema: userAppsSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(String((error as ParseError).cause)).toMatch(/array/i);
    // Without a shape the answer passes as it is.
    expect(await http.request("/portal-like")).toEqual({ unerwartet: [1] });
  });

  it("passes an answer of the right shape", async () => {
    const apps = [
      {
        matcher: "^/eras",
        url: "/eras/",
        shortName: "eRAS",
        registrationType: "WASTE",
      },
    ];
    const { http } = setup(() => Response.json(apps));
    expect(await http.request("/apps", { schema: userAppsSchema })).toEqual(
      apps,
    );
  });

  it("raises NetworkError when fetch rejects", async () => {
    const cause = new TypeError("Failed to fetch");
    const { http } = setup(() => Promise.reject(cause));
    const error = await http.request("/env").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      path: "/natippc/api/env",
      method: "GET",
      cause,
    });
  });

  it("raises NetworkError when the connection breaks while reading the body", async () => {
    const { http } = setup(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.error(new TypeError("terminated"));
            },
          }),
          { headers: { "Content-Type": "application/json" } },
        ),
    );
    await expect(http.request("/env")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("timeout and abort", () => {
  it("aborts after 60 s and raises TimeoutError with path and timeout", async () => {
    // SPEC §7: Default timeout 60 s.
    jest.useFakeTimers();
    const fetch = createHangingFetch();
    const http = createHttpClient({ portalBaseUrl: "/portal", fetch });
    const settled = jest.fn();
    const outcome = http
      .request("/ippcInstallations/lastUpdate")
      .catch((e: unknown) => {
        settled();
        return e;
      });

    await jest.advanceTimersByTimeAsync(59_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      path: "/natippc/api/ippcInstallations/lastUpdate",
      method: "GET",
      timeoutMs: 60_000,
    });
    const init = (fetch as jest.Mock).mock.calls[0]?.[1] as RequestInit;
    expect(init.signal?.aborted).toBe(true);
  });

  it("counts reading the body against the timeout", async () => {
    jest.useFakeTimers();
    const stalled = () =>
      new Response(
        new ReadableStream({ pull: () => new Promise<void>(() => undefined) }),
        {
          headers: { "Content-Type": "application/json" },
        },
      );
    const { http } = setup(stalled);
    const outcome = http.request("/bvt/list").catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toMatchObject({
      name: "TimeoutError",
      path: "/natippc/api/bvt/list",
    });
  });

  it("honours a configured and a per-request timeout", async () => {
    jest.useFakeTimers();
    const http = createHttpClient({
      portalBaseUrl: "/portal",
      fetch: createHangingFetch(),
      timeoutMs: 1000,
    });
    const configured = http.request("/a").catch((e: unknown) => e);
    const perRequest = http
      .request("/b", { timeoutMs: 10 })
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(configured).resolves.toMatchObject({
      name: "TimeoutError",
      timeoutMs: 1000,
    });
    await expect(perRequest).resolves.toMatchObject({
      name: "TimeoutError",
      timeoutMs: 10,
    });
  });

  it("respects the caller's abort signal and does not call it a timeout", async () => {
    const http = createHttpClient({
      portalBaseUrl: "/portal",
      fetch: createHangingFetch(),
    });
    const controller = new AbortController();
    const outcome = http
      .request("/a", { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it("does not call fetch for an already aborted signal", async () => {
    const { http, mock } = setup();
    await expect(
      http.request("/a", { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(mock).not.toHaveBeenCalled();
  });

  it("clears its timer once the answer is read", async () => {
    jest.useFakeTimers();
    const { http } = setup();
    await http.request("/a");
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("onResponse", () => {
  it("sees every response that arrived, OK or not", async () => {
    const onResponse = jest.fn();
    const { http } = setup(
      (call) =>
        call.url.includes("bad")
          ? new Response("x", { status: 500 })
          : jsonResponse({}),
      { onResponse },
    );
    await http.request("/env");
    await http.request("/bad", { method: "PUT" }).catch(() => undefined);
    expect(onResponse).toHaveBeenCalledTimes(2);
    expect(onResponse.mock.calls[0]?.[1]).toEqual({
      path: "/natippc/api/env",
      method: "GET",
      target: "app",
    });
    expect(onResponse.mock.calls[1]?.[0]).toMatchObject({ status: 500 });
    expect(onResponse.mock.calls[1]?.[1]).toMatchObject({ method: "PUT" });
  });

  it("is not called when nothing arrived, and a throwing listener does not fail the request", async () => {
    const onResponse = jest.fn(() => {
      throw new Error("listener bug");
    });
    const consoleError = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const ok = setup(() => jsonResponse({ a: 1 }), { onResponse });
    await expect(ok.http.request("/env")).resolves.toEqual({ a: 1 });
    expect(consoleError).toHaveBeenCalled();

    const down = setup(() => Promise.reject(new TypeError("down")), {
      onResponse,
    });
    await expect(down.http.request("/env")).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(onResponse).toHaveBeenCalledTimes(1);
  });
});

describe("error-cleared paths", () => {
  const path = "/userSettings/natippc-filters";

  it("lists the filter-settings read and write by default", () => {
    // SPEC §7: Responses from two portal filter-setting paths get their error cleared.
    const { http } = setup();
    expect(http.isErrorCleared("portal", "GET", path)).toBe(true);
    expect(http.isErrorCleared("portal", "POST", `${path}?x=1`)).toBe(true);
    expect(http.isErrorCleared("portal", "GET", "/userSettings/other")).toBe(
      false,
    );
    expect(http.isErrorCleared("app", "GET", path)).toBe(false);
  });

  it("returns { result, error: null } on success", async () => {
    const settings = [{ name: "filters_a", value: "{}" }];
    const { http, last } = setup(() => jsonResponse(settings));
    const outcome = await http.request<ClearedResult<typeof settings>>(path, {
      target: "portal",
    });
    expect(outcome).toEqual({ result: settings, error: null });
    expect(last().url).toBe("/portal/api/userSettings/natippc-filters");
  });

  it("returns { result: null, error: { message } } instead of raising", async () => {
    const failing = setup(() =>
      jsonResponse({ message: "boom" }, { status: 500 }),
    );
    const outcome = await failing.http.request<ClearedResult<unknown>>(path, {
      target: "portal",
    });
    expect(outcome.result).toBeNull();
    expect(outcome.error).toMatchObject({
      status: 500,
      message: expect.any(String),
    });
    expect(outcome.error?.cause).toBeInstanceOf(HttpError);

    const down = setup(() => Promise.reject(new TypeError("down")));
    const written = await down.http.request<ClearedResult<unknown>>(path, {
      target: "portal",
      method: "POST",
      form: { name: "a", value: "b" },
    });
    expect(written.error).toMatchObject({ status: null });
    expect(written.error?.cause).toBeInstanceOf(NetworkError);
  });

  it("raises as usual for paths not on the list, and the list is configurable", async () => {
    const responder = () => new Response("x", { status: 500 });
    const { http } = setup(responder);
    await expect(
      http.request("/userSettings/other", { target: "portal" }),
    ).rejects.toBeInstanceOf(HttpError);

    const custom = setup(responder, {
      errorClearedPaths: [{ target: "app", method: "GET", path: "/fragile" }],
    });
    await expect(custom.http.request("/fragile")).resolves.toMatchObject({
      result: null,
      error: { status: 500 },
    });
    await expect(
      custom.http.request(path, { target: "portal" }),
    ).rejects.toBeInstanceOf(HttpError);
  });
});

describe("keepalive", () => {
  it("a request marked keepalive is sent as one that outlives the page; others are not", async () => {
    const { http, calls } = setup();
    await http.request("/x", { method: "POST", json: {}, keepalive: true });
    await http.request("/y", { method: "POST", json: {} });
    expect(calls.map((call) => call.init.keepalive)).toEqual([true, undefined]);
  });
});
