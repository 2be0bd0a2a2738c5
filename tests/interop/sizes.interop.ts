/**
 * The byte budgets of the production build (DESIGN §7, byteBudgets.ts), read from the served files:
 * remoteEntry.js with and without the remote's own federation runtime, the first rows' set, each
 * page and each part loaded on demand. What a set holds comes from the build's own account of its
 * chunk groups (chunk-groups.json); the first rows' set is what a portal is told to preload for
 * the register (preloadHints, with host-dev's shell providing React). On failure the table shows
 * every set, the ones over their limit marked. Served by the worker's interop server (fixtures.ts).
 */
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { BYTE_BUDGETS_KB } from "./byteBudgets";
import { SHELL_SHARES } from "../../host-dev/shell/shares";
import {
  preloadHints,
  SHARED_GROUP_PREFIX,
  type RemoteManifest,
} from "../../src/expose/preloadHints";

const KB = 1024;

async function served(baseUrl: string, file: string): Promise<string> {
  const response = await fetch(`${baseUrl}/remotes/natippc/${file}`);
  expect(response.status, file).toBe(200);
  return response.text();
}

interface Row {
  set: string;
  files: string[];
  limitKb: number;
}

test("the production build within its byte budgets", async ({ interopUrl }) => {
  const gzipCache = new Map<string, Promise<number>>();
  const gzipBytes = (file: string): Promise<number> => {
    let bytes = gzipCache.get(file);
    if (!bytes) {
      bytes = served(interopUrl, file).then((text) => gzipSync(text).length);
      gzipCache.set(file, bytes);
    }
    return bytes;
  };
  const groups = JSON.parse(
    await served(interopUrl, "chunk-groups.json"),
  ) as Record<string, string[]>;
  const manifest = JSON.parse(
    await served(interopUrl, "mf-manifest.json"),
  ) as RemoteManifest;
  const js = (group: string) => {
    const files = groups[group];
    expect(files, `chunk-groups.json has no group ${group}`).toBeDefined();
    return (files ?? []).filter((file) => file.endsWith(".js"));
  };
  const entry = await served(interopUrl, "remoteEntry.js");
  const runtime = /federation-runtime\.[0-9a-f]{8}\.js/.exec(entry)?.[0];
  expect(
    runtime,
    "remoteEntry.js names no federation runtime of its own",
  ).toBeDefined();
  const firstRows = preloadHints({
    manifest,
    chunkGroups: groups,
    remoteUrl: "",
    hostShares: SHELL_SHARES,
    path: "installations",
  })
    .filter(({ as }) => as === "script")
    .map(({ href }) => href);

  const pages = Object.keys(groups).filter((group) =>
    group.startsWith("page-"),
  );
  const parts = Object.keys(groups).filter(
    (group) =>
      !group.startsWith("page-") &&
      !group.startsWith(SHARED_GROUP_PREFIX) &&
      group !== "natippc" &&
      group !== "__federation_expose_App",
  );
  const rows: Row[] = [
    {
      set: "remoteEntry.js",
      files: ["remoteEntry.js"],
      limitKb: BYTE_BUDGETS_KB.remoteEntry,
    },
    {
      set: "remoteEntry.js + own runtime",
      files: ["remoteEntry.js", runtime ?? ""],
      limitKb: BYTE_BUDGETS_KB.remoteEntryWithRuntime,
    },
    {
      set: "first rows (/natippc/installations)",
      files: firstRows,
      limitKb: BYTE_BUDGETS_KB.firstRows,
    },
    ...pages.map((page) => {
      const limitKb = (BYTE_BUDGETS_KB.pages as Record<string, number>)[page];
      expect(limitKb, `byteBudgets.ts has no limit for ${page}`).toBeTruthy();
      return { set: page, files: js(page), limitKb: limitKb ?? 0 };
    }),
    ...parts.map((part) => ({
      set: part,
      files: js(part),
      limitKb: BYTE_BUDGETS_KB.largeParts[part] ?? BYTE_BUDGETS_KB.parts,
    })),
  ];

  const measured = await Promise.all(
    rows.map(async (row) => {
      const files = [...new Set(row.files)];
      const sizes = await Promise.all(files.map(gzipBytes));
      return { ...row, kb: sizes.reduce((sum, n) => sum + n, 0) / KB };
    }),
  );
  const over = measured.filter(({ kb, limitKb }) => kb > limitKb);
  const table = [
    "| set | gzip | limit | |",
    "| --- | ---: | ---: | --- |",
    ...measured.map(
      ({ set, kb, limitKb }) =>
        `| ${set} | ${kb.toFixed(1)} KB | ${limitKb} KB | ${kb > limitKb ? "OVER" : ""} |`,
    ),
  ].join("\n");
  console.log(`# byte budgets (gzip)\n${table}`);
  expect(
    over.map(({ set }) => set),
    `over budget (tests/interop/byteBudgets.ts):\n${table}`,
  ).toEqual([]);
});
