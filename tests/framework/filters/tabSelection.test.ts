/**
 * Two tabs of one user share the saved filters and the stored selection (the user settings) but
 * each keeps its own URL and sessionStorage. A reload of one tab restores the saved filter that tab
 * showed — never an unsaved 'Unbenannter Filter' that blocks switching (SPEC §4).
 */
import {
  filterReducer,
  type FilterAction,
} from "../../../src/framework/filters/filterReducer";
import {
  createFilterSync,
  loadFilters,
} from "../../../src/framework/filters/filterSync";
import {
  appliedCriteria,
  createInitialState,
  displayName,
  selectedFilter,
  type Criteria,
  type FilterDefinition,
  type FilterState,
} from "../../../src/framework/filters/model";
import type { StoredSnapshot } from "../../../src/framework/filters/persistence";
import { createSessionFilterStorage } from "../../../src/framework/filters/sessionFilterStorage";
import {
  readTabSelection,
  restoreLoaded,
  tabSelectionOf,
  writeTabSelection,
} from "../../../src/framework/filters/tabSelection";
import { memoryStorage } from "../../../src/framework/chrome";

const DEFINITION: FilterDefinition = {
  id: "installations",
  criterias: [
    {
      id: "bundesland",
      label: "Bundesland",
      category: "Standort",
      defaultValue: [],
      options: [
        { value: "4", label: "Oberösterreich" },
        { value: "5", label: "Salzburg" },
        { value: "7", label: "Tirol" },
        { value: "9", label: "Wien" },
      ],
    },
  ],
};
const OWNER = "maria.huber";
const logger = { warn: () => {} };

// The user settings both tabs read and write.
const userSettings = createSessionFilterStorage(memoryStorage());

let keys = 0;

/** One browser tab: its filter state, what it confirmed, its sessionStorage and its URL. */
class Tab {
  state!: FilterState;
  confirmed: StoredSnapshot | null = null;
  url: Criteria | null = null;
  readonly session = memoryStorage();

  /** Opens the register (or reloads it with the URL the tab had). */
  async open(): Promise<void> {
    const loaded = await loadFilters(userSettings, DEFINITION, logger);
    const restored = restoreLoaded(createInitialState(DEFINITION), loaded, {
      tab: readTabSelection(DEFINITION.id, OWNER, this.session),
      initialCriteria: this.url,
      newKey: () => `new${(keys += 1)}`,
    });
    this.state = restored.state;
    this.confirmed = restored.confirmed;
    await this.settle();
  }

  /** Runs an operation; returns the warning of a blocked one. */
  async dispatch(action: FilterAction) {
    const { state, warning } = filterReducer(this.state, action);
    this.state = state;
    await this.settle();
    return warning;
  }

  /** What the page does after a change: storage, the tab's memory and its URL. */
  private async settle() {
    const sync = createFilterSync({
      storage: userSettings,
      filterId: DEFINITION.id,
      getState: () => ({ state: this.state, confirmed: this.confirmed }),
      confirm: (change) => {
        if (this.confirmed) this.confirmed = change(this.confirmed);
      },
      onStatus: () => {},
      onConflicts: () => {},
    });
    await sync.run();
    sync.dispose();
    const next = tabSelectionOf(this.state, OWNER);
    if (next) writeTabSelection(DEFINITION.id, next, this.session);
    const applied = appliedCriteria(this.state);
    this.url = Object.keys(applied).length > 0 ? applied : null;
  }

  names() {
    return [...this.state.values.values()].map(displayName);
  }

  selectedName() {
    const filter = selectedFilter(this.state);
    return filter && displayName(filter);
  }

  keyOf(name: string): string {
    const entry = [...this.state.values].find(
      ([, filter]) => filter.name === name,
    );
    if (!entry) throw new Error(`no filter ${name}`);
    return entry[0];
  }

  async select(name: string) {
    return this.dispatch({ type: "select", key: this.keyOf(name) });
  }
}

/** Makes a saved filter with the given Bundesländer, named and selected. */
async function saveFilter(tab: Tab, name: string, lands: string[]) {
  const key = `saved${(keys += 1)}`;
  await tab.dispatch({ type: "add", key, name });
  await tab.dispatch({
    type: "edit",
    criterionId: "bundesland",
    values: lands,
    key,
  });
  await tab.dispatch({ type: "save" });
}

let first: Tab;
let second: Tab;

