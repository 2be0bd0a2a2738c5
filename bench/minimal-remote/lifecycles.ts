import React from "react";
import ReactDOMClient from "react-dom/client";
import singleSpaReact from "single-spa-react";
import { MinimalRegister } from "./MinimalRegister";

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: MinimalRegister,
  errorBoundary: () => React.createElement("p", null, "Fehler"),
});

export const { bootstrap, mount, unmount } = lifecycles;
