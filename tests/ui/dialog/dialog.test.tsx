import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import {
  Dialog,
  DIALOG_SIZES,
  DIALOG_TYPES,
  type DialogSize,
  type DialogType,
} from "../../../src/ui/dialog/Dialog";
import { Drawer } from "../../../src/ui/dialog/Drawer";
import { MessageDialog } from "../../../src/ui/dialog/MessageDialog";
import { DRAWER_CLOSE_MS, MODAL_CLOSE_MS } from "../../../src/ui/tokens";

/*
 * jsdom does not make the page behind a modal dialog inert: that Tab stays inside and the page is
 * out of reach is proved in the browser (tests/e2e/catalogue-feedback.e2e.ts). Here: what the
 * dialogs do with the platform's <dialog> (tests/setup.ts models showModal, close and Escape).
 */

/** The user's system setting, read once by the tokens: changed here per test. */
const reducedMotion = { matches: false };
beforeAll(() => {
  window.matchMedia = jest.fn(() => reducedMotion as MediaQueryList);
});
afterAll(() => {
  // jsdom has no matchMedia of its own.
  delete (window as Partial<Window>).matchMedia;
});

function DialogHarness({
  type,
  size,
  withDescription = true,
  withDialog = true,
}: {
  type?: DialogType;
  size?: DialogSize;
  withDescription?: boolean;
  /** False: the dialog's part is gone, e.g. its page was left. */
  withDialog?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Davor</button>
      <button type="button" onClick={() => setOpen(true)}>
        Anlage löschen …
      </button>
      {withDialog && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Anlage löschen"
          description={
            withDescription
              ? "Die Anlage wird aus dem Register entfernt."
              : undefined
          }
          type={type}
          size={size}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Abbrechen
              </button>
              <button type="button">Löschen</button>
            </>
          }
        />
      )}
    </>
  );
}

function setup() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const opener = () => screen.getByRole("button", { name: "Anlage löschen …" });

async function openDialog(user: ReturnType<typeof setup>) {
  await user.click(opener());
  const dialog = screen.getByRole("dialog", { name: "Anlage löschen" });
  expect(
    screen.getByRole("button", { name: "Dialog schließen" }),
  ).toHaveFocus();
  return dialog as HTMLDialogElement;
}

afterEach(() => {
  jest.useRealTimers();
  reducedMotion.matches = false;
});

