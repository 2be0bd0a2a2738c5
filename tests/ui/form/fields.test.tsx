import { screen, within } from "@testing-library/react";
import { CheckboxField } from "../../../src/ui/form/CheckboxField";
import { DateField } from "../../../src/ui/form/DateField";
import { DateRangeField } from "../../../src/ui/form/DateRangeField";
import { NumberField } from "../../../src/ui/form/NumberField";
import { TextareaField } from "../../../src/ui/form/TextareaField";
import { TextField } from "../../../src/ui/form/TextField";
import { renderForm } from "./renderForm";

const DATE_HINT = "Format TT.MM.JJJJ, z. B. 31.12.2024";

const utc = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

describe("required fields", () => {
  test("show an asterisk for the eye and '(Pflichtfeld)' for screen readers, plus aria-required", () => {
    renderForm(
      <TextField
        name="betreiber"
        label="Betreiber"
        rules={{ required: true }}
      />,
    );
    const input = screen.getByRole("textbox", {
      name: "Betreiber (Pflichtfeld)",
    });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("(Pflichtfeld)")).toBeInTheDocument();
  });

  test("optional fields have neither", () => {
    renderForm(<TextField name="betreiber" label="Betreiber" />);
    const input = screen.getByRole("textbox", { name: "Betreiber" });
    expect(input).not.toHaveAttribute("aria-required");
    expect(screen.queryByText("*")).not.toBeInTheDocument();
  });

  test("a required checkbox must be ticked", async () => {
    const { user, onSubmit } = renderForm(
      <CheckboxField
        name="bestaetigt"
        label="Angaben sind vollständig"
        rules={{ required: true }}
      />,
      { defaultValues: { bestaetigt: false } },
    );
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    const checkbox = screen.getByRole("checkbox", {
      name: "Angaben sind vollständig (Pflichtfeld)",
    });
    expect(checkbox).toHaveAccessibleDescription(
      "Fehler: Dieses Feld ist verpflichtend",
    );
    await user.click(checkbox);
    expect(checkbox).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalledWith({ bestaetigt: true });
  });
});

test("an invalid field is aria-invalid and described by its hint and error", async () => {
  const { user } = renderForm(
    <TextareaField
      name="beschreibung"
      label="Beschreibung"
      hint="Tätigkeit nach Anhang I der IE-Richtlinie"
      rules={{ maxLength: 5 }}
    />,
  );
  const textarea = screen.getByRole("textbox", { name: "Beschreibung" });
  expect(textarea).toHaveAccessibleDescription(
    "Tätigkeit nach Anhang I der IE-Richtlinie",
  );
  await user.type(textarea, "Zementwerk");
  expect(textarea).toHaveAttribute("aria-invalid", "true");
  expect(textarea).toHaveAccessibleDescription(
    "Tätigkeit nach Anhang I der IE-Richtlinie Fehler: Maximal 5 Zeichen",
  );
});

