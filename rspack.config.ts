import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@rspack/cli";
import { rspack, type Compiler, type RspackOptions } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import type { moduleFederationPlugin } from "@module-federation/sdk";
import { federationConfig } from "./federation.config";
import {
  CHUNK_GROUPS_FILE,
  SHARED_GROUP_PREFIX,
} from "./src/expose/preloadHints";
import pkg from "./package.json";

/**
 * The browsers the portal supports run ES2022 (React 19 needs them anyway): compiling further
 * down would give every module its own helpers for spread, destructuring and async functions.
 */
export const BROWSER_TARGET = "es2022";

/** TypeScript and JSX through rspack's built-in SWC. */
export function scriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    options: {
      jsc: {
        target: BROWSER_TARGET,
        parser: { syntax: "typescript", tsx: true },
        transform: {
          react: { runtime: "automatic", development: !production },
        },
      },
    },
    type: "javascript/auto",
  };
}

/** CSS Modules for components; plain CSS for the tokens, which are scoped by the app's root class. */
const CSS_RULES = [
  { test: /\.module\.css$/, type: "css/module" },
  { test: /\.css$/, exclude: /\.module\.css$/, type: "css" },
];
export const CSS_PARSER = { "css/module": { namedExports: false } };

/** Every module the app's source imports: scripts, styles and the hyphenation patterns. */
export function appRules(production: boolean) {
  return [
    scriptRule(production),
    ...CSS_RULES,
    // The hyphenation patterns (src/ui/hyphenation) are fetched as a file, not compiled in.
    { test: /\.wasm$/, type: "asset/resource" as const },
    // MapLibre's worker is a file of its own, whose URL the map hands to MapLibre (setWorkerUrl):
    // bundled, MapLibre cannot find it beside itself.
    { test: /maplibre-gl-worker\.mjs$/, type: "asset/resource" as const },
    // Hyphenopoly names its patterns folder by URL, MapLibre its worker: our code gives them the
    // one file each needs, so their `new URL(…, import.meta.url)` are no assets to bundle.
    {
      test: /[\\/](hyphenopoly|maplibre-gl)[\\/]/,
      parser: { url: false },
    },
  ];
}

/**
 * Module Federation's bundler runtime as an ES module. The plugin imports its CommonJS build, which
 * tree shaking cannot trim: with the federation runtime left to the host (federation.config.ts),
 * remoteEntry.js drops from 15 to 10 kB gzip. Should the paths ever differ, nothing is aliased.
 */
export function esmBundlerRuntime(): Record<string, string> {
  const commonJs =
    require.resolve("@module-federation/webpack-bundler-runtime");
  return commonJs.endsWith(".cjs")
    ? { [commonJs]: commonJs.replace(/\.cjs$/, ".js") }
    : {};
}

/**
 * react-router 7 points every condition of its package at its development build, whose only
 * difference from the production build beside it is that its warnings for developers are on
 * (remix-run/react-router#12532). A production build takes the production one: the warnings'
 * code goes, and nothing warns a visitor's console. Should the file ever move, nothing is aliased.
 */
function productionReactRouter(production: boolean): Record<string, string> {
  const file = path.join(
    path.dirname(require.resolve("react-router/package.json")),
    "dist/production/index.mjs",
  );
  return production && existsSync(file) ? { "react-router$": file } : {};
}

/**
 * The remote's own federation runtime: without snapshots (nothing reads a manifest through it), but
 * with remote loading, which a portal that takes a tree-shaken shared package from this remote
 * needs to load the package's full build (independent-packages/).
 */
const OWN_RUNTIME_DEFINES = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
  ENV_TARGET: JSON.stringify("web"),
};

