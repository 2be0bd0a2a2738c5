import { useParams } from "react-router";
import { useInstallation } from "../../api/endpoints/installations";
import { HttpError } from "../../api/errors";
import buttons from "../../framework/page/Button.module.css";
import { Page as PageFrame } from "../../framework/page/Page";
import { NotFoundPage } from "../../framework/pages/NotFoundPage";
import { T } from "../../i18n/de";
import { DETAILS_TEXTS } from "../../i18n/details";
import { Alert } from "../../ui/alert/Alert";
import { ALERT_TYPES } from "../../ui/alert/alertTypes";
import { Spinner } from "../../ui/spinner/Spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { BackLink } from "./details/BackLink";
import { InstallationDetails } from "./details/InstallationDetails";

/** /installations/:id — one installation of the register. */
export function Page() {
  const { id = "" } = useParams();
  const query = useInstallation(id);
  if (query.data) return <InstallationDetails installation={query.data} />;
  if (isUnknownInstallation(query.error)) return <NotFoundPage />;
  return (
    <PageFrame title={T.routes.installationDetails}>
      <BackLink />
      {query.isError ? (
        <Alert
          type={ALERT_TYPES.Danger}
          title={T.errors.contentUnavailable}
          live
        >
          <button
            type="button"
            className={buttons.button}
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {DETAILS_TEXTS.retry}
          </button>
        </Alert>
      ) : (
        <Spinner delayMs={SPINNER_DELAY_MS} />
      )}
    </PageFrame>
  );
}

/**
 * No such installation: 404, or 400 for an id that cannot exist. A 400 with an HTML page is the
 * firewall's rejection (SPEC §4), which the frame reports in its own modal.
 */
function isUnknownInstallation(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.status === 404 || (error.status === 400 && !error.isHtml))
  );
}
