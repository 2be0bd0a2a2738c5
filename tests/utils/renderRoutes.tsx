import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, createStore } from "jotai";
import { RouterProvider, createMemoryRouter } from "react-router";
import { createHttpClient } from "../../src/api/http";
import { HttpProvider } from "../../src/api/HttpContext";
import { createLogger } from "../../src/api/logger";
import type { SessionUser, User } from "../../src/api/types";
import { buildRoutes } from "../../src/app/buildRoutes";
import { createQueryClient } from "../../src/app/queryClient";
import {
  HostProvider,
  resolveHost,
  type HostProps,
} from "../../src/framework/host/HostContext";
import { RouteTableProvider } from "../../src/framework/routing/useResolvedRoutes";
import {
  EbbCheckProvider,
  type EbbCheck,
} from "../../src/framework/session/ebb";
import type { AppRoute } from "../../src/framework/routing/types";

export const ANONYMOUS: SessionUser = {
  isLoggedIn: false,
  user: {
    username: "anonymousUser",
    currentUserName: "anonymousUser",
    authorities: [],
    activeRole: null,
    switchableRoles: [],
  },
};

export function loggedIn(user: Partial<User> = {}): SessionUser {
  return {
    isLoggedIn: true,
    user: {
      username: "maria.huber",
      currentUserName: "Maria Huber",
      authorities: [{ authority: "ROLE_NATIPPC_REGISTERED" }],
      activeRole: null,
      switchableRoles: [],
      ...user,
    },
  };
}

/** A fetch that answers what the frame asks for on every page: no tasks, logs stored. */
export function quietFetch(tasks: unknown[] = []): jest.Mock {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/user-tasks")) return Response.json(tasks);
    if (url.includes("/api/log")) return new Response(null, { status: 204 });
    return Response.json(
      { status: 404, error: "not_found", message: url },
      { status: 404 },
    );
  });
}

/** Renders a route table the way the app does, in a memory router at `url`. */
export function renderRoutes(
  table: AppRoute[],
  {
    url = "/",
    session = ANONYMOUS,
    host = {},
    ebbCheck,
    fetch = quietFetch(),
    prefetch = false,
  }: {
    url?: string;
    /** null: nothing preloaded, the user is fetched. */
    session?: SessionUser | null;
    host?: HostProps;
    ebbCheck?: EbbCheck;
    fetch?: typeof globalThis.fetch;
    /** Routes prefetch their data, as in the app. */
    prefetch?: boolean;
  } = {},
) {
  const resolvedHost = resolveHost(host);
  const http = createHttpClient({ ...resolvedHost, fetch });
  const queryClient = createQueryClient(
    session ? [{ queryKey: ["auth", "user"], data: session }] : [],
  );
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    buildRoutes(table, prefetch ? { queryClient, http } : undefined),
    {
      initialEntries: [url],
    },
  );
  const result = render(
    <HostProvider host={resolvedHost}>
      <HttpProvider
        http={http}
        logger={createLogger({ http, console: silentConsole })}
      >
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={createStore()}>
            <EbbCheckProvider check={ebbCheck}>
              <RouteTableProvider routes={table}>
                <RouterProvider router={router} />
              </RouteTableProvider>
            </EbbCheckProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </HttpProvider>
    </HostProvider>,
  );
  return { ...result, router, queryClient };
}

const silentConsole = { debug() {}, info() {}, warn() {}, error() {} };
