import * as React from "react";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import { createInstance } from "@module-federation/runtime";
// The remote's own types, from its type archive (npm run types: fetch-types.mjs → @mf-types/natippc).
import type * as NatippcApp from "natippc/App";
import pkg from "../package.json";
import { natippcProps } from "../../shared/portal";

const react = { singleton: true, requiredVersion: pkg.dependencies.react };
const reactDom = {
  singleton: true,
  requiredVersion: pkg.dependencies["react-dom"],
};

/** The portal's federation runtime: IPPC Austria from its remoteEntry.js, the portal's React shared with it. */
const federation = createInstance({
  name: "portal",
  remotes: [{ name: "natippc", entry: "/remotes/natippc/remoteEntry.js" }],
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

/** What the portal hands the remote, checked against the remote's own HostProps. */
export const hostProps: NatippcApp.HostProps & { domElement?: HTMLElement } =
  natippcProps({ providesContainer: true });

/** IPPC Austria's lifecycles, loaded by the portal's federation runtime. */
export async function loadNatippc(): Promise<typeof NatippcApp> {
  const app = await federation.loadRemote<typeof NatippcApp>("natippc/App");
  if (!app) throw new Error("natippc/App did not load");
  return app;
}
