/**
 * Where the remote's own files are served from: the folder of remoteEntry.js (rspack's
 * output.publicPath "auto"), as an absolute URL; undefined outside a build (tests).
 */
export function ownFilesUrl(): string | undefined {
  return typeof __webpack_public_path__ === "string" && __webpack_public_path__
    ? new URL(__webpack_public_path__, document.baseURI).href
    : undefined;
}
