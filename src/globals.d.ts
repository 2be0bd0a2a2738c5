/** Build-time constants (rspack DefinePlugin; jest defines them in tests/setup.ts). */
declare const __APP_VERSION__: string;
/** false when the build disables the forbidden page's redirect of anonymous visitors to sign-in. */
declare const __LOGIN_REDIRECT__: boolean;

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
/** The folder the remote's files are served from (rspack, output.publicPath "auto"). */
declare const __webpack_public_path__: string | undefined;

/** Hyphenopoly's module build (no types of its own): hyphenators by language. */
declare module "hyphenopoly" {
  interface HyphenopolyConfig {
    require: string[];
    minWordLength?: number;
    loader: (file: string, patterns: URL) => Promise<ArrayBuffer>;
  }
  const hyphenopoly: {
    config(
      config: HyphenopolyConfig,
    ): Map<string, Promise<(text: string) => string>>;
  };
  export default hyphenopoly;
}
/** WebAssembly files are emitted as files; the import is their URL. */
declare module "*.wasm" {
  const url: string;
  export default url;
}
/** MapLibre's worker is emitted as a file (rspack.config.ts); the import is its URL. */
declare module "maplibre-gl/dist/maplibre-gl-worker.mjs" {
  const url: string;
  export default url;
}
