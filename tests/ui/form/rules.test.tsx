import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { DateField } from "../../../src/ui/form/DateField";
import { NumberField } from "../../../src/ui/form/NumberField";
import { TextField } from "../../../src/ui/form/TextField";
import type { FieldRules } from "../../../src/ui/form/rules";
import { renderForm } from "./renderForm";

/** Types into the only text box and returns its error text (without the hidden prefix), if any. */
async function errorAfterTyping(
  field: ReactNode,
  text: string,
): Promise<string | undefined> {
  const { user } = renderForm(field);
  const input = screen.getByRole("textbox");
  await user.type(input, text);
  const errorId = input
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((id) => id.endsWith("-error"));
  return errorId
    ? document.getElementById(errorId)?.textContent?.replace("Fehler: ", "")
    : undefined;
}

const text = (rules: FieldRules<string>) => (
  <TextField name="bezeichnung" label="Bezeichnung" rules={rules} />
);
const number = (rules: FieldRules<number | null>) => (
  <NumberField name="menge" label="Menge" rules={rules} />
);
const date = (rules: FieldRules<Date | null>) => (
  <DateField name="datum" label="Datum" rules={rules} />
);

describe("default messages (SPEC §5)", () => {
  test("required", async () => {
    expect(
      await errorAfterTyping(text({ required: true }), "a{Backspace}"),
    ).toBe("Dieses Feld ist verpflichtend");
  });

  test("min of a number, formatted de-DE", async () => {
    expect(await errorAfterTyping(number({ min: 1000 }), "999")).toBe(
      "Wert muss mindestes 1.000,00 sein",
    );
  });

  test("max of a number", async () => {
    expect(await errorAfterTyping(number({ max: 5.5 }), "6")).toBe(
      "Wert darf maximal 5,50 sein",
    );
  });

  test("min of a date, formatted dd.MM.yyyy", async () => {
    const min = new Date(Date.UTC(2024, 0, 1));
    expect(await errorAfterTyping(date({ min }), "31.12.2023")).toBe(
      "01.01.2024 oder später",
    );
  });

  test("max of a date", async () => {
    const max = new Date(Date.UTC(2024, 11, 31));
    expect(await errorAfterTyping(date({ max }), "01.01.2025")).toBe(
      "31.12.2024 oder früher",
    );
  });

  test("a date inside the limits is fine", async () => {
    const limits = {
      min: new Date(Date.UTC(2024, 0, 1)),
      max: new Date(Date.UTC(2024, 11, 31)),
    };
    expect(await errorAfterTyping(date(limits), "15.06.2024")).toBeUndefined();
  });

  test("minLength", async () => {
    expect(await errorAfterTyping(text({ minLength: 3 }), "ab")).toBe(
      "Mindestens 3 Zeichen",
    );
  });

  test("maxLength", async () => {
    expect(await errorAfterTyping(text({ maxLength: 5 }), "abcdef")).toBe(
      "Maximal 5 Zeichen",
    );
  });

  test("pattern: otherwise 'Validierungsfehler'", async () => {
    expect(await errorAfterTyping(text({ pattern: /^AT-\d+$/ }), "XY")).toBe(
      "Validierungsfehler",
    );
  });

  test("custom validate returning false: 'Validierungsfehler'", async () => {
    expect(
      await errorAfterTyping(
        text({ validate: (value) => value !== "Test" }),
        "Test",
      ),
    ).toBe("Validierungsfehler");
  });

  test("custom validate returning a text shows it, also when async", async () => {
    expect(
      await errorAfterTyping(
        text({
          validate: async (value) =>
            value.startsWith("AT") || "Kennung beginnt mit AT",
        }),
        "DE1",
      ),
    ).toBe("Kennung beginnt mit AT");
  });
});

describe("custom messages override the defaults", () => {
  test.each<[string, FieldRules<string>, string, string]>([
    [
      "required",
      { required: "Bitte Bezeichnung angeben" },
      "a{Backspace}",
      "Bitte Bezeichnung angeben",
    ],
    [
      "minLength",
      { minLength: { value: 3, message: "Zu kurz" } },
      "ab",
      "Zu kurz",
    ],
    [
      "maxLength",
      { maxLength: { value: 2, message: "Zu lang" } },
      "abc",
      "Zu lang",
    ],
    [
      "pattern",
      { pattern: { value: /^\d+$/, message: "Nur Ziffern" } },
      "a",
      "Nur Ziffern",
    ],
  ])("%s", async (_rule, rules, typed, message) => {
    expect(await errorAfterTyping(text(rules), typed)).toBe(message);
  });

  test("min of a number", async () => {
    expect(
      await errorAfterTyping(
        number({ min: { value: 10, message: "Mindestens zehn Tonnen" } }),
        "9",
      ),
    ).toBe("Mindestens zehn Tonnen");
  });

  test("date limits", async () => {
    const max = {
      value: new Date(Date.UTC(2024, 0, 1)),
      message: "Nicht in der Zukunft",
    };
    expect(await errorAfterTyping(date({ max }), "02.01.2024")).toBe(
      "Nicht in der Zukunft",
    );
  });
});

describe("validation on change", () => {
  test("an error appears while typing and goes when the value is fixed", async () => {
    const { user } = renderForm(text({ minLength: 3 }));
    const input = screen.getByRole("textbox", { name: "Bezeichnung" });
    await user.type(input, "ab");
    expect(input).toHaveAccessibleDescription("Fehler: Mindestens 3 Zeichen");
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.type(input, "c");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Mindestens 3 Zeichen")).not.toBeInTheDocument();
  });
});
