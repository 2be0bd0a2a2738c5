import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider, createStore } from "jotai";
import { useState } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import {
  HISTORY_TYPES,
  historyButtonLabel,
  initialHistoryView,
  sortNewestFirst,
  toCurrentVersion,
  type HistoryConfig,
  type HistoryItem,
} from "../../../src/framework/history/history";
import { HistoryPanel } from "../../../src/framework/history/HistoryPanel";
import { useHistory } from "../../../src/framework/history/useHistory";
import {
  HostProvider,
  resolveHost,
} from "../../../src/framework/host/HostContext";
import {
  historyButtonLabelAtom,
  historyOpenAtom,
  pageHasHistoryAtom,
} from "../../../src/framework/chrome/chromeState";
import { Page } from "../../../src/framework/page/Page";

const V1: HistoryItem = {
  id: "v1",
  date: "2019-03-04T10:00:00Z",
  title: { name: "Version 1" },
  changes: [
    {
      type: "new",
      versionName: "Version 1",
      field: "Anlage",
      newValue: "Zementwerk Wietersdorf",
      date: "2019-03-04T10:00:00Z",
      user: "Datenübernahme EDM",
    },
  ],
};
const V2: HistoryItem = {
  id: "v2",
  date: "2021-11-20T09:30:00Z",
  title: { name: "Version 2" },
  changes: [
    {
      type: "updated",
      versionName: "Version 2",
      field: "Betreiber",
      oldValue: "Alpen Zement GmbH",
      newValue: "Wietersdorfer Zement GmbH",
      date: "2021-11-20T09:30:00Z",
      user: "Mag. Eva Gruber",
    },
  ],
};
const V3: HistoryItem = {
  id: "v3",
  date: "2024-06-01T08:00:00Z",
  title: { name: "Version 3" },
  changes: [
    {
      type: "deleted",
      versionName: "Version 3",
      field: "Weitere Tätigkeit",
      oldValue: "6.11 Eigenständig betriebene Abwasserbehandlung",
      date: "2024-06-01T08:00:00Z",
      user: "Ing. Johann Leitner",
    },
  ],
};
// Deliberately out of order: the rules sort.
const ITEMS = [V2, V3, V1];

describe("history rules (SPEC §4)", () => {
  it("sorts newest first", () => {
    expect(sortNewestFirst(ITEMS).map((item) => item.id)).toEqual([
      "v3",
      "v2",
      "v1",
    ]);
  });

  it("starts at the default active version", () => {
    expect(
      initialHistoryView({
        historyType: "versioning",
        items: ITEMS,
        defaultActiveVersionId: "v1",
      }).activeVersionId,
    ).toBe("v1");
  });

  it("starts at the newest version without a default, or with one that is not there", () => {
    expect(
      initialHistoryView({ historyType: "versioning", items: ITEMS })
        .activeVersionId,
    ).toBe("v3");
    expect(
      initialHistoryView({
        historyType: "versioning",
        items: ITEMS,
        defaultActiveVersionId: "v9",
      }).activeVersionId,
    ).toBe("v3");
  });

  it("shows changes as defaultShowChanges says, off by default", () => {
    expect(
      initialHistoryView({ historyType: "history", items: ITEMS }).showChanges,
    ).toBe(false);
    expect(
      initialHistoryView({
        historyType: "history",
        items: ITEMS,
        defaultShowChanges: true,
      }).showChanges,
    ).toBe(true);
  });

  it("'to the current version' makes the newest the active one and keeps show-changes", () => {
    expect(
      toCurrentVersion({ activeVersionId: "v1", showChanges: true }, ITEMS),
    ).toEqual({ activeVersionId: "v3", showChanges: true });
  });

  it("labels the button 'Verlauf' or 'Versionierung', unless the page names it", () => {
    expect(historyButtonLabel({ historyType: "history", items: [] })).toBe(
      "Verlauf",
    );
    expect(historyButtonLabel({ historyType: "versioning", items: [] })).toBe(
      "Versionierung",
    );
    expect(
      historyButtonLabel({
        historyType: "versioning",
        items: [],
        versioningButtonDisplayValue: "Fassungen",
      }),
    ).toBe("Fassungen");
  });
});

/** A page with a history that shows which version it renders, and the layout's panel. */
function VersionedPage({ config }: { config: HistoryConfig }) {
  const history = useHistory(config);
  return (
    <Page title="Anlagendetails" helpdesk={false}>
      <p>Angezeigt: {history.activeVersionId}</p>
    </Page>
  );
}

function setup(config: HistoryConfig) {
  const store = createStore();
  const user = userEvent.setup();
  function App() {
    const [mounted, setMounted] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setMounted(false)}>
          Seite verlassen
        </button>
        <Routes>
          <Route
            path="/"
            element={mounted ? <VersionedPage config={config} /> : null}
          />
          <Route path="/anlage/:id" element={<p>Anlagenseite</p>} />
        </Routes>
        <HistoryPanel />
      </>
    );
  }
  render(
    <HostProvider host={resolveHost({})}>
      <Provider store={store}>
        <MemoryRouter>
          <App />
        </MemoryRouter>
      </Provider>
    </HostProvider>,
  );
  const open = () => act(() => store.set(historyOpenAtom, true));
  return { store, user, open };
}

