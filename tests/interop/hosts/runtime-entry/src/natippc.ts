import * as React from "react";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import { createInstance } from "@module-federation/runtime";
// The remote's own types, from its type archive (npm run types: fetch-types.mjs → @mf-types/natippc).
import type * as NatippcApp from "natippc/App";
import pkg from "../package.json";
import { portalReactShares } from "../../shared/runtimeShares";
import { natippcProps } from "../../shared/portal";

/** The portal's federation runtime: IPPC Austria from its remoteEntry.js, the portal's React shared with it. */
const federation = createInstance({
  name: "portal",
  remotes: [{ name: "natippc", entry: "/remotes/natippc/remoteEntry.js" }],
  shared: portalReactShares(
    { React, ReactJsxRuntime, ReactDOM, ReactDOMClient },
    pkg.dependencies,
  ),
});

/** What the portal hands the remote, checked against the remote's own HostProps. */
export const hostProps: NatippcApp.HostProps & { domElement?: HTMLElement } =
  natippcProps({ providesContainer: true });

/** IPPC Austria's lifecycles, loaded by the portal's federation runtime. */
export async function loadNatippc(): Promise<typeof NatippcApp> {
  const app = await federation.loadRemote<typeof NatippcApp>("natippc/App");
  if (!app) throw new Error("natippc/App did not load");
  return app;
}
