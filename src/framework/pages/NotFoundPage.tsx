import { useNavigate } from "react-router";
import { Page } from "../page/Page";
import { T } from "../../i18n/de";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page title={T.pages.notFound}>
      <p>{T.pages.notFoundText}</p>
      <button type="button" onClick={() => navigate(-1)}>
        {T.pages.back}
      </button>
    </Page>
  );
}
