/**
 * What the builds of the interop hosts have in common: the entry, the output under /shell/, TypeScript
 * through swc, and the portal's page (shared/index.html). Each host's own config adds what it
 * demonstrates: its federation plugin and its options, or none.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The portal's page, titled with the host's name (its folder). */
export function portalPage(dir) {
  return readFileSync(new URL("index.html", import.meta.url), "utf8").replace(
    "%HOST%",
    path.basename(dir),
  );
}

/**
 * The common part of a host's webpack or rspack config; `loader` is the bundler's swc loader
 * ("builtin:swc-loader" in rspack, "swc-loader" in webpack).
 */
export function portalBuild(dir, loader) {
  return {
    context: dir,
    entry: "./src/index.ts",
    output: { publicPath: "/shell/", filename: "[name].[contenthash:8].js" },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader,
          options: { jsc: { parser: { syntax: "typescript" } } },
          type: "javascript/auto",
        },
      ],
    },
  };
}

/**
 * A host's rspack config: the common part, the host's `plugins` and other options, and the page made
 * by the host's own rspack (`rspack` from its @rspack/core).
 */
export function rspackPortal(rspack, dir, { plugins = [], ...options } = {}) {
  return {
    ...portalBuild(dir, "builtin:swc-loader"),
    ...options,
    plugins: [
      ...plugins,
      new rspack.HtmlRspackPlugin({ templateContent: portalPage(dir) }),
    ],
  };
}
