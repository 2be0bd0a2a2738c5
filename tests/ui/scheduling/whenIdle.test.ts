import { IDLE_TIMEOUT_MS, whenIdle } from "../../../src/ui/scheduling";

type IdleWindow = {
  requestIdleCallback?: Window["requestIdleCallback"];
  cancelIdleCallback?: Window["cancelIdleCallback"];
};

describe("whenIdle", () => {
  const idleWindow = window as IdleWindow;
  afterEach(() => {
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
    jest.useRealTimers();
  });

  it("runs the work in the browser's next idle moment, at the latest after the time-out", () => {
    const pending: IdleRequestCallback[] = [];
    idleWindow.requestIdleCallback = jest.fn((callback) => {
      pending.push(callback);
      return pending.length;
    });
    const work = jest.fn();
    whenIdle(work);
    expect(idleWindow.requestIdleCallback).toHaveBeenCalledWith(
      expect.any(Function),
      { timeout: IDLE_TIMEOUT_MS },
    );
    expect(work).not.toHaveBeenCalled();
    pending[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("is cancelled by the function it returns", () => {
    idleWindow.requestIdleCallback = jest.fn(() => 7);
    idleWindow.cancelIdleCallback = jest.fn();
    whenIdle(jest.fn())();
    expect(idleWindow.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback (Safari) runs after the next paint", () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
