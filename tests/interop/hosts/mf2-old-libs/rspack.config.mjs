import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { rspackPortal } from "../shared/build.mjs";
import pkg from "./package.json" with { type: "json" };

const deps = pkg.dependencies;
const { react, "react-dom": reactDom } = deps;

export default defineConfig(
  rspackPortal(rspack, import.meta.dirname, {
    plugins: [
      new ModuleFederationPlugin({
        name: "portal",
        // A portal that keeps its own majors beside a remote's newer ones: with the default
        // "version-first", Module Federation would hand the portal the remote's newer singletons.
        shareStrategy: "loaded-first",
        remotes: { natippc: "natippc@/remotes/natippc/mf-manifest.json" },
        shared: {
          react: { singleton: true, requiredVersion: react },
          "react/": { singleton: true, requiredVersion: react },
          "react-dom": { singleton: true, requiredVersion: reactDom },
          "react-dom/": { singleton: true, requiredVersion: reactDom },
          // The portal's own majors of the libraries the remote shares too: older than the remote's.
          "react-router": {
            singleton: true,
            requiredVersion: deps["react-router"],
          },
          "@tanstack/react-query": {
            singleton: true,
            requiredVersion: deps["@tanstack/react-query"],
          },
          jotai: { singleton: true, requiredVersion: deps.jotai },
        },
        // The remote's address is relative to the page: there is nothing to fetch its types from at build time.
        dts: false,
      }),
    ],
    // React, react-router, react-query and jotai in the portal's chunks: above the default hint's 300 kB.
    performance: { hints: false },
  }),
);
