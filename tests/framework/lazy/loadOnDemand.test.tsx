import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, Suspense, type ReactNode } from "react";
import { reloadPage } from "../../../src/framework/host/navigate";
import { PRELOAD_ERROR_EVENT } from "../../../src/framework/host";
import {
  ChunkFailedNotice,
  ChunkLoadFailed,
  lazyWithPreload,
} from "../../../src/framework/lazy";

jest.mock("../../../src/framework/host/navigate", () => ({
  reloadPage: jest.fn(),
}));

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

function renderPart(load: () => Promise<typeof Panel>) {
  const Part = lazyWithPreload("panel", load);
  render(
    <main>
      <h1>Anlagenregister</h1>
      <Suspense fallback={<p>lädt</p>}>
        <Part label="Nachrichten" />
      </Suspense>
    </main>,
  );
  return Part;
}

describe("a part loaded on demand", () => {
  const missing = () => Promise.reject(new Error("Loading chunk 42 failed"));

  it("tries a failed load once more and then shows the part", async () => {
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockImplementationOnce(missing)
      .mockResolvedValue(Panel);
    renderPart(load);
    expect(
      await screen.findByText("Nachrichten", undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("when the second try fails too: only the part says so in German, with a reload; the host hears of it", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const heard = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, heard);
    try {
      const load = jest.fn(missing);
      renderPart(load);
      const alert = await screen.findByText(
        /^Dieser Teil der Seite konnte nicht geladen werden\./,
        undefined,
        { timeout: 3000 },
      );
      expect(alert).toBeVisible();
      expect(load).toHaveBeenCalledTimes(2);
      // The rest of the page is still there.
      expect(
        screen.getByRole("heading", { name: "Anlagenregister" }),
      ).toBeVisible();
      expect(heard).toHaveBeenCalledTimes(1);
      expect((heard.mock.calls[0]?.[0] as CustomEvent).detail.part).toBe(
        "panel",
      );
      await userEvent.click(
        screen.getByRole("button", { name: "Seite neu laden" }),
      );
      expect(reloadPage).toHaveBeenCalled();
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, heard);
    }
  });

  it("offline, the second try waits for the line to come back", async () => {
    const onLine = jest
      .spyOn(navigator, "onLine", "get")
      .mockReturnValue(false);
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockImplementationOnce(missing)
      .mockResolvedValue(Panel);
    renderPart(load);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("lädt")).toBeInTheDocument();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText("Nachrichten")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed preload is forgotten: opening the part later loads it anew", async () => {
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockImplementationOnce(missing)
      .mockImplementationOnce(missing)
      .mockResolvedValue(Panel);
    const Part = lazyWithPreload("panel", load);
    Part.preload();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(load).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Part label="Nachrichten" />
      </Suspense>,
    );
    expect(await screen.findByText("Nachrichten")).toBeInTheDocument();
  });

  it("once its message is there, 'Erneut versuchen' loads the part anew, and only then", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockImplementationOnce(missing)
      .mockImplementationOnce(missing)
      .mockResolvedValue(Panel);
    renderPart(load);
    const retry = await screen.findByRole(
      "button",
      { name: "Erneut versuchen" },
      { timeout: 3000 },
    );
    // The failure shown is not taken for a request to load again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(retry);
    expect(await screen.findByText("Nachrichten")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(
      screen.queryByText(/^Dieser Teil der Seite/),
    ).not.toBeInTheDocument();
  });

  it("a part opened again after its message loads anew", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockImplementationOnce(missing)
      .mockImplementationOnce(missing)
      .mockResolvedValue(Panel);
    const Part = lazyWithPreload("panel", load);
    const part = (
      <Suspense fallback={<p>lädt</p>}>
        <Part label="Nachrichten" />
      </Suspense>
    );
    const { rerender } = render(part);
    await screen.findByText(/^Dieser Teil der Seite/, undefined, {
      timeout: 3000,
    });
    rerender(<p>zu</p>);
    rerender(part);
    expect(await screen.findByText("Nachrichten")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("a file gone for a new version offers the reload, no retry", () => {
    render(
      <ChunkFailedNotice
        failed={new ChunkLoadFailed("panel", new Error("404"), true)}
        onRetry={() => undefined}
      />,
    );
    expect(
      screen.getByText(/^Inzwischen wurde eine neue Version/),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Seite neu laden" }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Erneut versuchen" }),
    ).not.toBeInTheDocument();
  });

  it("an error of the part itself is not taken for a missing chunk: it goes on to the boundaries above", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("kaputt");
    }
    const Part = lazyWithPreload("broken", () =>
      Promise.resolve(Broken as unknown as typeof Panel),
    );
    class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override render() {
        const { error } = this.state;
        const { children } = this.props;
        return error ? <p>äußere Grenze</p> : children;
      }
    }
    render(
      <Outer>
        <Suspense fallback={null}>
          <Part label="x" />
        </Suspense>
      </Outer>,
    );
    expect(await screen.findByText("äußere Grenze")).toBeInTheDocument();
    expect(screen.queryByText(/Dieser Teil der Seite/)).not.toBeInTheDocument();
  });
});
