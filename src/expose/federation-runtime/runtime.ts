import * as runtimeCore from "@module-federation/runtime-core";

/**
 * The remote's own Module Federation runtime, loaded by remoteEntry.js's prelude (prelude.js) only
 * in hosts that do not provide one. It is handed over through a global the prelude removes again.
 */
(globalThis as Record<string, unknown>).__NATIPPC_FEDERATION_RUNTIME__ =
  runtimeCore;
