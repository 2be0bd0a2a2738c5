import { defineConfig } from "@rspack/cli";
import { rspack } from "@rspack/core";
import { rspackPortal } from "../shared/build.mjs";

// No federation plugin: the root config loads IPPC Austria through the Module Federation runtime alone (src/root-config.ts).
export default defineConfig(
  rspackPortal(rspack, import.meta.dirname, {
    entry: "./src/root-config.ts",
  }),
);
