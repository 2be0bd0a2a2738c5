import { Navigate, Outlet, type RouteObject } from "react-router";
import {
  findResolved,
  firstVisiblePath,
  HashRewrite,
  useResolvedRoutes,
  type AppRoute,
  type PrefetchDeps,
} from "../framework/routing";
import {
  FatalErrorPage,
  ForbiddenPage,
  NotFoundPage,
  RouteErrorPage,
} from "../framework/error-pages";
import { AppLayout } from "../framework/layout";
import { loadChunk } from "../framework/lazy";

interface RouteHandle {
  route: AppRoute;
}

/** Permission is checked where the route renders, so a forbidden route covers its path and everything below. */
function RouteGuard({ route }: { route: AppRoute }) {
  const { routes, context, ready } = useResolvedRoutes();
  if (!ready || route.undecided?.(context)) return null;
  const resolved = findResolved(routes, route);
  if (!resolved?.permitted)
    return <ForbiddenPage isLoggedIn={context.isLoggedIn} />;
  return <Outlet />;
}

/** Root and parents without a page of their own: to the first visible, permitted child. */
function FirstChildRedirect({ parent }: { parent?: AppRoute }) {
  const { routes, ready } = useResolvedRoutes();
  if (!ready) return null;
  const children = parent
    ? (findResolved(routes, parent)?.children ?? [])
    : routes;
  const target = firstVisiblePath(children);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}

function lazyPage(route: AppRoute, fullPath: string): RouteObject["lazy"] {
  const load = route.load;
  if (!load) return undefined;
  const Wrapper = route.wrapper;
  // A page whose code is missing shows 'Schwerer Fehler' in the page area (the route's
  // errorElement); the frame stays. The part is named by its whole path below the basename: a
  // child's own segment (":id") would not tell the host or the log which page it was.
  return async () => {
    const Page = await loadChunk(fullPath, load);
    return {
      Component: Wrapper
        ? () => (
            <Wrapper>
              <Page />
            </Wrapper>
          )
        : Page,
    };
  };
}

/**
 * The route's prefetch as a loader: react-router runs it alongside the page chunk's load, with the
 * URL being opened. The first opening only; the page's own queries take over from there.
 */
function prefetchLoader(
  route: AppRoute,
  deps: PrefetchDeps | undefined,
): Pick<RouteObject, "loader" | "shouldRevalidate"> {
  const prefetch = route.prefetch;
  if (!deps || !prefetch) return {};
  let opened = false;
  return {
    loader: ({ request, params }) => {
      if (!opened) prefetch({ ...deps, url: new URL(request.url), params });
      opened = true;
      return null;
    },
    shouldRevalidate: () => false,
  };
}

function toRouteObject(
  route: AppRoute,
  deps: PrefetchDeps | undefined,
  parentPath?: string,
): RouteObject {
  const fullPath = parentPath ? `${parentPath}/${route.path}` : route.path;
  const index: RouteObject = route.load
    ? {
        index: true,
        lazy: lazyPage(route, fullPath),
        ...prefetchLoader(route, deps),
      }
    : { index: true, element: <FirstChildRedirect parent={route} /> };
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    element: <RouteGuard route={route} />,
    errorElement: <FatalErrorPage />,
    // The splat keeps unknown paths below a route under its guard: forbidden covers everything below.
    children: [
      index,
      ...(route.children ?? []).map((child) =>
        toRouteObject(child, deps, fullPath),
      ),
      { path: "*", element: <NotFoundPage /> },
    ],
  };
}

function NothingYet() {
  return null;
}

/**
 * The react-router route objects for the app's route table; with deps, routes prefetch their data.
 * `interactiveName: false` shows the header's title as plain text (SPEC §2; host-dev's route demo).
 */
export function buildRoutes(
  routes: readonly AppRoute[],
  deps?: PrefetchDeps,
  { interactiveName }: { interactiveName?: boolean } = {},
): RouteObject[] {
  return [
    {
      path: "/",
      element: (
        <HashRewrite>
          <AppLayout interactiveName={interactiveName} />
        </HashRewrite>
      ),
      errorElement: <RouteErrorPage />,
      // The first page chunk is on its way; nothing to show that would only be replaced. A component
      // (rather than a null element, which react-router takes for none and warns about).
      HydrateFallback: NothingYet,
      children: [
        { index: true, element: <FirstChildRedirect /> },
        ...routes.map((route) => toRouteObject(route, deps)),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
