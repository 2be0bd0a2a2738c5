/** Session countdown rules (SPEC §4, §9), free of React so they can be tested on their own. */
import { browserStorage } from "../chrome";

/** Shared by every tab of this origin: each successful response in any tab restarts the countdown. */
export const LAST_RESPONSE_KEY = "last-response-timestamp";
/** Written when a tab logs out, so every other tab of this origin signs out too. */
export const SESSION_ENDED_KEY = "session-ended";
export const WARNING_BEFORE_MS = 10 * 60_000;
export const DIALOG_BEFORE_MS = 5 * 60_000;
export const COUNTDOWN_TICK_MS = 1000;

type CountdownPhase = "running" | "warning" | "dialog" | "expired";

export interface Countdown {
  phase: CountdownPhase;
  /** The moment the session ends (ms since epoch); identifies the cycle. */
  deadline: number;
  remainingMs: number;
}

export function countdownAt(
  now: number,
  lastResponse: number,
  sessionTimeoutS: number,
): Countdown {
  const deadline = lastResponse + sessionTimeoutS * 1000;
  const remainingMs = Math.max(0, deadline - now);
  const phase: CountdownPhase =
    remainingMs === 0
      ? "expired"
      : remainingMs <= DIALOG_BEFORE_MS
        ? "dialog"
        : remainingMs <= WARNING_BEFORE_MS
          ? "warning"
          : "running";
  return { phase, deadline, remainingMs };
}

/** mm:ss, rounded up so the display reaches 00:00 only at the end. */
export function formatRemaining(remainingMs: number): string {
  const totalSeconds = Math.ceil(remainingMs / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/**
 * The last response of any tab; null when there is none, storage is blocked, or the value lies in
 * the future. Every tab shares this machine's clock, so a future value was written by something
 * else, and taking it would hold the warnings back until that time.
 */
export function readLastResponse(
  storage: Storage = browserStorage("localStorage"),
): number | null {
  try {
    const value = Number(storage.getItem(LAST_RESPONSE_KEY));
    return Number.isFinite(value) && value > 0 && value <= Date.now()
      ? value
      : null;
  } catch {
    return null; // storage blocked (privacy mode): no shared countdown
  }
}

export function recordResponse(
  at: number,
  storage: Storage = browserStorage("localStorage"),
): void {
  writeShared(LAST_RESPONSE_KEY, at, storage);
}

export function recordSessionEnd(
  at: number,
  storage: Storage = browserStorage("localStorage"),
): void {
  writeShared(SESSION_ENDED_KEY, at, storage);
}

function writeShared(key: string, at: number, storage: Storage): void {
  try {
    storage.setItem(key, String(at));
  } catch {
    // storage blocked: the session then follows this tab only
  }
}
