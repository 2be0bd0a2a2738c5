import {
  SavedFiltersError,
  SettingChangedError,
  writeSetting,
  type SettingChange,
} from "../../src/api/endpoints/savedFilters";
import type {
  FilterStorage,
  StorageResult,
} from "../../src/api/filter-storage";
import type { UserSetting } from "../../src/api/types";

const NAME = "filters_installations_k1";
const same = (a: string | null, b: string | null) => a === b;

/** A portal's settings in memory, with or without versions, recording what is asked of it. */
function portal(stored: UserSetting[], { versions }: { versions: boolean }) {
  const settings = new Map(stored.map((setting) => [setting.name, setting]));
  const calls: string[] = [];
  let version = 10;
  const ok = <T>(result: T): StorageResult<T> => ({ result, error: null });
  const storage: FilterStorage = {
    read: async () => ok(""),
    readSelected: async () => ({
      result: null,
      error: { message: "name_not_found", status: 404 },
    }),
    readAll: async () => {
      calls.push("read");
      return ok(
        [...settings.values()].map((setting) =>
          versions ? setting : { name: setting.name, value: setting.value },
        ),
      );
    },
    write: async (name, value, options) => {
      calls.push(`write ${options?.version ?? "-"}`);
      const current = settings.get(name) ?? null;
      if (
        versions &&
        options?.version !== undefined &&
        current?.version !== options.version
      )
        return {
          result: null,
          error: {
            message: "unknown_error",
            status: 412,
            refusal: "changed",
            current,
          },
        };
      const next = { name, value, version: String((version += 1)) };
      settings.set(name, next);
      return ok(next);
    },
    writeSelected: async () => ok({ name: "", value: "" }),
    remove: async (name) => {
      calls.push("remove");
      settings.delete(name);
      return ok(name);
    },
  };
  return { storage, calls, settings };
}

const change = (value: string, base: SettingChange["base"]): SettingChange => ({
  name: NAME,
  value,
  base,
});

describe("writing a saved filter", () => {
  it("is conditional on the version it was made on, without reading first", async () => {
    const { storage, calls, settings } = portal(
      [{ name: NAME, value: "A", version: "3" }],
      { versions: true },
    );
    await writeSetting(
      storage,
      "installations",
      change("B", { value: "A", version: "3" }),
      same,
    );
    expect(calls).toEqual(["write 3"]);
    expect(settings.get(NAME)?.value).toBe("B");
  });

  it("changed elsewhere since (412) is refused with what is stored now", async () => {
    const { storage, settings } = portal(
      [{ name: NAME, value: "Theirs", version: "4" }],
      { versions: true },
    );
    const refused = writeSetting(
      storage,
      "installations",
      change("Mine", { value: "A", version: "3" }),
      same,
    );
    await expect(refused).rejects.toBeInstanceOf(SettingChangedError);
    await expect(refused).rejects.toMatchObject({
      current: { value: "Theirs", version: "4" },
    });
    expect(settings.get(NAME)?.value).toBe("Theirs");
  });

  it("against a portal without versions, reads and compares before it writes", async () => {
    const unchanged = portal([{ name: NAME, value: "A" }], { versions: false });
    await writeSetting(
      unchanged.storage,
      "installations",
      change("B", { value: "A" }),
      same,
    );
    expect(unchanged.calls).toEqual(["read", "write -"]);

    const changed = portal([{ name: NAME, value: "Theirs" }], {
      versions: false,
    });
    await expect(
      writeSetting(
        changed.storage,
        "installations",
        change("Mine", { value: "A" }),
        same,
      ),
    ).rejects.toMatchObject({ current: { value: "Theirs" } });
    expect(changed.calls).toEqual(["read"]);
  });

  it("the same change made in both places is no conflict", async () => {
    const { storage, calls } = portal([{ name: NAME, value: "B" }], {
      versions: false,
    });
    await writeSetting(
      storage,
      "installations",
      change("B", { value: "A" }),
      same,
    );
    expect(calls).toEqual(["read"]);
  });

  it("a page being left writes on the version it knows and reads nothing", async () => {
    const { storage, calls } = portal([{ name: NAME, value: "A" }], {
      versions: false,
    });
    await writeSetting(
      storage,
      "installations",
      change("B", { value: "A" }),
      same,
      {
        keepalive: true,
      },
    );
    expect(calls).toEqual(["write -"]);
  });

  it("a refusal of the portal's is an error to show, not to retry blindly", async () => {
    const { storage } = portal([], { versions: true });
    storage.write = async () => ({
      result: null,
      error: { message: "unknown_error", status: 413, refusal: "rejected" },
    });
    await expect(
      writeSetting(
        storage,
        "installations",
        change("B", { value: null }),
        same,
      ),
    ).rejects.toBeInstanceOf(SavedFiltersError);
  });
});
