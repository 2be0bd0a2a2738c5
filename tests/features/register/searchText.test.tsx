import { act, renderHook } from "@testing-library/react";
import { useSearchText } from "../../../src/features/register/useRegisterView";

describe("the search field's text against the URL", () => {
  const render = (initial: string) =>
    renderHook(({ searchText }) => useSearchText(searchText), {
      initialProps: { searchText: initial },
    });

  it("keeps what is typed on while the committed search is still on its way into the URL", () => {
    const { result, rerender } = render("werk");
    act(() => result.current.committed("werkstatt"));
    act(() => result.current.setText("werkstatt linz"));
    // A render before the router's transition has put the committed text into the URL.
    rerender({ searchText: "werk" });
    expect(result.current.text).toBe("werkstatt linz");
    rerender({ searchText: "werkstatt" });
    expect(result.current.text).toBe("werkstatt linz");
  });

  it("follows the URL when it changes from outside, also back to a text searched before", () => {
    const { result, rerender } = render("");
    act(() => result.current.setText("zement"));
    act(() => result.current.committed("zement"));
    rerender({ searchText: "zement" });
    rerender({ searchText: "" });
    expect(result.current.text).toBe("");
    rerender({ searchText: "zement" });
    expect(result.current.text).toBe("zement");
    rerender({ searchText: "glas" });
    expect(result.current.text).toBe("glas");
  });
});
