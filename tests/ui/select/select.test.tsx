import { useState } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Select, type SelectProps } from "../../../src/ui/select";
import { TYPE_AHEAD_RESET_MS } from "../../../src/ui/tokens";

const BUNDESLAENDER = [
  "Burgenland",
  "Kärnten",
  "Niederösterreich",
  "Oberösterreich",
  "Salzburg",
  "Steiermark",
  "Tirol",
  "Vorarlberg",
  "Wien",
].map((label, index) => ({ value: String(index + 1), label }));

/** 25 options, so PageUp/PageDown have room to jump by ten. */
const BEZIRKE = Array.from({ length: 25 }, (_, index) => ({
  value: `B${index}`,
  label: `Bezirk ${String(index + 1).padStart(2, "0")}`,
}));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Props = Partial<SelectProps> & { initial?: string | null };

function Controlled({ initial = null, onChange, ...props }: Props) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      label="Bundesland"
      options={BUNDESLAENDER}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: Props = {}) {
  const user = userEvent.setup({
    // Inside act(): the list is placed in a promise (its positioning code) that settles between keystrokes.
    advanceTimers: (ms) => act(async () => jest.advanceTimersByTime(ms)),
  });
  render(
    <>
      <Controlled {...props} />
      <button type="button">Weiter</button>
    </>,
  );
  return user;
}

const combobox = () => screen.getByRole("combobox", { name: "Bundesland" });
const listbox = () => screen.queryByRole("listbox", { name: "Bundesland" });

/** The option named by aria-activedescendant. */
function activeOption() {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
}

