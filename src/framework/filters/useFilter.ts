import { useSetAtom } from "jotai";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useLogger } from "../../api/HttpContext";
import { filterSettingPrefix } from "../../api/endpoints/savedFilters";
import { FILTER_TEXTS } from "../../i18n/filters";
import { filterLoadFailedAtom, sideFilterOpenAtom } from "../chrome";
import { useAddToast } from "../toasts";
import { deriveState, intendedCriteria, tabOf } from "./derive";
import {
  filterReducer,
  type FilterAction,
  type FilterWarning,
} from "./filterReducer";
import {
  appliedCriteria,
  selectedFilter,
  type Criteria,
  type FilterDefinition,
} from "./model";
import { storedChanges, storedValues } from "./persistence";
import { useSavedFilters, type SaveProblem } from "./useSavedFilters";
import { useTabFilters } from "./tabState";
import {
  criteriaFromParams,
  criteriaKey,
  criteriaToParams,
  withoutUnknownParams,
} from "./urlCriteria";

let keyCounter = 0;

/** Unique per user and filter id; letters first, so the key never reads as an array index. */
function newFilterKey(): string {
  keyCounter += 1;
  return `f${Date.now().toString(36)}${keyCounter.toString(36)}${Math.random()
    .toString(36)
    .slice(2, 6)}`;
}

export type FilterOperations = ReturnType<typeof operationsOf>;

/** The page's filter: its state, operations, the URL's settling and what keeps changes from storage. */
export type FilterController = ReturnType<typeof useFilter>;

function operationsOf(
  dispatch: (action: FilterAction) => void,
  dismissWarning: () => void,
) {
  return {
    add: (name?: string) =>
      dispatch({ type: "add", key: newFilterKey(), name }),
    rename: (name: string) => dispatch({ type: "rename", name }),
    remove: () => dispatch({ type: "remove" }),
    select: (key: string | null) => dispatch({ type: "select", key }),
    setEnabled: (key: string, enabled: boolean) =>
      dispatch({ type: "setEnabled", key, enabled }),
    duplicate: () => dispatch({ type: "duplicate", key: newFilterKey() }),
    /** `applyNow`: whatever the mode (removing a chip of the filter bar). */
    edit: (criterionId: string, values: readonly string[], applyNow = false) =>
      dispatch({
        type: "edit",
        criterionId,
        values,
        key: newFilterKey(),
        applyNow,
      }),
    apply: () => dispatch({ type: "apply" }),
    save: () => dispatch({ type: "save" }),
    resetCriterion: (criterionId: string) =>
      dispatch({ type: "resetCriterion", criterionId }),
    reset: () => dispatch({ type: "reset" }),
    setInstantUpdate: (instantUpdate: boolean) =>
      dispatch({ type: "setInstantUpdate", instantUpdate }),
    dismissWarning,
  };
}

/** What `history.state` says of the URL's criteria when this page put them there. */
interface FilterWrite {
  filterCriteria: string;
}

const writtenKey = (state: unknown) =>
  typeof state === "object" && state !== null && "filterCriteria" in state
    ? (state as FilterWrite).filterCriteria
    : undefined;

/**
 * The filter of a page (SPEC §3, §4): derived from the saved filters (server state), this tab's
 * part (client state) and the applied criteria in the URL (shareable state), never kept itself.
 * Every operation is a transition of `filterReducer`, split back: what changed of the stored
 * filters is written, the tab keeps its part, and the applied criteria go into the URL — the one
 * place the results, links, exports and map read them from. A URL the page did not write (a link)
 * is taken up as an unsaved 'Unbenannter Filter' unless a saved filter applies just that; one
 * without criteria is given the selected filter's.
 */
