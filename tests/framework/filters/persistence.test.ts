import type {
  FilterStorage,
  StorageError,
  StorageResult,
} from "../../../src/api/filter-storage";
import type { UserSetting } from "../../../src/api/types";
import {
  filterReducer,
  type FilterAction,
} from "../../../src/framework/filters/filterReducer";
import {
  confirmedAfterLoad,
  createFilterSync,
  loadFilters,
  retryDelay,
} from "../../../src/framework/filters/filterSync";
import {
  createInitialState,
  DEFAULT_FILTER_KEY,
  type FilterDefinition,
  type FilterState,
} from "../../../src/framework/filters/model";
import {
  desiredSnapshot,
  filterSettingName,
  parseStoredFilters,
  planSync,
  type StoredSnapshot,
} from "../../../src/framework/filters/persistence";
import {
  createSessionFilterStorage,
  SESSION_STORAGE_KEY,
} from "../../../src/framework/filters/sessionFilterStorage";

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
  name: filterSettingName("installations", key),
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
  it("are named 'filters_' + filter id + '_' + key", () => {
    expect(filterSettingName("installations", "abc")).toBe(
      "filters_installations_abc",
    );
  });

  it("read back name, enabled and criterias; unknown criteria and unreadable values are reported", () => {
    const parsed = parseStoredFilters(DEFINITION, [
      stored("a", {
        name: "Wien",
        criterias: { bundesland: ["9"], gone: ["x"] },
      }),
      stored("b", { name: "Aus", enabled: false, criterias: {} }),
      { name: filterSettingName("installations", "c"), value: "{kaputt" },
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
    const desired = desiredSnapshot(state);
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
    expect(desiredSnapshot(state).selected).toBe(DEFAULT_FILTER_KEY);
    state = filterReducer(state, { type: "select", key: null }).state;
    expect(desiredSnapshot(state).selected).toBe("");
    state = filterReducer(state, {
      type: "edit",
      criterionId: "bundesland",
      values: ["9"],
      key: "unnamed",
    }).state;
    expect(state.selectedKey).toBe("unnamed");
    expect(desiredSnapshot(state).selected).toBeUndefined();
    expect(desiredSnapshot(state).filters.size).toBe(0);
  });

  it("sync plans writes for changes and removes only what storage confirmed", () => {
    const confirmed: StoredSnapshot = {
      filters: new Map([
        ["filters_installations_a", "A"],
        ["filters_installations_b", "B"],
      ]),
      selected: "a",
    };
    expect(
      planSync(
        {
          filters: new Map([
            ["filters_installations_a", "A2"],
            ["filters_installations_c", "C"],
          ]),
          selected: "c",
        },
        confirmed,
      ),
    ).toEqual({
      writes: [
        { name: "filters_installations_a", value: "A2" },
        { name: "filters_installations_c", value: "C" },
      ],
      removes: ["filters_installations_b"],
      selected: "c",
    });
  });

  it("after a failed load nothing already stored is written or removed", () => {
    const state = filterReducer(createInitialState(DEFINITION), {
      type: "loaded",
      filters: [],
      selectedKey: undefined,
      error: { message: "unknown_error", status: 500 },
    }).state;
    const confirmed = confirmedAfterLoad(state, undefined);
    expect(planSync(desiredSnapshot(state), confirmed)).toEqual({
      writes: [],
      removes: [],
      selected: undefined,
    });
  });
});

