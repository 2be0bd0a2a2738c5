import { useState } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Autocomplete,
  type AutocompleteItem,
  type AutocompleteProps,
} from "../../../src/ui/autocomplete";
import { SEARCH_DEBOUNCE_MS } from "../../../src/ui/tokens";

const GEMEINDEN: AutocompleteItem[] = [
  { value: "60101", label: "Graz" },
  { value: "61611", label: "Gratkorn" },
  { value: "61610", label: "Gratwein-Straßengel" },
  { value: "40101", label: "Linz" },
  { value: "90001", label: "Wien" },
];

function findGemeinden(text: string) {
  return GEMEINDEN.filter((item) =>
    item.label.toLowerCase().startsWith(text.toLowerCase()),
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Props = Partial<AutocompleteProps<AutocompleteItem>> & {
  initial?: AutocompleteItem | null;
};

function Controlled({ initial = null, onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Autocomplete
      label="Gemeinde"
      search={async (text) => findGemeinden(text)}
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
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Controlled {...props} />);
  return user;
}

const input = () => screen.getByRole("combobox", { name: "Gemeinde" });
const listbox = () => screen.queryByRole("listbox", { name: "Gemeinde" });
const liveRegion = () => screen.getByRole("status");

function activeOption() {
  const id = input().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
}

async function advance(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

/** A search whose answers the test gives by hand. */
function manualSearch() {
  const calls: {
    text: string;
    signal: AbortSignal;
    resolve: (items: AutocompleteItem[]) => void;
    reject: (error: Error) => void;
  }[] = [];
  const search = jest.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<AutocompleteItem[]>((resolve, reject) =>
        calls.push({ text, signal, resolve, reject }),
      ),
  );
  return { search, calls };
}

test("searches 400 ms after the last keystroke, once for fast typing", async () => {
  const search = jest.fn(async (text: string) => findGemeinden(text));
  const user = setup({ search });
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS - 1);
  expect(search).not.toHaveBeenCalled();
  await advance(1);
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith("gra", expect.any(AbortSignal));
  expect(
    within(listbox()!)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Graz", "Gratkorn", "Gratwein-Straßengel"]);
  expect(input()).toHaveAttribute("aria-expanded", "true");
  expect(input()).toHaveAttribute("aria-controls", listbox()!.id);
  expect(input()).toHaveAttribute("aria-autocomplete", "list");
});

test("typing again aborts the running search and starts a new one", async () => {
  const { search, calls } = manualSearch();
  const user = setup({ search });
  await user.type(input(), "gr");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.signal.aborted).toBe(false);

  await user.type(input(), "a");
  expect(calls[0]!.signal.aborted).toBe(true);
  await advance(SEARCH_DEBOUNCE_MS);
  expect(calls.map((call) => call.text)).toEqual(["gr", "gra"]);

  // The late answer of the aborted search is ignored.
  await act(async () => calls[0]!.resolve([GEMEINDEN[3]!]));
  expect(listbox()).not.toBeInTheDocument();
  await act(async () => calls[1]!.resolve(findGemeinden("gra")));
  expect(within(listbox()!).getAllByRole("option")).toHaveLength(3);
});

test("fewer characters than minChars do not search", async () => {
  const search = jest.fn(async (text: string) => findGemeinden(text));
  const user = setup({ search, minChars: 3 });
  await user.type(input(), "gr");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(search).not.toHaveBeenCalled();
  await user.type(input(), "a");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(search).toHaveBeenCalledWith("gra", expect.any(AbortSignal));
});

test("shows a spinner with 'Wird gesucht …' while the search runs", async () => {
  const { search, calls } = manualSearch();
  const user = setup({ search });
  await user.type(input(), "li");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(screen.getAllByText("Wird gesucht …")).toHaveLength(2);
  expect(liveRegion()).toHaveTextContent("Wird gesucht …");

  await act(async () => calls[0]!.resolve(findGemeinden("li")));
  expect(screen.queryByText("Wird gesucht …")).not.toBeInTheDocument();
});

test("a failed search shows the error text", async () => {
  const { search, calls } = manualSearch();
  const user = setup({ search });
  await user.type(input(), "li");
  await advance(SEARCH_DEBOUNCE_MS);
  await act(async () => calls[0]!.reject(new Error("500")));
  const message =
    "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.";
  expect(liveRegion()).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(2);
  expect(input()).toHaveAttribute("aria-expanded", "false");

  // Typing on puts the error away until the next search ends.
  await user.type(input(), "n");
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  await advance(SEARCH_DEBOUNCE_MS);
  await act(async () => calls[1]!.resolve(findGemeinden("lin")));
  expect(liveRegion()).toHaveTextContent("1 Ergebnis verfügbar");
});

test("a custom error text", async () => {
  const user = setup({
    search: () => Promise.reject(new Error("500")),
    errorText: "Das Gemeindeverzeichnis ist nicht erreichbar.",
  });
  await user.type(input(), "li");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(liveRegion()).toHaveTextContent(
    "Das Gemeindeverzeichnis ist nicht erreichbar.",
  );
});

test("no hits: 'Keine Ergebnisse', and no list", async () => {
  const user = setup();
  await user.type(input(), "xyz");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(screen.getAllByText("Keine Ergebnisse")).toHaveLength(2);
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "false");
});

