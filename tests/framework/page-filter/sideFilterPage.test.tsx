/**
 * The filter feature as a user meets it on the register page: every rule of SPEC §4 and every
 * filter warning of SPEC §8, against the simulated API as the owner persona.
 */
import { screen, waitFor, within } from "@testing-library/react";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import {
  filterButton,
  openSidePage,
  renderRegister,
  resultCount,
  savedFilterNames,
  selectedFilterName,
  sidePage,
} from "../filters/renderRegister";

jest.setTimeout(30_000);

let api: SimulatedApiHandle;
beforeEach(async () => {
  api = installSimulatedApi({ installGlobal: false });
  await api.loginAs("owner");
});
afterEach(() => api.close());

const button = (name: string | RegExp) =>
  within(sidePage()).getByRole("button", { name });
const checkbox = (name: string) =>
  within(sidePage()).getByRole("checkbox", { name });
const radio = (name: string | RegExp) =>
  within(sidePage()).getByRole("radio", { name });

/** The warning dialog: its title, its text, and 'Schließen' closes it. */
async function expectWarning(
  user: Awaited<ReturnType<typeof renderRegister>>["user"],
  title: string,
  text: string,
) {
  const dialog = await screen.findByRole("dialog", { name: title });
  expect(dialog).toHaveAccessibleDescription(text);
  await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
  await waitFor(() =>
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
  );
}

async function countOf(text: string | RegExp) {
  await waitFor(() => expect(resultCount()).toHaveTextContent(text));
}

describe("side filter page", () => {
  it("opens from the header's filter button with focus on its heading, and closes back to it", async () => {
    const { user } = await renderRegister(api);
    expect(filterButton()).toHaveAttribute("aria-expanded", "false");
    const page = await openSidePage(user);
    expect(filterButton()).toHaveAttribute("aria-expanded", "true");
    expect(within(page).getByRole("heading", { name: "Filter" })).toHaveFocus();
    await user.click(button("Filter schließen"));
    expect(screen.queryByRole("region", { name: "Filter" })).toBeNull();
    expect(filterButton()).toHaveFocus();
  });

  it("starts with the default filter 'Standardfilter', which cannot be renamed or deleted", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    expect(savedFilterNames()).toEqual(["Standardfilter"]);
    expect(selectedFilterName()).toBe("Standardfilter");
    expect(button("Umbenennen")).toHaveAttribute("aria-disabled", "true");
    expect(button("Löschen")).toHaveAttribute("aria-disabled", "true");
    await user.click(button("Umbenennen"));
    expect(screen.queryByLabelText("Name des Filters")).toBeNull();
    await user.click(button("Löschen"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("groups the criteria by category in blocks whose open state is remembered", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    for (const category of ["Standort", "Tätigkeit", "Anlage"])
      expect(button(category)).toHaveAttribute("aria-expanded", "true");
    await user.click(button("Tätigkeit"));
    expect(button("Tätigkeit")).toHaveAttribute("aria-expanded", "false");
    expect(button("Alles aufklappen")).toBeInTheDocument();
    await user.click(button("Filter schließen"));
    await openSidePage(user);
    expect(button("Tätigkeit")).toHaveAttribute("aria-expanded", "false");
    await user.click(button("Alles aufklappen"));
    expect(button("Tätigkeit")).toHaveAttribute("aria-expanded", "true");
    expect(button("Alles zuklappen")).toBeInTheDocument();
  });
});

describe("editing (apply mode)", () => {
  it("editing the default filter creates and selects 'Unbenannter Filter', unsaved ' (*)'", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    expect(savedFilterNames()).toEqual([
      "Standardfilter",
      "Unbenannter Filter (*)",
    ]);
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
    expect(checkbox("Wien")).toBeChecked();
  });

  it("changes only the pending value until 'Anwenden'", async () => {
    const { user } = await renderRegister(api);
    await countOf("750 Anlagen gefunden");
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    expect(
      within(sidePage()).getByText(
        "Es gibt noch nicht angewendete Änderungen.",
      ),
    ).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent("750 Anlagen gefunden");
    await user.click(button("Anwenden"));
    await waitFor(() =>
      expect(resultCount()).not.toHaveTextContent("750 Anlagen gefunden"),
    );
    expect(button("Anwenden")).toBeDisabled();
  });

  it("the instant-update option applies every change at once", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Änderungen sofort anwenden"));
    expect(
      within(sidePage()).queryByRole("button", { name: "Anwenden" }),
    ).toBeNull();
    await user.click(checkbox("Wien"));
    await waitFor(() =>
      expect(resultCount()).not.toHaveTextContent("750 Anlagen gefunden"),
    );
  });

  it("resetting a criterion or the filter restores the defaults and clears ' (*)'", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    await user.click(checkbox("Tirol"));
    await user.click(checkbox("In Betrieb"));
    await user.click(button("Bundesland zurücksetzen"));
    expect(checkbox("Wien")).not.toBeChecked();
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
    await user.click(button("Zurücksetzen"));
    expect(checkbox("In Betrieb")).not.toBeChecked();
    // A saved filter's defaults are its saved values: after 'Speichern' a reset returns to them.
    await user.click(checkbox("Salzburg"));
    await user.click(button("Speichern"));
    expect(selectedFilterName()).toBe("Unbenannter Filter");
    await user.click(checkbox("Kärnten"));
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
    await user.click(button("Zurücksetzen"));
    expect(selectedFilterName()).toBe("Unbenannter Filter");
    expect(checkbox("Salzburg")).toBeChecked();
    expect(checkbox("Kärnten")).not.toBeChecked();
  });

  it("long value lists are searched and added one by one", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.type(
      within(sidePage()).getByRole("combobox", { name: "Bezirk hinzufügen" }),
      "Linz",
    );
    await user.click(
      await screen.findByRole(
        "option",
        { name: "Linz (Stadt)" },
        { timeout: 3000 },
      ),
    );
    expect(
      within(sidePage()).getByRole("button", {
        name: "Linz (Stadt) entfernen",
      }),
    ).toBeInTheDocument();
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
  });
});

