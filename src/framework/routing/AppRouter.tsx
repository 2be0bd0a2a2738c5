import {
  startTransition,
  Suspense,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  NavigationType,
  Router,
  type HistoryRouterProps,
  type Location,
  type Navigator,
  type RouteObject,
} from "react-router";
import { afterNextPaint } from "../../ui/scheduling";
import { AppRoutes } from "./matches";
import { openPageAt } from "./pages";

interface RouterProps {
  history: HistoryRouterProps["history"];
  basename?: string;
  routes: RouteObject[];
}

/**
 * The app's router: react-router's `Router` over a history (the browser's in the app, a memory
 * history in tests) and the route objects. A navigation opens the page it goes to from the
 * history's listener (to another page once the browser has painted its answer to the click), before
 * the router renders it: the page's code and first data load in parallel from the navigation, not from a
 * render (one a transition may throw away). The router renders the new location in a transition,
 * so the page before stays while the next one's code loads.
 *
 * `firstPage` is the page the mount opened (openPageAt): until its code is there or has failed,
 * nothing is shown, so the frame is laid out once, with its page. The wait sits above the router:
 * navigations do not pass through it.
 */
export function AppRouter({
  firstPage,
  ...router
}: RouterProps & { firstPage?: Promise<void> }) {
  if (!firstPage) return <OpeningRouter {...router} />;
  return (
    <Suspense fallback={null}>
      <After until={firstPage}>
        <OpeningRouter {...router} />
      </After>
    </Suspense>
  );
}

/** Its children, once `until` has settled. */
function After({
  until,
  children,
}: {
  until: Promise<void>;
  children: ReactNode;
}) {
  use(until);
  return children;
}

/**
 * The history as the router's navigator, except that a page being left cannot replace the entry of
 * the page the user went to. While the next page loads in the transition, the page before is still
 * mounted, and its effects may still write its address (a filter writing its criteria, with
 * `replace`): resolved against the old location, that write would send the user back. Replacing is
 * how a page corrects its own address, so it waits for no one but is dropped while a navigation
 * elsewhere (a push, back or forward) has not yet been shown.
 */
function leavingPageCannotReplace(history: RouterProps["history"]) {
  /** The key of the location a push, back or forward went to, until the router shows it. */
  let pending: string | null = null;
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => history.push(to, state),
    replace(to, state) {
      if (pending === null) history.replace(to, state);
    },
  };
  return {
    navigator,
    went(action: NavigationType, key: string) {
      if (action !== NavigationType.Replace) pending = key;
    },
    shown(key: string) {
      if (key === pending) pending = null;
    },
  };
}

/** A location as one string: its key (an entry of ours) and its address. */
const href = ({ key, pathname, search, hash }: Location) =>
  `${key} ${pathname}${search}${hash}`;

function OpeningRouter({ history, basename, routes }: RouterProps) {
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const guard = useMemo(() => leavingPageCannotReplace(history), [history]);
  useLayoutEffect(
    () => guard.shown(state.location.key),
    [guard, state.location],
  );
  useLayoutEffect(() => {
    let cancelOpening: (() => void) | null = null;
    let { pathname } = history.location;
    let shownHref = href(history.location);
    const stopListening = history.listen(({ action, location }) => {
      // The same entry announced again: a portal's router (single-spa) follows each pushState with
      // a popstate of its own, which the history reports as going back to where it already is.
      // (An entry the portal pushed itself has no key of ours: its address tells it apart.)
      const next = href(location);
      if (next === shownHref) return;
      shownHref = next;
      guard.went(action, location.key);
      cancelOpening?.();
      cancelOpening = null;
      const open = () => {
        openPageAt(routes, location, basename);
        startTransition(() => setState({ action, location }));
      };
      // Within a page (its search, sort, page) at once. To another page, the click (or key) is
      // answered first: the browser paints, then that page's code and data are asked for and its
      // render begins. Begun in the click's own task, they held up that paint by some 50 ms on a
      // slow phone (Interaction to Next Paint).
      if (location.pathname === pathname) open();
      else
        cancelOpening = afterNextPaint(() => {
          cancelOpening = null;
          open();
        });
      pathname = location.pathname;
    });
    return () => {
      stopListening();
      cancelOpening?.();
    };
  }, [history, guard, routes, basename]);
  return (
    <Router
      basename={basename}
      location={state.location}
      navigationType={state.action}
      navigator={guard.navigator}
    >
      <AppRoutes routes={routes} />
    </Router>
  );
}
