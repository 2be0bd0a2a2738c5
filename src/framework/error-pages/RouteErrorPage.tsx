import { isRouteErrorResponse, useRouteError } from "react-router";
import { T } from "../../i18n/de";

/** The generic route error page: for errors outside every page's own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert">
      <h1>{T.pages.routeError}</h1>
      <p>{detail}</p>
    </div>
  );
}
