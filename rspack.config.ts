import path from "node:path";
import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { federationConfig } from "./federation.config";
import pkg from "./package.json";

/**
 * The browsers the portal supports run ES2022 (React 19 needs them anyway): compiling further
 * down would give every module its own helpers for spread, destructuring and async functions.
 */
export const BROWSER_TARGET = "es2022";

/** TypeScript and JSX through rspack's built-in SWC. */
export function scriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    options: {
      jsc: {
        target: BROWSER_TARGET,
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
 * Module Federation's bundler runtime as an ES module. The plugin imports its CommonJS build, which
 * tree shaking cannot trim: with the federation runtime left to the host (federation.config.ts),
 * remoteEntry.js drops from 15 to 10 kB gzip. Should the paths ever differ, nothing is aliased.
 */
export function esmBundlerRuntime(): Record<string, string> {
  const commonJs =
    require.resolve("@module-federation/webpack-bundler-runtime");
  return commonJs.endsWith(".cjs")
    ? { [commonJs]: commonJs.replace(/\.cjs$/, ".js") }
    : {};
}

/**
 * The remote. Build settings:
 * - NATIPPC_LOGIN_REDIRECT=off disables the forbidden page's redirect of anonymous visitors to sign-in.
 */
export function remoteConfig(mode: "development" | "production") {
  const production = mode === "production";
  return defineConfig({
    mode,
    context: __dirname,
    target: ["web", BROWSER_TARGET],
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
      // The full builds of tree-shaken shared modules (independent-packages/) are written before the clean.
      clean: { keep: /[\\/]independent-packages([\\/]|$)/ },
    },
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      alias: esmBundlerRuntime(),
    },
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
    // Modules shared by a few pages stay in each page's chunk rather than a chunk of their own below
    // 40 kB: the register's first load takes five requests after remoteEntry.js instead of eight, which
    // on HTTP/1.1 (six connections per host) no longer queues react-router behind the others.
    optimization: { splitChunks: { chunks: "async", minSize: 40000 } },
    performance: { hints: false },
  });
}

export default remoteConfig(
  process.env.NODE_ENV === "development" ? "development" : "production",
);
