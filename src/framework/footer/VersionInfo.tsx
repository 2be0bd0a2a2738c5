import { Suspense, useState } from "react";
import { useEnvironment } from "../../api/endpoints/env";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Tooltip } from "../../ui/tooltip";
import { lazyWithPreload, useOpenedOnce } from "../lazy";
import styles from "./Footer.module.css";

// Few visitors open the details: the dialog loads when first asked for.
const VersionDialog = lazyWithPreload("version-dialog", () =>
  import(/* webpackChunkName: "version-dialog" */ "./VersionDialog").then(
    (module) => module.VersionDialog,
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
          onFocus={VersionDialog.preload}
        >
          {FRAME_TEXTS.footer.version(version)}
        </button>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <VersionDialog
            open={open}
            onClose={() => setOpen(false)}
            title={title}
            version={version}
            environment={environment}
          />
        </Suspense>
      )}
    </>
  );
}
