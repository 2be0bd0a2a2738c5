import * as React from "react";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import { createInstance } from "@module-federation/runtime";
import type { LifeCycles } from "single-spa";
import pkg from "../package.json";

const react = { singleton: true, requiredVersion: pkg.dependencies.react };
const reactDom = {
  singleton: true,
  requiredVersion: pkg.dependencies["react-dom"],
};

/** The portal's federation runtime: IPPC Austria from its manifest, the portal's React shared with it. */
const federation = createInstance({
  name: "portal",
  remotes: [{ name: "natippc", entry: "/remotes/natippc/mf-manifest.json" }],
  shared: {
    react: { version: React.version, lib: () => React, shareConfig: react },
    "react/jsx-runtime": {
      version: React.version,
      lib: () => ReactJsxRuntime,
      shareConfig: react,
    },
    "react-dom": {
      version: ReactDOM.version,
      lib: () => ReactDOM,
      shareConfig: reactDom,
    },
    "react-dom/client": {
      version: ReactDOM.version,
      lib: () => ReactDOMClient,
      shareConfig: reactDom,
    },
  },
});

/** IPPC Austria's lifecycles, loaded by the portal's federation runtime. */
export async function loadNatippc(): Promise<LifeCycles> {
  const app = await federation.loadRemote<LifeCycles>("natippc/App");
  if (!app) throw new Error("natippc/App did not load");
  return app;
}
