import { T } from "../../i18n/de";
import { ErrorBox } from "../errors";

/** An error's HTTP status, where it carries one (a failed response, an HTTP error). */
function statusOf(error: unknown): string | null {
  const { status, statusText } = (error ?? {}) as {
    status?: unknown;
    statusText?: unknown;
  };
  if (typeof status !== "number") return null;
  return typeof statusText === "string" && statusText
    ? `${status} ${statusText}`
    : String(status);
}

/**
 * The generic route error page: for errors outside every page's own boundary (the frame's). An
 * error of the remote's own code (no status) is also an unexpected frontend error: the error box
 * with its Fehler-ID, logged (SPEC §8).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const status = statusOf(error);
  return (
    <div role="alert">
      <h1>{T.pages.routeError}</h1>
      <p>
        {status ?? (error instanceof Error ? error.message : String(error))}
      </p>
      {status === null && <ErrorBox error={error} />}
    </div>
  );
}
