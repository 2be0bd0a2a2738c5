import { useState, type MouseEvent } from "react";
import { useEnvironment } from "../../api/endpoints/env";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { buttonClassName } from "../../ui/button/buttonClassName";
import { Dialog } from "../../ui/dialog/Dialog";
import { Tooltip } from "../../ui/tooltip";
import { environmentLabel } from "../header/environmentLabel";
import styles from "./Footer.module.css";

/**
 * The app version with a tooltip (title, version detail, build number); a double-click opens
 * the details in a dialog (SPEC §2).
 */
export function VersionInfo() {
  const { data: environment } = useEnvironment();
  const [open, setOpen] = useState(false);
  const title = environment?.title ?? T.app.title;
  const version = environment?.version ?? __APP_VERSION__;
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
  const tooltip = [
    title,
    environment?.versionDetail,
    environment?.buildNumber &&
      `${FRAME_TEXTS.footer.buildNumber} ${environment.buildNumber}`,
  ]
    .filter(Boolean)
    .join(" · ");

  function onClick(event: MouseEvent) {
    // detail counts the clicks: 0 for Enter, Space or a screen reader's activation, 2 for the
    // second click of a double-click. A single mouse click only shows the tooltip.
    if (event.detail !== 1) setOpen(true);
  }

  return (
    <>
      <Tooltip text={tooltip}>
        <button
          type="button"
          className={styles.version}
          aria-haspopup="dialog"
          onClick={onClick}
        >
          {FRAME_TEXTS.footer.version(version)}
        </button>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={FRAME_TEXTS.footer.versionTitle}
        actions={
          <button
            type="button"
            className={buttonClassName("primary")}
            onClick={() => setOpen(false)}
          >
            {T.ui.close}
          </button>
        }
      >
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
      </Dialog>
    </>
  );
}