describe("loading", () => {
  const logger = { warn: jest.fn() };

  function storageWith(
    all: StorageResult<UserSetting[]>,
    selected: StorageResult<string>,
  ): FilterStorage {
    return {
      readAll: jest.fn(async () => all),
      readSelected: jest.fn(async () => selected),
      read: jest.fn(),
      write: jest.fn(),
      writeSelected: jest.fn(),
      remove: jest.fn(),
    };
  }

  it("a first visit (no selection stored) is no error", async () => {
    const { action } = await loadFilters(
      storageWith(
        { result: [], error: null },
        { result: null, error: { message: "name_not_found", status: null } },
      ),
      DEFINITION,
      logger,
    );
    expect(action).toEqual({
      type: "loaded",
      filters: [],
      selectedKey: undefined,
      error: null,
    });
  });

  it.each([
    [{ message: "unknown_error" as const, status: 500 }],
    [{ message: "no_response_data" as const, status: null }],
  ])("keeps the read error %p in the state", async (error) => {
    const { action } = await loadFilters(
      storageWith({ result: null, error }, { result: null, error }),
      DEFINITION,
      logger,
    );
    expect(action.error).toEqual(error);
  });

  it("only logs a stored criterion the definition no longer has (SPEC §8)", async () => {
    const { action } = await loadFilters(
      storageWith(
        {
          result: [
            stored("a", {
              name: "Alt",
              criterias: { bundesland: ["9"], branche: ["x"] },
            }),
          ],
          error: null,
        },
        { result: "a", error: null },
      ),
      DEFINITION,
      logger,
    );
    expect(action.error).toBeNull();
    expect(action.filters).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(
      "Gespeicherter Filter: unbekanntes Kriterium branche",
    );
  });
});

