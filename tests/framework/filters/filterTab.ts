/**
 * One tab of a page with a filter, wired to storage as useFilter wires it: loaded (with what the
 * journal kept), kept in step by filterSync, conflicts resolved, pending changes journaled.
 * Without the tab's own selection and URL criteria (tabSelection.test.ts has those).
 */
import type { FilterStorage } from "../../../src/api/filter-storage";
import { memoryStorage } from "../../../src/framework/chrome";
import { resolvedSlot } from "../../../src/framework/filters/conflicts";
import {
  filterReducer,
  type FilterAction,
} from "../../../src/framework/filters/filterReducer";
import {
  createFilterSync,
  loadFilters,
  type FilterSync,
  type SaveProblem,
} from "../../../src/framework/filters/filterSync";
import {
  pendingChanges,
  readJournal,
  restoreJournal,
  updateJournal,
} from "../../../src/framework/filters/journal";
import type { FilterDefinition } from "../../../src/framework/filters/model";
import { filterSettingName } from "../../../src/framework/filters/persistence";
import { createSessionFilterStorage } from "../../../src/framework/filters/sessionFilterStorage";
import {
  createSlot,
  type FilterSlot,
} from "../../../src/framework/filters/state";
import { restoreLoaded } from "../../../src/framework/filters/tabSelection";

export const DEFINITION: FilterDefinition = {
  id: "installations",
  criterias: [
    {
      id: "bundesland",
      label: "Bundesland",
      category: "Standort",
      defaultValue: [],
      options: [
        { value: "4", label: "Oberösterreich" },
        { value: "9", label: "Wien" },
      ],
    },
  ],
};
const OWNER = "maria.huber";
/** The saved filter the tests share, key k1. */
export const SETTING = filterSettingName("installations", "k1");
const logger = { warn: () => {} };

export class FilterTab {
  problem: SaveProblem | null = null;
  /** How many changes the journal gave back on opening. */
  restored = 0;
  private readonly sync: FilterSync;
  private journaled: ReadonlySet<string> = new Set();

  private constructor(
    storage: FilterStorage,
    public slot: FilterSlot,
    private readonly browser: Storage,
  ) {
    this.sync = createFilterSync({
      storage,
      filterId: DEFINITION.id,
      getState: () => this.slot,
      confirm: (change) => {
        if (this.slot.confirmed)
          this.set({ confirmed: change(this.slot.confirmed) });
      },
      onStatus: (problem) => {
        this.problem = problem;
      },
      onConflicts: (conflicts) => this.set({ conflicts }),
    });
  }

  /**
   * Loads from `storage`, taking up what `browser`'s journal kept; writes through `writeThrough`
   * (a storage that fails, say).
   */
  static async open(
    storage: FilterStorage,
    {
      writeThrough = storage,
      browser = memoryStorage(),
    }: { writeThrough?: FilterStorage; browser?: Storage } = {},
  ): Promise<FilterTab> {
    const journal = restoreJournal(
      DEFINITION,
      await loadFilters(storage, DEFINITION, logger),
      readJournal(DEFINITION.id, OWNER, browser),
    );
    const initial = createSlot(DEFINITION, OWNER);
    const { state, confirmed } = restoreLoaded(initial.state, journal.loaded, {
      tab: null,
      initialCriteria: null,
      newKey: () => "unused",
    });
    const tab = new FilterTab(
      writeThrough,
      { ...initial, state, confirmed },
      browser,
    );
    tab.restored = journal.restored;
    // As the page's effects do after the load: the journal first, then the writes.
    tab.set({});
    await tab.sync.run();
    return tab;
  }

  async do(...actions: FilterAction[]): Promise<void> {
    for (const action of actions)
      this.set({ state: filterReducer(this.slot.state, action).state });
    await this.sync.run();
  }

  async choose(choice: "mine" | "theirs"): Promise<void> {
    this.slot = resolvedSlot(this.slot, SETTING, choice);
    await this.sync.resolve(SETTING);
  }

  dispose(): void {
    this.sync.dispose();
  }

  get name(): string | undefined {
    return this.slot.state.values.get("k1")?.name;
  }

  private set(change: Partial<FilterSlot>): void {
    this.slot = { ...this.slot, ...change };
    const { state, confirmed } = this.slot;
    if (confirmed)
      this.journaled = updateJournal(
        DEFINITION.id,
        OWNER,
        pendingChanges(state, confirmed),
        this.journaled,
        this.browser,
      );
  }
}

/**
 * The user settings of a test, holding the saved filter k1 'Alt', selected: by default a store
 * that keeps no versions (so the tabs compare before they write), or the given one.
 */
export async function portalWithOneFilter(
  storage: FilterStorage = createSessionFilterStorage(memoryStorage()),
): Promise<FilterStorage> {
  await storage.write(
    SETTING,
    JSON.stringify({
      name: "Alt",
      enabled: true,
      criterias: { bundesland: [] },
    }),
  );
  await storage.writeSelected(DEFINITION.id, "k1");
  return storage;
}

/** What the portal holds for the filter k1: its name, or null when there is none. */
export async function storedName(
  storage: FilterStorage,
): Promise<string | null> {
  const { result } = await storage.read(SETTING);
  return result === null ? null : (JSON.parse(result) as { name: string }).name;
}
