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
