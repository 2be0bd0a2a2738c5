import { useEffect, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, createStore } from "jotai";
import { RouterProvider, createBrowserRouter } from "react-router";
import { createHttpClient } from "../api/http";
import { HttpProvider } from "../api/HttpContext";
import { createLogger } from "../api/logger";
import {
  HostProvider,
  resolveHost,
  type HostProps,
} from "../framework/host/HostContext";
import { RouteTableProvider } from "../framework/routing/useResolvedRoutes";
import { EbbCheckProvider, type EbbCheck } from "../framework/session/ebb";
import { createResponseObserver } from "../framework/session/responseObserver";
import { createQueryClient } from "./queryClient";
import { buildRoutes } from "./buildRoutes";
import { ROUTES } from "./routes";

export interface AppRootProps extends HostProps {
  /** The EBB permission check for EBB routes (SPEC §2); without one EBB routes stay hidden. */
  ebbCheck?: EbbCheck;
}

/**
 * Everything one mount owns: its QueryClient, jotai store, HTTP client and router. Made before
 * React's first render by the single-spa mount (src/expose), so the router starts loading the first
 * page's chunk and data at once rather than in the middle of that render.
 */
export function createMountState(props: AppRootProps) {
  const host = resolveHost(props);
  const http = createHttpClient({
    basename: host.basename,
    apiPrefix: host.apiPrefix,
    portalBaseUrl: host.portalBaseUrl,
    onResponse: createResponseObserver(host),
  });
  const queryClient = createQueryClient(props.preloadedQueries);
  return {
    host,
    http,
    logger: createLogger({ http }),
    queryClient,
    store: createStore(),
    router: createBrowserRouter(buildRoutes(ROUTES, { queryClient, http }), {
      basename: host.basename,
    }),
  };
}

export type MountState = ReturnType<typeof createMountState>;

export function AppRoot(props: AppRootProps & { mountState?: MountState }) {
  const [state] = useState(() => props.mountState ?? createMountState(props));
  useEffect(
    () => () => {
      state.router.dispose();
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
    <HostProvider host={state.host}>
      <HttpProvider http={state.http} logger={state.logger}>
        <QueryClientProvider client={state.queryClient}>
          <JotaiProvider store={state.store}>
            <EbbCheckProvider check={props.ebbCheck}>
              <RouteTableProvider routes={ROUTES}>
                <RouterProvider router={state.router} />
              </RouteTableProvider>
            </EbbCheckProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </HttpProvider>
    </HostProvider>
  );
}