test.each([
  ["gra", "3 Ergebnisse verfügbar"],
  ["lin", "1 Ergebnis verfügbar"],
  ["xyz", "Keine Ergebnisse"],
])("typing %s announces '%s' politely", async (text, announcement) => {
  const user = setup();
  expect(liveRegion()).toHaveTextContent("");
  await user.type(input(), text);
  await advance(SEARCH_DEBOUNCE_MS);
  expect(liveRegion()).toHaveTextContent(announcement);
});

test("ArrowDown/ArrowUp move through the results, Enter chooses", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange });
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(input()).not.toHaveAttribute("aria-activedescendant");

  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Gratkorn");
  expect(activeOption()).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Graz");
  await user.keyboard("{ArrowUp}");
  expect(activeOption()).toHaveTextContent("Gratwein-Straßengel");

  await user.keyboard("{Enter}");
  expect(onChange).toHaveBeenLastCalledWith(GEMEINDEN[2]);
  expect(input()).toHaveValue("Gratwein-Straßengel");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveFocus();
});

test("Enter with no option highlighted closes the list and keeps the typed text", async () => {
  const onChange = jest.fn();
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <form onSubmit={onSubmit}>
      <Controlled onChange={onChange} />
    </form>,
  );
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  expect(listbox()).toBeInTheDocument();
  await user.keyboard("{Enter}");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "false");
  expect(input()).toHaveValue("gra");
  expect(input()).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();
  // The first Enter belongs to the open list; the next one submits the form.
  expect(onSubmit).not.toHaveBeenCalled();
  await user.keyboard("{Enter}");
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test("Alt+ArrowDown opens a closed list without highlighting or choosing an option", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange });
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  await user.keyboard("{Escape}");
  expect(listbox()).not.toBeInTheDocument();

  await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
  expect(listbox()).toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "true");
  expect(input()).not.toHaveAttribute("aria-activedescendant");
  for (const option of within(listbox()!).getAllByRole("option"))
    expect(option).toHaveAttribute("aria-selected", "false");
  expect(input()).toHaveValue("gra");
  expect(onChange).not.toHaveBeenCalled();

  // Without Alt, Down and Up open it on the first and the last option.
  await user.keyboard("{Escape}{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Graz");
  await user.keyboard("{Escape}{ArrowUp}");
  expect(activeOption()).toHaveTextContent("Gratwein-Straßengel");
});

