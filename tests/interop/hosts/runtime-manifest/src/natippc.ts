import * as React from "react";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import { createInstance } from "@module-federation/runtime";
import type { LifeCycles } from "single-spa";
import pkg from "../package.json";
import { portalReactShares } from "../../shared/runtimeShares";

/** The portal's federation runtime: IPPC Austria from its manifest, the portal's React shared with it. */
const federation = createInstance({
  name: "portal",
  remotes: [{ name: "natippc", entry: "/remotes/natippc/mf-manifest.json" }],
  shared: portalReactShares(
    { React, ReactJsxRuntime, ReactDOM, ReactDOMClient },
    pkg.dependencies,
  ),
});

/** IPPC Austria's lifecycles, loaded by the portal's federation runtime. */
export async function loadNatippc(): Promise<LifeCycles> {
  const app = await federation.loadRemote<LifeCycles>("natippc/App");
  if (!app) throw new Error("natippc/App did not load");
  return app;
}
