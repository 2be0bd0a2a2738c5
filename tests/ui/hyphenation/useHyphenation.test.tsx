import { render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { useHyphenation } from "../../../src/ui/hyphenation";

const WORDS = "Gesamtfeuerungswärmeleistung Abfallwirtschaft";

function Text({
  loadChunk,
}: {
  loadChunk: Parameters<typeof useHyphenation>[2];
}) {
  const root = useRef<HTMLDivElement>(null);
  useHyphenation(root, true, loadChunk);
  return (
    <div ref={root}>
      <p>{WORDS}</p>
    </div>
  );
}

describe("hyphenation in a browser without a German dictionary", () => {
  beforeEach(() => {
    // jsdom lays nothing out: a probe one line high is a browser that does not hyphenate German.
    jest
      .spyOn(HTMLElement.prototype, "offsetHeight", "get")
      .mockReturnValue(16);
  });

  it("loads the patterns through the frame's chunk loader, as the part 'hyphenation' (ADR 17: a second try, the host told of a failure)", async () => {
    const loadChunk = jest.fn(() => new Promise<never>(() => {}));
    render(<Text loadChunk={loadChunk} />);
    await waitFor(() => expect(loadChunk).toHaveBeenCalledTimes(1));
    expect(loadChunk).toHaveBeenCalledWith("hyphenation", expect.any(Function));
  });

  it("when the chunk cannot be loaded, the words stay as they are and nothing is thrown", async () => {
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const loadChunk = jest.fn(() =>
        Promise.reject(
          new Error("The code of 'hyphenation' could not be loaded"),
        ),
      );
      render(<Text loadChunk={loadChunk} />);
      await waitFor(() => expect(loadChunk).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText(WORDS)).toBeInTheDocument();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
