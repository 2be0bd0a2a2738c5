import {
  createElement,
  startTransition,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import {
  matchRoutes,
  useLocation,
  useParams,
  type RouteObject,
} from "react-router";
import { loadChunk } from "../lazy";
import { useRouteObjects } from "./matches";
import type { AppRoute, PrefetchDeps } from "./types";

type Params = Readonly<Record<string, string | undefined>>;

/** A route's page: its code, loaded once the route is opened, and the data it asks for first. */
export interface PageLoader {
  /**
   * The first time the route is opened in this mount: starts loading the page's code and its
   * prefetch with the search and path parameters being opened; after that, nothing.
   */
  open(search: string, params: Params): void;
  /** The page's component once its code is there. */
  loaded(): ComponentType | undefined;
  /** The page until then: suspends while its code loads (React.lazy). */
  Lazy: ComponentType;
  /** Settles (fulfilled either way) once the code is there or has failed. */
  settled(): Promise<void>;
}

/** What the route object of a page carries (`handle`). */
export interface PageHandle {
  loader: PageLoader;
}

/**
 * The loader of a route's page, per mount. A page whose code is missing shows 'Schwerer Fehler'
 * in the page area (the route's error boundary); the frame stays. The part is named by its whole
 * path below the basename (`fullPath`): a child's own segment (":id") would not tell the host or
 * the log which page it was.
 */
export function pageLoader(
  route: AppRoute,
  fullPath: string,
  deps: PrefetchDeps | undefined,
): PageLoader | undefined {
  const load = route.load;
  if (!load) return undefined;
  const Wrapper = route.wrapper;
  let component: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let settled: Promise<void> | undefined;
  let opened = false;
  const code = () =>
    (loading ??= loadChunk(fullPath, load).then((Page) => {
      component = Wrapper
        ? () => (
            <Wrapper>
              <Page />
            </Wrapper>
          )
        : Page;
      return component;
    }));
  return {
    open(search, params) {
      if (opened) return;
      opened = true;
      code().catch(() => undefined);
      const prefetch = route.prefetch;
      if (deps && prefetch)
        // Out of the render that opens the page: the prefetch tells the query cache's observers.
        queueMicrotask(() =>
          prefetch({
            ...deps,
            searchParams: new URLSearchParams(search),
            params,
          }),
        );
    },
    loaded: () => component,
    Lazy: lazy(() => code().then((Page) => ({ default: Page }))),
    settled: () =>
      (settled ??= code().then(
        () => undefined,
        () => undefined,
      )),
  };
}

/**
 * A route's page. Its code and first data start together when it is first rendered (or at the
 * mount, openPageAt); code already there renders at once, without suspending.
 */
export function RoutePage({ loader }: { loader: PageLoader }) {
  const { search } = useLocation();
  const params = useParams();
  loader.open(search, params);
  // The same component each time: the loader's, made once its code is there.
  return createElement(loader.loaded() ?? loader.Lazy);
}

function pageAt(
  routeObjects: readonly RouteObject[],
  location: { pathname: string },
  basename?: string,
) {
  const page = matchRoutes([...routeObjects], location, basename)?.at(-1);
  const loader = (page?.route.handle as PageHandle | undefined)?.loader;
  return loader ? { loader, params: page?.params ?? {} } : null;
}

/**
 * Opens the page at a location before React's first render (the mount): its code and first data
 * are on their way while the frame's modules run and its first render is made.
 */
export function openPageAt(
  routeObjects: readonly RouteObject[],
  location: { pathname: string; search: string },
  basename?: string,
): void {
  const page = pageAt(routeObjects, location, basename);
  page?.loader.open(location.search, page.params);
}

/**
 * Shows nothing until the first page's code is there (or has failed): the frame is laid out once,
 * with its page, rather than first without it. Later pages load in a transition (the router's),
 * the page before staying meanwhile.
 */
export function FirstPageGate({ children }: { children: ReactNode }) {
  const routeObjects = useRouteObjects();
  const location = useLocation();
  // Waited for in state rather than by suspending: a suspended first render would start afresh.
  const [first] = useState(() => pageAt(routeObjects, location)?.loader);
  const [ready, setReady] = useState(() => !first || !!first.loaded());
  useEffect(() => {
    if (ready || !first) return;
    let current = true;
    void first.settled().then(() => {
      // A transition, as the mount's first render is: React renders the frame and page in slices.
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [first, ready]);
  return ready ? children : null;
}