export function useFilter(
  definition: FilterDefinition,
  /** The page's own URL parameters (search text, sort, page, …), kept as they are. */
  pageParams: readonly string[],
) {
  const saved = useSavedFilters(definition);
  const { owner, store } = saved;
  const [tab, setTab] = useTabFilters(definition.id, owner ?? "");
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const logger = useLogger();
  const addToast = useAddToast();
  const [warning, setWarning] = useState<FilterWarning | null>(null);
  const ready = owner !== null && (saved.view !== null || saved.error !== null);
  const url = useMemo(
    () => criteriaFromParams(definition, params),
    [definition, params],
  );
  const urlKey = url && criteriaKey(url);
  const state = useMemo(
    () =>
      ready
        ? deriveState(definition, saved.view, tab, url ?? {}, saved.error)
        : undefined,
    [ready, definition, saved.view, tab, url, saved.error],
  );

  // The operations, for one state: each a transition split back into storage, tab and URL.
  const { operations, dispatch, writeUrl } = useMemo(() => {
    const writeUrl = (criteria: Criteria) =>
      setParams((current) => criteriaToParams(definition, criteria, current), {
        replace: true,
        state: {
          filterCriteria: criteriaKey(criteria),
        } satisfies FilterWrite,
      });
    const dispatch = (action: FilterAction) => {
      if (!state) return;
      const { state: next, warning } = filterReducer(state, action);
      if (warning) setWarning(warning);
      if (next === state) return;
      setTab(tabOf(next));
      store(storedChanges(state, next));
      const applied = appliedCriteria(next);
      if (criteriaKey(applied) !== criteriaKey(appliedCriteria(state)))
        writeUrl(applied);
    };
    const operations = operationsOf(dispatch, () => setWarning(null));
    return { operations, dispatch, writeUrl };
  }, [state, definition, setParams, setTab, store]);

  // Entering the page, and a URL it did not write: the filter and the URL are brought to agree.
  const arrive = useEffectEvent(() => {
    if (!state) return;
    const intended = intendedCriteria(state);
    if (url === null) {
      if (Object.keys(intended).length > 0) writeUrl(intended);
      return;
    }
    if (urlKey === criteriaKey(intended)) return;
    if (writtenKey(location.state) === urlKey) {
      // This tab's own URL: its changes applied, or the saved filter as stored now.
      if (!selectedFilter(state)?.touched) writeUrl(intended);
      return;
    }
    // A saved filter that applies just these is chosen, unless one is changed (switching is
    // blocked then): a link resets it and opens as an 'Unbenannter Filter'.
    const changed = [...state.values.values()].some((filter) => filter.touched);
    const matching = [...state.values.keys()].find(
      (key) =>
        state.values.get(key)?.stored &&
        criteriaKey(intendedCriteria({ ...state, selectedKey: key })) ===
          urlKey,
    );
    dispatch(
      matching && !changed
        ? { type: "select", key: matching }
        : { type: "resetWithValues", values: url, key: newFilterKey() },
    );
  });
  useEffect(() => {
    if (ready) arrive();
  }, [ready, urlKey]);

  // SPEC §8: a criterion the filter does not have is only logged. Out of the URL it is out of every
  // search and of the next shared link.
  const logged = useRef(new Set<string>());
  const dropUnknown = useEffectEvent(() => {
    const { unknown } = withoutUnknownParams(definition, params, pageParams);
    if (unknown.length === 0) return;
    for (const name of unknown.filter((name) => !logged.current.has(name))) {
      logged.current.add(name);
      logger.warn(`Link: unbekanntes Kriterium ${name}`);
    }
    setParams(
      (current) => withoutUnknownParams(definition, current, pageParams).params,
      { replace: true, state: location.state },
    );
  });
  useEffect(() => dropUnknown(), [params]);

  // A saved filter that held values no longer offered is stored without them, once.
  const staleDone = useRef(false);
  const dropStale = useEffectEvent(() => {
    if (!state || staleDone.current || saved.stale.length === 0) return;
    staleDone.current = true;
    const desired = storedValues(state).filters;
    saved.store({
      settings: saved.stale.flatMap((name) => {
        const value = desired.get(name);
        return value === undefined ? [] : [[name, value] as const];
      }),
      selected: undefined,
    });
    addToast({ type: "warning", message: FILTER_TEXTS.staleValuesDropped });
  });
  useEffect(() => dropStale(), [state]);

  useSaveProblemNotice(saved.problem);
  useFrameSignals(state?.error != null);

  return {
    state,
    owner,
    warning,
    operations,
    settled:
      state !== undefined &&
      (url !== null || Object.keys(intendedCriteria(state)).length === 0),
    reload: saved.reload,
    saveProblem: saved.problem,
    retrySave: saved.retry,
    conflicts: saved.conflicts,
    resolveConflict(setting: string, choice: "mine" | "theirs") {
      saved.resolve(setting, choice);
      // Taking theirs drops this tab's changes of that filter.
      if (choice === "theirs" && state) {
        const key = setting.slice(filterSettingPrefix(definition.id).length);
        const kept = tabOf(state);
        setTab({
          ...kept,
          overrides: kept.overrides.filter(([entry]) => entry !== key),
        });
      }
    },
  };
}

/**
 * A toast when saving starts failing, and when it works again; meanwhile leaving the page would
 * lose the changes, so the browser asks first.
 */
function useSaveProblemNotice(problem: SaveProblem | null) {
  const logger = useLogger();
  const addToast = useAddToast();
  const before = useRef<SaveProblem | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = problem;
    if (problem === previous) return;
    if (problem) {
      // The user sees the toast; the operators hear of a portal that refuses writes.
      logger.warn(`Gespeicherte Filter nicht gespeichert (${problem})`);
      addToast({ type: "danger", message: FILTER_TEXTS.saveProblems[problem] });
    } else if (previous)
      addToast({ type: "success", message: FILTER_TEXTS.saveRecovered });
  }, [problem, logger, addToast]);
  useEffect(() => {
    if (!problem) return;
    const listener = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", listener);
    return () => window.removeEventListener("beforeunload", listener);
  }, [problem]);
}

/**
 * The header's warning icon (SPEC §2, §8); the page's `filter` flag shows the button. Leaving
 * the page closes the side filter page and clears the icon.
 */
function useFrameSignals(loadFailed: boolean) {
  const setLoadFailed = useSetAtom(filterLoadFailedAtom);
  const setOpen = useSetAtom(sideFilterOpenAtom);
  useEffect(
    () => () => {
      setLoadFailed(false);
      setOpen(false);
    },
    [setLoadFailed, setOpen],
  );
  useEffect(() => setLoadFailed(loadFailed), [loadFailed, setLoadFailed]);
}
