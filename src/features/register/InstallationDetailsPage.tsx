import { useParams } from "react-router";
import { useInstallation } from "../../api/endpoints/installations";
import { useUiTemplate } from "../../api/endpoints/uitemplate";
import { HttpError } from "../../api/errors";
import { Button } from "../../ui/button";
import { Page as PageFrame } from "../../framework/page";
import { NotFoundPage } from "../../framework/error-pages";
import { T } from "../../i18n/de";
import { DETAILS_TEXTS } from "../../i18n/details";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner, useDelayedAppearance } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { BackLink } from "./details/BackLink";
import { InstallationDetails } from "./details/InstallationDetails";
import { NOTICE_TEMPLATE_ID } from "./prefetch";
import styles from "./Register.module.css";

/** How long the details wait for the notice above them; a notice that takes longer moves them down. */
const NOTICE_WAIT_MS = 1500;

/** /installations/:id — one installation of the register. */
export function InstallationDetailsPage() {
  const { id = "" } = useParams();
  const query = useInstallation(id);
  // Requested alongside the installation, and briefly waited for: the notice is there when the
  // details render instead of pushing them down a moment later.
  const notice = useUiTemplate(NOTICE_TEMPLATE_ID);
  const noticeWaitOver = useDelayedAppearance(NOTICE_WAIT_MS);
  if (query.data && (!notice.isPending || noticeWaitOver))
    return <InstallationDetails installation={query.data} />;
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
          <Button
            type="button"

            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {DETAILS_TEXTS.retry}
          </Button>
        </Alert>
      ) : (
        <div className={styles.pending}>
          <Spinner delayMs={SPINNER_DELAY_MS} />
        </div>
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
