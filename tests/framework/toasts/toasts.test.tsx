import { act, renderHook } from "@testing-library/react";
import { Provider, createStore, useAtomValue } from "jotai";
import type { ReactNode } from "react";
import {
  toastHistoryAtom,
  useActiveToasts,
  useAddToast,
} from "../../../src/framework/toasts/toasts";

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => ({
      add: useAddToast(),
      active: useActiveToasts(),
      history: useAtomValue(toastHistoryAtom),
    }),
    { wrapper },
  );
}

describe("toasts (SPEC §4, §9)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("at most 3 active: a fourth drops the oldest; all are kept in the history", () => {
    const { result } = setup();
    act(() => {
      for (const message of ["eins", "zwei", "drei", "vier"])
        result.current.add({ type: "info", message });
    });
    expect(result.current.active.toasts.map((t) => t.message)).toEqual([
      "zwei",
      "drei",
      "vier",
    ]);
    expect(result.current.history.map((t) => t.message)).toEqual([
      "vier",
      "drei",
      "zwei",
      "eins",
    ]);
  });

  it("each toast is dismissed after 4000 ms", () => {
    const { result } = setup();
    act(() => {
      result.current.add({ type: "success", message: "Export gestartet" });
    });
    act(() => jest.advanceTimersByTime(3999));
    expect(result.current.active.toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.active.toasts).toHaveLength(0);
    expect(result.current.history).toHaveLength(1);
  });

  it("a toast carries the SPEC fields and can be dismissed early", () => {
    const { result } = setup();
    act(() => {
      result.current.add({
        type: "warning",
        message: "Achtung",
        dismissTimeInMs: 10_000,
      });
    });
    const toast = result.current.active.toasts[0];
    expect(toast).toEqual(
      expect.objectContaining({
        type: "warning",
        message: "Achtung",
        dismissTimeInMs: 10_000,
        addedByApplication: true,
      }),
    );
    act(() => result.current.active.dismiss(toast!.id));
    expect(result.current.active.toasts).toHaveLength(0);
  });
});
