import { portalUrls } from "../../api/hostAddresses";
import { FRAME_TEXTS } from "../../i18n/frame";
import { useHost } from "../host";
import { PreviousApplicationLink } from "./PreviousApplicationLink";
import { TestSettings } from "./TestSettings";
import { VersionInfo } from "./VersionInfo";
import styles from "./Footer.module.css";

const TEXTS = FRAME_TEXTS.footer;

/** Portal pages the footer links to (SPEC §2). */
const FOOTER_LINKS = [
  { label: TEXTS.about, path: "/about" },
  { label: TEXTS.imprint, path: "/impressum" },
  { label: TEXTS.accessibility, path: "/barrierefreiheit" },
  { label: TEXTS.dataProtection, path: "/datenschutz" },
  { label: TEXTS.helpdesk, path: "/helpdesk" },
] as const;

export function Footer() {
  const { portalBaseUrl } = useHost();
  return (
    <footer className={styles.footer}>
      <PreviousApplicationLink />
      <nav aria-label={TEXTS.links}>
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.path}>
              <a href={portalUrls(portalBaseUrl).page(link.path)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.meta}>
        <VersionInfo />
        <TestSettings />
      </div>
    </footer>
  );
}
