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

/**
 * `fetch`, but the details of installation `id` never answer: its page stays as while they are on
 * their way, titled 'Anlagendetails', rather than showing what the answer makes of it.
 */
export function detailsPending(
  id: string,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  return (input, init) =>
    String(input).includes(`/ippcInstallations/${id}`)
      ? new Promise<Response>(() => {})
      : fetch(input, init);
}

/** Renders a route table the way the app does, in a memory router at `url` (renderApp). */
export async function renderRoutes(
  table: AppRoute[],
  {
    session = ANONYMOUS,
    fetch = quietFetch(),
    ...options
  }: Omit<RenderAppOptions, "observeSession" | "environment" | "console"> = {},
) {
  return renderApp({ routes: table }, { session, fetch, ...options });
}
