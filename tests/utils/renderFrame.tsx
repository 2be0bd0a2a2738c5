import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, createStore } from "jotai";
import type { ReactNode } from "react";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { createHttpClient } from "../../src/api/http";
import { HttpProvider } from "../../src/api/HttpContext";
import { createLogger } from "../../src/api/logger";
import type { Environment, SessionUser, User } from "../../src/api/types";
import { createQueryClient } from "../../src/app/queryClient";
import {
  HostProvider,
  resolveHost,
  type HostProps,
} from "../../src/framework/host/HostContext";
import { createResponseObserver } from "../../src/framework/session/responseObserver";
import { ANONYMOUS, loggedIn, quietFetch } from "./renderRoutes";

export { ANONYMOUS, loggedIn, quietFetch };

export const SESSION_TIMEOUT_S = 30 * 60;

export const ENVIRONMENT: Environment = {
  sessionTimeout: SESSION_TIMEOUT_S,
  environment: "DEV",
  title: "IPPC Austria",
  version: "1.0.0",
  versionDetail: "test",
  buildNumber: "1",
};

/** Session users shaped like host-dev's personas (plus usp, which has no persona there). */
const AUTHORITY_ROLES = [
  { id: "AUTHORITY", name: "Behörde Oberösterreich" },
  { id: "AUTHORITY_ADMIN", name: "Behörde OÖ – Administration" },
];
const user = (fields: Partial<User>) => loggedIn(fields);
export const PERSONAS = {
  owner: user({ mainUser: true, userKind: "PORTAL" }),
  authority: user({
    username: "johann.leitner",
    currentUserName: "Ing. Johann Leitner",
    authorities: [
      { authority: "ROLE_AUTHORITY" },
      { authority: "ROLE_AUTHORITY_ADMIN" },
    ],
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    mainUserName: "Mag.a Elisabeth Gruber",
    mainUser: false,
    mainUserLoginName: "elisabeth.gruber",
  }),
  // Roles given on purpose: pvp, usp and oidc users must not get them.
  pvp: user({
    username: "pvp:thomas.wimmer@stmk.gv.at",
    currentUserName: "DI Thomas Wimmer",
    authorities: [{ authority: "ROLE_AUTHORITY" }],
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    pvp: true,
  }),
  usp: user({
    username: "usp:anna.berger",
    currentUserName: "Anna Berger",
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    usp: true,
  }),
  oidc: user({
    username: "oidc:stefan.pichler",
    currentUserName: "Stefan Pichler",
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    oidc: true,
  }),
} satisfies Record<string, SessionUser>;

export interface FrameOptions {
  session?: SessionUser;
  host?: HostProps;
  fetch?: typeof globalThis.fetch;
  url?: string;
  environment?: Environment | null;
}

/**
 * Renders frame parts with everything a mount provides (host, HTTP client, QueryClient with the
 * user and environment preloaded, jotai store) inside a memory router with '/', '/start'.
 */
export function renderFrame(
  ui: ReactNode,
  {
    session = PERSONAS.owner,
    host = {},
    fetch = quietFetch(),
    url = "/start",
    environment = ENVIRONMENT,
  }: FrameOptions = {},
) {
  const resolvedHost = resolveHost(host);
  const http = createHttpClient({
    ...resolvedHost,
    fetch,
    onResponse: createResponseObserver(resolvedHost),
  });
  const sink = {
    debug: jest.fn(),
    info: jest.fn(),
    warn: jest.fn(),
    error: jest.fn(),
  };
  const logger = createLogger({ http, console: sink });
  const queryClient = createQueryClient([
    { queryKey: ["auth", "user"], data: session },
    ...(environment ? [{ queryKey: ["env"], data: environment }] : []),
  ]);
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const store = createStore();
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Wurzel</p> },
          { path: "start", element: <p>Startseite</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <HostProvider host={resolvedHost}>
      <HttpProvider http={http} logger={logger}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <RouterProvider router={router} />
          </JotaiProvider>
        </QueryClientProvider>
      </HttpProvider>
    </HostProvider>,
  );
  return { ...result, router, queryClient, store, http, console: sink };
}

/** A promise the test settles when it wants to. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The URLs a fetch mock was called with. */
export function requestedUrls(fetch: jest.Mock): string[] {
  return fetch.mock.calls.map(([input]) => String(input));
}
