/**
 * A single-spa root config as single-spa's documentation lays it out: the JavaScript that registers
 * the applications and starts single-spa. It renders with no framework and shares none: IPPC Austria
 * brings its own React. The federation runtime is @module-federation/enhanced's runtime API, no
 * build plugin.
 */
import { createInstance } from "@module-federation/enhanced/runtime";
import { registerApplication, start, type LifeCycles } from "single-spa";
import { natippcProps, renderPortal } from "../../shared/portal";

const federation = createInstance({
  name: "root_config",
  remotes: [{ name: "natippc", entry: "/remotes/natippc/mf-manifest.json" }],
});

renderPortal();

registerApplication({
  name: "natippc",
  app: async () => {
    const app = await federation.loadRemote<LifeCycles>("natippc/App");
    if (!app) throw new Error("natippc/App did not load");
    return app;
  },
  // The activity function: IPPC Austria is active on every path below its basename.
  activeWhen: (location) => location.pathname.startsWith("/natippc"),
  customProps: natippcProps({ providesContainer: true }),
});

start({ urlRerouteOnly: true });
