import { screen } from "@testing-library/react";
import { DateRangeField } from "../../../src/ui/form/DateRangeField";
import { NumberField } from "../../../src/ui/form/NumberField";
import { TextField } from "../../../src/ui/form/TextField";
import { renderForm } from "./renderForm";

const fields = (
  <>
    <TextField
      name="bezeichnung"
      label="Bezeichnung"
      rules={{ required: true }}
    />
    <NumberField name="kapazitaet" label="Kapazität" rules={{ min: 1 }} />
    <DateRangeField
      name="gueltigkeit"
      label="Gültigkeit"
      rules={{ required: true }}
    />
  </>
);
const summaryTitle = "Folgende Angaben fehlen oder sind fehlerhaft:";
const summary = () => screen.getByRole("alert");

describe("submit", () => {
  test("a submit that ends with errors is invalid: onInvalid, not onSubmit", async () => {
    const { user, onSubmit, onInvalid } = renderForm(fields);
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(Object.keys(onInvalid.mock.calls[0][0])).toEqual([
      "bezeichnung",
      "gueltigkeit",
    ]);
  });

  test("a valid submit hands over the values", async () => {
    const { user, onSubmit, onInvalid } = renderForm(fields, {
      defaultValues: { bezeichnung: "Zementwerk Wietersdorf", kapazitaet: 3 },
    });
    await user.type(screen.getByRole("textbox", { name: "von" }), "01.01.2024");
    await user.type(screen.getByRole("textbox", { name: "bis" }), "31.12.2024");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith({
      bezeichnung: "Zementwerk Wietersdorf",
      kapazitaet: 3,
      gueltigkeit: {
        from: new Date(Date.UTC(2024, 0, 1)),
        to: new Date(Date.UTC(2024, 11, 31)),
      },
    });
  });
});

test("a disabled field keeps its value after a successful submit", async () => {
  const { user, onSubmit } = renderForm(
    <TextField name="kennung" label="Anlagenkennung" disabled />,
    { defaultValues: { kennung: "AT-IPPC-000042" } },
  );
  await user.click(screen.getByRole("button", { name: "Absenden" }));
  expect(onSubmit).toHaveBeenCalledWith({});
  expect(screen.getByRole("textbox", { name: "Anlagenkennung" })).toHaveValue(
    "AT-IPPC-000042",
  );
});

describe("error summary", () => {
  test("appears only after a submit", async () => {
    const { user } = renderForm(fields);
    await user.type(screen.getByRole("textbox", { name: "Kapazität" }), "0");
    expect(screen.getByRole("textbox", { name: "Kapazität" })).toHaveAttribute(
      "aria-invalid",
    );
    expect(
      screen.queryByRole("heading", { name: summaryTitle }),
    ).not.toBeInTheDocument();
  });

  test("takes the focus after a failed submit and lists each invalid field by its label", async () => {
    const { user } = renderForm(fields);
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveTextContent(summaryTitle);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Bezeichnung",
      "Gültigkeit",
    ]);
    expect(links[0]).toHaveAttribute(
      "href",
      `#${screen.getByRole("textbox", { name: "Bezeichnung (Pflichtfeld)" }).id}`,
    );
    expect(links[1]).toHaveAttribute(
      "href",
      `#${screen.getByRole("textbox", { name: "von" }).id}`,
    );
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(
      "Bezeichnung: Dieses Feld ist verpflichtend",
    );
  });

  test("takes the focus again on the next failed submit", async () => {
    const { user } = renderForm(fields);
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    await user.click(
      screen.getByRole("textbox", { name: "Bezeichnung (Pflichtfeld)" }),
    );
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(summary()).toHaveFocus();
  });

  test("a link focuses its field (click and Enter)", async () => {
    const { user } = renderForm(fields);
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    await user.click(screen.getByRole("link", { name: "Gültigkeit" }));
    expect(screen.getByRole("textbox", { name: "von" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Absenden" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Bezeichnung" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(
      screen.getByRole("textbox", { name: "Bezeichnung (Pflichtfeld)" }),
    ).toHaveFocus();
  });

  test("follows the corrections and goes when everything is valid", async () => {
    const { user } = renderForm(fields);
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    await user.type(
      screen.getByRole("textbox", { name: "Bezeichnung (Pflichtfeld)" }),
      "Raffinerie",
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(
      ["Gültigkeit"],
    );
    await user.type(screen.getByRole("textbox", { name: "von" }), "01.01.2024");
    await user.type(screen.getByRole("textbox", { name: "bis" }), "01.01.2025");
    expect(
      screen.queryByRole("heading", { name: summaryTitle }),
    ).not.toBeInTheDocument();
  });

  test("validateOnMount shows errors and the summary without moving the focus", async () => {
    renderForm(fields, { validateOnMount: true });
    expect(
      await screen.findByRole("heading", { name: summaryTitle }),
    ).toBeInTheDocument();
    expect(summary()).not.toHaveFocus();
    expect(
      screen.getByRole("textbox", { name: "Bezeichnung (Pflichtfeld)" }),
    ).toHaveAccessibleDescription("Fehler: Dieses Feld ist verpflichtend");
  });
});
