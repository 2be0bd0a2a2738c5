/**
 * What a portal page that will mount this remote can ask for at once, in its HTML, instead of one
 * round trip after another (HTML → portal script → mf-manifest.json → remoteEntry.js → the App's
 * chunks → the page's chunk): the manifest, remoteEntry.js, the exposed App's files and the chunk of
 * the page at the address. All are taken from the build's own files beside remoteEntry.js —
 * `mf-manifest.json` and `chunk-groups.json` — so the list never goes stale. Pure and free of
 * browser APIs: a portal's server can call it (host-dev's does, see docs/embedding.md).
 *
 * Shared packages the portal does not provide come from `chunk-groups.json` too (`shared:<name>`,
 * the chunk the remote provides each from): the manifest names, per package, that chunk and the
 * fallback for when nobody provides it (jotai: two files, one never asked for).
 */

export interface PreloadHint {
  href: string;
  /** The `as` of `<link rel="preload">`: the manifest is fetched, the rest are scripts and styles. */
  as: "fetch" | "script" | "style";
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** The parts of Module Federation's `mf-manifest.json` the hints are taken from. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: Assets }[];
}

/** `chunk-groups.json`: each named chunk group with its files. */
export type ChunkGroups = Record<string, string[]>;

export const MANIFEST_FILE = "mf-manifest.json";
/** The file beside remoteEntry.js naming the files each chunk group needs (rspack.config.ts). */
export const CHUNK_GROUPS_FILE = "chunk-groups.json";
/** In CHUNK_GROUPS_FILE, the files a shared package is provided from: `shared:<package>`. */
export const SHARED_GROUP_PREFIX = "shared:";

/**
 * The chunk group of the page at `path` (below the app's basename): page chunks are named
 * `page-<first path segment>`, an installation's details page `page-installation-details`.
 */
export function pageChunkGroup(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  if (segments[0] === "installations" && segments.length > 1)
    return "page-installation-details";
  return `page-${segments[0] ?? "start"}`;
}

/** A share key ending in `/` provides every module below it (`react/` → `react/jsx-runtime`). */
const provided = (hostShares: readonly string[], name: string) =>
  hostShares.some((shared) =>
    shared.endsWith("/") ? name.startsWith(shared) : name === shared,
  );

const hintFor = (href: string): PreloadHint => ({
  href,
  as: href.endsWith(".css") ? "style" : "script",
});

export function preloadHints({
  manifest,
  chunkGroups,
  remoteUrl,
  hostShares,
  path,
}: {
  manifest: RemoteManifest;
  chunkGroups: ChunkGroups;
  /** Where the remote's files are served, ending in `/`. */
  remoteUrl: string;
  /** The share keys the portal provides (e.g. `react`, `react-dom/`): those are not loaded. */
  hostShares: readonly string[];
  /** The address below the app's basename, e.g. `installations/AT-IPPC-000001`. */
  path: string;
}): PreloadHint[] {
  const { remoteEntry } = manifest.metaData;
  const files = [
    `${remoteEntry.path ? `${remoteEntry.path}/` : ""}${remoteEntry.name}`,
    ...manifest.exposes.flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.css.sync,
    ]),
    ...Object.entries(chunkGroups)
      .filter(
        ([group]) =>
          group.startsWith(SHARED_GROUP_PREFIX) &&
          !provided(hostShares, group.slice(SHARED_GROUP_PREFIX.length)),
      )
      .flatMap(([, files]) => files),
    ...(chunkGroups[pageChunkGroup(path)] ?? []),
  ];
  return [
    { href: `${remoteUrl}${MANIFEST_FILE}`, as: "fetch" },
    ...[...new Set(files)].map((file) => hintFor(`${remoteUrl}${file}`)),
  ];
}
