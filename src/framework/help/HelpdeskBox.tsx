import { portalUrls } from "../../api/hostAddresses";
import { useId } from "react";
import { T } from "../../i18n/de";
import { PAGE_TEXTS } from "../../i18n/page";
import { useHost } from "../host";
import { PORTAL_HELP_PATHS } from "./helpLinks";
import { HelpToggle } from "./HelpToggle";
import styles from "./Help.module.css";

/**
 * The helpdesk info box 'Hilfe' (SPEC §2): what the info icons are, the context-help toggle where
 * the page has any, online help and the helpdesk.
 */
export function HelpdeskBox() {
  const { portalBaseUrl } = useHost();
  const headingId = useId();
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {T.ui.help}
      </h2>
      <HelpToggle intro={PAGE_TEXTS.help.text} />
      <ul className={styles.links}>
        <li>
          <a
            href={portalUrls(portalBaseUrl).page(PORTAL_HELP_PATHS.onlineHelp)}
          >
            {PAGE_TEXTS.help.onlineHelp}
          </a>
        </li>
        <li>
          <a href={portalUrls(portalBaseUrl).page(PORTAL_HELP_PATHS.helpdesk)}>
            {T.ui.contactHelpdesk}
          </a>
        </li>
      </ul>
    </aside>
  );
}
