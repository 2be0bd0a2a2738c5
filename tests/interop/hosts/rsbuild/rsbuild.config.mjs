import { defineConfig } from "@rsbuild/core";
import { pluginModuleFederation } from "@module-federation/rsbuild-plugin";
import pkg from "./package.json" with { type: "json" };

const { react, "react-dom": reactDom } = pkg.dependencies;

// @rsbuild/core 2.2 (package.json) builds with the repository's @rspack/core 2.2: one rspack binary, not two.
export default defineConfig({
  source: { entry: { index: "./src/index.ts" } },
  output: { assetPrefix: "/shell/" },
  // The portal's page, as Rsbuild takes a page: a template of the project's own.
  html: { template: "./index.html" },
  plugins: [
    pluginModuleFederation({
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
});
