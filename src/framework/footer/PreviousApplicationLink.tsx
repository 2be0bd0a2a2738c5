import { portalUrls } from "../../api/hostAddresses";
import { useUserApps } from "../../api/endpoints/portal";
import { FRAME_TEXTS } from "../../i18n/frame";
import { useHost } from "../host";
import { Icon } from "../../ui/icons";
import { useAfterFirstLoad } from "../chrome";
import { previousApplication } from "./previousApplication";
import styles from "./Footer.module.css";

/** Back to the application the visitor came from, else to the portal (SPEC §2). */
export function PreviousApplicationLink() {
  const { portalBaseUrl } = useHost();
  // Below the page's content: asked for once that is on screen.
  const { data: apps } = useUserApps({ enabled: useAfterFirstLoad() });
  // The referrer of the page load: client-side navigation within the app leaves it alone.
  const app = previousApplication(
    document.referrer,
    apps ?? [],
    window.location.href,
  );
  return (
    <a
      className={styles.previous}
      href={app?.url ?? portalUrls(portalBaseUrl).home}
    >
      <Icon name="back" />
      {app ? (
        <span>
          {FRAME_TEXTS.footer.previousApplication}: {app.shortName}
        </span>
      ) : (
        FRAME_TEXTS.footer.backToPortal
      )}
    </a>
  );
}
