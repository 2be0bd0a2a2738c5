import path from "node:path";

/** A portal in tests/interop/hosts/<kind>: its own project, built with its own bundler. */
export interface InteropHost {
  kind: string;
  bundler: "rspack" | "webpack" | "vite" | "rsbuild";
  /** It hands the remote domElement and setBreadcrumbs; otherwise the remote makes both itself. */
  providesContainer: boolean;
  /** The React it shares, when the remote cannot run on it: the remote must say so and step aside. */
  incompatibleReact?: string;
  /**
   * The libraries it shares in majors below the remote's ranges: the remote must take its own copies,
   * with one console warning per package, and work.
   */
  olderLibraries?: string[];
  /** It type-checks its use of the remote against the remote's type archive (fetch-types.mjs, tsc). */
  typedByArchive?: boolean;
  /**
   * It mounts the remote twice, as two single-spa root parcels under names and containers of their
   * own (#natippc-first, #natippc-second), with buttons to close each and to open both again.
   */
  parcels?: boolean;
  /**
   * The `script-src` its pages are served with, given the remote's origin, in place of host-dev's:
   * what the portal's server would send. host-dev's other directives stay.
   */
  scriptSrc?: (remoteOrigin: string) => string;
  /**
   * The project in tests/interop/hosts it is built from, when it is another kind's: the same
   * portal, served differently (its own `scriptSrc`). Built once, for that kind.
   */
  project?: string;
}

/** Where a host's project is, and what its build is named by. */
export function projectOf(host: InteropHost): string {
  return host.project ?? host.kind;
}

export const HOSTS_DIR = path.join(__dirname, "hosts");

export const HOSTS: readonly InteropHost[] = [
  { kind: "mf2-default", bundler: "rspack", providesContainer: true },
  { kind: "mf2-external-runtime", bundler: "rspack", providesContainer: true },
  {
    kind: "mf2-old-libs",
    bundler: "rspack",
    providesContainer: true,
    // Its react-router 6 is never in question: the remote's tree-shaken react-router 7 is its own.
    olderLibraries: ["@tanstack/react-query", "jotai"],
  },
  { kind: "runtime-manifest", bundler: "rspack", providesContainer: false },
  {
    kind: "runtime-entry",
    bundler: "rspack",
    providesContainer: true,
    typedByArchive: true,
  },
  { kind: "runtime-inject", bundler: "rspack", providesContainer: true },
  { kind: "webpack5-mf1", bundler: "webpack", providesContainer: false },
  {
    kind: "react18",
    bundler: "rspack",
    providesContainer: true,
    incompatibleReact: "18.3.1",
  },
  // A root config that renders with no framework and shares nothing: the remote brings its own React.
  {
    kind: "single-spa-root-config",
    bundler: "rspack",
    providesContainer: true,
  },
  { kind: "vite", bundler: "vite", providesContainer: true },
  { kind: "rsbuild", bundler: "rsbuild", providesContainer: true },
  // The previous minor of Module Federation 2's plugin and runtime (package.json): 2.8.
  { kind: "mf2-enhanced-2.8", bundler: "rspack", providesContainer: true },
  // Each parcel gets a container of the portal's and, without setBreadcrumbs, shows its own breadcrumbs.
  {
    kind: "parcels",
    bundler: "rspack",
    providesContainer: true,
    parcels: true,
  },
  {
    kind: "csp-strict",
    project: "mf2-default",
    bundler: "rspack",
    providesContainer: true,
    // No 'unsafe-eval', no 'wasm-unsafe-eval', no inline script: hyphenation cannot compile its patterns.
    scriptSrc: (remoteOrigin) => `'self' ${remoteOrigin}`,
  },
];
