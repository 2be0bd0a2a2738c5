import { registerApplication, start } from "single-spa";
import {
  loadRemote,
  registerRemotes,
} from "@module-federation/enhanced/runtime";
import type { LifeCycles } from "single-spa";
import type { Environment, SessionUser, UserApp } from "../../src/api/types";
import { getJson, postActiveRole } from "./portalApi";

export interface Breadcrumb {
  label: string;
  href: string;
}

/** Where host-dev serves the remote's build. */
const REMOTE_MANIFEST = "/remotes/natippc/mf-manifest.json";

let registered = false;

const isAppPath = (pathname: string) => pathname.startsWith("/natippc");

/**
 * Loads IPPC Austria at run time through the Module Federation runtime and mounts it with single-spa,
 * handing over the handlers and the user and environment it fetched first (preloadedQueries).
 */
export async function mountNatippc(options: {
  onSession: (session: SessionUser | null) => void;
  /** The portal's own list of applications, read once for the shell and the remote. */
  onApps: (apps: UserApp[]) => void;
  setBreadcrumbs: (items: Breadcrumb[]) => void;
  onSessionExpired: () => void;
  login: (returnUrl: string) => void;
}) {
  if (registered) return;
  registered = true;
  registerRemotes([{ name: "natippc", entry: REMOTE_MANIFEST }]);
  // On the app's own pages its code loads while the user and environment are fetched, not after
  // them; single-spa mounts it once both are there. A failure is reported when it mounts.
  let early = isAppPath(window.location.pathname)
    ? loadRemote<LifeCycles>("natippc/App")
    : null;
  early?.catch(() => undefined);
  // The shell lists the user's applications and the remote's footer needs them too: one request,
  // handed over as a preloaded query when it has answered by the time the remote mounts (the
  // remote is not kept waiting for it: it asks itself otherwise).
  let apps: UserApp[] | null = null;
  void getJson<UserApp[]>("/portal/api/userApps").then((list) => {
    apps = list;
    options.onApps(list ?? []);
  });
  const [user, env] = await Promise.all([
    getJson<SessionUser>("/natippc/api/auth/user"),
    getJson<Environment>("/natippc/api/env"),
  ]);
  options.onSession(user);
  registerApplication({
    name: "natippc",
    app: async () => {
      // Used once: after a failure, single-spa's next attempt loads afresh.
      const loading = early ?? loadRemote<LifeCycles>("natippc/App");
      early = null;
      const lifecycles = await loading;
      if (!lifecycles)
        throw new Error("IPPC Austria konnte nicht geladen werden.");
      return lifecycles;
    },
    activeWhen: (location) => isAppPath(location.pathname),
    customProps: () => ({
      basename: "/natippc",
      portalBaseUrl: "/portal",
      apiPrefix: ".",
      domElement: document.getElementById("natippc-container") ?? undefined,
      setBreadcrumbs: options.setBreadcrumbs,
      preloadedQueries: [
        ...(user ? [{ queryKey: ["auth", "user"], data: user }] : []),
        ...(env ? [{ queryKey: ["env"], data: env }] : []),
        ...(apps ? [{ queryKey: ["portal", "userApps"], data: apps }] : []),
      ],
      handlers: {
        login: options.login,
        sessionExpired: options.onSessionExpired,
        switchRole: postActiveRole,
      },
    }),
  });
  start({ urlRerouteOnly: true });
}
