import { screen } from "@testing-library/react";
import { FormSelect } from "../../../src/ui/form/FormSelect";
import { renderForm } from "./renderForm";

const BUNDESLAENDER = [
  { value: "2", label: "Kärnten" },
  { value: "4", label: "Oberösterreich" },
  { value: "6", label: "Steiermark" },
];

test("a required select: error and summary link to the combobox, then a choice is the value", async () => {
  const { user, onSubmit } = renderForm(
    <FormSelect
      name="bundesland"
      label="Bundesland"
      hint="Standort der Anlage"
      options={BUNDESLAENDER}
      rules={{ required: true }}
    />,
    { defaultValues: { bundesland: null } },
  );
  await user.click(screen.getByRole("button", { name: "Absenden" }));
  const combobox = screen.getByRole("combobox", {
    name: "Bundesland (Pflichtfeld)",
  });
  expect(combobox).toHaveAttribute("aria-invalid", "true");
  expect(combobox).toHaveAccessibleDescription(
    "Standort der Anlage Fehler: Dieses Feld ist verpflichtend",
  );

  await user.click(screen.getByRole("link", { name: "Bundesland" }));
  expect(combobox).toHaveFocus();
  await user.keyboard("{Enter}");
  await user.click(screen.getByRole("option", { name: "Steiermark" }));
  expect(combobox).not.toHaveAttribute("aria-invalid");
  await user.click(screen.getByRole("button", { name: "Absenden" }));
  expect(onSubmit).toHaveBeenCalledWith({ bundesland: "6" });
});

test("read-only shows the option's label, or 'keine Eingabe'", () => {
  renderForm(
    <>
      <FormSelect
        name="a"
        label="Bundesland"
        options={BUNDESLAENDER}
        readOnly
      />
      <FormSelect
        name="b"
        label="Bundesland des Betreibers"
        options={BUNDESLAENDER}
        readOnly
      />
    </>,
    { defaultValues: { a: "4", b: null } },
  );
  expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(
    ["Oberösterreich", "keine Eingabe"],
  );
});
