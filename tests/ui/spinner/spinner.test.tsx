import { act, render, screen } from "@testing-library/react";
import { Spinner } from "../../../src/ui/spinner/Spinner";
import { SPINNER_DELAY_MS } from "../../../src/ui/tokens";

describe("Spinner", () => {
  afterEach(() => jest.useRealTimers());

  it("is a status named 'Wird geladen …', 48 px by default", () => {
    // SPEC §9: Design-system: spinner default size 48, optional 500 ms delay
    render(<Spinner />);
    const status = screen.getByRole("status", { name: "Wird geladen …" });
    expect(status).toHaveTextContent("Wird geladen …");
    // eslint-disable-next-line testing-library/no-node-access -- the decorative svg has no role to query by
    const svg = status.querySelector("svg");
    expect(svg).toHaveAttribute("width", "48");
    expect(svg).toHaveAttribute("height", "48");
    expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("takes a size and a label", () => {
    render(<Spinner size={24} label="Anlagen werden geladen" />);
    const status = screen.getByRole("status", {
      name: "Anlagen werden geladen",
    });
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(status.querySelector("svg")).toHaveAttribute("width", "24");
  });

  it("shows its label on screen only when asked", () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByText("Wird geladen …")).toHaveClass("visuallyHidden");
    rerender(<Spinner showLabel />);
    expect(screen.getByText("Wird geladen …")).not.toHaveClass(
      "visuallyHidden",
    );
  });

  it(`with a delay, appears only after ${SPINNER_DELAY_MS} ms`, () => {
    jest.useFakeTimers();
    render(<Spinner delayMs={SPINNER_DELAY_MS} />);
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      screen.getByRole("status", { name: "Wird geladen …" }),
    ).toBeInTheDocument();
  });

  it("never appears when unmounted before the delay", () => {
    jest.useFakeTimers();
    const { unmount } = render(<Spinner delayMs={SPINNER_DELAY_MS} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
