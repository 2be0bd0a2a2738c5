import path from "node:path";
import type { moduleFederationPlugin } from "@module-federation/sdk";
import pkg from "./package.json";

const deps = pkg.dependencies;

/** The remote's federation contract (DESIGN.md §3). */
export const federationConfig: moduleFederationPlugin.ModuleFederationPluginOptions =
  {
    name: "natippc",
    filename: "remoteEntry.js",
    exposes: {
      "./App": "./src/expose/index.ts",
    },
    shared: {
      react: { singleton: true, requiredVersion: deps.react },
      "react/": { singleton: true, requiredVersion: deps.react },
      "react-dom": { singleton: true, requiredVersion: deps["react-dom"] },
      "react-dom/": { singleton: true, requiredVersion: deps["react-dom"] },
      "@tanstack/react-query": {
        singleton: true,
        requiredVersion: deps["@tanstack/react-query"],
      },
      jotai: { singleton: true, requiredVersion: deps.jotai },
      "react-router": {
        singleton: true,
        requiredVersion: deps["react-router"],
        // Shared in full, react-router brings its server half (RSC, sessions, cookies): 61 kB gzip on the
        // register's first load. Tree-shaken to what the remote uses: 30 kB. A host that provides
        // react-router in full still wins; see docs/embedding.md.
        treeShaking: { mode: "runtime-infer" },
      },
    },
    shareStrategy: "loaded-first",
    // A shared package outside its requiredVersion is never used: see the plugin.
    runtimePlugins: [
      path.resolve(__dirname, "src/expose/federation-runtime/shareGuard.ts"),
    ],
    manifest: true,
    dts: false,
    experiments: {
      asyncStartup: true,
      // The container uses the host's federation runtime where the host provides one (its
      // `provideExternalRuntime`): remoteEntry.js is 10 kB gzip instead of 33. Where it does not,
      // remoteEntry.js's prelude loads the remote's own runtime first (rspack.config.ts,
      // FederationRuntimeFallbackPlugin). See docs/adr/0001-one-remote-entry.md.
      externalRuntime: true,
      // This remote consumes no remotes, so the runtime's remote-loading code is dead weight.
      optimization: {
        disableSnapshot: true,
        disableRemote: true,
        target: "web",
      },
    },
  };
