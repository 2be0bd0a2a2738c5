import type { ReactNode } from "react";
import { useCmsContent } from "../../api/endpoints/cms";
import { T } from "../../i18n/de";
import { CONTENT_TEXTS } from "../../i18n/content";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { Button } from "../../ui/button";
import styles from "./CmsContent.module.css";

/**
 * A content-service page through its states: the delayed spinner, the specification's failure
 * text with a retry, the same text for a page without content, else `children` with the HTML.
 */
export function CmsContent({
  path,
  children,
}: {
  path: string;
  children: (html: string) => ReactNode;
}) {
  const content = useCmsContent(path);
  if (content.data !== undefined) {
    return content.data.trim() === "" ? (
      <Alert type={ALERT_TYPES.Info}>{T.errors.contentUnavailable}</Alert>
    ) : (
      children(content.data)
    );
  }
  if (!content.isError)
    return <Spinner delayMs={SPINNER_DELAY_MS} label={CONTENT_TEXTS.loading} />;
  return (
    <Alert type={ALERT_TYPES.Danger} live>
      <p className={styles.message}>{T.errors.contentUnavailable}</p>
      <div className={styles.retry}>
        <Button
          type="button"

          // Stays focusable while the retry runs, so focus is not lost.
          aria-disabled={content.isFetching}
          onClick={() => {
            if (!content.isFetching) void content.refetch();
          }}
        >
          {CONTENT_TEXTS.retry}
        </Button>
        {content.isFetching && (
          <Spinner size={24} label={CONTENT_TEXTS.loading} />
        )}
      </div>
    </Alert>
  );
}
