import { registerApplication, start } from "single-spa";
import {
  loadRemote,
  registerRemotes,
} from "@module-federation/enhanced/runtime";
import type { LifeCycles } from "single-spa";
import type { Environment, SessionUser } from "../../src/api/types";
import { getJson, postActiveRole } from "./portalApi";

export interface Breadcrumb {
  label: string;
  href: string;
}

/** Where host-dev serves the remote's build. */
export const REMOTE_MANIFEST = "/remotes/natippc/mf-manifest.json";

let registered = false;

/**
 * Loads IPPC Austria at run time through the Module Federation runtime and mounts it with single-spa,
 * handing over the handlers and the user and environment it fetched first (preloadedQueries).
 */
export async function mountNatippc(options: {
  onSession: (session: SessionUser | null) => void;
  setBreadcrumbs: (items: Breadcrumb[]) => void;
  onSessionExpired: () => void;
  login: (returnUrl: string) => void;
}) {
  if (registered) return;
  registered = true;
  const [user, env] = await Promise.all([
    getJson<SessionUser>("/natippc/api/auth/user"),
    getJson<Environment>("/natippc/api/env"),
  ]);
  options.onSession(user);
  registerRemotes([{ name: "natippc", entry: REMOTE_MANIFEST }]);
  registerApplication({
    name: "natippc",
    app: async () => {
      const remote = await loadRemote<LifeCycles>("natippc/App");
      if (!remote) throw new Error("IPPC Austria konnte nicht geladen werden.");
      return remote;
    },
    activeWhen: (location) => location.pathname.startsWith("/natippc"),
    customProps: () => ({
      basename: "/natippc",
      portalBaseUrl: "/portal",
      apiPrefix: ".",
      domElement: document.getElementById("natippc-container") ?? undefined,
      setBreadcrumbs: options.setBreadcrumbs,
      preloadedQueries: [
        ...(user ? [{ queryKey: ["auth", "user"], data: user }] : []),
        ...(env ? [{ queryKey: ["env"], data: env }] : []),
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
