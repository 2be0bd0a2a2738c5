import { useId, useState } from "react";
import { TEST_FAULT_TEXTS as TEXTS } from "../../i18n/testClock";
import { Button } from "../../ui/button";
import styles from "./Footer.module.css";

function FailingView(): never {
  throw new Error(TEXTS.renderError);
}

/**
 * Outside production (with the test clock): makes the app's own code fail while rendering, in an
 * event handler and in a promise nobody waits for, so that the error box of each way (SPEC §8) can
 * be seen and tried.
 */
export function TestFaults({ onDone }: { onDone: () => void }) {
  const headingId = useId();
  const [failing, setFailing] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{TEXTS.title}</h3>
      <p>{TEXTS.intro}</p>
      <div className={styles.formActions}>
        <Button type="button" onClick={() => setFailing(true)}>
          {TEXTS.render}
        </Button>
        <Button
          type="button"
          onClick={() => {
            onDone();
            throw new Error(TEXTS.eventError);
          }}
        >
          {TEXTS.event}
        </Button>
        <Button
          type="button"
          onClick={() => {
            onDone();
            void Promise.reject(new Error(TEXTS.promiseError));
          }}
        >
          {TEXTS.promise}
        </Button>
      </div>
      {failing && <FailingView />}
    </section>
  );
}
