/**
 * Work for after the first content waits, during the document's first load, until the browser
 * reports a paint of that content (or a while), so that it neither competes with the frame nor is
 * counted into the largest contentful paint; after the first input it waits for the next paint only.
 */
type Entry = { startTime: number; paintTime?: number };
type Callback = (list: { getEntries: () => Entry[] }) => void;

let observers: { callback: Callback; connected: boolean }[] = [];

/** Chromium's observer as far as the scheduling uses it: it reports paints when told to. */
class FakePerformanceObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  private readonly record: { callback: Callback; connected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, connected: false };
    observers.push(this.record);
  }
  observe() {
    this.record.connected = true;
  }
  disconnect() {
    this.record.connected = false;
  }
}

function reportPaint(startTime: number, paintTime?: number) {
  for (const observer of observers)
    if (observer.connected)
      observer.callback({ getEntries: () => [{ startTime, paintTime }] });
}

async function load(withReports: boolean) {
  jest.resetModules();
  observers = [];
  Object.assign(globalThis, {
    PerformanceObserver: withReports ? FakePerformanceObserver : undefined,
  });
  return import("../../../src/ui/scheduling");
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.assign(globalThis, { PerformanceObserver: undefined });
});

/** The next frame and the task after it (a timeout of 0 is 1 ms for the fake timers). */
const nextPaint = () => {
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1);
};

test("while the browser reports paints, the work waits for the report of a paint since the commit", async () => {
  const { afterContentShown } = await load(true);
  const work = jest.fn();
  const committedAt = performance.now();
  afterContentShown(work);
  nextPaint();
  expect(work).not.toHaveBeenCalled();

  reportPaint(committedAt - 5); // an earlier frame, shown late
  expect(work).not.toHaveBeenCalled();

  reportPaint(performance.now());
  expect(work).toHaveBeenCalledTimes(1);
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});

test("a frame painted before the call and shown after it does not count (the heading before the rows)", async () => {
  const { afterContentShown } = await load(true);
  const work = jest.fn();
  const calledAt = performance.now();
  afterContentShown(work);
  nextPaint();
  reportPaint(performance.now(), calledAt - 5);
  expect(work).not.toHaveBeenCalled();
  reportPaint(performance.now(), performance.now());
  expect(work).toHaveBeenCalledTimes(1);
});

test("without a report it runs SHOWN_WAIT_MS after the next paint (the content was not the largest)", async () => {
  const { afterContentShown, SHOWN_WAIT_MS } = await load(true);
  const work = jest.fn();
  afterContentShown(work);
  nextPaint();
  jest.advanceTimersByTime(SHOWN_WAIT_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test("after the visitor's first input the browser reports no more paints: the next paint is enough", async () => {
  const { afterContentShown } = await load(true);
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
  const work = jest.fn();
  afterContentShown(work);
  expect(work).not.toHaveBeenCalled();
  nextPaint();
  expect(work).toHaveBeenCalledTimes(1);
});

test("a browser that reports no paints runs it after the next paint", async () => {
  const { afterContentShown } = await load(false);
  const work = jest.fn();
  afterContentShown(work);
  nextPaint();
  expect(work).toHaveBeenCalledTimes(1);
});

test("cancelled, it never runs", async () => {
  const { afterContentShown } = await load(true);
  const work = jest.fn();
  const cancel = afterContentShown(work);
  nextPaint();
  cancel();
  reportPaint(performance.now());
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();
});