/** Builds src/expose/federation-runtime/runtime.ts alone (no federation plugin, so not externalised). */
async function buildOwnRuntime(mode: "development" | "production") {
  const outDir = await mkdtemp(path.join(tmpdir(), "natippc-runtime-"));
  const config: RspackOptions = {
    mode,
    context: __dirname,
    target: ["web", BROWSER_TARGET],
    entry: { runtime: "./src/expose/federation-runtime/runtime.ts" },
    devtool: false,
    output: { path: outDir, filename: "[name].js", iife: true },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [scriptRule(mode === "production")] },
    plugins: [new rspack.DefinePlugin(OWN_RUNTIME_DEFINES)],
  };
  try {
    const stats = await new Promise<{
      hasErrors(): boolean;
      toString(o: object): string;
    }>((resolve, reject) => {
      const compiler = rspack(config);
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error || !result) reject(error ?? new Error("no stats"));
        else resolve(result);
      });
    });
    if (stats.hasErrors())
      throw new Error(stats.toString({ all: false, errors: true }));
    const code = await readFile(path.join(outDir, "runtime.js"), "utf8");
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 8);
    return { file: `federation-runtime.${hash}.js`, code };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * One remoteEntry.js for every host: the container (built for a host-provided federation runtime)
 * is wrapped in src/expose/federation-runtime/prelude.js, which loads the remote's own runtime,
 * emitted beside it, only where the host provides none. See docs/adr/0001-one-remote-entry.md.
 */
class FederationRuntimeFallbackPlugin {
  apply(compiler: Compiler) {
    const name = "FederationRuntimeFallbackPlugin";
    const { name: global } = federationConfig;
    const filename = federationConfig.filename ?? "remoteEntry.js";
    const declaration = `var ${global};`;
    const prelude = readFileSync(
      path.join(__dirname, "src/expose/federation-runtime/prelude.js"),
      "utf8",
    );
    // The package exports no package.json: read it beside its entry (dist/index.cjs).
    const runtimePackage = path.join(
      path.dirname(require.resolve("@module-federation/runtime-core")),
      "../package.json",
    );
    const major = String(
      JSON.parse(readFileSync(runtimePackage, "utf8")).version,
    ).split(".")[0];
    let runtime: ReturnType<typeof buildOwnRuntime> | undefined;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          const entry = compilation.getAsset(filename);
          // The build of a shared module's full copy (independent-packages/) has no container.
          if (!entry) return;
          const source = entry.source.source().toString();
          if (!source.startsWith(declaration))
            throw new Error(
              `${name}: ${filename} does not start with "${declaration}"`,
            );
          runtime ??= buildOwnRuntime(
            compiler.options.mode === "production"
              ? "production"
              : "development",
          );
          const { file, code } = await runtime;
          compilation.emitAsset(file, new rspack.sources.RawSource(code));
          const wrapped = new rspack.sources.ReplaceSource(entry.source);
          wrapped.replace(
            0,
            declaration.length - 1,
            `${declaration}(${prelude.trim()})(function(){`,
          );
          wrapped.insert(
            source.length,
            `\n},${JSON.stringify(file)},${JSON.stringify(major)});`,
          );
          compilation.updateAsset(filename, wrapped);
        },
      );
    });
  }
}

/**
 * Writes CHUNK_GROUPS_FILE: for each named chunk group — the exposed App, each lazily loaded page
 * and part — its JavaScript and CSS files, the split chunks it shares with others included; and,
 * as `shared:<package>`, the files this remote provides each shared package from. The
 * byte budgets of `npm test` are read from it, so what a page loads is the build's own account, not
 * a list kept by hand.
 */
class ChunkGroupsPlugin {
  apply(compiler: Compiler) {
    const name = "ChunkGroupsPlugin";
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          const filesOf = (chunkGroup: { getFiles(): string[] }) =>
            chunkGroup
              .getFiles()
              .filter((file) => /\.(js|css)$/.test(file))
              .sort();
          for (const [group, chunkGroup] of compilation.namedChunkGroups)
            groups[group] = filesOf(chunkGroup);
          // The chunks each shared package is provided from by this remote (not its fallback).
          for (const chunkGroup of compilation.chunkGroups)
            for (const origin of chunkGroup.origins) {
              const provided =
                /^provide shared module \([^)]*\) (.+)@[^@]+ = /.exec(
                  origin.module?.identifier() ?? "",
                );
              if (provided)
                groups[`${SHARED_GROUP_PREFIX}${provided[1]}`] =
                  filesOf(chunkGroup);
            }
          compilation.emitAsset(
            CHUNK_GROUPS_FILE,
            new rspack.sources.RawSource(JSON.stringify(groups, null, 2)),
          );
        },
      );
    });
  }
}

const DIST = path.resolve(__dirname, "dist");

/** Where the production build's source maps go: beside dist/, never served with it. */
const SOURCE_MAPS_DIR = path.resolve(__dirname, "source-maps");