describe("filter bar", () => {
  it("shows the applied values, at most 2 per criterion plus '+N', each removable", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    for (const land of ["Wien", "Tirol", "Salzburg", "Kärnten"])
      await user.click(checkbox(land));
    await user.click(button("Anwenden"));
    const bar = await screen.findByRole("region", { name: "Filterleiste" });
    expect(bar).toHaveTextContent("Filter: Unbenannter Filter (*)");
    expect(
      within(bar).getAllByRole("button", { name: /entfernen$/ }),
    ).toHaveLength(2);
    const more = within(bar).getByRole("button", {
      name: "+2 weitere Werte von Bundesland anzeigen",
    });
    expect(more).toHaveTextContent("+2");

    const before = resultCount().textContent;
    await user.click(
      within(bar).getByRole("button", {
        name: "Bundesland: Kärnten entfernen",
      }),
    );
    await waitFor(() => expect(resultCount().textContent).not.toBe(before));
    expect(checkbox("Kärnten")).not.toBeChecked();
    expect(
      within(bar).getByRole("button", {
        name: "+1 weiterer Wert von Bundesland anzeigen",
      }),
    ).toHaveTextContent("+1");
  });

  it("'+N' opens the side filter page", async () => {
    const { user } = await renderRegister(api, {
      url: "/installations?bundesland=9&bundesland=7&bundesland=5",
    });
    const bar = await screen.findByRole("region", { name: "Filterleiste" });
    await user.click(within(bar).getByRole("button", { name: /weitere/ }));
    expect(await screen.findByRole("region", { name: "Filter" })).toBeVisible();
  });
});

describe("saved-filter management and its warnings (SPEC §8)", () => {
  it("switching is blocked while a filter has unsaved changes: 'Filterwechsel nicht möglich'", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    await user.click(radio("Standardfilter"));
    await expectWarning(
      user,
      "Filterwechsel nicht möglich",
      "Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.",
    );
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
    await user.click(button("Neuer Filter"));
    await expectWarning(
      user,
      "Filterwechsel nicht möglich",
      "Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.",
    );
  });

  it("duplicating is blocked for an unsaved filter: 'Duplizieren nicht möglich'", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    await user.click(button("Duplizieren"));
    await expectWarning(
      user,
      "Duplizieren nicht möglich",
      "Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.",
    );
    expect(savedFilterNames()).toHaveLength(2);
  });

  it("without a selection rename, duplicate and delete say 'Kein Filter ausgewählt'", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(radio("Kein Filter"));
    await user.click(button("Umbenennen"));
    await expectWarning(
      user,
      "Kein Filter ausgewählt",
      "Bitte wählen Sie einen Filter aus bevor Sie den Namen des Filters ändern.",
    );
    await user.click(button("Duplizieren"));
    await expectWarning(
      user,
      "Kein Filter ausgewählt",
      "Bitte wählen Sie einen Filter aus bevor Sie eines Filter duplizieren.",
    );
    await user.click(button("Löschen"));
    await expectWarning(
      user,
      "Kein Filter ausgewählt",
      "Bitte wählen Sie den Filter, den Sie löschen möchten.",
    );
  });

  it("adds, saves, renames, duplicates ('Kopie von …'), disables and deletes filters", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(button("Neuer Filter"));
    expect(selectedFilterName()).toBe("Unbenannter Filter");

    await user.click(button("Umbenennen"));
    const name = within(sidePage()).getByRole("textbox", {
      name: "Name des Filters",
    });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "Meine Anlagen{Enter}");
    expect(selectedFilterName()).toBe("Meine Anlagen");
    expect(button("Umbenennen")).toHaveFocus();

    await user.click(checkbox("Oberösterreich"));
    expect(selectedFilterName()).toBe("Meine Anlagen (*)");
    await user.click(button("Speichern"));
    expect(selectedFilterName()).toBe("Meine Anlagen");

    await user.click(button("Duplizieren"));
    expect(selectedFilterName()).toBe("Kopie von Meine Anlagen");
    expect(checkbox("Oberösterreich")).toBeChecked();

    await user.click(checkbox("Filter aktiv"));
    expect(selectedFilterName()).toBe("Kopie von Meine Anlagen (deaktiviert)");

    await user.click(button("Löschen"));
    const dialog = await screen.findByRole("dialog", {
      name: "Filter löschen",
    });
    expect(dialog).toHaveAccessibleDescription(
      "Möchten Sie den Filter „Kopie von Meine Anlagen“ löschen?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Löschen" }));
    // The selection moves to the previous sibling.
    await waitFor(() => expect(selectedFilterName()).toBe("Meine Anlagen"));
    expect(savedFilterNames()).toEqual(["Standardfilter", "Meine Anlagen"]);
  });

  it("a disabled filter keeps its criteria but does not restrict the results", async () => {
    const { user } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    await user.click(button("Speichern"));
    await waitFor(() =>
      expect(resultCount()).not.toHaveTextContent("750 Anlagen gefunden"),
    );
    await user.click(checkbox("Filter aktiv"));
    await countOf("750 Anlagen gefunden");
    expect(checkbox("Wien")).toBeChecked();
  });
});
