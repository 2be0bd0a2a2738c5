import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { rspackPortal } from "../shared/build.mjs";
import pkg from "./package.json" with { type: "json" };

const { react, "react-dom": reactDom } = pkg.dependencies;

// The pages' policy allows scripts from files of the page's and the remote's origin only (hosts.ts,
// scriptSrc): the page names its scripts as files and the production build evaluates no string.
export default defineConfig(
  rspackPortal(rspack, import.meta.dirname, {
    plugins: [
      new ModuleFederationPlugin({
        name: "portal",
        remotes: { natippc: "natippc@/remotes/natippc/mf-manifest.json" },
        shared: {
          react: { singleton: true, requiredVersion: react },
          "react/": { singleton: true, requiredVersion: react },
          "react-dom": { singleton: true, requiredVersion: reactDom },
          "react-dom/": { singleton: true, requiredVersion: reactDom },
        },
        // The remote's address is relative to the page: there is nothing to fetch its types from at build time.
        dts: false,
      }),
    ],
  }),
);
