import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
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

function DialogHarness({
  type,
  size,
  withDescription = true,
}: {
  type?: DialogType;
  size?: DialogSize;
  withDescription?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Davor</button>
      <button type="button" onClick={() => setOpen(true)}>
        Anlage löschen …
      </button>
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
    </>
  );
}

function setup() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function openDialog(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole("button", { name: "Anlage löschen …" }));
  const dialog = screen.getByRole("dialog", { name: "Anlage löschen" });
  await waitFor(() =>
    expect(
      screen.getByRole("button", { name: "Dialog schließen" }),
    ).toHaveFocus(),
  );
  return dialog;
}

afterEach(() => jest.useRealTimers());

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

  it("hides the page behind it from assistive technology", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    expect(
      screen.queryByRole("button", { name: "Anlage löschen …" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Anlage löschen …", hidden: true }),
    ).toBeInTheDocument();
  });

  it("moves focus in and traps Tab and Shift+Tab inside", async () => {
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
    await user.tab();
    await waitFor(() => expect(close).toHaveFocus());

    await user.tab({ shift: true });
    await waitFor(() => expect(remove).toHaveFocus());
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it("'Dialog schließen' closes after the close animation and returns focus to the opener", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Dialog schließen" }));
    // Timers may have advanced a little during the click; the dialog must still be there.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Anlage löschen …" }),
      ).toHaveFocus(),
    );
  });

  it("Escape closes and returns focus to the opener", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Anlage löschen …" }),
      ).toHaveFocus(),
    );
  });

  it("an action button can close it", async () => {
    const user = setup();
    render(<DialogHarness />);
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
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

  it("focuses the element of initialFocusRef", async () => {
    function Focused() {
      const [target, setTarget] = useState<HTMLButtonElement | null>(null);
      return (
        <Dialog
          open
          onClose={() => {}}
          title="Sitzungsablauf"
          initialFocusRef={{ current: target }}
          actions={
            <button type="button" ref={setTarget}>
              Sitzung verlängern
            </button>
          }
        />
      );
    }
    setup();
    render(<Focused />);
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Sitzung verlängern" }),
      ).toHaveFocus(),
    );
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
    await user.click(screen.getByRole("button", { name: "Sitzung prüfen" }));
    // The older dialog is hidden from the accessibility tree: one close button left.
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Dialog schließen" }),
      ).toHaveFocus(),
    );
    await user.click(document.body);
    expect(document.body).toHaveFocus();
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(
      screen.queryByRole("dialog", { name: "Sitzungsablauf" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Verlauf" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
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
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Menü schließen" }),
      ).toHaveFocus(),
    );
    return drawer;
  }

  it("is a modal dialog that traps focus", async () => {
    const user = setup();
    render(<DrawerHarness />);
    const drawer = await openDrawer(user);
    expect(drawer).toHaveAttribute("aria-modal", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "Startseite" })).toHaveFocus();
    await user.tab();
    await user.tab();
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Menü schließen" }),
      ).toHaveFocus(),
    );
  });

  it("'Menü schließen' closes after DRAWER_CLOSE_MS and returns focus", async () => {
    const user = setup();
    render(<DrawerHarness />);
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Menü schließen" }));
    act(() => jest.advanceTimersByTime(DRAWER_CLOSE_MS - 20));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
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
  });
});
