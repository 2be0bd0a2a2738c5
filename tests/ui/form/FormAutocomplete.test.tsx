import { act, screen, waitFor } from "@testing-library/react";
import { FormAutocomplete } from "../../../src/ui/form/FormAutocomplete";
import { renderForm } from "./renderForm";

const BEZIRKE = [
  { value: "201", label: "Klagenfurt Stadt" },
  { value: "205", label: "Sankt Veit an der Glan" },
  { value: "206", label: "Spittal an der Drau" },
];

const search = (text: string) =>
  Promise.resolve(
    BEZIRKE.filter((bezirk) =>
      bezirk.label.toLowerCase().includes(text.toLowerCase()),
    ),
  );

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test("a required autocomplete: error and summary link, then a chosen suggestion is the value", async () => {
  const { user, onSubmit } = renderForm(
    <FormAutocomplete
      name="bezirk"
      label="Bezirk"
      hint="Politischer Bezirk des Standorts"
      search={search}
      rules={{ required: true }}
    />,
    { defaultValues: { bezirk: null }, fakeTimers: true },
  );
  await user.click(screen.getByRole("button", { name: "Absenden" }));
  // Validation settles in promises; under fake timers React renders when the timers run.
  expect(await screen.findByRole("alert")).toHaveFocus();
  const combobox = screen.getByRole("combobox", {
    name: "Bezirk (Pflichtfeld)",
  });
  expect(combobox).toHaveAccessibleDescription(
    "Politischer Bezirk des Standorts Fehler: Dieses Feld ist verpflichtend",
  );

  await user.click(screen.getByRole("link", { name: "Bezirk" }));
  expect(combobox).toHaveFocus();
  await user.keyboard("Sankt");
  await act(() => jest.advanceTimersByTimeAsync(400));
  await user.click(
    screen.getByRole("option", { name: "Sankt Veit an der Glan" }),
  );
  expect(combobox).toHaveValue("Sankt Veit an der Glan");
  await waitFor(() => expect(combobox).not.toHaveAttribute("aria-invalid"));
  await user.click(screen.getByRole("button", { name: "Absenden" }));
  await act(() => jest.runOnlyPendingTimersAsync());
  expect(onSubmit).toHaveBeenCalledWith({ bezirk: BEZIRKE[1] });
});

test("read-only shows the chosen item's label, or 'keine Eingabe'", () => {
  renderForm(
    <>
      <FormAutocomplete name="a" label="Bezirk" search={search} readOnly />
      <FormAutocomplete
        name="b"
        label="Bezirk des Betreibers"
        search={search}
        readOnly
      />
    </>,
    { defaultValues: { a: BEZIRKE[0], b: null } },
  );
  expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(
    ["Klagenfurt Stadt", "keine Eingabe"],
  );
});
