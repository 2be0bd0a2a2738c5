import { Page } from "../page";
import { useBackInApp } from "../routing";
import { T } from "../../i18n/de";

export function NotFoundPage() {
  const back = useBackInApp();
  return (
    <Page title={T.pages.notFound}>
      <p>{T.pages.notFoundText}</p>
      <button type="button" onClick={back}>
        {T.pages.back}
      </button>
    </Page>
  );
}
