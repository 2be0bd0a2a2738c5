import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "../../../src/ui/form/Form";
import { FormBlock } from "../../../src/ui/form/FormBlock";
import type { FormBlockOptions } from "../../../src/ui/form/useFormBlock";
import { NumberField } from "../../../src/ui/form/NumberField";
import { TextField } from "../../../src/ui/form/TextField";

const DEFAULTS = {
  bezeichnung: "Zementwerk Wietersdorf",
  betreiber: "",
  kapazitaet: 2500,
};

function renderBlocks(
  stammdaten: FormBlockOptions = {},
  betreiber: FormBlockOptions = {},
) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(
    <Form
      aria-label="Anlage bearbeiten"
      defaultValues={DEFAULTS}
      onSubmit={onSubmit}
    >
      <FormBlock title="Stammdaten" {...stammdaten}>
        <TextField
          name="bezeichnung"
          label="Bezeichnung"
          rules={{ required: true }}
        />
        <NumberField name="kapazitaet" label="Kapazität" />
      </FormBlock>
      <FormBlock title="Betreiber" {...betreiber}>
        <TextField
          name="betreiber"
          label="Name des Betreibers"
          rules={{ required: true }}
        />
      </FormBlock>
    </Form>,
  );
  const block = (title: string) => screen.getByRole("region", { name: title });
  return { user, onSubmit, block };
}

test("a block starts in view mode: values as text, 'keine Eingabe', a button 'Bearbeiten'", () => {
  const { block } = renderBlocks();
  const stammdaten = block("Stammdaten");
  expect(within(stammdaten).queryByRole("textbox")).not.toBeInTheDocument();
  expect(
    within(stammdaten).getByText("Zementwerk Wietersdorf"),
  ).toBeInTheDocument();
  expect(within(stammdaten).getByText("2.500,00")).toBeInTheDocument();
  expect(
    within(block("Betreiber")).getByText("keine Eingabe"),
  ).toBeInTheDocument();
  expect(
    within(stammdaten).getByRole("button", { name: "Bearbeiten Stammdaten" }),
  ).toBeInTheDocument();
  expect(
    within(stammdaten).queryByRole("button", { name: /Speichern/ }),
  ).not.toBeInTheDocument();
});

test("'Bearbeiten' switches to edit mode and focuses the first field", async () => {
  const { user, block } = renderBlocks();
  await user.click(
    within(block("Stammdaten")).getByRole("button", {
      name: "Bearbeiten Stammdaten",
    }),
  );
  const stammdaten = block("Stammdaten");
  expect(
    within(stammdaten).getByRole("textbox", {
      name: "Bezeichnung (Pflichtfeld)",
    }),
  ).toHaveFocus();
  expect(
    within(stammdaten).getByRole("textbox", { name: "Kapazität" }),
  ).toHaveValue("2.500,00");
  expect(
    within(stammdaten).getByRole("button", { name: "Speichern Stammdaten" }),
  ).toHaveAttribute("type", "submit");
  expect(
    within(stammdaten).getByRole("button", { name: "Abbrechen Stammdaten" }),
  ).toBeInTheDocument();
  expect(
    within(stammdaten).queryByRole("button", { name: /Bearbeiten/ }),
  ).not.toBeInTheDocument();
  expect(
    within(block("Betreiber")).queryByRole("textbox"),
  ).not.toBeInTheDocument();
});

