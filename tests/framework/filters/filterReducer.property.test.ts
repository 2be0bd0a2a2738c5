/**
 * Model-based test of the filter state machine (SPEC §4): random sequences of every operation,
 * the invariants checked after each step, and each operation's own rule checked against the
 * state before it.
 */
import fc from "fast-check";
import {
  filterReducer,
  type FilterAction,
} from "../../../src/framework/filters/filterReducer";
import {
  DEFAULT_FILTER_KEY,
  createInitialState,
  displayName,
  isLiveMode,
  sameValues,
  selectedFilter,
  type FilterDefinition,
  type FilterState,
} from "../../../src/framework/filters/model";

const definitionOf = (updateMode: "live" | "apply"): FilterDefinition => ({
  id: "test",
  updateMode,
  criterias: [
    {
      id: "land",
      label: "Land",
      category: "Ort",
      defaultValue: [],
      options: ["1", "2", "3"].map((value) => ({ value, label: value })),
    },
    {
      id: "status",
      label: "Status",
      category: "Anlage",
      defaultValue: ["open"],
      options: ["open", "closed"].map((value) => ({ value, label: value })),
    },
  ],
});

// Few keys, so new filters collide with existing ones and selections hit them. Keys come from
// storage and links: names an object already has, and one that reads as an array index, are data.
const PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "toString",
];
const KEYS = ["a", "b", "1", ...PROTOTYPE_NAMES];
const key = fc.constantFrom(...KEYS);
const values = fc.subarray(["1", "2", "3", "open", "closed"]);
const criterionId = fc.constantFrom("land", "status", "unknown");
const names = fc.constantFrom(
  "Mein Filter",
  "  ",
  "Wien",
  "Kopie von Wien",
  ...PROTOTYPE_NAMES,
);

const action: fc.Arbitrary<FilterAction> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("add" as const),
      key,
      name: fc.option(names, { nil: undefined }),
    }),
  },
  fc.record({ type: fc.constant("rename" as const), name: names }),
  { weight: 2, arbitrary: fc.constant({ type: "remove" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant("select" as const),
      key: fc.option(fc.constantFrom(...KEYS, DEFAULT_FILTER_KEY), {
        nil: null,
        freq: 8,
      }),
    }),
  },
  fc.record({
    type: fc.constant("setEnabled" as const),
    key: fc.constantFrom(...KEYS, DEFAULT_FILTER_KEY),
    enabled: fc.boolean(),
  }),
  fc.record({ type: fc.constant("duplicate" as const), key }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("edit" as const),
      criterionId,
      values,
      key,
      applyNow: fc.option(fc.boolean(), { nil: undefined }),
    }),
  },
  fc.constant({ type: "apply" as const }),
  fc.constant({ type: "save" as const }),
  fc.record({ type: fc.constant("resetCriterion" as const), criterionId }),
  { weight: 2, arbitrary: fc.constant({ type: "reset" as const }) },
  fc.record({
    type: fc.constant("resetWithValues" as const),
    values: fc.record({ land: values, status: values }, { requiredKeys: [] }),
    key,
    replaceCurrent: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant("setInstantUpdate" as const),
    instantUpdate: fc.boolean(),
  }),
);

function loadedState(definition: FilterDefinition): FilterState {
  return filterReducer(createInitialState(definition), {
    type: "loaded",
    filters: [],
    selectedKey: undefined,
    error: null,
  }).state;
}

function checkInvariants(state: FilterState) {
  // Exactly one selection or none.
  if (state.selectedKey !== null)
    expect(state.values.has(state.selectedKey)).toBe(true);

  // The default filter is never renamed, deleted or changed.
  const standard = state.values.get(DEFAULT_FILTER_KEY);
  expect(standard).toBeDefined();
  expect(standard?.name).toBe("Standardfilter");
  expect(standard?.editable).toBe(false);
  expect(displayName(standard!)).toBe("Standardfilter");
  for (const criterion of state.definition.criterias) {
    const value = standard!.criterias[criterion.id]!;
    expect(value.applyable).toEqual(criterion.defaultValue);
    expect(value.current).toEqual(criterion.defaultValue);
  }

  for (const [key, filter] of state.values) {
    // touched ⇔ some pending value differs from the saved one.
    const differs = Object.values(filter.criterias).some(
      (value) => !sameValues(value.applyable, value.default),
    );
    expect(filter.touched).toBe(differs);
    // Only the selected filter can have unsaved changes (switching is blocked while touched).
    if (filter.touched) expect(key).toBe(state.selectedKey);
    // ' (*)' exactly for unsaved filters.
    expect(displayName(filter)).toBe(
      filter.touched || !filter.stored ? `${filter.name} (*)` : filter.name,
    );
    expect(filter.name.trim()).not.toBe("");
    expect(filter.editable).toBe(key !== DEFAULT_FILTER_KEY);
    // Live mode never leaves anything pending.
    if (isLiveMode(state) && key === state.selectedKey)
      for (const value of Object.values(filter.criterias))
        expect(sameValues(value.applyable, value.current)).toBe(true);
  }
}

