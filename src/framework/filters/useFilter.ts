import { useSetAtom, useStore } from "jotai";
import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import { useLogger } from "../../api/HttpContext";
import { FILTER_TEXTS } from "../../i18n/filters";
import { filterLoadFailedAtom, sideFilterOpenAtom } from "../chrome";
import { useAddToast } from "../toasts";
import {
  createFilterSync,
  loadFilters,
  type FilterSync,
  type SaveProblem,
} from "./filterSync";
import { appliedCriteria, type Criteria, type FilterDefinition } from "./model";
import { resolvedSlot } from "./conflicts";
import {
  pendingChanges,
  readJournal,
  restoreJournal,
  updateJournal,
} from "./journal";
import { useStorage } from "./useStorage";
import {
  createSlot,
  filterSlotsAtom,
  updateFilterSlotAtom,
  type FilterSlot,
} from "./state";
import {
  readTabSelection,
  restoreLoaded,
  tabSelectionOf,
  writeTabSelection,
} from "./tabSelection";
import {
  newFilterKey,
  useFilterActions,
  type FilterOperations,
} from "./useFilterActions";

export interface FilterController {
  slot: FilterSlot | undefined;
  operations: FilterOperations;
  /** What the result list is filtered by; null while the saved filters load. */
  applied: Criteria | null;
  /** Reads the saved filters again (after a failed load). */
  reload(): void;
  /** Writes what is not stored yet, now. */
  retrySave(): void;
  /**
   * For a saved filter changed elsewhere meanwhile: store this page's version over it (`mine`),
   * or take the stored one (`theirs`).
   */
  resolveConflict(setting: string, choice: "mine" | "theirs"): void;
  /**
   * The URL criteria a reload replaced with this tab's saved filter as saved now: the page's
   * own from before the reload, not a link. null otherwise.
   */
  restoredOver: string | null;
  /** The page has written the filter's criteria over them. */
  clearRestored(): void;
}

/**
 * The filter of a page: sets it up, loads the saved filters and keeps storage in step. One
 * page, one filter id; pages use it through usePageFilter.
 */
