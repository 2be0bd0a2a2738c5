import { createElement, lazy, type ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { loadChunk } from "../lazy";
import type { AppRoute, PrefetchDeps } from "./types";

type Params = Readonly<Record<string, string | undefined>>;

/** A route's page: its code, loaded once the route is opened, and the data it asks for first. */
export interface PageLoader {
  /**
   * The first time the route is opened in this mount: starts loading the page's code and its
   * prefetch with the search and path parameters being opened; after that, nothing — unless the
   * code failed to load: then the page is opened anew (the line may be back). Called by the mount
   * and by navigations (AppRouter), never while rendering.
   */
  open(search: string, params: Params): void;
  /** The page's component once its code is there. */
  loaded(): ComponentType | undefined;
  /** The page until then: suspends while its code loads (React.lazy; a new one after a failure). */
  readonly Lazy: ComponentType;
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
  let failed = false;
  const code = () =>
    (loading ??= loadChunk(fullPath, load).then(
      (Page) => {
        component = Wrapper
          ? () => (
              <Wrapper>
                <Page />
              </Wrapper>
            )
          : Page;
        return component;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const lazyPage = () => lazy(() => code().then((Page) => ({ default: Page })));
  // Finds the load that opening the page started.
  let Lazy = lazyPage();
  return {
    open(search, params) {
      // Forgotten here, outside rendering: a render that forgot it would load again at once.
      if (failed) {
        failed = false;
        opened = false;
        loading = undefined;
        settled = undefined;
        Lazy = lazyPage();
      }
      if (opened) return;
      opened = true;
      code().catch(() => undefined);
      if (deps && route.prefetch)
        route.prefetch({
          ...deps,
          searchParams: new URLSearchParams(search),
          params,
        });
    },
    loaded: () => component,
    get Lazy() {
      return Lazy;
    },
    settled: () =>
      (settled ??= code().then(
        () => undefined,
        () => undefined,
      )),
  };
}

/**
 * A route's page, opened before it renders (openPageAt): code already there renders at once,
 * without suspending; code on its way suspends (React.lazy).
 */
export function RoutePage({ loader }: { loader: PageLoader }) {
  // The same component each time: the loader's, made once its code is there.
  return createElement(loader.loaded() ?? loader.Lazy);
}

/**
 * Opens the page at a location: its code and first data start loading. The mount opens the page
 * of its address before React's first render, AppRouter the page of each navigation before it
 * renders it. Settles once that page's code is there or has failed; nothing to wait for at a
 * location without a page of its own.
 */
export function openPageAt(
  routeObjects: readonly RouteObject[],
  location: { pathname: string; search: string },
  basename?: string,
): Promise<void> | undefined {
  const page = matchRoutes([...routeObjects], location, basename)?.at(-1);
  const loader = (page?.route.handle as PageHandle | undefined)?.loader;
  if (!loader) return undefined;
  loader.open(location.search, page?.params ?? {});
  return loader.settled();
}
