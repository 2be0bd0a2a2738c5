/** The rules of SPEC §4 one by one, on small examples (the property test covers sequences). */
import {
  filterReducer,
  type FilterAction,
} from "../../../src/framework/filters/filterReducer";
import {
  DEFAULT_FILTER_KEY,
  appliedCriteria,
  createInitialState,
  displayName,
  selectedFilter,
  type FilterDefinition,
  type FilterState,
} from "../../../src/framework/filters/model";

const definition = (
  over: Partial<FilterDefinition> = {},
): FilterDefinition => ({
  id: "installations",
  criterias: [
    {
      id: "bundesland",
      label: "Bundesland",
      category: "Standort",
      defaultValue: [],
      options: [],
    },
    {
      id: "status",
      label: "Status",
      category: "Anlage",
      defaultValue: [],
      options: [],
    },
  ],
  ...over,
});

function run(state: FilterState, ...actions: FilterAction[]) {
  return actions.reduce((current, action) => {
    const { state: next, warning } = filterReducer(current, action);
    if (warning) throw new Error(`blocked: ${warning}`);
    return next;
  }, state);
}

function loaded(over: Partial<FilterDefinition> = {}) {
  return run(createInitialState(definition(over)), {
    type: "loaded",
    filters: [],
    selectedKey: undefined,
    error: null,
  });
}

const edit = (values: string[], key = "u1"): FilterAction => ({
  type: "edit",
  criterionId: "bundesland",
  values,
  key,
});

const value = (state: FilterState, key = state.selectedKey!) =>
  state.values.get(key)!.criterias.bundesland!;

it("creates the default filter 'Standardfilter' (OJS_DEFAULT_FILTER) on first load, selected", () => {
  const state = loaded();
  expect([...state.values.keys()]).toEqual([DEFAULT_FILTER_KEY]);
  expect(state.selectedKey).toBe(DEFAULT_FILTER_KEY);
  expect(state.values.get(DEFAULT_FILTER_KEY)).toMatchObject({
    name: "Standardfilter",
    editable: false,
    touched: false,
  });
});

it("defaults: updateMode apply, defaultEnabled false, filter management on", () => {
  const state = loaded();
  expect(state.values.get(DEFAULT_FILTER_KEY)!.enabled).toBe(false);
  const edited = run(state, edit(["9"]));
  expect(value(edited).current).toEqual([]);
});

it("editing the default filter creates and selects 'Unbenannter Filter', touched and unsaved", () => {
  // SPEC §3: Filter state per filter id: error, selectedKey, values map.
  const state = run(loaded(), edit(["9"]));
  expect(state.selectedKey).toBe("u1");
  const filter = selectedFilter(state)!;
  expect(filter.name).toBe("Unbenannter Filter");
  expect(filter.touched).toBe(true);
  expect(displayName(filter)).toBe("Unbenannter Filter (*)");
  expect(value(state, DEFAULT_FILTER_KEY).applyable).toEqual([]);
});

it("apply mode: editing changes only the pending value until apply copies it", () => {
  let state = run(loaded(), edit(["9"]));
  expect(value(state)).toMatchObject({ applyable: ["9"], current: [] });
  expect(appliedCriteria(state)).toEqual({});
  state = run(state, { type: "apply" });
  expect(value(state)).toMatchObject({ applyable: ["9"], current: ["9"] });
  expect(appliedCriteria(state)).toEqual({ bundesland: ["9"] });
});

it("live mode changes both at once; the instant-update option forces live", () => {
  const live = run(loaded({ updateMode: "live" }), edit(["9"]));
  expect(value(live)).toMatchObject({ applyable: ["9"], current: ["9"] });

  let instant = run(loaded(), edit(["9"]));
  instant = run(instant, { type: "setInstantUpdate", instantUpdate: true });
  // What was pending takes effect, and so does every later edit.
  expect(value(instant).current).toEqual(["9"]);
  instant = run(instant, edit(["9", "4"]));
  expect(value(instant).current).toEqual(["9", "4"]);
});

it("resetting a criterion or the filter restores the defaults and clears touched", () => {
  let state = run(loaded(), edit(["9"]), {
    type: "edit",
    criterionId: "status",
    values: ["CLOSED"],
    key: "x",
  });
  state = run(state, { type: "resetCriterion", criterionId: "bundesland" });
  expect(value(state).applyable).toEqual([]);
  expect(selectedFilter(state)!.touched).toBe(true);
  state = run(state, { type: "reset" });
  expect(selectedFilter(state)!.touched).toBe(false);
});

