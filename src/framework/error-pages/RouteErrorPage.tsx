import { T } from "../../i18n/de";

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

/** The generic route error page: for errors outside every page's own boundary. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail =
    statusOf(error) ?? (error instanceof Error ? error.message : String(error));
  return (
    <div role="alert">
      <h1>{T.pages.routeError}</h1>
      <p>{detail}</p>
    </div>
  );
}
