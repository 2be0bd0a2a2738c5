import {
  startTransition,
  Suspense,
  use,
  useLayoutEffect,
  useState,
  type ReactNode,
} from "react";
import {
  Router,
  type HistoryRouterProps,
  type RouteObject,
} from "react-router";
import { AppRoutes } from "./matches";
import { openPageAt } from "./pages";

interface RouterProps {
  history: HistoryRouterProps["history"];
  basename?: string;
  routes: RouteObject[];
}

/**
 * The app's router: react-router's `Router` over a history (the browser's in the app, a memory
 * history in tests) and the route objects. A navigation opens the page it goes to in the history's
 * listener, before the router renders it: the page's code and first data load in parallel from the
 * navigation, not from a render (one a transition may throw away). The router renders the new
 * location in a transition, so the page before stays while the next one's code loads.
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

function OpeningRouter({ history, basename, routes }: RouterProps) {
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        openPageAt(routes, location, basename);
        startTransition(() => setState({ action, location }));
      }),
    [history, routes, basename],
  );
  return (
    <Router
      basename={basename}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      <AppRoutes routes={routes} />
    </Router>
  );
}