describe("Dialog", () => {
  it("is modal, named by its title and described by its description", async () => {
    const user = setup();
    render(<DialogHarness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "Die Anlage wird aus dem Register entfernt.",
    );
    expect(
      screen.getByRole("heading", { name: "Anlage löschen" }),
    ).toBeVisible();
  });

  it("has no description when none is given", async () => {
    const user = setup();
    render(<DialogHarness withDescription={false} />);
    const dialog = await openDialog(user);
    expect(dialog).not.toHaveAttribute("aria-describedby");
  });

  it("is the platform's dialog, shown modal where it is rendered (in the app's root)", async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, "showModal");
    const user = setup();
    const { container } = render(<DialogHarness />);
    const dialog = await openDialog(user);
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(container).toContainElement(dialog);
  });

  it("moves focus in to its first control; Tab and Shift+Tab go through its controls", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    const close = screen.getByRole("button", { name: "Dialog schließen" });
    const cancel = screen.getByRole("button", { name: "Abbrechen" });
    const remove = screen.getByRole("button", { name: "Löschen" });

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("a click beside it, on the backdrop, leaves it open", async () => {
    const user = setup();
    render(<DialogHarness />);
    const dialog = await openDialog(user);
    // The backdrop is the dialog's: a click on it is one on the dialog element.
    await user.click(dialog);
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(dialog).toBeInTheDocument();
    expect(dialog.open).toBe(true);
  });

  it("'Dialog schließen' closes after the close animation and returns focus to the opener", async () => {
    const user = setup();
    render(<DialogHarness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute("data-status", "open");
    await user.click(screen.getByRole("button", { name: "Dialog schließen" }));
    // Timers may have advanced a little during the click; the dialog must still be there, shown
    // modal while it fades.
    expect(dialog).toBeInTheDocument();
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute("data-status", "close");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it("closes at once when the user asked for less motion", async () => {
    reducedMotion.matches = true;
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Dialog schließen" }));
    act(() => jest.advanceTimersByTime(0));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(opener()).toHaveFocus();
  });

  it("opened again in the moment its closing ends, it is shown again", async () => {
    const user = setup();
    render(<DialogHarness />);
    const dialog = await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Dialog schließen" }));
    // The end of the closing animation and the user's new opening in one render.
    act(() => {
      jest.advanceTimersByTime(MODAL_CLOSE_MS);
      opener().click();
    });
    expect(dialog.open).toBe(true);
    expect(
      screen.getByRole("dialog", { name: "Anlage löschen" }),
    ).toHaveAttribute("data-status", "open");
  });

  it("Escape closes after the close animation and returns focus to the opener", async () => {
    const user = setup();
    render(<DialogHarness />);
    const dialog = await openDialog(user);
    await user.keyboard("{Escape}");
    // The platform's close waits for the animation: `open` decides.
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute("data-status", "close");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it("an Escape taken by a control inside does not close it", async () => {
    const user = setup();
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="Filter umbenennen">
        <input
          aria-label="Name"
          onKeyDown={(event) => {
            if (event.key === "Escape") event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });

  it("closed by the platform itself (an Escape no page may prevent), it still goes through onClose", async () => {
    const user = setup();
    render(<DialogHarness />);
    const dialog = await openDialog(user);
    // Chromium's cancel cannot be cancelled without a user activation since the dialog opened.
    act(() => {
      if (dialog.dispatchEvent(new Event("cancel"))) dialog.close();
    });
    expect(opener()).toHaveFocus();
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("unmounted while open, it leaves the top layer and returns focus to the opener", async () => {
    const user = setup();
    const { rerender } = render(<DialogHarness />);
    const dialog = await openDialog(user);
    const close = jest.spyOn(dialog, "close");
    rerender(<DialogHarness withDialog={false} />);
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(dialog).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it("an action button can close it", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it.each<[DialogSize | undefined, string]>([
    [undefined, "sizeDefault"],
    [DIALOG_SIZES.large, "sizeLarge"],
    [DIALOG_SIZES.xlarge, "sizeXlarge"],
  ])("size %s gets the class %s", async (size, className) => {
    const user = setup();
    render(<DialogHarness size={size} />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveClass(className);
  });

  it.each<[DialogType, string]>([
    [DIALOG_TYPES.ERROR, "Fehler"],
    [DIALOG_TYPES.INFO, "Information"],
    [DIALOG_TYPES.WARNING, "Warnung"],
  ])(
    "type %s is read with the heading as '%s', the name stays the title",
    async (type, label) => {
      const user = setup();
      render(<DialogHarness type={type} />);
      const dialog = await openDialog(user);
      expect(dialog).toHaveAccessibleName("Anlage löschen");
      expect(
        screen.getByRole("heading", { name: `${label}: Anlage löschen` }),
      ).toBeInTheDocument();
    },
  );

  it("focuses the element of initialFocusRef", () => {
    function Focused() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          open
          onClose={() => {}}
          title="Sitzungsablauf"
          initialFocusRef={target}
          actions={
            <button type="button" ref={target}>
              Sitzung verlängern
            </button>
          }
        />
      );
    }
    setup();
    render(<Focused />);
    expect(
      screen.getByRole("button", { name: "Sitzung verlängern" }),
    ).toHaveFocus();
  });
});

describe("stacked dialogs", () => {
  it("Escape closes only the newest, also when focus went to the page (a click on the backdrop)", async () => {
    const user = setup();
    function Stack() {
      const [first, setFirst] = useState(true);
      const [second, setSecond] = useState(false);
      return (
        <>
          <Dialog open={first} onClose={() => setFirst(false)} title="Verlauf">
            <button type="button" onClick={() => setSecond(true)}>
              Sitzung prüfen
            </button>
          </Dialog>
          <Dialog
            open={second}
            onClose={() => setSecond(false)}
            title="Sitzungsablauf"
          />
        </>
      );
    }
    render(<Stack />);
    const check = screen.getByRole("button", { name: "Sitzung prüfen" });
    await user.click(check);
    const newest = screen.getByRole("dialog", { name: "Sitzungsablauf" });
    expect(
      within(newest).getByRole("button", { name: "Dialog schließen" }),
    ).toHaveFocus();
    await user.click(document.body);
    expect(document.body).toHaveFocus();
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(newest).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Verlauf" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closing the newest gives the focus back to the control in the one below", async () => {
    const user = setup();
    function Stack() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Dialog open onClose={() => {}} title="Verlauf">
            <button type="button" onClick={() => setSecond(true)}>
              Sitzung prüfen
            </button>
          </Dialog>
          <Dialog
            open={second}
            onClose={() => setSecond(false)}
            title="Sitzungsablauf"
          />
        </>
      );
    }
    render(<Stack />);
    const check = screen.getByRole("button", { name: "Sitzung prüfen" });
    await user.click(check);
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(
      screen.queryByRole("dialog", { name: "Sitzungsablauf" }),
    ).not.toBeInTheDocument();
    expect(check).toHaveFocus();
  });
});

describe("a dialog opened from inside another's content", () => {
  it("Escape closes the inner one only", async () => {
    const user = setup();
    const onOuterClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={onOuterClose} title="Verlauf">
          <button type="button" onClick={() => setInner(true)}>
            Details
          </button>
          <Dialog
            open={inner}
            onClose={() => setInner(false)}
            title="Änderung"
          />
        </Dialog>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByRole("dialog", { name: "Verlauf" })).toContainElement(
      screen.getByRole("dialog", { name: "Änderung" }),
    );
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(
      screen.queryByRole("dialog", { name: "Änderung" }),
    ).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Details" })).toHaveFocus();
  });
});

describe("MessageDialog", () => {
  it("shows title and text with a single 'Schließen' button that closes it", async () => {
    const user = setup();
    const onClose = jest.fn();
    render(
      <MessageDialog
        open
        onClose={onClose}
        title="Kein Filter ausgewählt"
        text="Bitte wählen Sie den Filter, den Sie löschen möchten."
      />,
    );
    const dialog = screen.getByRole("dialog", {
      name: "Kein Filter ausgewählt",
    });
    expect(dialog).toHaveAccessibleDescription(
      "Bitte wählen Sie den Filter, den Sie löschen möchten.",
    );
    expect(within(dialog).getAllByRole("button")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menü
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Navigation">
        <a href="/natippc/start">Startseite</a>
        <a href="/natippc/installations">Anlagenregister</a>
      </Drawer>
    </>
  );
}

describe("Drawer", () => {
  async function openDrawer(user: ReturnType<typeof setup>) {
    await user.click(screen.getByRole("button", { name: "Menü" }));
    const drawer = screen.getByRole("dialog", { name: "Navigation" });
    expect(
      screen.getByRole("button", { name: "Menü schließen" }),
    ).toHaveFocus();
    return drawer as HTMLDialogElement;
  }

  it("is a modal dialog with the focus inside; Tab goes through its links", async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, "showModal");
    const user = setup();
    render(<DrawerHarness />);
    const drawer = await openDrawer(user);
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(showModal.mock.contexts).toEqual([drawer]);
    await user.tab();
    expect(screen.getByRole("link", { name: "Startseite" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Anlagenregister" })).toHaveFocus();
  });

  it("'Menü schließen' closes after DRAWER_CLOSE_MS and returns focus", async () => {
    const user = setup();
    render(<DrawerHarness />);
    const drawer = await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Menü schließen" }));
    expect(drawer).toHaveAttribute("data-status", "close");
    act(() => jest.advanceTimersByTime(DRAWER_CLOSE_MS - 20));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(drawer.open).toBe(true);
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Menü" })).toHaveFocus(),
    );
  });

  it("Escape closes it", async () => {
    const user = setup();
    render(<DrawerHarness />);
    await openDrawer(user);
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(DRAWER_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menü" })).toHaveFocus();
  });
});
