import { useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";
import type { FilterAction } from "./filterReducer";
import type { Criteria } from "./model";
import {
  dispatchFilterAtom,
  filterSlotsAtom,
  updateFilterSlotAtom,
  type FilterSlot,
} from "./state";

let keyCounter = 0;

/** Unique per user and filter id; letters first, so the key never reads as an array index. */
export function newFilterKey(): string {
  keyCounter += 1;
  return `f${Date.now().toString(36)}${keyCounter.toString(36)}${Math.random()
    .toString(36)
    .slice(2, 6)}`;
}

export interface FilterOperations {
  add(name?: string): void;
  rename(name: string): void;
  remove(): void;
  select(key: string | null): void;
  setEnabled(key: string, enabled: boolean): void;
  duplicate(): void;
  edit(
    criterionId: string,
    values: readonly string[],
    options?: { applyNow?: boolean },
  ): void;
  apply(): void;
  save(): void;
  resetCriterion(criterionId: string): void;
  reset(): void;
  resetWithValues(
    values: Criteria,
    options?: { replaceCurrent?: boolean },
  ): void;
  setInstantUpdate(instantUpdate: boolean): void;
  dismissWarning(): void;
}

/** The filter of one filter id and its operations; undefined until the page set it up. */
export function useFilterActions(filterId: string): {
  slot: FilterSlot | undefined;
  operations: FilterOperations;
} {
  const slot = useAtomValue(filterSlotsAtom)[filterId];
  const dispatchAtom = useSetAtom(dispatchFilterAtom);
  const update = useSetAtom(updateFilterSlotAtom);
  const operations = useMemo<FilterOperations>(() => {
    const dispatch = (action: FilterAction) => dispatchAtom(filterId, action);
    return {
      add: (name) => dispatch({ type: "add", key: newFilterKey(), name }),
      rename: (name) => dispatch({ type: "rename", name }),
      remove: () => dispatch({ type: "remove" }),
      select: (key) => dispatch({ type: "select", key }),
      setEnabled: (key, enabled) =>
        dispatch({ type: "setEnabled", key, enabled }),
      duplicate: () => dispatch({ type: "duplicate", key: newFilterKey() }),
      edit: (criterionId, values, options) =>
        dispatch({
          type: "edit",
          criterionId,
          values,
          key: newFilterKey(),
          applyNow: options?.applyNow,
        }),
      apply: () => dispatch({ type: "apply" }),
      save: () => dispatch({ type: "save" }),
      resetCriterion: (criterionId) =>
        dispatch({ type: "resetCriterion", criterionId }),
      reset: () => dispatch({ type: "reset" }),
      resetWithValues: (values, options) =>
        dispatch({
          type: "resetWithValues",
          values,
          key: newFilterKey(),
          replaceCurrent: options?.replaceCurrent,
        }),
      setInstantUpdate: (instantUpdate) =>
        dispatch({ type: "setInstantUpdate", instantUpdate }),
      dismissWarning: () =>
        update(filterId, (current) =>
          current.warning === null ? current : { ...current, warning: null },
        ),
    };
  }, [dispatchAtom, update, filterId]);
  return { slot, operations };
}
