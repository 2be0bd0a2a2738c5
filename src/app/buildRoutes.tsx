import { Navigate, Outlet, type RouteObject } from "react-router";
import {
  findResolved,
  firstVisiblePath,
  HashRewrite,
  pageLoader,
  RoutePage,
  useResolvedRoutes,
  type AppRoute,
  type PageHandle,
  type PrefetchDeps,
  type RouteHandle,
} from "../framework/routing";
import {
  FatalErrorPage,
  ForbiddenPage,
  NotFoundPage,
  RouteErrorBoundary,
  RouteErrorPage,
} from "../framework/error-pages";
import { AppLayout } from "../framework/layout";

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

function toRouteObject(
  route: AppRoute,
  deps: PrefetchDeps | undefined,
  parentPath?: string,
): RouteObject {
  const fullPath = parentPath ? `${parentPath}/${route.path}` : route.path;
  const loader = pageLoader(route, fullPath, deps);
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    element: (
      <RouteErrorBoundary
        fallback={(error) => <FatalErrorPage error={error} />}
      >
        <RouteGuard route={route} />
      </RouteErrorBoundary>
    ),
    // The splat keeps unknown paths below a route under its guard: forbidden covers everything below.
    children: [
      loader
        ? {
            index: true,
            handle: { loader } satisfies PageHandle,
            element: <RoutePage loader={loader} />,
          }
        : { index: true, element: <FirstChildRedirect parent={route} /> },
      ...(route.children ?? []).map((child) =>
        toRouteObject(child, deps, fullPath),
      ),
      { path: "*", element: <NotFoundPage /> },
    ],
  };
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
        <RouteErrorBoundary
          fallback={(error) => <RouteErrorPage error={error} />}
        >
          <HashRewrite>
            <AppLayout interactiveName={interactiveName} />
          </HashRewrite>
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: <FirstChildRedirect /> },
        ...routes.map((route) => toRouteObject(route, deps)),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
