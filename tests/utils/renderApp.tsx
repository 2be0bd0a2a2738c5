import { act, render } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactNode } from "react";
import {
  Outlet,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from "react-router";
import { createHttpClient } from "../../src/api/http";
import { createLogger, type LoggerOptions } from "../../src/api/logger";
import type { Environment, SessionUser } from "../../src/api/types";
import { MountProviders } from "../../src/app/AppRoot";
import { buildRoutes } from "../../src/app/buildRoutes";
import { createQueryClient } from "../../src/app/queryClient";
import {
  resolveHost,
  type EbbCheck,
  type HostProps,
} from "../../src/framework/host";
import { AppRouter, openPageAt } from "../../src/framework/routing";
import type { AppRoute } from "../../src/framework/routing/types";
import { createResponseObserver } from "../../src/framework/session/responseObserver";

type LogConsole = NonNullable<LoggerOptions["console"]>;

export interface RenderAppOptions {
  url?: string;
  /** Preloaded as the signed-in user; null: nothing preloaded, the user is fetched. */
  session?: SessionUser | null;
  /** Preloaded as GET /api/env; null: fetched. */
  environment?: Environment | null;
  host?: HostProps;
  fetch?: typeof globalThis.fetch;
  ebbCheck?: EbbCheck;
  /** Routes prefetch their data, as in the app. */
  prefetch?: boolean;
  /** Every response restarts the session countdown and an expired session ends it, as in the app. */
  observeSession?: boolean;
  /** Where the logger writes; silent by default. */
  console?: LogConsole;
}

const silentConsole: LogConsole = {
  debug() {},
  info() {},
  warn() {},
  error() {},
};

/**
 * One mount as the app makes it (src/app/AppRoot.tsx: its providers, a QueryClient, jotai store,
 * HTTP client and logger of its own) in a memory router at `url`: either a route table built the
 * way the app builds it, or frame parts above two plain pages, '/' and '/start'. Queries do not
 * retry, so a failure shows at once.
 *
 * Rendered in an awaited act: the first render waits for the first page's code (it suspends), and
 * React goes on with a render suspended inside act only when that act is awaited.
 */
export async function renderApp(
  content: { routes: AppRoute[] } | { frame: ReactNode },
  {
    url = "/",
    session = null,
    environment = null,
    host = {},
    fetch = globalThis.fetch,
    ebbCheck,
    prefetch = false,
    observeSession = false,
    console = silentConsole,
  }: RenderAppOptions = {},
) {
  const resolvedHost = resolveHost(host);
  const queryClient = createQueryClient([
    ...(session ? [{ queryKey: ["auth", "user"], data: session }] : []),
    ...(environment ? [{ queryKey: ["env"], data: environment }] : []),
  ]);
  const store = createStore();
  const http = createHttpClient({
    ...resolvedHost,
    fetch,
    onResponse: observeSession
      ? createResponseObserver(resolvedHost, { queryClient, store })
      : undefined,
    report: (message) => logger.warn(message),
  });
  const logger = createLogger({ http, console });
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const routes = "routes" in content ? content.routes : [];
  const routeObjects =
    "routes" in content
      ? buildRoutes(routes, prefetch ? { queryClient, http } : undefined)
      : [
          {
            path: "/",
            element: (
              <>
                {content.frame}
                <Outlet />
              </>
            ),
            children: [
              { index: true, element: <p>Wurzel</p> },
              { path: "start", element: <p>Startseite</p> },
            ],
          },
        ];
  const history = createMemoryHistory({
    initialEntries: [url],
    v5Compat: true,
  });
  // As the mount does: the first page's code and data are on their way before the first render.
  const firstPage = openPageAt(routeObjects, history.location);
  /** The memory history, driven as a test drives the app's router. */
  const router = {
    navigate(to: string | number, options: { state?: unknown } = {}) {
      if (typeof to === "number") history.go(to);
      else history.push(to, options.state);
    },
    state: {
      get location() {
        return history.location;
      },
    },
  };
  const state = {
    host: resolvedHost,
    http,
    logger,
    queryClient,
    store,
    routes,
  };
  const ui = (
    <MountProviders state={state} ebbCheck={ebbCheck}>
      <AppRouter
        history={history}
        routes={routeObjects}
        firstPage={firstPage}
      />
    </MountProviders>
  );
  const result = await act(async () => render(ui));
  return { ...result, ...state, router };
}