function entries() {
  return within(screen.getByRole("list", { name: "Einträge" }))
    .getAllByRole("listitem")
    .filter((item) => item.parentElement?.tagName === "OL");
}

describe("history panel", () => {
  const versioning: HistoryConfig = {
    historyType: HISTORY_TYPES.versioning,
    items: ITEMS,
    defaultActiveVersionId: "v2",
  };

  it("offers the history in the header while the page is mounted", async () => {
    const { store, user, open } = setup(versioning);
    expect(store.get(pageHasHistoryAtom)).toBe(true);
    expect(store.get(historyButtonLabelAtom)).toBe("Versionierung");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Seite verlassen" }));
    expect(store.get(pageHasHistoryAtom)).toBe(false);
    expect(store.get(historyButtonLabelAtom)).toBe("Verlauf");
    open();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lists the versions newest first with dd.MM.yyyy dates and the default version active", async () => {
    const { open } = setup(versioning);
    open();
    const dialog = await screen.findByRole("dialog", {
      name: "Versionierung",
    });
    expect(dialog).toBeInTheDocument();
    const items = entries();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 301\.06\.2024/),
      expect.stringMatching(/^Version 220\.11\.2021/),
      expect.stringMatching(/^Version 104\.03\.2019/),
    ]);
    expect(items[1]).toHaveAttribute("aria-current", "true");
    expect(items[0]).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Angezeigt: v2")).toBeInTheDocument();
  });

  it("selecting a version shows it on the page; 'Zur aktuellen Version' goes back to the newest", async () => {
    const { user, open } = setup(versioning);
    open();
    await screen.findByRole("dialog");
    const toCurrent = screen.getByRole("button", {
      name: "Zur aktuellen Version",
    });
    expect(toCurrent).toBeEnabled();

    await user.click(
      screen.getByRole("button", {
        name: /^Version anzeigen\s+\(Version 1\)$/,
      }),
    );
    expect(entries()[2]).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Angezeigt: v1")).toBeInTheDocument();

    await user.click(toCurrent);
    expect(entries()[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Angezeigt: v3")).toBeInTheDocument();
    expect(toCurrent).toBeDisabled();
  });

  it("the show-changes switch starts per defaultShowChanges and lists the change records", async () => {
    const { user, open } = setup({
      historyType: HISTORY_TYPES.history,
      items: ITEMS,
      defaultShowChanges: true,
    });
    open();
    const dialog = await screen.findByRole("dialog", { name: "Verlauf" });
    const toggle = within(dialog).getByRole("switch", {
      name: "Änderungen anzeigen",
    });
    expect(toggle).toBeChecked();
    // A plain history has no versions to switch between.
    expect(
      within(dialog).queryByRole("button", { name: "Zur aktuellen Version" }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText("Geändert")).toBeInTheDocument();
    expect(within(dialog).getByText("Gelöscht")).toBeInTheDocument();
    expect(within(dialog).getByText("Neu")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Alter Wert: Alpen Zement GmbH"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("20.11.2021, Mag. Eva Gruber"),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(dialog).queryByText("Geändert")).not.toBeInTheDocument();
  });

  it("titles link to their target and close the panel; 'Dialog schließen' closes it", async () => {
    const onClick = jest.fn();
    const { store, user, open } = setup({
      historyType: HISTORY_TYPES.history,
      items: [
        { ...V1, title: { name: "Anlage öffnen", linkTo: "/anlage/1" } },
        { ...V2, title: { name: "Details", onClick } },
      ],
    });
    open();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(onClick).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Dialog schließen" }));
    expect(store.get(historyOpenAtom)).toBe(false);

    open();
    await user.click(
      await screen.findByRole("link", { name: "Anlage öffnen" }),
    );
    expect(await screen.findByText("Anlagenseite")).toBeInTheDocument();
    expect(store.get(historyOpenAtom)).toBe(false);
  });

  it("an empty old or new value of an update reads 'keine Eingabe' (SPEC §5)", async () => {
    const change = V2.changes![0]!;
    const { open } = setup({
      historyType: HISTORY_TYPES.history,
      defaultShowChanges: true,
      items: [
        {
          ...V2,
          changes: [{ ...change, field: "E-PRTR-Kennung", oldValue: null }],
        },
        {
          ...V3,
          changes: [{ ...change, field: "Telefon", newValue: "" }],
        },
      ],
    });
    open();
    const dialog = await screen.findByRole("dialog", { name: "Verlauf" });
    expect(
      within(dialog).getByText("Alter Wert: keine Eingabe"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Neuer Wert: keine Eingabe"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/–/)).not.toBeInTheDocument();
  });
});
