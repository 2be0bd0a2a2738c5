import { defineConfig } from "vite";
import { federation } from "@module-federation/vite";
import pkg from "./package.json" with { type: "json" };

const { react, "react-dom": reactDom } = pkg.dependencies;

// The host configuration of @module-federation/vite's README; the page is index.html, served under /shell/.
export default defineConfig({
  base: "/shell/",
  plugins: [
    federation({
      name: "portal",
      remotes: {
        // The remote is built with rspack: its remoteEntry.js sets the global `natippc` ("var").
        natippc: {
          type: "var",
          name: "natippc",
          entry: "/remotes/natippc/remoteEntry.js",
          entryGlobalName: "natippc",
          shareScope: "default",
        },
      },
      shared: {
        react: { singleton: true, requiredVersion: react },
        "react/jsx-runtime": { singleton: true, requiredVersion: react },
        "react-dom": { singleton: true, requiredVersion: reactDom },
        "react-dom/client": { singleton: true, requiredVersion: reactDom },
      },
      // The remote's address is relative to the page: there is nothing to fetch its types from at build time.
      dts: false,
    }),
  ],
});
