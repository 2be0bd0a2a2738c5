import path from "node:path";
import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { federationConfig } from "./federation.config";
import pkg from "./package.json";

/** TypeScript and JSX through rspack's built-in SWC. */
export function scriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    options: {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        transform: {
          react: { runtime: "automatic", development: !production },
        },
      },
    },
    type: "javascript/auto",
  };
}

/** CSS Modules for components; plain CSS for the tokens, which are scoped by the app's root class. */
export const CSS_RULES = [
  { test: /\.module\.css$/, type: "css/module" },
  { test: /\.css$/, exclude: /\.module\.css$/, type: "css" },
];
export const CSS_PARSER = { "css/module": { namedExports: false } };

/**
 * The remote. Build settings:
 * - NATIPPC_LOGIN_REDIRECT=off disables the forbidden page's redirect of anonymous visitors to sign-in.
 */
export function remoteConfig(mode: "development" | "production") {
  const production = mode === "production";
  return defineConfig({
    mode,
    context: __dirname,
    // The container entry is the only entry: the portal loads ./App through remoteEntry.js.
    entry: {},
    devtool: production ? "source-map" : "cheap-module-source-map",
    output: {
      path: path.resolve(__dirname, "dist"),
      publicPath: "auto",
      uniqueName: "natippc",
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      cssFilename: production ? "[name].[contenthash:8].css" : "[name].css",
      cssChunkFilename: production
        ? "[name].[contenthash:8].css"
        : "[name].css",
      clean: true,
    },
    resolve: { extensions: [".tsx", ".ts", ".js"] },
    module: {
      rules: [scriptRule(production), ...CSS_RULES],
      parser: CSS_PARSER,
    },
    plugins: [
      new ModuleFederationPlugin(federationConfig),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __LOGIN_REDIRECT__: JSON.stringify(
          process.env.NATIPPC_LOGIN_REDIRECT !== "off",
        ),
      }),
    ],
    optimization: { splitChunks: { chunks: "async" } },
    performance: { hints: false },
  });
}

export default remoteConfig(
  process.env.NODE_ENV === "development" ? "development" : "production",
);