async function advance(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

describe("closed", () => {
  test("shows the placeholder 'Bitte auswählen', named by its visible label", () => {
    setup();
    expect(combobox()).toHaveTextContent("Bitte auswählen");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveAttribute("aria-haspopup", "listbox");
    expect(combobox()).not.toHaveAttribute("aria-activedescendant");
    expect(listbox()).not.toBeInTheDocument();
  });

  test("shows the chosen label", () => {
    setup({ initial: "6" });
    expect(combobox()).toHaveTextContent("Steiermark");
  });

  test("a custom placeholder", () => {
    setup({ placeholder: "Alle Bundesländer" });
    expect(combobox()).toHaveTextContent("Alle Bundesländer");
  });

  test("clicking the label focuses the combobox", async () => {
    const user = setup();
    await user.click(screen.getByText("Bundesland"));
    expect(combobox()).toHaveFocus();
  });

  test("required, invalid and described: aria-required, aria-invalid, aria-describedby", () => {
    render(
      <>
        <Select
          label="Bundesland"
          options={BUNDESLAENDER}
          value={null}
          onChange={() => {}}
          required
          invalid
          describedBy="bundesland-error"
        />
        <p id="bundesland-error">Dieses Feld ist verpflichtend</p>
      </>,
    );
    const box = screen.getByRole("combobox", {
      name: "Bundesland (Pflichtfeld)",
    });
    expect(box).toHaveAttribute("aria-required", "true");
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("Dieses Feld ist verpflichtend");
  });
});

describe("opening and closing", () => {
  test("a click opens the list and marks the chosen option; a second click closes it", async () => {
    const user = setup({ initial: "5" });
    await user.click(combobox());
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(combobox()).toHaveAttribute("aria-controls", listbox()?.id);
    expect(within(listbox()!).getAllByRole("option")).toHaveLength(9);
    expect(screen.getByRole("option", { name: "Salzburg" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("option", { name: "Wien" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    expect(activeOption()).toHaveTextContent("Salzburg");

    await user.click(combobox());
    expect(listbox()).not.toBeInTheDocument();
  });

  test.each([
    "{Enter}",
    " ",
    "{ArrowDown}",
    "{ArrowUp}",
    "{Alt>}{ArrowDown}{/Alt}",
  ])(
    "%s opens the list on the chosen option without changing it",
    async (keys) => {
      const onChange = jest.fn();
      const user = setup({ initial: "3", onChange });
      await user.tab();
      await user.keyboard(keys);
      expect(listbox()).toBeInTheDocument();
      expect(activeOption()).toHaveTextContent("Niederösterreich");
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  test("without a value the list opens on the first option", async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Burgenland");
  });

  test("Home and End open the list on the first and last option", async () => {
    const user = setup({ initial: "5" });
    await user.tab();
    await user.keyboard("{Home}");
    expect(activeOption()).toHaveTextContent("Burgenland");
    await user.keyboard("{Escape}{End}");
    expect(activeOption()).toHaveTextContent("Wien");
  });

  test("Escape closes and keeps the value", async () => {
    const onChange = jest.fn();
    const user = setup({ initial: "5", onChange });
    await user.tab();
    await user.keyboard("{Enter}{ArrowDown}{Escape}");
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent("Salzburg");
    expect(combobox()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  test("reopening after Escape starts on the option that was active when it closed (APG)", async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Niederösterreich");
    await user.keyboard("{Escape}");
    expect(listbox()).not.toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Niederösterreich");
  });

  test("with a value, reopening after Escape also starts on the last active option; after a choice on the chosen one", async () => {
    const onChange = jest.fn();
    const user = setup({ initial: "5", onChange });
    await user.tab();
    await user.keyboard("{Enter}{ArrowDown}{ArrowDown}{Escape}");
    expect(combobox()).toHaveTextContent("Salzburg");
    await user.keyboard("{Enter}");
    expect(activeOption()).toHaveTextContent("Tirol");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onChange).toHaveBeenCalledWith("6");
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Steiermark");
  });

  test("a click outside closes the list", async () => {
    const user = setup();
    await user.click(combobox());
    await user.click(document.body);
    expect(listbox()).not.toBeInTheDocument();
  });

  test("disabled: not focusable, does not open", async () => {
    const user = setup({ disabled: true, initial: "9" });
    expect(combobox()).toHaveAttribute("aria-disabled", "true");
    expect(combobox()).toHaveTextContent("Wien");
    await user.tab();
    expect(combobox()).not.toHaveFocus();
    await user.click(combobox());
    expect(listbox()).not.toBeInTheDocument();
  });
});

describe("keys in the open list", () => {
  test("ArrowDown and ArrowUp move one option and stop at the ends", async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toHaveTextContent("Burgenland");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Niederösterreich");
    await user.keyboard("{End}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Wien");
    await user.keyboard("{Home}");
    expect(activeOption()).toHaveTextContent("Burgenland");
  });

  test("PageDown and PageUp jump ten options, stopping at the ends", async () => {
    const user = setup({ options: BEZIRKE });
    await user.tab();
    await user.keyboard("{ArrowDown}{PageDown}");
    expect(activeOption()).toHaveTextContent("Bezirk 11");
    await user.keyboard("{PageDown}{PageDown}");
    expect(activeOption()).toHaveTextContent("Bezirk 25");
    await user.keyboard("{PageUp}");
    expect(activeOption()).toHaveTextContent("Bezirk 15");
    await user.keyboard("{PageUp}{PageUp}");
    expect(activeOption()).toHaveTextContent("Bezirk 01");
  });

  test("Enter chooses the active option and closes", async () => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("2");
    expect(combobox()).toHaveTextContent("Kärnten");
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  test("Space chooses the active option", async () => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.tab();
    await user.keyboard("{End} ");
    expect(onChange).toHaveBeenCalledWith("9");
    expect(listbox()).not.toBeInTheDocument();
  });

  test("Alt+ArrowUp chooses the active option", async () => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.tab();
    await user.keyboard("{End}{Alt>}{ArrowUp}{/Alt}");
    expect(onChange).toHaveBeenCalledWith("9");
    expect(listbox()).not.toBeInTheDocument();
  });

  test("Tab chooses the active option and moves on", async () => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(onChange).toHaveBeenCalledWith("2");
    expect(screen.getByRole("button", { name: "Weiter" })).toHaveFocus();
    expect(listbox()).not.toBeInTheDocument();
  });

  test("a click on an option chooses it", async () => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "Tirol" }));
    expect(onChange).toHaveBeenCalledWith("7");
    expect(combobox()).toHaveTextContent("Tirol");
    expect(combobox()).toHaveFocus();
  });

  test("disabled options are skipped and cannot be chosen", async () => {
    const onChange = jest.fn();
    const options = BUNDESLAENDER.map((option) =>
      option.label === "Kärnten" ? { ...option, disabled: true } : option,
    );
    const user = setup({ options, onChange });
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Niederösterreich");
    const kaernten = screen.getByRole("option", { name: "Kärnten" });
    expect(kaernten).toHaveAttribute("aria-disabled", "true");
    await user.click(kaernten);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("type-ahead", () => {
  test('typing "st" quickly jumps to Steiermark, even when typing opened the list', async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("s");
    expect(listbox()).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent("Salzburg");
    await user.keyboard("t");
    expect(activeOption()).toHaveTextContent("Steiermark");
  });

  test("the typed buffer lives 500 ms: within it letters add up, after it they start again", async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("{ArrowDown}s");
    expect(activeOption()).toHaveTextContent("Salzburg");
    await advance(TYPE_AHEAD_RESET_MS - 1);
    await user.keyboard("t");
    expect(activeOption()).toHaveTextContent("Steiermark");
    await advance(TYPE_AHEAD_RESET_MS);
    await user.keyboard("t");
    expect(activeOption()).toHaveTextContent("Tirol");
  });

  test("typing searches from the option after the current value and wraps, as a native select does", async () => {
    const options = [
      "Eisenstadt (Stadt)",
      "Rust (Stadt)",
      "Innsbruck-Stadt",
      "Landeck",
      "Lienz",
      "Reutte",
      "Schwaz",
    ].map((label) => ({ value: label, label }));
    const onChange = jest.fn();
    const user = setup({ options, initial: "Lienz", onChange });
    await user.tab();
    await user.keyboard("r");
    expect(activeOption()).toHaveTextContent("Reutte");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("Reutte");

    await advance(TYPE_AHEAD_RESET_MS);
    await user.keyboard("r");
    expect(activeOption()).toHaveTextContent("Rust (Stadt)");
  });

  test("in the open list typing searches from the option after the active one", async () => {
    const options = ["Landeck", "Lienz", "Linz", "Reutte"].map((label) => ({
      value: label,
      label,
    }));
    const user = setup({ options });
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Lienz");
    await user.keyboard("l");
    expect(activeOption()).toHaveTextContent("Linz");
  });

  test("a space inside a typed word belongs to it; otherwise Space chooses", async () => {
    const onChange = jest.fn();
    const options = [
      { value: "a", label: "Neunkirchen" },
      { value: "b", label: "Neusiedl am See" },
    ];
    const user = setup({ options, onChange });
    await user.tab();
    await user.keyboard("{ArrowDown}neusiedl a");
    expect(activeOption()).toHaveTextContent("Neusiedl am See");
    expect(listbox()).toBeInTheDocument();
    await advance(TYPE_AHEAD_RESET_MS);
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith("b");
  });
});

describe("add entry", () => {
  test("runs its action and never becomes the value", async () => {
    const onChange = jest.fn();
    const onAdd = jest.fn();
    const user = setup({
      initial: "1",
      onChange,
      addOption: { label: "Neues Bundesland anlegen", onAdd },
    });
    await user.tab();
    await user.keyboard("{End}");
    expect(activeOption()).toHaveTextContent("Neues Bundesland anlegen");
    await user.keyboard("{Enter}");
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent("Burgenland");
    expect(listbox()).not.toBeInTheDocument();

    await user.click(combobox());
    await user.click(
      screen.getByRole("option", { name: /Neues Bundesland anlegen/ }),
    );
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  test("Tab on the add entry only closes the list", async () => {
    const onChange = jest.fn();
    const onAdd = jest.fn();
    const user = setup({
      onChange,
      addOption: { label: "Neues Bundesland anlegen", onAdd },
    });
    await user.tab();
    await user.keyboard("{End}");
    await user.tab();
    expect(onAdd).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(listbox()).not.toBeInTheDocument();
  });

  test("type-ahead does not match it", async () => {
    const user = setup({
      addOption: { label: "Neues Bundesland anlegen", onAdd: jest.fn() },
    });
    await user.tab();
    await user.keyboard("{ArrowDown}ne");
    expect(activeOption()).toHaveTextContent("Niederösterreich");
  });
});

test("an empty list says 'Keine Einträge vorhanden'", async () => {
  const user = setup({ options: [] });
  await user.click(combobox());
  const empty = within(listbox()!).getByRole("option", {
    name: "Keine Einträge vorhanden",
  });
  expect(empty).toHaveAttribute("aria-disabled", "true");
  await user.keyboard("{ArrowDown}{Enter}");
  expect(combobox()).toHaveTextContent("Bitte auswählen");
});

test("the list is at most 300 px high", async () => {
  // jsdom has no layout: give the viewport a height.
  jest
    .spyOn(document.documentElement, "clientHeight", "get")
    .mockReturnValue(900);
  const user = setup({ options: BEZIRKE });
  await user.click(combobox());
  await advance(0);
  expect(listbox()).toHaveStyle({ maxHeight: "300px" });
});

test("the active option is scrolled into view inside the list, not the page", async () => {
  // jsdom has no layout: the list shows 300 px, the last option lies 900 px down in it.
  jest
    .spyOn(Element.prototype, "getBoundingClientRect")
    .mockImplementation(function (this: Element) {
      const rect = (top: number, height: number) =>
        ({ top, bottom: top + height, left: 0, right: 200 }) as DOMRect;
      if (this.getAttribute("role") === "listbox") return rect(0, 300);
      if (this.textContent === "Bezirk 25")
        return rect(900 - (listbox()?.scrollTop ?? 0), 36);
      return rect(0, 0);
    });
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const user = setup({ options: BEZIRKE });
  await user.tab();
  await user.keyboard("{ArrowDown}{End}");
  await advance(50);
  expect(listbox()!.scrollTop).toBe(636);
  expect(scrollIntoView).not.toHaveBeenCalled();
});
