import type { SessionUser, User } from "../../src/api/types";
import type { AppRoute } from "../../src/framework/routing/types";
import { renderApp, type RenderAppOptions } from "./renderApp";

export const ANONYMOUS: SessionUser = {
  isLoggedIn: false,
  user: {
    username: "anonymousUser",
    currentUserName: "anonymousUser",
    authorities: [],
    activeRole: null,
    switchableRoles: [],
  },
};

export function loggedIn(user: Partial<User> = {}): SessionUser {
  return {
    isLoggedIn: true,
    user: {
      username: "maria.huber",
      currentUserName: "Maria Huber",
      authorities: [{ authority: "ROLE_NATIPPC_REGISTERED" }],
      activeRole: null,
      switchableRoles: [],
      ...user,
    },
  };
}

/** A fetch that answers what the frame asks for on every page: no tasks, logs stored. */
export function quietFetch(tasks: unknown[] = []): jest.Mock {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/user-tasks")) return Response.json(tasks);
    if (url.includes("/api/log")) return new Response(null, { status: 204 });
    return Response.json(
      { status: 404, error: "not_found", message: url },
      { status: 404 },
    );
  });
}

/** Renders a route table the way the app does, in a memory router at `url` (renderApp). */
export function renderRoutes(
  table: AppRoute[],
  {
    session = ANONYMOUS,
    fetch = quietFetch(),
    ...options
  }: Omit<RenderAppOptions, "observeSession" | "environment" | "console"> = {},
) {
  return renderApp({ routes: table }, { session, fetch, ...options });
}
