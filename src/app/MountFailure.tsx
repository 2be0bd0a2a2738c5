import { HttpProvider } from "../api/HttpContext";
import type { HttpClient } from "../api/http";
import type { Logger } from "../api/logger";
import { ErrorBox } from "../framework/errors";
import { T } from "../i18n/de";

/**
 * Last resort when the whole remote fails to render: none of the app's providers can be trusted
 * here, only the mount's own HTTP client and logger, which log the error with its Fehler-ID
 * (SPEC §8).
 */
export function MountFailure({
  error,
  mount,
}: {
  error: Error;
  mount?: { http: HttpClient; logger: Logger };
}) {
  return (
    <div role="alert">
      <h1>{T.pages.fatal}</h1>
      {mount ? (
        <HttpProvider http={mount.http} logger={mount.logger}>
          <ErrorBox error={error} />
        </HttpProvider>
      ) : (
        <p>{error.message}</p>
      )}
    </div>
  );
}