test("'Abbrechen' resets the block's fields and returns to view mode", async () => {
  const { user, block, onSubmit } = renderBlocks();
  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Bearbeiten/ }),
  );
  const input = within(block("Stammdaten")).getByRole("textbox", {
    name: /Bezeichnung/,
  });
  await user.clear(input);
  await user.type(input, "Kalkwerk");
  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Abbrechen/ }),
  );
  expect(
    within(block("Stammdaten")).getByText("Zementwerk Wietersdorf"),
  ).toBeInTheDocument();
  expect(
    within(block("Stammdaten")).getByRole("button", { name: /Bearbeiten/ }),
  ).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a successful submit returns to view mode; the saved values are the new baseline", async () => {
  const { user, block, onSubmit } = renderBlocks(
    { defaultEditMode: true },
    { defaultEditMode: true },
  );
  const input = within(block("Stammdaten")).getByRole("textbox", {
    name: /Bezeichnung/,
  });
  await user.clear(input);
  await user.type(input, "Kalkwerk");
  await user.type(
    within(block("Betreiber")).getByRole("textbox"),
    "Baustoff AG",
  );
  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Speichern/ }),
  );
  expect(onSubmit).toHaveBeenCalledWith({
    ...DEFAULTS,
    bezeichnung: "Kalkwerk",
    betreiber: "Baustoff AG",
  });
  expect(within(block("Stammdaten")).getByText("Kalkwerk")).toBeInTheDocument();
  expect(
    within(block("Betreiber")).getByText("Baustoff AG"),
  ).toBeInTheDocument();
  expect(
    within(block("Stammdaten")).getByRole("button", { name: /Bearbeiten/ }),
  ).toHaveFocus();

  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Bearbeiten/ }),
  );
  await user.type(
    within(block("Stammdaten")).getByRole("textbox", { name: /Bezeichnung/ }),
    " Nord",
  );
  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Abbrechen/ }),
  );
  expect(within(block("Stammdaten")).getByText("Kalkwerk")).toBeInTheDocument();
});

test("a failed submit stays in edit mode", async () => {
  const { user, block, onSubmit } = renderBlocks({}, { defaultEditMode: true });
  await user.click(
    within(block("Betreiber")).getByRole("button", { name: /Speichern/ }),
  );
  expect(onSubmit).not.toHaveBeenCalled();
  expect(
    within(block("Betreiber")).getByRole("textbox", {
      name: /Name des Betreibers/,
    }),
  ).toBeInTheDocument();
});

test("stayInEditMode keeps edit mode after submit and after 'Abbrechen' (which still resets)", async () => {
  const { user, block, onSubmit } = renderBlocks({
    defaultEditMode: true,
    stayInEditMode: true,
  });
  const stammdaten = block("Stammdaten");
  await user.type(
    within(stammdaten).getByRole("textbox", { name: /Bezeichnung/ }),
    " Süd",
  );
  await user.click(
    within(stammdaten).getByRole("button", { name: /Abbrechen/ }),
  );
  expect(
    within(stammdaten).getByRole("textbox", { name: /Bezeichnung/ }),
  ).toHaveValue("Zementwerk Wietersdorf");

  // The other block holds a required empty field; fill it through its own edit mode first.
  await user.click(
    within(block("Betreiber")).getByRole("button", { name: /Bearbeiten/ }),
  );
  await user.type(
    within(block("Betreiber")).getByRole("textbox"),
    "Baustoff AG",
  );
  await user.click(
    within(stammdaten).getByRole("button", { name: /Speichern/ }),
  );
  expect(onSubmit).toHaveBeenCalled();
  expect(
    within(stammdaten).getByRole("textbox", { name: /Bezeichnung/ }),
  ).toBeInTheDocument();
  expect(
    within(block("Betreiber")).queryByRole("textbox"),
  ).not.toBeInTheDocument();
});

test("the error summary opens a closed block before focusing its field", async () => {
  const { user, block } = renderBlocks({ defaultEditMode: true });
  await user.click(
    within(block("Stammdaten")).getByRole("button", { name: /Speichern/ }),
  );
  const summary = screen.getByRole("alert");
  expect(
    within(block("Betreiber")).getByText("Dieses Feld ist verpflichtend"),
  ).toBeInTheDocument();
  await user.click(
    within(summary).getByRole("link", { name: "Name des Betreibers" }),
  );
  const field = within(block("Betreiber")).getByRole("textbox", {
    name: "Name des Betreibers (Pflichtfeld)",
  });
  expect(field).toHaveFocus();
  await user.type(field, "Baustoff AG");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
