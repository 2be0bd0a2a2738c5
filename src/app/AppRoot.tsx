import { useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, createStore } from "jotai";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { createHttpClient } from "../api/http";
import { HttpProvider } from "../api/HttpContext";
import { createLogger } from "../api/logger";
import {
  HostProvider,
  resolveHost,
  type EbbCheck,
  type HostProps,
} from "../framework/host";
import {
  AppRouter,
  openPageAt,
  RouteTableProvider,
  type AppRoute,
} from "../framework/routing";
import { createResponseObserver, EbbCheckProvider } from "../framework/session";
import { createQueryClient } from "./queryClient";
import { buildRoutes } from "./buildRoutes";
import { ROUTES } from "./routes";

/**
 * Not host props (a portal never sets them): host-dev's route demo mounts the real framework with a
 * route table of its own, to show the framework's features no route of the app uses.
 */
export interface RouteTableOptions {
  /** The route table; the app's own (ROUTES) unless told. */
  routes?: readonly AppRoute[];
  /** The header's title links to the root (default); off, it is plain text. */
  interactiveName?: boolean;
}

/**
 * Everything one mount owns: its QueryClient, jotai store, HTTP client, browser history and route
 * objects. Made before React's first render by the single-spa mount (src/expose), which opens the
 * first page there: its chunk and data load at once rather than after that render.
 */
export function createMountState(
  props: HostProps,
  { routes = ROUTES, interactiveName }: RouteTableOptions = {},
) {
  const host = resolveHost(props);
  const refusedPreloads: unknown[] = [];
  const queryClient = createQueryClient(props.preloadedQueries, (key) =>
    refusedPreloads.push(key),
  );
  const store = createStore();
  const http = createHttpClient({
    basename: host.basename,
    apiPrefix: host.apiPrefix,
    portalBaseUrl: host.portalBaseUrl,
    onResponse: createResponseObserver(host, { queryClient, store }),
    report: (message) => logger.warn(message),
  });
  const routeObjects = buildRoutes(
    routes,
    { queryClient, http },
    { interactiveName },
  );
  const history = createBrowserHistory({ v5Compat: true });
  const logger = createLogger({ http });
  for (const key of refusedPreloads)
    logger.warn(`Vorgeladene Daten des Portals verworfen: ${describe(key)}`);
  return {
    host,
    http,
    logger,
    queryClient,
    store,
    routes,
    routeObjects,
    history,
    firstPage: openPageAt(routeObjects, history.location, host.basename),
  };
}

/** A host's value as text for the log, whatever it is (cyclic, a function, a symbol). */
function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

export type MountState = ReturnType<typeof createMountState>;

export function AppRoot(
  props: HostProps & { mountState?: MountState } & RouteTableOptions,
) {
  const [state] = useState(
    () => props.mountState ?? createMountState(props, props),
  );
  useEffect(
    () => () => {
      // React runs an unmounting tree's effect cleanups top-down: the pages' query observers
      // unsubscribe after this one, each scheduling a 5-minute gc timer that keeps the unmounted app
      // in memory; so does a fetch still in flight when it settles, even after clear(). Clear once
      // the whole tree has gone and the fetches are cancelled.
      queueMicrotask(() => {
        const { queryClient } = state;
        void queryClient.cancelQueries().finally(() => queryClient.clear());
      });
    },
    [state],
  );
  return (
    <MountProviders state={state} ebbCheck={props.ebbCheck}>
      <AppRouter
        history={state.history}
        basename={state.host.basename}
        routes={state.routeObjects}
        firstPage={state.firstPage}
      />
    </MountProviders>
  );
}

/** What one mount provides to everything below its router: the app's stack, and the tests'. */
export function MountProviders({
  state,
  ebbCheck,
  children,
}: {
  state: Omit<MountState, "routeObjects" | "history" | "firstPage">;
  ebbCheck?: EbbCheck;
  children: ReactNode;
}) {
  return (
    <HostProvider host={state.host}>
      <HttpProvider http={state.http} logger={state.logger}>
        <QueryClientProvider client={state.queryClient}>
          <JotaiProvider store={state.store}>
            <EbbCheckProvider check={ebbCheck}>
              <RouteTableProvider routes={state.routes}>
                {children}
              </RouteTableProvider>
            </EbbCheckProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </HttpProvider>
    </HostProvider>
  );
}
