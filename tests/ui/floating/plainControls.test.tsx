/**
 * Before floating-ui has loaded, the select, the autocomplete, the tooltip's trigger and the menu
 * button stand plain; what a user does with them meanwhile is not lost once the full controls
 * arrive. (Every other suite meets the widgets loaded: tests/setup.ts.)
 */
import { useState } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Autocomplete } from "../../../src/ui/autocomplete";
import { Dialog } from "../../../src/ui/dialog";
import { Select } from "../../../src/ui/select";
import { InfoTooltip } from "../../../src/ui/tooltip";
import { preloadFloatingWidgets } from "../../../src/ui/floating";
import { slowNetwork } from "./slowNetwork";

/** The chunk arrives when the test says: a slow phone's network. */
const { SlowNetwork, release } = slowNetwork();

const PLACES = [
  { value: "wien", label: "Wien" },
  { value: "wels", label: "Wels" },
];

function Controls({
  search,
}: {
  search: (text: string) => Promise<typeof PLACES>;
}) {
  const [state, setState] = useState<string | null>("2");
  const [place, setPlace] = useState<(typeof PLACES)[number] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Select
        label="Bundesland"
        options={[
          { value: "1", label: "Burgenland" },
          { value: "2", label: "Kärnten" },
        ]}
        value={state}
        onChange={setState}
      />
      <Autocomplete
        label="Ort"
        value={place}
        onChange={setPlace}
        search={(text) => search(text)}
      />
      <InfoTooltip text="Die Anlage liegt im Bezirk." />
      <button type="button" onClick={() => setDialogOpen(true)}>
        Öffnen
      </button>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Hinweis"
      >
        Inhalt
      </Dialog>
    </>
  );
}

test("plain controls until the widgets arrive; typed text, focus and a pending opening carry over", async () => {
  const search = jest.fn(async (text: string) =>
    PLACES.filter((place) => place.label.startsWith(text)),
  );
  const user = userEvent.setup();
  render(
    <>
      <SlowNetwork />
      <Controls search={search} />
    </>,
  );

  // Plain: the fields are there with their value and roles, no list can show yet.
  const select = screen.getByRole("combobox", { name: "Bundesland" });
  expect(select).toHaveTextContent("Kärnten");
  expect(select).toHaveAttribute("aria-expanded", "false");
  const place = screen.getByRole("combobox", { name: "Ort" });
  expect(
    screen.getByRole("button", { name: "Mehr Informationen" }),
  ).toHaveAttribute("aria-haspopup", "dialog");

  // Typed into the plain field, then the select opened from the keyboard.
  await user.type(place, "We");
  select.focus();
  await user.keyboard("{ArrowDown}");
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  await act(async () => release());

  // Arrived (the focus had asked for them): the select's list is open on its value, focus on
  // the select, the place field still holds 'We' and searches it.
  const list = await screen.findByRole("listbox", { name: "Bundesland" });
  expect(screen.getByRole("option", { name: "Kärnten" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(list).toBeVisible();
  expect(screen.getByRole("combobox", { name: "Bundesland" })).toHaveFocus();
  expect(screen.getByRole("combobox", { name: "Ort" })).toHaveValue("We");
  await waitFor(() => expect(search).toHaveBeenCalledWith("We"));
  expect(
    await screen.findByRole("option", { name: "Wels" }),
  ).toBeInTheDocument();
}, 20_000);

test("a dialog opened after arrival is the full modal dialog", async () => {
  await act(() => preloadFloatingWidgets());
  const user = userEvent.setup();
  render(<Controls search={async () => []} />);
  await user.click(screen.getByRole("button", { name: "Öffnen" }));
  expect(
    await screen.findByRole("dialog", { name: "Hinweis" }),
  ).toHaveAttribute("aria-modal", "true");
});
