import type { UserSetting } from "../../../src/api/types";
import { filterReducer } from "../../../src/framework/filters/filterReducer";
import {
  createInitialState,
  DEFAULT_FILTER_KEY,
  type FilterDefinition,
  type FilterState,
} from "../../../src/framework/filters/model";
import {
  parseStoredFilters,
  storedChanges,
  storedValues,
} from "../../../src/framework/filters/persistence";

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
        { value: "9", label: "Wien" },
      ],
    },
  ],
};

const stored = (key: string, value: object): UserSetting => ({
  name: `filters_installations_${key}`,
  value: JSON.stringify(value),
});

function loaded(
  filters: { key: string; name: string; land?: string[] }[],
  selectedKey?: string,
): FilterState {
  return filterReducer(createInitialState(DEFINITION), {
    type: "loaded",
    filters: filters.map(({ key, name, land = [] }) => ({
      key,
      name,
      enabled: true,
      criterias: { bundesland: land },
    })),
    selectedKey,
    error: null,
  }).state;
}

describe("stored filters", () => {
  it("read back name, enabled and criterias; unknown criteria and unreadable values are reported", () => {
    const parsed = parseStoredFilters(DEFINITION, [
      stored("a", {
        name: "Wien",
        criterias: { bundesland: ["9"], gone: ["x"] },
      }),
      stored("b", { name: "Aus", enabled: false, criterias: {} }),
      { name: "filters_installations_c", value: "{kaputt" },
      { name: "filters_bvt_x", value: "{}" },
    ]);
    expect(parsed.filters).toEqual([
      {
        key: "a",
        name: "Wien",
        enabled: true,
        criterias: { bundesland: ["9"] },
      },
      { key: "b", name: "Aus", enabled: false, criterias: {} },
    ]);
    expect(parsed.missingCriteria).toEqual(["gone"]);
    expect(parsed.unreadable).toEqual(["filters_installations_c"]);
  });

  it("store the saved values of stored filters only, never the default filter or a pending value", () => {
    let state = loaded([{ key: "a", name: "Wien", land: ["9"] }], "a");
    state = filterReducer(state, {
      type: "edit",
      criterionId: "bundesland",
      values: ["4"],
      key: "new",
    }).state;
    const desired = storedValues(state);
    expect([...desired.filters]).toEqual([
      [
        "filters_installations_a",
        JSON.stringify({
          name: "Wien",
          enabled: true,
          criterias: { bundesland: ["9"] },
        }),
      ],
    ]);
    expect(desired.selected).toBe("a");
  });

  it("remember no selection as '' and never a filter that exists only until saved", () => {
    let state = loaded([]);
    expect(storedValues(state).selected).toBe(DEFAULT_FILTER_KEY);
    state = filterReducer(state, { type: "select", key: null }).state;
    expect(storedValues(state).selected).toBe("");
    state = filterReducer(state, {
      type: "edit",
      criterionId: "bundesland",
      values: ["9"],
      key: "unnamed",
    }).state;
    expect(state.selectedKey).toBe("unnamed");
    expect(storedValues(state).selected).toBeUndefined();
    expect(storedValues(state).filters.size).toBe(0);
  });

  it("a change stores what differs: filters written or removed, the selection when it moved", () => {
    const before = loaded(
      [
        { key: "a", name: "A" },
        { key: "b", name: "B" },
      ],
      "a",
    );
    let after = filterReducer(before, { type: "select", key: "b" }).state;
    after = filterReducer(after, { type: "remove" }).state;
    after = filterReducer(after, { type: "rename", name: "A2" }).state;
    after = filterReducer(after, { type: "add", key: "c", name: "C" }).state;
    const value = (name: string) =>
      JSON.stringify({ name, enabled: true, criterias: { bundesland: [] } });
    expect(storedChanges(before, after)).toEqual({
      settings: [
        ["filters_installations_a", value("A2")],
        ["filters_installations_c", value("C")],
        ["filters_installations_b", null],
      ],
      selected: "c",
    });
    expect(storedChanges(after, after)).toEqual({
      settings: [],
      selected: undefined,
    });
  });
});
