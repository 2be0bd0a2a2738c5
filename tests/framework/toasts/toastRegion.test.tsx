import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messageCentreOpenAtom } from "../../../src/framework/chrome/chromeState";
import { MessageCentre } from "../../../src/framework/messages/MessageCentre";
import { ToastRegion } from "../../../src/framework/toasts/ToastRegion";
import {
  addToastAtom,
  type ToastType,
} from "../../../src/framework/toasts/toasts";
import { renderFrame } from "../../utils/renderFrame";

async function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = await renderFrame(
    <>
      <MessageCentre />
      <ToastRegion />
    </>,
  );
  const add = (type: ToastType, message: string) =>
    act(() => {
      view.store.set(addToastAtom, { type, message });
    });
  return { user, add, ...view };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
});
afterEach(() => jest.useRealTimers());

describe("toast region (SPEC §4, §9)", () => {
  it("announces politely, danger assertively; each toast has 'Schließen' and goes after 4000 ms", async () => {
    // SPEC §1: Page framework: … toasts
    const { user, add } = await setup();
    const polite = screen.getByRole("status");
    const assertive = screen.getByRole("alert");
    add("success", "Export gestartet");
    add("danger", "Export fehlgeschlagen");
    expect(polite).toHaveTextContent("ErfolgExport gestartet");
    expect(assertive).toHaveTextContent("FehlerExport fehlgeschlagen");
    expect(polite).not.toHaveTextContent("Export fehlgeschlagen");

    await user.click(
      within(assertive).getByRole("button", { name: "Schließen" }),
    );
    expect(assertive).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(3999));
    expect(polite).toHaveTextContent("Export gestartet");
    act(() => jest.advanceTimersByTime(1));
    expect(polite).toBeEmptyDOMElement();
  });

  it("fades out in the last 150 ms of its time", async () => {
    const { add } = await setup();
    add("info", "Filter gespeichert");
    // The fade is a style of the toast's wrapper, which has no role of its own.
    // eslint-disable-next-line testing-library/no-node-access
    const toast = screen.getByText("Filter gespeichert").closest(".toast");
    expect(toast).toHaveStyle({ "--toast-fade-delay": "3850ms" });
  });

  it("at most three at once: a fourth pushes out the oldest", async () => {
    const { add } = await setup();
    for (const message of ["eins", "zwei", "drei", "vier"])
      add("info", message);
    const polite = screen.getByRole("status");
    expect(polite).not.toHaveTextContent("eins");
    expect(
      within(polite).getAllByRole("button", { name: "Schließen" }),
    ).toHaveLength(3);
  });
});

describe("message centre (SPEC §2)", () => {
  it("empty: 'Keine Nachrichten' in a 400 px panel", async () => {
    const { user } = await setup();
    await user.click(
      screen.getByRole("button", { name: "Nachrichten-Center" }),
    );
    // The panel's code loads when it first opens.
    const panel = await screen.findByRole("region", {
      name: "Nachrichten-Center",
    });
    expect(panel).toHaveTextContent("Keine Nachrichten");
    expect(panel).toHaveClass("panel");
  });

  it("counts unread toasts and lists the history newest first with type, message and time", async () => {
    // SPEC §1: Page framework: … message centre
    const { user, add } = await setup();
    add("success", "Export gestartet");
    act(() => jest.advanceTimersByTime(5 * 60_000));
    add("warning", "Filter nicht gespeichert");
    // Toasts long gone from the corner stay in the history.
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await user.click(
      screen.getByRole("button", {
        name: "Nachrichten-Center , 2 ungelesene Nachrichten",
      }),
    );
    const items = within(
      await screen.findByRole("region", { name: "Nachrichten-Center" }),
    )
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "WarnungFilter nicht gespeichert21.11.2026 11:05",
      "ErfolgExport gestartet21.11.2026 11:00",
    ]);
    expect(
      screen.getByRole("button", { name: "Nachrichten-Center" }),
    ).toHaveAttribute("aria-expanded", "true");
  });

  it("opens from elsewhere (the burger menu) through its atom; Escape closes", async () => {
    const { user, store } = await setup();
    act(() => store.set(messageCentreOpenAtom, true));
    expect(
      await screen.findByRole("region", { name: "Nachrichten-Center" }),
    ).toBeVisible();
    await user.keyboard("{Escape}");
    expect(
      screen.queryByRole("region", { name: "Nachrichten-Center" }),
    ).not.toBeInTheDocument();
    expect(store.get(messageCentreOpenAtom)).toBe(false);
  });
});
