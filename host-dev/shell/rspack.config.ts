import path from "node:path";
import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import pkg from "../../package.json";
import type { SHELL_SHARES } from "./shares";
import { appRules, CSS_PARSER } from "../../rspack.config";

const deps = pkg.dependencies;

/** What a portal shares with its remotes: React, as singletons (the keys are SHELL_SHARES). */
const SHARED_REACT: Record<(typeof SHELL_SHARES)[number], object> = {
  react: { singleton: true, requiredVersion: deps.react },
  "react/": { singleton: true, requiredVersion: deps.react },
  "react-dom": { singleton: true, requiredVersion: deps["react-dom"] },
  "react-dom/": { singleton: true, requiredVersion: deps["react-dom"] },
};

/**
 * The simulated portal shell: a Module Federation host that provides React and loads remotes at run time.
 * HOST_DEV_SHARE=none builds a portal that shares nothing (the benchmark's "nothing shared" case).
 */
export function shellConfig(mode: "development" | "production") {
  const production = mode === "production";
  const shareNothing = process.env.HOST_DEV_SHARE === "none";
  return defineConfig({
    mode,
    context: __dirname,
    entry: { shell: "./index.ts" },
    devtool: production ? false : "cheap-module-source-map",
    output: {
      path: path.resolve(__dirname, "../dist"),
      publicPath: "/shell/",
      uniqueName: "portal",
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      cssFilename: production ? "[name].[contenthash:8].css" : "[name].css",
      clean: true,
    },
    resolve: { extensions: [".tsx", ".ts", ".js"] },
    module: {
      parser: CSS_PARSER,
      rules: appRules(production),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: "portal",
        shared: shareNothing ? {} : SHARED_REACT,
        shareStrategy: "loaded-first",
        manifest: false,
        dts: false,
        // The remote leaves the federation runtime to its host (federation.config.ts, externalRuntime).
        experiments: { provideExternalRuntime: true },
      }),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __LOGIN_REDIRECT__: "true",
      }),
      new rspack.HtmlRspackPlugin({
        template: path.resolve(__dirname, "index.html"),
        filename: "index.html",
      }),
    ],
    performance: { hints: false },
  });
}

export default shellConfig(
  process.env.NODE_ENV === "development" ? "development" : "production",
);