beforeEach(async () => {
  for (const { name } of (await userSettings.readAll("")).result ?? [])
    await userSettings.remove(name);
  first = new Tab();
  await first.open();
  await saveFilter(first, "Oberösterreich", ["4"]);
  await saveFilter(first, "Wien", ["9"]);
  await first.select("Oberösterreich");
  // Opened after the first tab's choice: it starts on the stored selection, then makes its own.
  second = new Tab();
  await second.open();
});

it("a reload restores the tab's own saved filter, and switching works", async () => {
  expect(second.selectedName()).toBe("Oberösterreich");
  await second.select("Wien");
  expect(first.url).toEqual({ bundesland: ["4"] });

  await first.open();

  expect(first.names()).toEqual(["Standardfilter", "Oberösterreich", "Wien"]);
  expect(first.selectedName()).toBe("Oberösterreich");
  expect(await first.select("Wien")).toBeNull();
  expect(first.selectedName()).toBe("Wien");
});

it("a reload writes no selection: the other tab's choice stays the stored one", async () => {
  await second.select("Wien");
  await first.open();
  const third = new Tab();
  await third.open();
  expect(third.selectedName()).toBe("Wien");
});

it("a saved filter another tab changed comes back as saved now, not as an unsaved filter", async () => {
  await second.dispatch({
    type: "edit",
    criterionId: "bundesland",
    values: ["4", "7"],
    key: "unused",
  });
  await second.dispatch({ type: "save" });

  await first.open();

  expect(first.names()).toEqual(["Standardfilter", "Oberösterreich", "Wien"]);
  expect(first.selectedName()).toBe("Oberösterreich");
  expect(appliedCriteria(first.state)).toEqual({ bundesland: ["4", "7"] });
  expect(await first.select("Wien")).toBeNull();
});

it("without the tab's memory, criteria a saved filter applies select that filter", async () => {
  await second.select("Wien");
  const fresh = new Tab();
  fresh.url = { bundesland: ["4"] };
  await fresh.open();
  expect(fresh.names()).toEqual(["Standardfilter", "Oberösterreich", "Wien"]);
  expect(fresh.selectedName()).toBe("Oberösterreich");
});

it("a link still opens as an unsaved 'Unbenannter Filter' beside the saved ones", async () => {
  first.url = { bundesland: ["5"] };
  await first.open();
  expect(first.selectedName()).toBe("Unbenannter Filter (*)");
  expect(appliedCriteria(first.state)).toEqual({ bundesland: ["5"] });
  expect(await first.select("Wien")).toBe("switchUnsaved");
});

describe("a reload brings a saved filter changed without saving back as the same filter, still changed", () => {
  it("applied changes (the URL's)", async () => {
    await first.dispatch({
      type: "edit",
      criterionId: "bundesland",
      values: ["4", "7"],
      key: "unused",
    });
    await first.dispatch({ type: "apply" });
    expect(first.url).toEqual({ bundesland: ["4", "7"] });

    await first.open();

    expect(first.names()).toEqual([
      "Standardfilter",
      "Oberösterreich (*)",
      "Wien",
    ]);
    expect(first.selectedName()).toBe("Oberösterreich (*)");
    expect(appliedCriteria(first.state)).toEqual({ bundesland: ["4", "7"] });
    // Still the user's unsaved change: switching away is blocked until it is saved or reset.
    expect(await first.select("Wien")).toBe("switchUnsaved");
    await first.dispatch({ type: "save" });
    expect(await first.select("Wien")).toBeNull();
    await first.select("Oberösterreich");
    expect(appliedCriteria(first.state)).toEqual({ bundesland: ["4", "7"] });
  });

  it("pending changes not yet applied", async () => {
    await first.dispatch({
      type: "edit",
      criterionId: "bundesland",
      values: ["4", "5"],
      key: "unused",
    });
    expect(first.url).toEqual({ bundesland: ["4"] });

    await first.open();

    expect(first.selectedName()).toBe("Oberösterreich (*)");
    expect(appliedCriteria(first.state)).toEqual({ bundesland: ["4"] });
    expect(
      selectedFilter(first.state)?.criterias.bundesland?.applyable,
    ).toEqual(["4", "5"]);
  });

  it("not when the URL is another's (a link opened in the tab)", async () => {
    await first.dispatch({
      type: "edit",
      criterionId: "bundesland",
      values: ["4", "7"],
      key: "unused",
    });
    await first.dispatch({ type: "apply" });
    first.url = { bundesland: ["9"] };

    await first.open();

    expect(first.selectedName()).toBe("Wien");
    expect(appliedCriteria(first.state)).toEqual({ bundesland: ["9"] });
  });
});
