import { renderHook } from "@testing-library/react";
import {
  LAYOUTS,
  layoutForWidth,
  useLayout,
} from "../../../src/framework/chrome/useLayout";
import { BREAKPOINTS } from "../../../src/ui/tokens";
import { mockViewport, restoreViewport } from "../../utils/frameTestUtils";

afterEach(restoreViewport);

describe("layouts by width (SPEC §2, §9)", () => {
  it("below 500 Mobile, below 900 Tablet, else Desktop", () => {
    expect(layoutForWidth(320)).toBe(LAYOUTS.mobile);
    expect(layoutForWidth(499)).toBe(LAYOUTS.mobile);
    expect(layoutForWidth(500)).toBe(LAYOUTS.tablet);
    expect(layoutForWidth(899)).toBe(LAYOUTS.tablet);
    expect(layoutForWidth(900)).toBe(LAYOUTS.desktop);
    expect(layoutForWidth(1920)).toBe(LAYOUTS.desktop);
  });

  it("everything below the sm breakpoint is Mobile", () => {
    expect(layoutForWidth(BREAKPOINTS.sm - 1)).toBe(LAYOUTS.mobile);
  });

  it("the hook follows the viewport through media-query events and lets go on unmount", () => {
    const viewport = mockViewport(375);
    const { result, unmount } = renderHook(() => useLayout());
    expect(result.current).toBe(LAYOUTS.mobile);
    viewport.resize(768);
    expect(result.current).toBe(LAYOUTS.tablet);
    viewport.resize(1280);
    expect(result.current).toBe(LAYOUTS.desktop);
    viewport.resize(499);
    expect(result.current).toBe(LAYOUTS.mobile);
    expect(viewport.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });

  it("without matchMedia it reads the window width", () => {
    const { result } = renderHook(() => useLayout());
    expect(result.current).toBe(LAYOUTS.desktop);
  });
});
