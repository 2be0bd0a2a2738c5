import webpack from "webpack";
import { portalBuild, portalPage } from "../shared/build.mjs";
import pkg from "./package.json" with { type: "json" };

const { react, "react-dom": reactDom } = pkg.dependencies;

/** index.html with the entry's scripts, written beside them: what html-webpack-plugin does, without its dependencies. */
class IndexHtml {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("IndexHtml", (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: "IndexHtml",
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        () => {
          const scripts = [...compilation.entrypoints.get("main").getFiles()]
            .filter((file) => file.endsWith(".js"))
            .map((file) => `<script defer src="/shell/${file}"></script>`);
          const html = portalPage(import.meta.dirname);
          compilation.emitAsset(
            "index.html",
            new webpack.sources.RawSource(
              html.replace("</head>", `${scripts.join("")}</head>`),
            ),
          );
        },
      );
    });
  }
}

export default {
  ...portalBuild(import.meta.dirname, "swc-loader"),
  plugins: [
    new webpack.container.ModuleFederationPlugin({
      name: "portal",
      remotes: { natippc: "natippc@/remotes/natippc/remoteEntry.js" },
      shared: {
        react: { singleton: true, requiredVersion: react },
        "react/": { singleton: true, requiredVersion: react },
        "react-dom": { singleton: true, requiredVersion: reactDom },
        "react-dom/": { singleton: true, requiredVersion: reactDom },
      },
    }),
    new IndexHtml(),
  ],
};
