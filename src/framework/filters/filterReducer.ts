/**
 * Every filter operation of SPEC §4 as a pure transition. A blocked operation returns the
 * state it was given (the same object) and the warning the side filter page shows as a dialog.
 * Keys of new filters come with the action, so the reducer stays deterministic.
 */
import { T } from "../../i18n/de";
import {
  DEFAULT_FILTER_KEY,
  criterionValues,
  isLiveMode,
  isTouched,
  sameValues,
  selectedFilter,
  type Criteria,
  type CriterionValue,
  type FilterState,
  type SavedFilter,
} from "./model";

/** SPEC §8 filter warnings (their texts: T.filters.warnings). */
export type FilterWarning = keyof typeof T.filters.warnings;

/** A saved filter as read back from storage. */
export interface LoadedFilter {
  key: string;
  name: string;
  enabled: boolean;
  criterias: Criteria;
}

export type FilterAction =
  | {
      type: "loaded";
      filters: readonly LoadedFilter[];
      /** The stored selection: a key, "" for none, undefined when nothing was stored. */
      selectedKey: string | undefined;
      error: FilterState["error"];
    }
  | { type: "add"; key: string; name?: string }
  | { type: "rename"; name: string }
  | { type: "remove" }
  | { type: "select"; key: string | null }
  | { type: "setEnabled"; key: string; enabled: boolean }
  | { type: "duplicate"; key: string }
  | {
      type: "edit";
      criterionId: string;
      values: readonly string[];
      /** Key of the 'Unbenannter Filter' should editing the default filter create one. */
      key: string;
      /** Applies this criterion at once whatever the mode (removing a chip of the filter bar). */
      applyNow?: boolean;
    }
  | { type: "apply" }
  | { type: "save" }
  | { type: "resetCriterion"; criterionId: string }
  | { type: "reset" }
  | {
      type: "resetWithValues";
      values: Criteria;
      /** Key of the filter added unless replaceCurrent (or replacing the default filter). */
      key: string;
      replaceCurrent?: boolean;
    }
  | { type: "setInstantUpdate"; instantUpdate: boolean };

export interface FilterTransition {
  state: FilterState;
  warning: FilterWarning | null;
}

const unchanged = (
  state: FilterState,
  warning: FilterWarning | null = null,
): FilterTransition => ({ state, warning });

const changed = (state: FilterState): FilterTransition => ({
  state,
  warning: null,
});

const anyTouched = (state: FilterState) =>
  [...state.values.values()].some((filter) => filter.touched);

const withFilter = (state: FilterState, key: string, filter: SavedFilter) => ({
  ...state,
  values: new Map(state.values).set(key, filter),
});

function mapCriteria(
  filter: SavedFilter,
  update: (value: CriterionValue, id: string) => CriterionValue,
): SavedFilter {
  const criterias = Object.fromEntries(
    Object.entries(filter.criterias).map(([id, value]) => [
      id,
      update(value, id),
    ]),
  );
  return { ...filter, criterias, touched: isTouched({ criterias }) };
}

/** A new filter of the definition's defaults, selected. */
const withNewFilter = (
  state: FilterState,
  key: string,
  name: string,
  stored: boolean,
): FilterState => ({
  ...withFilter(state, key, {
    name,
    editable: true,
    touched: false,
    enabled: true,
    stored,
    criterias: criterionValues(state.definition),
  }),
  selectedKey: key,
});

const dedupe = (values: readonly string[]) => [...new Set(values)];

const resetFilter = (filter: SavedFilter) =>
  mapCriteria(filter, (value) => ({
    ...value,
    applyable: [...value.default],
    current: [...value.default],
  }));

/**
 * The filter edits go to: the selected one, or — when that is the default filter or nothing
 * is selected — a new 'Unbenannter Filter' that only exists until it is saved (SPEC §4).
 */
function editTarget(state: FilterState, key: string) {
  if (selectedFilter(state)?.editable && state.selectedKey !== null)
    return { state, key: state.selectedKey };
  if (state.values.has(key)) return null;
  return { state: withNewFilter(state, key, T.filters.unnamed, false), key };
}

/** Sets the target filter's criteria (`editTarget`). */
function editCriteria(
  state: FilterState,
  key: string,
  update: (value: CriterionValue, id: string) => CriterionValue,
  enable = false,
): FilterTransition {
  const target = editTarget(state, key);
  if (!target) return unchanged(state);
  const filter = mapCriteria(target.state.values.get(target.key)!, update);
  return changed(
    withFilter(target.state, target.key, {
      ...filter,
      enabled: filter.enabled || enable,
    }),
  );
}

