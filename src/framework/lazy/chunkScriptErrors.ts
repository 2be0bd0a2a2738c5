import { ownFilesUrl } from "../host";

/**
 * A portal that answers a missing file with its HTML page (200 text/html) has the browser run that
 * page as the chunk's script: it throws a SyntaxError at the portal's window before the chunk's
 * load fails. That load failure is what the part reports (loadChunk: a new version); the
 * SyntaxError is the same failure and no error of the portal's page, so it is taken here (not
 * reported as uncaught). The script that threw is the one running (`document.currentScript`),
 * also when a file from another origin has its error muted ("Script error.", no error object).
 * Added by `mount`, removed by `unmount` (the returned function).
 */
export function handleChunkScriptErrors(): () => void {
  const own = ownFilesUrl();
  if (own === undefined) return () => undefined;
  const onError = (event: ErrorEvent) => {
    const script = document.currentScript;
    const file =
      script instanceof HTMLScriptElement ? script.src : event.filename;
    if (
      file.startsWith(own) &&
      (event.error == null || event.error instanceof SyntaxError)
    )
      event.preventDefault();
  };
  window.addEventListener("error", onError);
  return () => window.removeEventListener("error", onError);
}
