import fc from "fast-check";
import * as v from "valibot";
import { PRELOADABLE_QUERY_KEYS } from "../../src/api/preloadable";
import {
  environmentSchema,
  sessionUserSchema,
  userAppsSchema,
} from "../../src/api/schemas";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import {
  HttpError,
  retryAfterSeconds,
  TimeoutError,
} from "../../src/api/errors";
import { prefetchUnlessRefused } from "../../src/api/prefetch";
import {
  createQueryClient,
  retryDelay,
  shouldRetry,
} from "../../src/app/queryClient";

function httpError(status: number) {
  const response = new Response(null, { status });
  return new HttpError(
    { path: "/natippc/api/x", method: "GET" },
    { status, statusText: "", body: null, contentType: null, response },
  );
}

describe("query defaults (SPEC §9)", () => {
  it("offline-first, no refetch on window focus, cache kept 5 min, mutations never retried", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.networkMode).toBe("offlineFirst");
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.gcTime).toBe(5 * 60_000);
    expect(mutations?.retry).toBe(false);
  });

  it("three retries for server errors and timeouts, none for a 4xx", () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, httpError(500)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(
      shouldRetry(0, new TimeoutError({ path: "/x", method: "GET" }, 60_000)),
    ).toBe(true);
    // 408 and 429 too: asking again within seconds ignores the server's Retry-After.
    for (const status of [400, 401, 403, 404, 408, 409, 422, 429])
      expect(shouldRetry(0, httpError(status))).toBe(false);
  });

  it("reads how long a refusal asks to wait: seconds or an HTTP date", () => {
    const refused = (retryAfter?: string) =>
      new HttpError(
        { path: "/natippc/api/x", method: "POST" },
        {
          status: 429,
          statusText: "",
          body: null,
          contentType: null,
          response: new Response(null, {
            status: 429,
            headers: retryAfter ? { "Retry-After": retryAfter } : {},
          }),
        },
      );
    const now = Date.parse("2026-03-02T09:00:00Z");
    expect(retryAfterSeconds(refused("3600"), now)).toBe(3600);
    expect(
      retryAfterSeconds(refused("Mon, 02 Mar 2026 09:01:30 GMT"), now),
    ).toBe(90);
    expect(retryAfterSeconds(refused(), now)).toBeNull();
    expect(retryAfterSeconds(refused("bald"), now)).toBeNull();
  });

  it("backoff doubles from 1 s and is capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("a failing query is asked 4 times in all, a 404 once", async () => {
    jest.useFakeTimers();
    try {
      const client = createQueryClient();
      const failing = jest.fn(async () => {
        throw httpError(503);
      });
      const missing = jest.fn(async () => {
        throw httpError(404);
      });
      function Probe() {
        const a = useQuery({ queryKey: ["a"], queryFn: failing });
        const b = useQuery({ queryKey: ["b"], queryFn: missing });
        return <p>{`${a.status}/${b.status}`}</p>;
      }
      render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      );
      await act(() => jest.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 100));
      expect(await screen.findByText("error/error")).toBeInTheDocument();
      expect(failing).toHaveBeenCalledTimes(4);
      expect(missing).toHaveBeenCalledTimes(1);
      client.clear();
    } finally {
      jest.useRealTimers();
    }
  });

  it("preloaded queries are in the cache before the first render", () => {
    const environment = {
      sessionTimeout: 1800,
      environment: "DEV",
      title: "IPPC Austria",
      version: "1.0.0",
      versionDetail: "test",
      buildNumber: "1",
    };
    const client = createQueryClient([
      { queryKey: ["env"], data: environment },
    ]);
    expect(client.getQueryData(["env"])).toEqual(environment);
  });
});

describe("prefetching ahead of a page", () => {
  it("a query refused with a 4xx is not asked for again by the next prefetch; one never answered is", async () => {
    const client = createQueryClient();
    const refused = jest.fn(async () => {
      throw httpError(400);
    });
    const answered = jest.fn(async () => "rows");
    for (let i = 0; i < 2; i++) {
      await prefetchUnlessRefused(client, {
        queryKey: ["refused"],
        queryFn: refused,
      });
      await prefetchUnlessRefused(client, {
        queryKey: ["answered"],
        queryFn: answered,
        staleTime: 0,
      });
    }
    expect(refused).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(["refused"])?.status).toBe("error");
    expect(answered).toHaveBeenCalledTimes(2);
  });
});

describe("the host's preloaded answers", () => {
  const KEYS = [
    PRELOADABLE_QUERY_KEYS.user,
    PRELOADABLE_QUERY_KEYS.env,
    PRELOADABLE_QUERY_KEYS.userApps,
  ];
  const SCHEMAS = new Map<unknown, v.GenericSchema>([
    [PRELOADABLE_QUERY_KEYS.user, sessionUserSchema],
    [PRELOADABLE_QUERY_KEYS.env, environmentSchema],
    [PRELOADABLE_QUERY_KEYS.userApps, userAppsSchema],
  ]);
  const cyclic: unknown[] = [];
  cyclic.push(cyclic);

  it("are taken only where they fit their query's schema; anything else is left out and named, never thrown", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS),
        fc.oneof(
          fc.anything(),
          fc.constant({ apps: [] }),
          fc.constant([{ matcher: 1 }]),
        ),
        (queryKey, data) => {
          const refused = jest.fn();
          const client = createQueryClient([{ queryKey, data }], refused);
          const cached = client.getQueryData(queryKey);
          const fits = v.safeParse(SCHEMAS.get(queryKey)!, data).success;
          expect(cached === undefined).toBe(!fits);
          expect(refused).toHaveBeenCalledTimes(fits ? 0 : 1);
        },
      ),
    );
  });

  it("a key the contract does not name, a list that is none, a cyclic key: left out", () => {
    const refused = jest.fn();
    expect(() =>
      createQueryClient(
        [
          { queryKey: ["installations"], data: [] },
          { queryKey: cyclic, data: {} },
          null as never,
        ],
        refused,
      ),
    ).not.toThrow();
    expect(refused).toHaveBeenCalledTimes(3);
    expect(() =>
      createQueryClient({ apps: [] } as never, refused),
    ).not.toThrow();
    expect(refused).toHaveBeenCalledTimes(4);
  });

  it("the portal's applications as the footer reads them, when they fit", () => {
    const apps = [
      {
        matcher: "^/portal",
        url: "/portal/",
        shortName: "EDM Portal",
        registrationType: "OTHER",
      },
    ];
    const client = createQueryClient([
      { queryKey: ["portal", "userApps"], data: apps },
    ]);
    expect(client.getQueryData(PRELOADABLE_QUERY_KEYS.userApps)).toEqual(apps);
  });
});