describe("sync", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("retries a failed write with backoff and reports failure and recovery", async () => {
    let failures = 2;
    const written: UserSetting[] = [];
    const storage = {
      write: jest.fn(async (name: string, value: string) => {
        if (failures > 0) {
          failures -= 1;
          return {
            result: null,
            error: { message: "unknown_error" as const, status: 500 },
          };
        }
        written.push({ name, value });
        return { result: { name, value }, error: null };
      }),
      writeSelected: jest.fn(async (_id: string, key: string) => ({
        result: { name: "sel", value: key },
        error: null,
      })),
      remove: jest.fn(),
    } as unknown as FilterStorage;

    let state = loaded([]);
    let confirmed: StoredSnapshot = confirmedAfterLoad(state, undefined);
    state = filterReducer(state, { type: "add", key: "k1", name: "Neu" }).state;
    const onStatus = jest.fn();
    const sync = createFilterSync({
      storage,
      filterId: "installations",
      getState: () => ({ state, confirmed }),
      confirm: (change) => {
        confirmed = change(confirmed);
      },
      onStatus,
      onConflicts: jest.fn(),
    });

    await sync.run();
    expect(onStatus).toHaveBeenLastCalledWith("retrying");
    expect(storage.write).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(retryDelay(0) - 1);
    expect(storage.write).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(storage.write).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(retryDelay(1));
    expect(storage.write).toHaveBeenCalledTimes(3);
    expect(onStatus).toHaveBeenLastCalledWith(null);
    expect(written.map((setting) => setting.name)).toEqual([
      "filters_installations_k1",
    ]);
    expect(storage.writeSelected).toHaveBeenCalledWith("installations", "k1");
    expect(planSync(desiredSnapshot(state), confirmed).writes).toEqual([]);
    sync.dispose();
  });

  /** A sync over a storage whose writes answer as `answer` says, on a state with two new filters. */
  function syncWith(
    answer: (name: string, value: string) => StorageError | null,
  ) {
    const writes: UserSetting[] = [];
    const storage = {
      write: jest.fn(async (name: string, value: string) => {
        writes.push({ name, value });
        const error = answer(name, value);
        return error
          ? { result: null, error }
          : { result: { name, value }, error: null };
      }),
      writeSelected: jest.fn(async (_id: string, key: string) => ({
        result: { name: "sel", value: key },
        error: null,
      })),
      remove: jest.fn(),
    } as unknown as FilterStorage;
    let state = loaded([]);
    let confirmed: StoredSnapshot = confirmedAfterLoad(state, undefined);
    state = filterReducer(state, {
      type: "add",
      key: "k1",
      name: "x".repeat(70_000),
    }).state;
    state = filterReducer(state, {
      type: "add",
      key: "k2",
      name: "Zweiter",
    }).state;
    const onStatus = jest.fn();
    const sync = createFilterSync({
      storage,
      filterId: "installations",
      getState: () => ({ state, confirmed }),
      confirm: (change) => {
        confirmed = change(confirmed);
      },
      onStatus,
      onConflicts: jest.fn(),
    });
    return {
      sync,
      storage,
      onStatus,
      writes,
      change: (action: FilterAction) => {
        state = filterReducer(state, action).state;
      },
      pending: () => planSync(desiredSnapshot(state), confirmed).writes,
    };
  }

  it("a write refused for good is not sent again, holds up nothing, and goes once the user changes it", async () => {
    const refused = {
      message: "unknown_error" as const,
      status: 400,
      refusal: "rejected" as const,
    };
    const { sync, storage, onStatus, writes, change, pending } = syncWith(
      (_name, value) => (value.length > 64 * 1024 ? refused : null),
    );
    await sync.run();
    expect(onStatus).toHaveBeenLastCalledWith("rejected");
    // The other filter and the selection are stored all the same.
    expect(writes.map(({ name }) => name)).toEqual([
      "filters_installations_k1",
      "filters_installations_k2",
    ]);
    expect(storage.writeSelected).toHaveBeenCalledWith("installations", "k2");
    // Not retried: the same content would be refused again.
    await jest.advanceTimersByTimeAsync(120_000);
    await sync.run();
    expect(storage.write).toHaveBeenCalledTimes(2);
    // Kept, not stored.
    expect(pending().map(({ name }) => name)).toEqual([
      "filters_installations_k1",
    ]);

    change({ type: "select", key: "k1" });
    change({ type: "rename", name: "Kürzer" });
    await sync.run();
    expect(storage.write).toHaveBeenCalledTimes(3);
    expect(pending()).toEqual([]);
    expect(onStatus).toHaveBeenLastCalledWith(null);
    sync.dispose();
  });

  it("a write refused for want of a session waits for the user instead of retrying", async () => {
    let signedIn = false;
    const { sync, storage, onStatus, pending } = syncWith(() =>
      signedIn
        ? null
        : { message: "unknown_error", status: 401, refusal: "signedOut" },
    );
    await sync.run();
    expect(onStatus).toHaveBeenLastCalledWith("signedOut");
    await jest.advanceTimersByTimeAsync(120_000);
    expect(storage.write).toHaveBeenCalledTimes(1);
    expect(pending()).toHaveLength(2);

    signedIn = true;
    await sync.run();
    expect(pending()).toEqual([]);
    expect(onStatus).toHaveBeenLastCalledWith(null);
    sync.dispose();
  });

  it("leaving the page sends everything not yet stored at once, in requests that outlive it", async () => {
    // The first write hangs, as on a slow line.
    const { sync, storage, change } = syncWith(() => null);
    const hanging = storage.write as jest.Mock;
    hanging.mockImplementationOnce(() => new Promise(() => {}));
    void sync.run();
    await jest.advanceTimersByTimeAsync(0);
    expect(hanging).toHaveBeenCalledTimes(1);
    change({ type: "add", key: "k3", name: "Dritter" });
    void sync.run();

    sync.flush();
    const sent = hanging.mock.calls.slice(1);
    expect(sent.map(([name]) => name)).toEqual([
      "filters_installations_k1",
      "filters_installations_k2",
      "filters_installations_k3",
    ]);
    expect(sent.every(([, , options]) => options?.keepalive === true)).toBe(
      true,
    );
    expect(storage.writeSelected).toHaveBeenCalledWith("installations", "k3", {
      keepalive: true,
    });
    sync.dispose();
  });

  it("backs off from 1 s doubling up to 30 s", () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 16000, 30000, 30000,
    ]);
  });
});

describe("session storage (visitors who are not logged in)", () => {
  it("implements the storage interface over sessionStorage", async () => {
    sessionStorage.clear();
    const storage = createSessionFilterStorage(sessionStorage);
    await expect(storage.readSelected("installations")).resolves.toEqual({
      result: null,
      error: { message: "name_not_found", status: null },
    });
    await storage.write("filters_installations_a", "{}");
    await storage.writeSelected("installations", "a");
    await expect(storage.readAll("filters_installations_")).resolves.toEqual({
      result: [{ name: "filters_installations_a", value: "{}" }],
      error: null,
    });
    await expect(storage.readSelected("installations")).resolves.toEqual({
      result: "a",
      error: null,
    });
    await storage.remove("filters_installations_a");
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual([
      { name: "filters_ojs_selected_filter_key_installations", value: "a" },
    ]);
  });

  it("reports a full storage as a failed write", async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as unknown as Storage;
    await expect(
      createSessionFilterStorage(full).write("x", "y"),
    ).resolves.toMatchObject({ error: { message: "unknown_error" } });
  });
});
