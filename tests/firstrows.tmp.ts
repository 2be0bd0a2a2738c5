import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SHELL_SHARES } from "../host-dev/shell/shares";
import { preloadHints, type RemoteManifest } from "../src/expose/preloadHints";
const dir = process.argv[2] ?? "dist";
const groups = JSON.parse(readFileSync(`${dir}/chunk-groups.json`, "utf8"));
const manifest = JSON.parse(readFileSync(`${dir}/mf-manifest.json`, "utf8")) as RemoteManifest;
const files = preloadHints({ manifest, chunkGroups: groups, remoteUrl: "", hostShares: SHELL_SHARES, path: "installations" })
  .filter(({ as }) => as === "script").map(({ href }) => href);
let total = 0;
for (const f of files) { const n = gzipSync(readFileSync(`${dir}/${f}`)).length; total += n; console.log(n, f); }
console.log("total", total, (total/1024).toFixed(2));