export function useFilter(
  definition: FilterDefinition,
  /** Criteria to apply once loaded (from a link), unless the loaded filter applies them already. */
  initialCriteria: Criteria | null = null,
): FilterController {
  const filterId = definition.id;
  const store = useStore();
  const logger = useLogger();
  const addToast = useAddToast();
  const update = useSetAtom(updateFilterSlotAtom);
  const { owner, storage } = useStorage();
  const { slot, operations } = useFilterActions(filterId);

  // Set up once per owner; a page visited again keeps its filter (unsaved edits included).
  useEffect(() => {
    if (owner === null) return;
    const existing = store.get(filterSlotsAtom)[filterId];
    if (existing?.owner !== owner) {
      store.set(filterSlotsAtom, (slots) => ({
        ...slots,
        [filterId]: createSlot(definition, owner),
      }));
    } else if (existing.state.definition !== definition) {
      update(filterId, (current) => ({
        ...current,
        state: { ...current.state, definition },
      }));
    }
  }, [owner, filterId, definition, store, update]);

  const applyLoaded = useEffectEvent(
    (loaded: Awaited<ReturnType<typeof loadFilters>>) => {
      let journalRestored = 0;
      update(filterId, (current) => {
        // What the last visit could not store comes back as changes not yet stored.
        const journal = current.owner
          ? restoreJournal(
              current.state.definition,
              loaded,
              readJournal(filterId, current.owner),
            )
          : { loaded, restored: 0 };
        journalRestored = journal.restored;
        // In the same update, so the first results are already the link's.
        const { state, confirmed, restoredOver } = restoreLoaded(
          current.state,
          journal.loaded,
          {
            tab: readTabSelection(filterId, current.owner),
            initialCriteria,
            newKey: newFilterKey,
          },
        );
        return { ...current, state, confirmed, restoredOver };
      });
      if (loaded.staleSettings.size > 0)
        addToast({ type: "warning", message: FILTER_TEXTS.staleValuesDropped });
      if (journalRestored > 0)
        addToast({ type: "info", message: FILTER_TEXTS.journalRestored });
    },
  );
  // The definition as of the read: new option labels (reference lists arriving) must not read the
  // saved filters again, nor throw away a read under way.
  const load = useEffectEvent(() => loadFilters(storage, definition, logger));
  // Loads whenever the slot asks for it: when set up, and on 'Erneut laden'.
  const loading = slot?.owner === owner && slot.state.loading;
  useEffect(() => {
    if (!loading) return;
    let cancelled = false;
    void load().then((loaded) => {
      if (!cancelled) applyLoaded(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [loading, storage]);

  const syncRef = useRef<FilterSync | null>(null);
  useEffect(() => {
    if (owner === null) return;
    const sync = createFilterSync({
      storage,
      filterId,
      getState: () => {
        const current = store.get(filterSlotsAtom)[filterId];
        return current?.owner === owner ? current : null;
      },
      confirm: (change) =>
        update(filterId, (current) =>
          current.confirmed
            ? { ...current, confirmed: change(current.confirmed) }
            : current,
        ),
      onStatus: (saveProblem) => {
        const before = store.get(filterSlotsAtom)[filterId]?.saveProblem;
        if (before === saveProblem) return;
        update(filterId, (current) => ({ ...current, saveProblem }));
        // The user sees the toast; the operators hear of a portal that refuses writes.
        if (saveProblem)
          logger.warn(`Gespeicherte Filter nicht gespeichert (${saveProblem})`);
        if (saveProblem)
          addToast({
            type: "danger",
            message: SAVE_PROBLEM_TEXTS[saveProblem],
          });
        else if (before)
          addToast({ type: "success", message: FILTER_TEXTS.saveRecovered });
      },
      onConflicts: (conflicts) => {
        update(filterId, (current) => ({ ...current, conflicts }));
        if (conflicts.size > 0)
          logger.warn(
            `Gespeicherte Filter anderswo geändert: ${[...conflicts.keys()].join(", ")}`,
          );
      },
    });
    syncRef.current = sync;
    // Whatever a previous visit of the page could not write yet.
    void sync.run();
    return () => {
      sync.dispose();
      syncRef.current = null;
    };
  }, [owner, storage, filterId, store, update, addToast, logger]);

  const state = slot?.state;
  const confirmed = slot?.confirmed;
  useEffect(() => {
    if (state && confirmed) void syncRef.current?.run();
  }, [state, confirmed]);

  useJournal(filterId);
  useUnsavedWritesGuard(slot);
  useFlushOnLeave(syncRef);
  useFrameSignals(slot);
  useTabSelection(filterId, slot);

  const ready = slot && !slot.state.loading && slot.owner === owner;
  return {
    slot: ready ? slot : undefined,
    operations,
    applied: ready ? appliedCriteria(slot.state) : null,
    reload: useCallback(
      () =>
        update(filterId, (current) => ({
          ...current,
          state: { ...current.state, loading: true },
        })),
      [update, filterId],
    ),
    retrySave: useCallback(() => void syncRef.current?.run(), []),
    resolveConflict: useCallback(
      (setting: string, choice: "mine" | "theirs") => {
        update(filterId, (current) => resolvedSlot(current, setting, choice));
        void syncRef.current?.resolve(setting);
      },
      [update, filterId],
    ),
    restoredOver: ready ? slot.restoredOver : null,
    clearRestored: useCallback(
      () =>
        update(filterId, (current) =>
          current.restoredOver === null
            ? current
            : { ...current, restoredOver: null },
        ),
      [update, filterId],
    ),
  };
}

/**
 * Keeps the changes storage has not confirmed in the browser too, for the next visit (journal.ts).
 * On every change of the slot as it happens, not in an effect after the next render: a page closed
 * right after a write was confirmed must not leave the change behind as if it were not.
 */
function useJournal(filterId: string) {
  const store = useStore();
  useEffect(() => {
    let owned: ReadonlySet<string> = new Set();
    let last: FilterSlot | undefined;
    return store.sub(filterSlotsAtom, () => {
      const slot = store.get(filterSlotsAtom)[filterId];
      if (slot === last) return;
      last = slot;
      // A visitor's filters live in the tab's session storage: written at once, nothing to keep.
      if (!slot?.owner || !slot.confirmed || slot.state.loading) return;
      owned = updateJournal(
        filterId,
        slot.owner,
        pendingChanges(slot.state, slot.confirmed),
        owned,
      );
    });
  }, [store, filterId]);
}

/** Remembers in this tab which saved filter it shows, for a reload (tabSelection.ts). */
function useTabSelection(filterId: string, slot: FilterSlot | undefined) {
  const state = slot?.state;
  const owner = slot?.owner;
  useEffect(() => {
    if (!state || owner === undefined) return;
    const next = tabSelectionOf(state, owner);
    if (next) writeTabSelection(filterId, next);
  }, [filterId, state, owner]);
}

/** While a write is failing, leaving the page would lose it: the browser asks first. */
export const SAVE_PROBLEM_TEXTS: Record<SaveProblem, string> = {
  retrying: FILTER_TEXTS.saveFailed,
  rejected: FILTER_TEXTS.saveRejected,
  signedOut: FILTER_TEXTS.saveSignedOut,
  conflict: FILTER_TEXTS.saveConflict,
};

/** pagehide, not beforeunload: it also comes when a phone's browser discards the page. */
function useFlushOnLeave(sync: { current: FilterSync | null }) {
  useEffect(() => {
    const flush = () => sync.current?.flush();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [sync]);
}

function useUnsavedWritesGuard(slot: FilterSlot | undefined) {
  const saveFailed = (slot?.saveProblem ?? null) !== null;
  useEffect(() => {
    if (!saveFailed) return;
    const listener = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", listener);
    return () => window.removeEventListener("beforeunload", listener);
  }, [saveFailed]);
}

/**
 * The header's warning icon (SPEC §2, §8); the page's `filter` flag shows the button. Leaving
 * the page closes the side filter page and clears the icon.
 */
function useFrameSignals(slot: FilterSlot | undefined) {
  const setLoadFailed = useSetAtom(filterLoadFailedAtom);
  const setOpen = useSetAtom(sideFilterOpenAtom);
  useEffect(
    () => () => {
      setLoadFailed(false);
      setOpen(false);
    },
    [setLoadFailed, setOpen],
  );
  const loadFailed = slot?.state.error != null;
  useEffect(() => setLoadFailed(loadFailed), [loadFailed, setLoadFailed]);
}
