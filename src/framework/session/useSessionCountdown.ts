import { useCallback, useEffect, useRef, useState } from "react";
import {
  COUNTDOWN_TICK_MS,
  DIALOG_BEFORE_MS,
  LAST_RESPONSE_KEY,
  WARNING_BEFORE_MS,
  countdownAt,
  readLastResponse,
  type Countdown,
} from "./countdown";

export type SessionDialog = "warning" | "dialog" | "expired";

/**
 * The countdown of SPEC §4 for a logged-in user: deadline-based (not a decrementing counter, so a
 * sleeping tab is right when it wakes), following other tabs through local storage. Each banner or
 * dialog can be closed once per cycle; a new server response starts a new cycle.
 */
export function useSessionCountdown({
  enabled,
  sessionTimeoutS,
  onExpired,
  lostAt = null,
}: {
  enabled: boolean;
  sessionTimeoutS: number;
  onExpired: () => void;
  /** When a call found the session gone (sessionLostAtom): the countdown has ended then. */
  lostAt?: number | null;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [lastResponse, setLastResponse] = useState(
    () => readLastResponse() ?? Date.now(),
  );
  const [closed, setClosed] = useState<{
    deadline: number;
    kinds: SessionDialog[];
  }>({
    deadline: 0,
    kinds: [],
  });

  const refresh = useCallback(() => {
    setNow(Date.now());
    const stored = readLastResponse();
    if (stored !== null) setLastResponse(stored);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(refresh, COUNTDOWN_TICK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_RESPONSE_KEY) refresh();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("storage", onStorage);
    };
  }, [enabled, refresh]);

  const countdown: Countdown =
    lostAt === null
      ? countdownAt(now, lastResponse, sessionTimeoutS)
      : { phase: "expired", deadline: lostAt, remainingMs: 0 };

  // The tick alone would show a new phase up to a second late, and each tab at its own moment.
  const phaseChangeAt = nextPhaseAt(countdown);
  useEffect(() => {
    if (!enabled || phaseChangeAt === null) return;
    const timer = window.setTimeout(refresh, phaseChangeAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [enabled, phaseChangeAt, refresh]);

  const isClosed = (kind: SessionDialog) =>
    closed.deadline === countdown.deadline && closed.kinds.includes(kind);

  const expiredHandled = useRef(0);
  useEffect(() => {
    if (!enabled || countdown.phase !== "expired") return;
    if (expiredHandled.current === countdown.deadline) return;
    expiredHandled.current = countdown.deadline;
    onExpired();
  }, [enabled, countdown.phase, countdown.deadline, onExpired]);

  const close = useCallback(
    (kind: SessionDialog) =>
      setClosed((current) => ({
        deadline: countdown.deadline,
        kinds:
          current.deadline === countdown.deadline
            ? [...current.kinds, kind]
            : [kind],
      })),
    [countdown.deadline],
  );

  const phase = countdown.phase;
  return {
    countdown,
    // The banner stays at the end, showing 00:00 (SPEC §4), behind and after the expired dialog.
    showBanner: enabled && phase !== "running" && !isClosed("warning"),
    showDialog: enabled && phase === "dialog" && !isClosed("dialog"),
    showExpired: enabled && phase === "expired" && !isClosed("expired"),
    close,
    refresh,
  };
}

/** When the banner, the dialog or the end comes (ms since epoch); null once expired. */
function nextPhaseAt({ deadline, remainingMs }: Countdown): number | null {
  const before = [WARNING_BEFORE_MS, DIALOG_BEFORE_MS, 0].find(
    (ms) => remainingMs > ms,
  );
  return before === undefined ? null : deadline - before;
}
