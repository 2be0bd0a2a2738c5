import { Suspense, useState } from "react";
import { useEnvironment } from "../../api/endpoints/env";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Dialog } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { Tooltip } from "../../ui/tooltip";
import { isProduction } from "../header";
import { lazyWithPreload } from "../lazy";
import { Icon } from "../../ui/icons";
import styles from "./Footer.module.css";

const TEXTS = FRAME_TEXTS.testSettings;

// The clock's form (and react-hook-form with it) and the fault triggers load when the dialog opens: most users never open it,
// and it kept the form library in every page's first load.
const TestSettingsContent = lazyWithPreload("test-clock", () =>
  import(/* webpackChunkName: "test-clock" */ "./TestSettingsContent").then(
    (module) => module.TestSettingsContent,
  ),
);

/** Outside production: the clock button and its test-settings dialog (SPEC §2). */
export function TestSettings() {
  const { data: environment } = useEnvironment();
  const [open, setOpen] = useState(false);
  if (!environment || isProduction(environment.environment)) return null;
  return (
    <>
      <Tooltip text={TEXTS.title}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={TEXTS.title}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Icon name="clock" />
        </button>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} title={TEXTS.title}>
        <Suspense fallback={<Spinner delayMs={500} />}>
          <TestSettingsContent onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