export function filterReducer(
  state: FilterState,
  action: FilterAction,
): FilterTransition {
  const selected = selectedFilter(state);
  const selectedKey = selected ? state.selectedKey : null;
  const onSelected = (
    update: (value: CriterionValue, id: string) => CriterionValue,
  ) =>
    selected && selectedKey !== null
      ? changed(withFilter(state, selectedKey, mapCriteria(selected, update)))
      : unchanged(state);

  switch (action.type) {
    case "loaded": {
      const values = new Map([
        [DEFAULT_FILTER_KEY, state.values.get(DEFAULT_FILTER_KEY)!],
      ]);
      for (const { key, name, enabled, criterias } of action.filters) {
        if (key === DEFAULT_FILTER_KEY) continue;
        values.set(key, {
          name,
          editable: true,
          touched: false,
          enabled,
          stored: true,
          criterias: criterionValues(state.definition, criterias),
        });
      }
      const wanted = action.selectedKey;
      const selection =
        wanted === ""
          ? null
          : wanted !== undefined && values.has(wanted)
            ? wanted
            : DEFAULT_FILTER_KEY;
      return changed({
        ...state,
        values,
        selectedKey: selection,
        error: action.error,
      });
    }

    case "add": {
      if (state.values.has(action.key)) return unchanged(state);
      if (anyTouched(state)) return unchanged(state, "switchUnsaved");
      const name = action.name?.trim() || T.filters.unnamed;
      return changed(withNewFilter(state, action.key, name, true));
    }

    case "rename": {
      if (!selected || selectedKey === null)
        return unchanged(state, "noneSelectedRename");
      const name = action.name.trim();
      if (!selected.editable || !name || name === selected.name)
        return unchanged(state);
      return changed(withFilter(state, selectedKey, { ...selected, name }));
    }

    case "remove": {
      if (!selected || selectedKey === null)
        return unchanged(state, "noneSelectedDelete");
      if (!selected.editable) return unchanged(state);
      // SPEC §4: the selection goes to the previous sibling, else the next, else none.
      const keys = [...state.values.keys()];
      const index = keys.indexOf(selectedKey);
      const values = new Map(state.values);
      values.delete(selectedKey);
      return changed({
        ...state,
        values,
        selectedKey: keys[index - 1] ?? keys[index + 1] ?? null,
      });
    }

    case "select": {
      if (action.key === state.selectedKey) return unchanged(state);
      if (action.key !== null && !state.values.has(action.key))
        return unchanged(state);
      if (anyTouched(state)) return unchanged(state, "switchUnsaved");
      return changed({ ...state, selectedKey: action.key });
    }

    case "setEnabled": {
      const filter = state.values.get(action.key);
      if (!filter || filter.enabled === action.enabled) return unchanged(state);
      return changed(
        withFilter(state, action.key, { ...filter, enabled: action.enabled }),
      );
    }

    case "duplicate": {
      if (!selected) return unchanged(state, "noneSelectedDuplicate");
      if (selected.touched) return unchanged(state, "duplicateUnsaved");
      if (state.values.has(action.key)) return unchanged(state);
      const copy = mapCriteria(selected, (value) => ({
        applyable: [...value.applyable],
        current: [...value.current],
        default: [...value.default],
      }));
      return changed({
        ...withFilter(state, action.key, {
          ...copy,
          name: T.filters.copyOf(selected.name),
          editable: true,
          stored: true,
        }),
        selectedKey: action.key,
      });
    }

    case "edit": {
      if (!state.definition.criterias.some((c) => c.id === action.criterionId))
        return unchanged(state);
      const values = dedupe(action.values);
      const live = isLiveMode(state) || action.applyNow === true;
      const before = selected?.criterias[action.criterionId];
      if (
        before &&
        sameValues(before.applyable, values) &&
        (!live || sameValues(before.current, values))
      )
        return unchanged(state);
      return editCriteria(state, action.key, (value, id) =>
        id === action.criterionId
          ? {
              ...value,
              applyable: [...values],
              current: live ? [...values] : value.current,
            }
          : value,
      );
    }

    case "apply":
      return onSelected((value) => ({
        ...value,
        current: [...value.applyable],
      }));

    case "save": {
      if (!selected?.editable || selectedKey === null) return unchanged(state);
      const saved = mapCriteria(selected, (value) => ({
        ...value,
        current: [...value.applyable],
        default: [...value.applyable],
      }));
      return changed(
        withFilter(state, selectedKey, { ...saved, stored: true }),
      );
    }

    case "resetCriterion":
      if (!selected?.criterias[action.criterionId]) return unchanged(state);
      return onSelected((value, id) =>
        id === action.criterionId
          ? {
              ...value,
              applyable: [...value.default],
              current: [...value.default],
            }
          : value,
      );

    case "reset":
      return onSelected((value) => ({
        ...value,
        applyable: [...value.default],
        current: [...value.default],
      }));

    case "resetWithValues": {
      // SPEC §4: first reset a touched filter, add a new one unless replaceCurrent, set, apply.
      let next = state;
      if (selected?.touched && selectedKey !== null)
        next = withFilter(next, selectedKey, resetFilter(selected));
      if (!action.replaceCurrent) {
        if (next.values.has(action.key)) return unchanged(state);
        next = withNewFilter(next, action.key, T.filters.unnamed, false);
      }
      // The values are meant to take effect, so a disabled filter is enabled for them.
      const result = editCriteria(
        next,
        action.key,
        (value, id) => {
          const values = dedupe(
            Object.hasOwn(action.values, id) ? action.values[id]! : [],
          );
          return { ...value, applyable: values, current: [...values] };
        },
        true,
      );
      return result.state === next ? unchanged(state) : result;
    }

    case "setInstantUpdate": {
      if (state.instantUpdate === action.instantUpdate) return unchanged(state);
      const next = { ...state, instantUpdate: action.instantUpdate };
      // Live mode has no 'Anwenden': what is pending takes effect now.
      return isLiveMode(next)
        ? filterReducer(next, { type: "apply" })
        : changed(next);
    }
  }
}
