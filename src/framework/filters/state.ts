import { atom } from "jotai";
import {
  filterReducer,
  type FilterAction,
  type FilterWarning,
} from "./filterReducer";
import {
  createInitialState,
  type FilterDefinition,
  type FilterState,
} from "./model";
import type { FilterConflicts, SaveProblem } from "./filterSync";
import type { StoredSnapshot } from "./persistence";

/** Everything the filter feature keeps for one filter id, for the life of the mount. */
export interface FilterSlot {
  state: FilterState;
  /** Whose filters these are: the user name, "" for a visitor who is not logged in. */
  owner: string;
  /** The warning dialog to show (SPEC §8), from the last blocked operation. */
  warning: FilterWarning | null;
  /**
   * What this mount has read from or confirmed written to storage; null until loaded. Only
   * these settings are ever compared, rewritten or removed — never ones another tab added.
   */
  confirmed: StoredSnapshot | null;
  /** What keeps the user's changes from storage, if anything. */
  saveProblem: SaveProblem | null;
  /** Saved filters changed elsewhere since this page read them, awaiting the user's choice. */
  conflicts: FilterConflicts;
  /** The URL criteria a reload replaced with this tab's saved filter (tabSelection.ts). */
  restoredOver: string | null;
}

/** Kept per mount (one jotai store per mount), so leaving and re-entering a page keeps the filter. */
export const filterSlotsAtom = atom<Record<string, FilterSlot>>({});

/** Open state of the side filter page's category blocks, per filter id and category. */
export const filterExpandedAtom = atom<Record<string, Record<string, boolean>>>(
  {},
);

export function createSlot(
  definition: FilterDefinition,
  owner: string,
): FilterSlot {
  return {
    state: createInitialState(definition),
    owner,
    warning: null,
    confirmed: null,
    saveProblem: null,
    conflicts: new Map(),
    restoredOver: null,
  };
}

export const updateFilterSlotAtom = atom(
  null,
  (get, set, filterId: string, update: (slot: FilterSlot) => FilterSlot) => {
    const slots = get(filterSlotsAtom);
    const slot = slots[filterId];
    if (!slot) return;
    const next = update(slot);
    if (next !== slot) set(filterSlotsAtom, { ...slots, [filterId]: next });
  },
);

/** Runs an operation; a blocked one leaves the state as it was and raises its warning. */
export const dispatchFilterAtom = atom(
  null,
  (_get, set, filterId: string, action: FilterAction) => {
    set(updateFilterSlotAtom, filterId, (slot) => {
      const { state, warning } = filterReducer(slot.state, action);
      if (state === slot.state && warning === null) return slot;
      return { ...slot, state, warning: warning ?? slot.warning };
    });
  },
);
