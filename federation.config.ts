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
        // react-router in full still wins; see README, "The federation contract".
        treeShaking: { mode: "runtime-infer" },
      },
    },
    shareStrategy: "loaded-first",
    manifest: true,
    dts: false,
    experiments: {
      asyncStartup: true,
      // The host provides the federation runtime (its `provideExternalRuntime`): remoteEntry.js shrinks
      // from 33 to 10 kB gzip (with rspack.config.ts's ES-module bundler runtime). See README,
      // "The federation contract".
      externalRuntime: true,
      // This remote consumes no remotes, so the runtime's remote-loading code is dead weight.
      optimization: {
        disableSnapshot: true,
        disableRemote: true,
        target: "web",
      },
    },
  };