/**
 * Moves the source maps out of what is served: each `.map` leaves the output for the same path
 * below `maps`, also those of the federation plugin's builds of full shared packages, which run
 * with this build's plugins into independent-packages/. The served files name no map
 * (devtool "hidden-source-map"). See
 * docs/adr/0040-source-maps-beside-the-build.md.
 */
class SourceMapsAsidePlugin {
  constructor(
    private readonly output: string,
    private readonly maps: string,
  ) {}

  apply(compiler: Compiler) {
    const name = "SourceMapsAsidePlugin";
    compiler.hooks.run.tapPromise(name, async () => {
      // The federation plugin's own builds run inside this one: only the build itself starts afresh.
      if (path.resolve(compiler.outputPath) !== this.output) return;
      await rm(this.maps, { recursive: true, force: true });
      // Those builds do not clean their folders: a map an earlier build left there goes too.
      const files = await readdir(this.output, { recursive: true }).catch(
        () => [],
      );
      for (const file of files)
        if (file.endsWith(".map")) await rm(path.join(this.output, file));
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const folder = path.join(
            this.maps,
            path.relative(this.output, compiler.outputPath),
          );
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith(".map")) continue;
            const file = path.join(folder, asset.name);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, asset.source.buffer());
            compilation.deleteAsset(asset.name);
          }
        },
      );
    });
  }
}

/**
 * The remote. Build settings:
 * - NATIPPC_LOGIN_REDIRECT=off disables the forbidden page's redirect of anonymous visitors to sign-in.
 */
export function remoteConfig(mode: "development" | "production") {
  const production = mode === "production";
  return defineConfig({
    mode,
    context: __dirname,
    target: ["web", BROWSER_TARGET],
    // The container entry is the only entry: the portal loads ./App through remoteEntry.js.
    entry: {},
    devtool: production ? "hidden-source-map" : "cheap-module-source-map",
    output: {
      path: DIST,
      publicPath: "auto",
      uniqueName: "natippc",
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      cssFilename: production ? "[name].[contenthash:8].css" : "[name].css",
      cssChunkFilename: production
        ? "[name].[contenthash:8].css"
        : "[name].css",
      // The full builds of tree-shaken shared modules (independent-packages/) are written before the clean.
      clean: { keep: /[\\/]independent-packages([\\/]|$)/ },
    },
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      alias: { ...esmBundlerRuntime(), ...productionReactRouter(production) },
    },
    module: {
      rules: appRules(production),
      parser: CSS_PARSER,
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationConfig,
        // The type archive (@mf-types.zip, @mf-types.d.ts) for TypeScript hosts, from the production
        // build only, made locally (nothing is fetched). Its ./App is the contract the exposed
        // module implements, not the module itself: tsc then reads a handful of files, not the
        // whole app (13 s of the build before). docs/adr/0026-type-archive-from-the-contract.md
        dts: production && {
          generateTypes: {
            abortOnError: true,
            extractThirdParty: false,
            // The builds run in a CLI process of their own already; a second process for tsc is
            // another second of start-up.
            compileInChildProcess: false,
            moduleFederationConfig: {
              ...federationConfig,
              exposes: { "./App": "./src/expose/contract.ts" },
            },
          } as moduleFederationPlugin.DtsRemoteOptions,
          consumeTypes: false,
          displayErrorInTerminal: true,
        },
      }),
      new FederationRuntimeFallbackPlugin(),
      new ChunkGroupsPlugin(),
      ...(production ? [new SourceMapsAsidePlugin(DIST, SOURCE_MAPS_DIR)] : []),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __LOGIN_REDIRECT__: JSON.stringify(
          process.env.NATIPPC_LOGIN_REDIRECT !== "off",
        ),
      }),
    ],
    // Modules shared by a few pages stay in each page's chunk rather than a chunk of their own below
    // 40 kB: the register's first load takes five requests after remoteEntry.js instead of eight, which
    // on HTTP/1.1 (six connections per host) no longer queues react-router behind the others.
    optimization: { splitChunks: { chunks: "async", minSize: 40000 } },
    performance: { hints: false },
  });
}

export default remoteConfig(
  process.env.NODE_ENV === "development" ? "development" : "production",
);