test.each(["{ArrowLeft}", "{ArrowRight}", "{Home}", "{End}"])(
  "%s puts the focus back on the text: no option stays active",
  async (key) => {
    const onChange = jest.fn();
    const user = setup({ onChange });
    await user.type(input(), "gra");
    await advance(SEARCH_DEBOUNCE_MS);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Gratkorn");

    await user.keyboard(key);
    expect(input()).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getByRole("option", { name: "Gratkorn" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    expect(listbox()).toBeInTheDocument();
    // Down starts again at the first suggestion; Enter without one chooses nothing.
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Graz");
    await user.keyboard(`${key}{Enter}`);
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue("gra");
  },
);

test("typing on clears the highlighted option at once: Enter never chooses it for the new text", async () => {
  const { search, calls } = manualSearch();
  const onChange = jest.fn();
  const user = setup({ search, onChange });
  await user.type(input(), "graz");
  await advance(SEARCH_DEBOUNCE_MS);
  await act(async () =>
    calls[0]!.resolve([{ value: "601", label: "Bezirk Graz (Stadt)" }]),
  );
  await user.keyboard("{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Bezirk Graz (Stadt)");

  // The answer for "grazx" has not come yet.
  await user.type(input(), "x");
  expect(input()).not.toHaveAttribute("aria-activedescendant");
  await user.keyboard("{Enter}");
  expect(onChange).not.toHaveBeenCalled();
  expect(input()).toHaveValue("grazx");
  expect(listbox()).not.toBeInTheDocument();
});

test("a click on a result chooses it", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange });
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  await user.click(screen.getByRole("option", { name: "Graz" }));
  expect(onChange).toHaveBeenLastCalledWith(GEMEINDEN[0]);
  expect(input()).toHaveValue("Graz");
  expect(input()).toHaveFocus();
});

test("Escape closes the list, a second Escape clears the text and the value", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange, initial: GEMEINDEN[3] });
  expect(input()).toHaveValue("Linz");

  await user.clear(input());
  await user.type(input(), "gra");
  expect(onChange).toHaveBeenLastCalledWith(null);
  await advance(SEARCH_DEBOUNCE_MS);
  await user.keyboard("{ArrowDown}{Escape}");
  expect(listbox()).not.toBeInTheDocument();
  expect(input()).toHaveValue("gra");

  await user.keyboard("{ArrowDown}");
  expect(listbox()).toBeInTheDocument();
  await user.keyboard("{Escape}{Escape}");
  expect(input()).toHaveValue("");
});

test("Escape in a closed field with a chosen value clears both", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange, initial: GEMEINDEN[3] });
  await user.click(input());
  await user.keyboard("{Escape}");
  expect(input()).toHaveValue("");
  expect(onChange).toHaveBeenCalledWith(null);
});

test("editing a chosen text empties the value", async () => {
  const onChange = jest.fn();
  const user = setup({ onChange, initial: GEMEINDEN[0] });
  await user.type(input(), "x");
  expect(onChange).toHaveBeenCalledWith(null);
  expect(input()).toHaveValue("Grazx");
});

test("a value set from outside shows its label; a reset empties it", () => {
  const { rerender } = render(
    <Autocomplete
      label="Gemeinde"
      value={null}
      onChange={() => {}}
      search={async () => []}
    />,
  );
  rerender(
    <Autocomplete
      label="Gemeinde"
      value={GEMEINDEN[4]!}
      onChange={() => {}}
      search={async () => []}
    />,
  );
  expect(input()).toHaveValue("Wien");
  rerender(
    <Autocomplete
      label="Gemeinde"
      value={null}
      onChange={() => {}}
      search={async () => []}
    />,
  );
  expect(input()).toHaveValue("");
});

test("leaving the field closes the list", async () => {
  const user = setup();
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  await user.tab();
  expect(listbox()).not.toBeInTheDocument();
});

test("the list is at most 300 px high", async () => {
  jest
    .spyOn(document.documentElement, "clientHeight", "get")
    .mockReturnValue(900);
  const user = setup();
  await user.type(input(), "gra");
  await advance(SEARCH_DEBOUNCE_MS);
  // eslint-disable-next-line testing-library/no-node-access -- the popup around the list has no role
  expect(listbox()!.parentElement).toHaveStyle({ maxHeight: "300px" });
});
