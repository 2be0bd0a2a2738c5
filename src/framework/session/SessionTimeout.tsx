import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { useEnvironment, useExtendSession } from "../../api/endpoints/env";
import { T } from "../../i18n/de";
import { USER_TEXTS } from "../../i18n/user";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog, DIALOG_TYPES, DialogCloseButton } from "../../ui/dialog";
import { SESSION_ALERT_OFFSET_PX } from "../../ui/tokens";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { assignLocation, useHost } from "../host";
import { usesSiteRoot } from "./roles";
import { formatRemaining } from "./countdown";
import { sessionLostAtom } from "./responseObserver";
import { useLogin } from "./useLogin";
import { useSession } from "./useSession";
import { useSessionCountdown } from "./useSessionCountdown";
import { useSignedOutElsewhere } from "./useSignedOutElsewhere";
import styles from "./SessionTimeout.module.css";

/** The live region speaks whole minutes, then every 15 s in the last minute — never every second. */
const LAST_MINUTE_MS = 60_000;
const LAST_MINUTE_STEP_S = 15;
/** A live region must be in the page before its text changes, or it is not announced. */
const ANNOUNCE_DELAY_MS = 500;

function announcement(remainingMs: number): string {
  if (remainingMs > LAST_MINUTE_MS)
    return T.session.expiresIn(String(Math.ceil(remainingMs / 60_000)));
  const step = LAST_MINUTE_STEP_S * 1000;
  return USER_TEXTS.session.expiresInSeconds(
    (Math.ceil(remainingMs / step) * step) / 1000,
  );
}

/**
 * The HMRC timeout pattern: the ticking mm:ss is hidden from screen readers; a separate live
 * region (role status: polite, atomic) tells the remaining time once it has appeared, then only
 * when the coarse value changes.
 */
function TimeLeft({ remainingMs }: { remainingMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <p className={styles.timeLeft}>
      <span aria-hidden="true">
        {T.session.expiresIn(formatRemaining(remainingMs))}
      </span>
      <span className={VISUALLY_HIDDEN_CLASS} role="status">
        {ready ? announcement(remainingMs) : ""}
      </span>
    </p>
  );
}

/**
 * SPEC §4: at the end the countdown stands at 00:00, beside the specification's text for an ended
 * session. Static, so it needs no live region: the expired dialog's description says it once.
 */
function TimeUp() {
  return (
    <div className={styles.timeLeft}>
      <p className={styles.clock} aria-hidden="true">
        {formatRemaining(0)}
      </p>
      <p>{T.session.expired}</p>
    </div>
  );
}

/**
 * The session countdown of SPEC §4 for a logged-in user: banner 10 minutes before the end, the
 * 'Sitzungsablauf' dialog at 5 minutes, the expired dialog at the end (and the host's handler); a
 * logout in another tab signs this one out.
 */
export function SessionTimeout() {
  useSignedOutElsewhere();
  const session = useSession();
  const environment = useEnvironment();
  const host = useHost();
  const portalLogin = useLogin();
  const extend = useExtendSession();
  const onExpired = useCallback(() => host.handlers.sessionExpired?.(), [host]);
  const sessionTimeoutS = environment.data?.sessionTimeout;
  const lostAt = useAtomValue(sessionLostAtom);
  const { countdown, showBanner, showDialog, showExpired, close, refresh } =
    useSessionCountdown({
      enabled: session.isLoggedIn && sessionTimeoutS !== undefined,
      sessionTimeoutS: sessionTimeoutS ?? 0,
      onExpired,
      lostAt,
    });
  const expired = countdown.phase === "expired";
  const extendRef = useRef<HTMLButtonElement>(null);
  const loginRef = useRef<HTMLButtonElement>(null);

  const login = () => {
    if (session.user && usesSiteRoot(session.user)) assignLocation("/");
    else portalLogin();
  };
  const onExtend = () => {
    if (!extend.isPending) extend.mutate(undefined, { onSuccess: refresh });
  };

  return (
    <>
      {showBanner && (
        // Sticky from the app's own top edge: never over the portal's strip above the app; once
        // scrolled, at the portal's offset (SPEC §9's 40 px unless the host sets its own).
        <div
          className={styles.anchor}
          style={{
            top: `var(--natippc-fixed-top, ${SESSION_ALERT_OFFSET_PX}px)`,
          }}
        >
          <div className={styles.banner}>
            <Alert
              type={expired ? ALERT_TYPES.Danger : ALERT_TYPES.Warning}
              onDismiss={() => close("warning")}
            >
              {expired ? (
                <TimeUp />
              ) : (
                <TimeLeft remainingMs={countdown.remainingMs} />
              )}
            </Alert>
          </div>
        </div>
      )}
      <Dialog
        open={showDialog}
        onClose={() => close("dialog")}
        type={DIALOG_TYPES.WARNING}
        title={T.session.dialogTitle}
        description={<TimeLeft remainingMs={countdown.remainingMs} />}
        initialFocusRef={extendRef}
        actions={
          <>
            <DialogCloseButton onClose={() => close("dialog")} />
            <Button
              ref={extendRef}
              type="button"
              variant="primary"
              aria-disabled={extend.isPending || undefined}
              aria-busy={extend.isPending || undefined}
              onClick={onExtend}
            >
              {T.session.extend}
            </Button>
          </>
        }
      />
      <Dialog
        open={showExpired}
        onClose={() => close("expired")}
        type={DIALOG_TYPES.ERROR}
        title={T.session.dialogTitle}
        description={<TimeUp />}
        initialFocusRef={loginRef}
        actions={
          <>
            <DialogCloseButton onClose={() => close("expired")} />
            <Button
              ref={loginRef}
              type="button"
              variant="primary"
              onClick={login}
            >
              {T.session.toLogin}
            </Button>
          </>
        }
      />
    </>
  );
}
