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

// The form (and react-hook-form with it) loads when the dialog opens: most users never open it,
// and it kept the form library in every page's first load.
const TestClockForm = lazyWithPreload("test-clock", () =>
  import(/* webpackChunkName: "test-clock" */ "./TestClockForm").then(
    (module) => module.TestClockForm,
  ),
);
const TestFaults = lazyWithPreload("test-faults", () =>
  import(/* webpackChunkName: "test-clock" */ "./TestFaults").then(
    (module) => module.TestFaults,
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
          <TestClockForm onDone={() => setOpen(false)} />
          <TestFaults onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
