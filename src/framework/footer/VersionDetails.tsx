import type { Environment } from "../../api/types";
import { FRAME_TEXTS } from "../../i18n/frame";
import { environmentLabel } from "../header";
import styles from "./Footer.module.css";

/** The version details (SPEC §2): application, version, version detail, build number, environment. */
export function VersionDetails({
  title,
  version,
  environment,
}: {
  title: string;
  version: string;
  environment: Environment | undefined;
}) {
  const details: [string, string | undefined][] = [
    [FRAME_TEXTS.footer.application, title],
    [FRAME_TEXTS.footer.versionLabel, version],
    [FRAME_TEXTS.footer.versionDetail, environment?.versionDetail],
    [FRAME_TEXTS.footer.buildNumber, environment?.buildNumber],
    [
      FRAME_TEXTS.header.environment,
      environment && environmentLabel(environment.environment),
    ],
  ];
  return (
    <dl className={styles.details}>
      {details
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
