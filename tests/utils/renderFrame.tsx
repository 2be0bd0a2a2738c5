import type { ReactNode } from "react";
import type { Environment, SessionUser, User } from "../../src/api/types";
import type { HostProps } from "../../src/framework/host";
import { renderApp } from "./renderApp";
import { ANONYMOUS, loggedIn, quietFetch } from "./renderRoutes";

export { ANONYMOUS, loggedIn, quietFetch };

export const SESSION_TIMEOUT_S = 30 * 60;

export const ENVIRONMENT: Environment = {
  sessionTimeout: SESSION_TIMEOUT_S,
  environment: "DEV",
  title: "IPPC Austria",
  version: "1.0.0",
  versionDetail: "test",
  buildNumber: "1",
};

/** Session users shaped like host-dev's personas (plus usp, which has no persona there). */
const AUTHORITY_ROLES = [
  { id: "AUTHORITY", name: "Behörde Oberösterreich" },
  { id: "AUTHORITY_ADMIN", name: "Behörde OÖ – Administration" },
];
const user = (fields: Partial<User>) => loggedIn(fields);
export const PERSONAS = {
  owner: user({ mainUser: true, userKind: "PORTAL" }),
  authority: user({
    username: "johann.leitner",
    currentUserName: "Ing. Johann Leitner",
    authorities: [
      { authority: "ROLE_AUTHORITY" },
      { authority: "ROLE_AUTHORITY_ADMIN" },
    ],
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    mainUserName: "Mag.a Elisabeth Gruber",
    mainUser: false,
    mainUserLoginName: "elisabeth.gruber",
  }),
  // Roles given on purpose: pvp, usp and oidc users must not get them.
  pvp: user({
    username: "pvp:thomas.wimmer@stmk.gv.at",
    currentUserName: "DI Thomas Wimmer",
    authorities: [{ authority: "ROLE_AUTHORITY" }],
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    pvp: true,
  }),
  usp: user({
    username: "usp:anna.berger",
    currentUserName: "Anna Berger",
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    usp: true,
  }),
  oidc: user({
    username: "oidc:stefan.pichler",
    currentUserName: "Stefan Pichler",
    activeRole: "AUTHORITY",
    switchableRoles: AUTHORITY_ROLES,
    oidc: true,
  }),
} satisfies Record<string, SessionUser>;

export interface FrameOptions {
  session?: SessionUser;
  host?: HostProps;
  fetch?: typeof globalThis.fetch;
  url?: string;
  environment?: Environment | null;
}

/**
 * Renders frame parts with everything a mount provides (renderApp: the user and environment
 * preloaded, the session observed) above a memory router with '/', '/start'. The logger's console
 * is returned as `console`.
 */
export async function renderFrame(
  ui: ReactNode,
  {
    session = PERSONAS.owner,
    host = {},
    fetch = quietFetch(),
    url = "/start",
    environment = ENVIRONMENT,
  }: FrameOptions = {},
) {
  const sink = {
    debug: jest.fn(),
    info: jest.fn(),
    warn: jest.fn(),
    error: jest.fn(),
  };
  const rendered = await renderApp(
    { frame: ui },
    {
      session,
      host,
      fetch,
      url,
      environment,
      observeSession: true,
      console: sink,
    },
  );
  return { ...rendered, console: sink };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The URLs a fetch mock was called with. */
export function requestedUrls(fetch: jest.Mock): string[] {
  return fetch.mock.calls.map(([input]) => String(input));
}
