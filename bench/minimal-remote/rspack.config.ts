import path from "node:path";
import { defineConfig } from "@rspack/cli";
import type { moduleFederationPlugin } from "@module-federation/sdk";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { federationConfig } from "../../federation.config";
import { esmBundlerRuntime, scriptRule } from "../../rspack.config";

const REACT_KEYS = new Set(["react", "react/", "react-dom", "react-dom/"]);
/** React, shared exactly as the remote shares it; nothing else (the minimal remote uses nothing else). */
const sharedReact = Object.fromEntries(
  Object.entries(
    federationConfig.shared as moduleFederationPlugin.SharedObject,
  ).filter(([key]) => REACT_KEYS.has(key)),
);

/**
 * The minimal remote: the remote's federation settings (name, runtime options, React shared the same
 * way) around one static table, so the register's LCP can be compared with the floor of this architecture.
 */
// eslint-disable-next-line import/no-default-export -- the rspack CLI reads the default export
export default defineConfig({
  mode: "production",
  context: __dirname,
  entry: {},
  devtool: false,
  output: {
    path: path.resolve(__dirname, "dist"),
    publicPath: "auto",
    uniqueName: "natippc",
    filename: "[name].[contenthash:8].js",
    chunkFilename: "[name].[contenthash:8].js",
    clean: true,
  },
  resolve: { extensions: [".tsx", ".ts", ".js"], alias: esmBundlerRuntime() },
  module: { rules: [scriptRule(true)] },
  plugins: [
    new ModuleFederationPlugin({
      ...federationConfig,
      exposes: { "./App": "./lifecycles.ts" },
      shared: sharedReact,
    }),
  ],
  performance: { hints: false },
});
