import { useRouteError } from "react-router";
import { Page } from "../page";
import { T } from "../../i18n/de";
import { ErrorBox } from "../errors";

/** A page that failed to load or render (SPEC §2 "Schwerer Fehler"). */
export function FatalErrorPage() {
  const error = useRouteError();
  return (
    <Page title={T.pages.fatal}>
      <ErrorBox error={error} />
    </Page>
  );
}
