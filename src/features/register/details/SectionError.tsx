import { Button } from "../../../ui/button";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { Alert, ALERT_TYPES } from "../../../ui/alert";
import styles from "./InstallationDetails.module.css";

/** A part of the page could not be loaded; the rest of the page stays usable. */
export function SectionError({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      type={ALERT_TYPES.Warning}
      title={message}
      className={styles.partError}
    >
      {onRetry && (
        <Button type="button" size="small" onClick={onRetry}>
          {DETAILS_TEXTS.retry}
        </Button>
      )}
    </Alert>
  );
}
