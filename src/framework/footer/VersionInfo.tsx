import { Suspense, useState } from "react";
import { useEnvironment } from "../../api/endpoints/env";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Dialog, DialogCloseButton } from "../../ui/dialog";
import { Tooltip } from "../../ui/tooltip";
import { lazyWithPreload, useOpenedOnce } from "../lazy";
import styles from "./Footer.module.css";

// Few visitors open the details: they load when first asked for. The dialog itself is here, so a
// failed load is told inside the dialog the user opened, not squeezed into the footer's row.
const VersionDetails = lazyWithPreload("version-dialog", () =>
  import(/* webpackChunkName: "version-dialog" */ "./VersionDetails").then(
    (module) => module.VersionDetails,
  ),
);

/**
 * The app version with a tooltip (title, version detail, build number) on hover and focus; a
 * double-click opens the details in a dialog (SPEC §2), and so do a single click, a tap, Enter and
 * Space: a button that says it opens a dialog opens it however it is pressed.
 */
export function VersionInfo() {
  const { data: environment } = useEnvironment();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const close = () => setOpen(false);
  const title = environment?.title ?? T.app.title;
  const version = environment?.version ?? __APP_VERSION__;
  const tooltip = [
    title,
    environment?.versionDetail,
    environment?.buildNumber &&
      `${FRAME_TEXTS.footer.buildNumber} ${environment.buildNumber}`,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <>
      <Tooltip text={tooltip}>
        <button
          type="button"
          className={styles.version}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onFocus={VersionDetails.preload}
        >
          {FRAME_TEXTS.footer.version(version)}
        </button>
      </Tooltip>
      {opened && (
        // Outside the dialog: its focus trap mounts with the details, as before.
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onClose={close}
            title={FRAME_TEXTS.footer.versionTitle}
            actions={<DialogCloseButton onClose={close} primary />}
          >
            <VersionDetails
              title={title}
              version={version}
              environment={environment}
            />
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