function checkRule(before: FilterState, action: FilterAction) {
  const { state: after, warning } = filterReducer(before, action);
  const selected = selectedFilter(before);
  const anyTouched = [...before.values.values()].some((f) => f.touched);

  // Blocked operations change nothing.
  if (warning !== null) expect(after).toBe(before);

  switch (action.type) {
    case "select":
      if (action.key !== before.selectedKey && anyTouched) {
        const valid = action.key === null || before.values.has(action.key);
        expect(warning).toBe(valid ? "switchUnsaved" : null);
      }
      break;
    case "add":
      if (!before.values.has(action.key)) {
        if (anyTouched) expect(warning).toBe("switchUnsaved");
        else {
          expect(after.selectedKey).toBe(action.key);
          expect(after.values.get(action.key)?.name).toBe(
            action.name?.trim() || "Unbenannter Filter",
          );
        }
      }
      break;
    case "rename":
      if (!selected) expect(warning).toBe("noneSelectedRename");
      else if (!selected.editable) expect(after).toBe(before);
      else if (action.name.trim())
        expect(after.values.get(before.selectedKey!)?.name).toBe(
          action.name.trim(),
        );
      break;
    case "remove":
      if (!selected) expect(warning).toBe("noneSelectedDelete");
      else if (!selected.editable) expect(after).toBe(before);
      else {
        const keys = [...before.values.keys()];
        const index = keys.indexOf(before.selectedKey!);
        expect(after.values.has(before.selectedKey!)).toBe(false);
        expect(after.selectedKey).toBe(
          keys[index - 1] ?? keys[index + 1] ?? null,
        );
      }
      break;
    case "duplicate":
      if (!selected) expect(warning).toBe("noneSelectedDuplicate");
      else if (selected.touched) expect(warning).toBe("duplicateUnsaved");
      else if (!before.values.has(action.key)) {
        expect(after.selectedKey).toBe(action.key);
        expect(after.values.get(action.key)?.name).toBe(
          `Kopie von ${selected.name}`,
        );
      }
      break;
    case "edit": {
      expect(warning).toBeNull();
      if (after === before) break;
      const target = selectedFilter(after)!;
      const value = target.criterias[action.criterionId]!;
      expect(sameValues(value.applyable, action.values)).toBe(true);
      const live = isLiveMode(before) || action.applyNow === true;
      if (live) expect(sameValues(value.current, action.values)).toBe(true);
      if (!selected?.editable) {
        // Editing the default filter creates and selects 'Unbenannter Filter'.
        expect(after.selectedKey).toBe(action.key);
        expect(target.name).toBe("Unbenannter Filter");
        expect(target.stored).toBe(false);
      } else {
        expect(after.selectedKey).toBe(before.selectedKey);
        if (!live)
          expect(value.current).toEqual(
            selected.criterias[action.criterionId]!.current,
          );
      }
      break;
    }
    case "apply":
      if (selected)
        for (const value of Object.values(selectedFilter(after)!.criterias))
          expect(value.current).toEqual(value.applyable);
      break;
    case "save":
      if (selected?.editable) {
        const saved = selectedFilter(after)!;
        expect(saved.touched).toBe(false);
        expect(saved.stored).toBe(true);
      }
      break;
    case "reset":
      if (selected) {
        const reset = selectedFilter(after)!;
        expect(reset.touched).toBe(false);
        for (const value of Object.values(reset.criterias)) {
          expect(value.applyable).toEqual(value.default);
          expect(value.current).toEqual(value.default);
        }
      }
      break;
    case "resetWithValues": {
      expect(warning).toBeNull();
      if (after === before) break;
      const target = selectedFilter(after)!;
      expect(target.enabled).toBe(true);
      for (const id of ["land", "status"]) {
        const wanted = action.values[id] ?? [];
        expect(sameValues(target.criterias[id]!.applyable, wanted)).toBe(true);
        expect(sameValues(target.criterias[id]!.current, wanted)).toBe(true);
      }
      if (!action.replaceCurrent || !selected?.editable)
        expect(after.selectedKey).toBe(action.key);
      // The touched filter it left behind was reset first.
      for (const [key, filter] of [...after.values])
        if (key !== after.selectedKey) expect(filter.touched).toBe(false);
      break;
    }
    default:
      break;
  }
  return after;
}

test("every sequence of operations keeps the invariants and each operation's rule", () => {
  fc.assert(
    fc.property(
      fc.constantFrom("live" as const, "apply" as const),
      fc.array(action, { maxLength: 40 }),
      (mode, actions) => {
        let state = loadedState(definitionOf(mode));
        checkInvariants(state);
        for (const next of actions) {
          state = checkRule(state, next);
          checkInvariants(state);
        }
      },
    ),
    { numRuns: 400 },
  );
});

test("loading keeps the default filter first and falls back to it for an unknown selection", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(key, { maxLength: 5 }),
      fc.option(fc.constantFrom(...KEYS, ""), { nil: undefined }),
      (keys, selectedKey) => {
        const { state } = filterReducer(
          createInitialState(definitionOf("apply")),
          {
            type: "loaded",
            filters: keys.map((k) => ({
              key: k,
              name: `Filter ${k}`,
              enabled: true,
              criterias: { land: ["1"] },
            })),
            selectedKey,
            error: null,
          },
        );
        checkInvariants(state);
        expect([...state.values.keys()]).toEqual([DEFAULT_FILTER_KEY, ...keys]);
        const expected =
          selectedKey === ""
            ? null
            : selectedKey !== undefined && keys.includes(selectedKey)
              ? selectedKey
              : DEFAULT_FILTER_KEY;
        expect(state.selectedKey).toBe(expected);
      },
    ),
  );
});
