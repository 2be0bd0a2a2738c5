// The portal's React, taken from the share scope before any app loads, as a portal that renders with it does.
import "react";
import "react/jsx-runtime";
import "react-dom/client";
import { natippcProps, startPortal } from "../../shared/portal";

// natippc/App: the remote declared in rsbuild.config.mjs.
startPortal(
  () => import("natippc/App"),
  natippcProps({ providesContainer: true }),
);
