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
      },
    },
    shareStrategy: "loaded-first",
    manifest: true,
    dts: false,
    experiments: {
      asyncStartup: true,
      optimization: { disableSnapshot: true, target: "web" },
    },
  };
