/**
 * Fetches IPPC Austria's type archive (@mf-types.zip beside its remoteEntry.js) into @mf-types/natippc,
 * as Module Federation's build plugin does for the hosts it builds: `node fetch-types.mjs [remoteEntry URL]`.
 */
import { consumeTypes } from "@module-federation/dts-plugin/core";

const entry =
  process.argv[2] ?? "http://localhost:3000/remotes/natippc/remoteEntry.js";

await consumeTypes({
  host: {
    context: import.meta.dirname,
    moduleFederationConfig: {
      name: "portal",
      remotes: { natippc: `natippc@${entry}` },
    },
    abortOnError: true,
    consumeAPITypes: true,
  },
});
