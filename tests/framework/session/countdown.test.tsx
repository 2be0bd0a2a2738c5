import { act, renderHook } from "@testing-library/react";
import {
  LAST_RESPONSE_KEY,
  countdownAt,
  formatRemaining,
  recordResponse,
} from "../../../src/framework/session/countdown";
import { useSessionCountdown } from "../../../src/framework/session/useSessionCountdown";

const MIN = 60_000;
const TIMEOUT_S = 30 * 60;

describe("countdown rules (SPEC §4)", () => {
  it("phases: running, warning 10 min before the end, dialog at 5 min, expired at the end", () => {
    const start = 1_000_000;
    const at = (minutesLeft: number) =>
      countdownAt(start + (30 - minutesLeft) * MIN, start, TIMEOUT_S).phase;
    expect(at(11)).toBe("running");
    expect(at(10)).toBe("warning");
    expect(at(6)).toBe("warning");
    expect(at(5)).toBe("dialog");
    expect(at(0.5)).toBe("dialog");
    expect(at(0)).toBe("expired");
    expect(at(-3)).toBe("expired");
  });

  it("mm:ss, 00:00 when expired", () => {
    expect(formatRemaining(10 * MIN)).toBe("10:00");
    expect(formatRemaining(5 * MIN - 1)).toBe("05:00");
    expect(formatRemaining(61_000)).toBe("01:01");
    expect(formatRemaining(0)).toBe("00:00");
  });
});

describe("useSessionCountdown", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  function setup(timeoutS = TIMEOUT_S) {
    recordResponse(Date.now());
    const onExpired = jest.fn();
    const view = renderHook(() =>
      useSessionCountdown({
        enabled: true,
        sessionTimeoutS: timeoutS,
        onExpired,
      }),
    );
    return { ...view, onExpired };
  }

  it("shows the banner at 10 minutes, the dialog at 5, expires at 0 and calls the handler once", () => {
    const { result, onExpired } = setup();
    expect(result.current.showBanner).toBe(false);
    act(() => jest.advanceTimersByTime(20 * MIN));
    expect(result.current.showBanner).toBe(true);
    expect(result.current.showDialog).toBe(false);
    act(() => jest.advanceTimersByTime(5 * MIN));
    expect(result.current.showDialog).toBe(true);
    act(() => jest.advanceTimersByTime(5 * MIN));
    expect(result.current.showExpired).toBe(true);
    expect(result.current.countdown.remainingMs).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("shows the banner at once when the warning point has already passed", () => {
    localStorage.setItem(LAST_RESPONSE_KEY, String(Date.now() - 25 * MIN));
    const { result } = renderHook(() =>
      useSessionCountdown({
        enabled: true,
        sessionTimeoutS: TIMEOUT_S,
        onExpired: jest.fn(),
      }),
    );
    expect(result.current.showBanner).toBe(true);
    expect(result.current.showDialog).toBe(true);
  });

  it("each dialog can be closed once per cycle; a new response starts a new cycle", () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(26 * MIN));
    expect(result.current.showDialog).toBe(true);
    act(() => result.current.close("dialog"));
    expect(result.current.showDialog).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.showDialog).toBe(false);
    act(() => {
      recordResponse(Date.now());
      result.current.refresh();
    });
    expect(result.current.showBanner).toBe(false);
    act(() => jest.advanceTimersByTime(26 * MIN));
    expect(result.current.showDialog).toBe(true);
  });

  it("another tab's response (local storage) moves the deadline within a second", () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(21 * MIN));
    expect(result.current.showBanner).toBe(true);
    localStorage.setItem(LAST_RESPONSE_KEY, String(Date.now()));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.showBanner).toBe(false);
    expect(result.current.countdown.remainingMs).toBeGreaterThan(29 * MIN);
  });

  it("a last response stored in the future does not hold the warnings back", () => {
    localStorage.setItem(LAST_RESPONSE_KEY, String(Date.now() + 24 * 60 * MIN));
    const onExpired = jest.fn();
    const { result } = renderHook(() =>
      useSessionCountdown({
        enabled: true,
        sessionTimeoutS: TIMEOUT_S,
        onExpired,
      }),
    );
    act(() => jest.advanceTimersByTime(20 * MIN));
    expect(result.current.showBanner).toBe(true);
    act(() => jest.advanceTimersByTime(10 * MIN));
    expect(result.current.showExpired).toBe(true);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("not logged in: no timer", () => {
    const onExpired = jest.fn();
    const { result } = renderHook(() =>
      useSessionCountdown({ enabled: false, sessionTimeoutS: 1, onExpired }),
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.showExpired).toBe(false);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