describe("number fields (de-DE)", () => {
  test("show the value with two fixed decimals", () => {
    renderForm(<NumberField name="kapazitaet" label="Kapazität" />, {
      defaultValues: { kapazitaet: 1234.5 },
    });
    expect(screen.getByRole("textbox", { name: "Kapazität" })).toHaveValue(
      "1.234,50",
    );
  });

  test("parse a de-DE entry into a number and show it formatted when left", async () => {
    const { user, onSubmit } = renderForm(
      <NumberField name="kapazitaet" label="Kapazität" />,
      {
        defaultValues: { kapazitaet: null },
      },
    );
    const input = screen.getByRole("textbox", { name: "Kapazität" });
    await user.type(input, "1234,5");
    await user.tab();
    expect(input).toHaveValue("1.234,50");
    await user.clear(input);
    await user.type(input, "1.234.567,891");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalledWith({ kapazitaet: 1234567.891 });
  });

  test("an empty entry is null", async () => {
    const { user, onSubmit } = renderForm(
      <NumberField name="kapazitaet" label="Kapazität" />,
      {
        defaultValues: { kapazitaet: 12 },
      },
    );
    await user.clear(screen.getByRole("textbox", { name: "Kapazität" }));
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalledWith({ kapazitaet: null });
  });

  test.each(["12a", "1,2,3", "1.23,4", "12.5.6"])(
    "reject %s",
    async (entry) => {
      const { user, onSubmit, onInvalid } = renderForm(
        <NumberField name="kapazitaet" label="Kapazität" />,
      );
      const input = screen.getByRole("textbox", { name: "Kapazität" });
      await user.type(input, entry);
      await user.tab();
      expect(input).toHaveValue(entry);
      expect(input).toHaveAccessibleDescription(
        "Fehler: Bitte eine Zahl eingeben, z. B. 1.234,50",
      );
      await user.click(screen.getByRole("button", { name: "Absenden" }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(onInvalid).toHaveBeenCalled();
    },
  );
});

describe("date fields (dd.MM.yyyy)", () => {
  test("parse an entry into a date and show it formatted when left", async () => {
    const { user, onSubmit } = renderForm(
      <DateField name="genehmigt" label="Genehmigt am" />,
    );
    const input = screen.getByRole("textbox", { name: "Genehmigt am" });
    await user.type(input, "1.2.2024");
    await user.tab();
    expect(input).toHaveValue("01.02.2024");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalledWith({ genehmigt: utc(2024, 2, 1) });
  });

  test.each(["31.02.2024", "29.02.2023", "2024-02-01", "1.1."])(
    "reject %s",
    async (entry) => {
      const { user, onSubmit } = renderForm(
        <DateField name="genehmigt" label="Genehmigt am" />,
      );
      const input = screen.getByRole("textbox", { name: "Genehmigt am" });
      await user.type(input, entry);
      expect(input).toHaveAccessibleDescription(
        `${DATE_HINT} Fehler: Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben`,
      );
      await user.click(screen.getByRole("button", { name: "Absenden" }));
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});

describe("date ranges", () => {
  const range = (
    <DateRangeField
      name="gueltigkeit"
      label="Gültigkeit"
      rules={{ required: true }}
    />
  );

  test("a required range needs both ends", async () => {
    const { user, onSubmit } = renderForm(range);
    const group = screen.getByRole("group", {
      name: "Gültigkeit (Pflichtfeld)",
    });
    const from = within(group).getByRole("textbox", { name: "von" });
    const to = within(group).getByRole("textbox", { name: "bis" });
    expect(from).toHaveAttribute("aria-required", "true");
    await user.type(from, "01.01.2024");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(to).toHaveAccessibleDescription(
      `${DATE_HINT} Fehler: Dieses Feld ist verpflichtend`,
    );
    await user.type(to, "31.12.2024");
    expect(to).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalledWith({
      gueltigkeit: { from: utc(2024, 1, 1), to: utc(2024, 12, 31) },
    });
  });

  test("'bis' must not precede 'von'", async () => {
    const { user } = renderForm(range);
    await user.type(screen.getByRole("textbox", { name: "von" }), "01.06.2024");
    await user.type(screen.getByRole("textbox", { name: "bis" }), "31.05.2024");
    expect(
      screen.getByRole("textbox", { name: "von" }),
    ).toHaveAccessibleDescription(
      `${DATE_HINT} Fehler: Das Datum „bis“ darf nicht vor dem Datum „von“ liegen`,
    );
  });

  test("each end is checked as a date and against the limits", async () => {
    const { user } = renderForm(
      <DateRangeField
        name="gueltigkeit"
        label="Gültigkeit"
        rules={{ min: utc(2020, 1, 1) }}
      />,
    );
    const to = screen.getByRole("textbox", { name: "bis" });
    await user.type(to, "31.02.2024");
    expect(to).toHaveAccessibleDescription(
      `${DATE_HINT} Fehler: Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben`,
    );
    await user.clear(to);
    await user.type(to, "31.12.2019");
    expect(to).toHaveAccessibleDescription(
      `${DATE_HINT} Fehler: 01.01.2020 oder später`,
    );
  });
});

describe("read-only and disabled", () => {
  test("a read-only field shows its value as text, or 'keine Eingabe'", () => {
    renderForm(
      <>
        <TextField name="betreiber" label="Betreiber" readOnly />
        <NumberField name="kapazitaet" label="Kapazität" readOnly />
        <DateRangeField name="gueltigkeit" label="Gültigkeit" readOnly />
        <CheckboxField name="ied" label="IED-Anlage" readOnly />
      </>,
      {
        defaultValues: {
          betreiber: "",
          kapazitaet: 1500,
          gueltigkeit: { from: utc(2024, 1, 1), to: null },
          ied: true,
        },
      },
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    const values = screen
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(values).toEqual([
      "keine Eingabe",
      "1.500,00",
      "01.01.2024 – …",
      "Ja",
    ]);
    expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "Betreiber",
      "Kapazität",
      "Gültigkeit",
      "IED-Anlage",
    ]);
  });

  test("a disabled field cannot be changed and is not validated", async () => {
    const { user, onSubmit } = renderForm(
      <TextField
        name="betreiber"
        label="Betreiber"
        disabled
        rules={{ required: true }}
      />,
    );
    expect(
      screen.getByRole("textbox", { name: "Betreiber (Pflichtfeld)" }),
    ).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Absenden" }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

test("widths sm, md and lg (191, 224, 257 px) and the defaults", () => {
  renderForm(
    <>
      <TextField name="a" label="Klein" width="sm" />
      <TextField name="b" label="Mittel" width="md" />
      <TextField name="c" label="Groß" width="lg" />
      <TextField name="d" label="Text ohne Breite" />
      <NumberField name="e" label="Zahl ohne Breite" />
      <TextareaField name="f" label="Langtext ohne Breite" />
    </>,
  );
  // CSS Modules resolve to their keys in jest; the pixel widths are measured in the e2e suite.
  const widthOf = (name: string) =>
    ["sm", "md", "lg"].filter((width) =>
      screen.getByRole("textbox", { name }).classList.contains(width),
    );
  expect(widthOf("Klein")).toEqual(["sm"]);
  expect(widthOf("Mittel")).toEqual(["md"]);
  expect(widthOf("Groß")).toEqual(["lg"]);
  expect(widthOf("Text ohne Breite")).toEqual(["lg"]);
  expect(widthOf("Zahl ohne Breite")).toEqual(["sm"]);
  expect(widthOf("Langtext ohne Breite")).toEqual([]);
});
