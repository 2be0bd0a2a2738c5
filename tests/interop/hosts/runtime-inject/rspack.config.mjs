import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { rspackPortal } from "../shared/build.mjs";

// No federation plugin: the portal loads IPPC Austria through the Module Federation runtime alone (src/natippc.ts).
export default defineConfig(
  rspackPortal(rspack, import.meta.dirname, {
    // React and the federation runtime in one bundle: above the default hint's 300 kB.
    performance: { hints: false },
  }),
);