it("saving makes the values the filter's defaults: no ' (*)', reset returns to them", () => {
  let state = run(loaded(), edit(["9"]), { type: "save" });
  expect(displayName(selectedFilter(state)!)).toBe("Unbenannter Filter");
  state = run(state, edit(["4"]), { type: "reset" });
  expect(value(state)).toMatchObject({ applyable: ["9"], current: ["9"] });
});

it("switching is blocked while a filter is touched", () => {
  const state = run(loaded(), edit(["9"]));
  for (const action of [
    { type: "select", key: DEFAULT_FILTER_KEY },
    { type: "select", key: null },
    { type: "add", key: "n" },
  ] as FilterAction[]) {
    const result = filterReducer(state, action);
    expect(result).toEqual({ state, warning: "switchUnsaved" });
    expect(result.state).toBe(state);
  }
});

it("duplicating is blocked for a touched filter; copies are named 'Kopie von {name}'", () => {
  const touched = run(loaded(), edit(["9"]));
  expect(filterReducer(touched, { type: "duplicate", key: "c" })).toEqual({
    state: touched,
    warning: "duplicateUnsaved",
  });
  let state = run(touched, { type: "save" }, { type: "rename", name: "Wien" });
  state = run(state, { type: "duplicate", key: "c" });
  expect(state.selectedKey).toBe("c");
  expect(selectedFilter(state)!.name).toBe("Kopie von Wien");
  expect(value(state).applyable).toEqual(["9"]);
});

it("renaming and deleting do nothing to the default filter", () => {
  const state = loaded();
  expect(filterReducer(state, { type: "rename", name: "X" })).toEqual({
    state,
    warning: null,
  });
  expect(filterReducer(state, { type: "remove" })).toEqual({
    state,
    warning: null,
  });
});

it("without a selection rename, duplicate and delete warn 'Kein Filter ausgewählt'", () => {
  const state = run(loaded(), { type: "select", key: null });
  expect(filterReducer(state, { type: "rename", name: "X" }).warning).toBe(
    "noneSelectedRename",
  );
  expect(filterReducer(state, { type: "duplicate", key: "c" }).warning).toBe(
    "noneSelectedDuplicate",
  );
  expect(filterReducer(state, { type: "remove" }).warning).toBe(
    "noneSelectedDelete",
  );
});

it("removing moves the selection to the previous sibling, else the next, else none", () => {
  const state = run(
    loaded(),
    { type: "add", key: "a" },
    { type: "add", key: "b" },
    { type: "select", key: "a" },
  );
  expect(run(state, { type: "remove" }).selectedKey).toBe(DEFAULT_FILTER_KEY);

  // Without the default filter in front, the next sibling and then nothing remain.
  const values = new Map(state.values);
  values.delete(DEFAULT_FILTER_KEY);
  const bare = { ...state, values };
  const afterFirst = run(bare, { type: "remove" });
  expect(afterFirst.selectedKey).toBe("b");
  expect(run(afterFirst, { type: "remove" }).selectedKey).toBeNull();
});

it("enables and disables a filter: a disabled one applies nothing", () => {
  let state = run(loaded(), edit(["9"]), { type: "apply" });
  state = run(state, { type: "setEnabled", key: "u1", enabled: false });
  expect(appliedCriteria(state)).toEqual({});
  state = run(state, { type: "setEnabled", key: "u1", enabled: true });
  expect(appliedCriteria(state)).toEqual({ bundesland: ["9"] });
});

describe("reset with values", () => {
  it("first resets a touched filter, adds a new one, sets the criteria and applies them", () => {
    let state = run(loaded(), edit(["9"]), { type: "save" }, edit(["4"]));
    state = run(state, {
      type: "resetWithValues",
      values: { status: ["CLOSED"] },
      key: "r",
    });
    expect(value(state, "u1")).toMatchObject({
      applyable: ["9"],
      current: ["9"],
    });
    expect(state.values.get("u1")!.touched).toBe(false);
    expect(state.selectedKey).toBe("r");
    expect(appliedCriteria(state)).toEqual({ status: ["CLOSED"] });
    expect(displayName(selectedFilter(state)!)).toBe("Unbenannter Filter (*)");
  });

  it("replaceCurrent sets the criteria on the selected filter instead", () => {
    let state = run(loaded(), edit(["9"]), { type: "save" });
    state = run(state, {
      type: "resetWithValues",
      values: { bundesland: ["4"] },
      key: "r",
      replaceCurrent: true,
    });
    expect(state.selectedKey).toBe("u1");
    expect([...state.values.keys()]).toEqual([DEFAULT_FILTER_KEY, "u1"]);
    expect(appliedCriteria(state)).toEqual({ bundesland: ["4"] });
  });
});
