/**
 * Two tabs (or devices) change the same saved filter: the second write finds the stored value
 * changed since its tab read it, writes nothing for it, and the user chooses which version stands.
 */
import type { FilterStorage } from "../../../src/api/filter-storage";
import { filterSettingName } from "../../../src/framework/filters/persistence";
import {
  FilterTab as Tab,
  portalWithOneFilter,
  SETTING,
  storedName,
} from "./filterTab";

async function twoTabs() {
  const storage = await portalWithOneFilter();
  return {
    storage,
    first: await Tab.open(storage),
    second: await Tab.open(storage),
  };
}

describe("a saved filter changed in two tabs", () => {
  it("is written by the first; the second writes nothing for it and asks", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "rename", name: "Erste Fassung" });
    expect(first.problem).toBeNull();
    await second.do({ type: "rename", name: "Zweite Fassung" });

    expect(await storedName(storage)).toBe("Erste Fassung");
    expect(second.problem).toBe("conflict");
    expect([...second.slot.conflicts.keys()]).toEqual([SETTING]);
    // The second tab keeps its own change while the user decides.
    expect(second.name).toBe("Zweite Fassung");
  });

  it("'mine' stores the second tab's version over the first's", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "rename", name: "Erste Fassung" });
    await second.do({ type: "rename", name: "Zweite Fassung" });
    await second.choose("mine");

    expect(await storedName(storage)).toBe("Zweite Fassung");
    expect(second.slot.conflicts.size).toBe(0);
    expect(second.problem).toBeNull();
  });

  it("'theirs' takes the stored version into the tab and writes nothing", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "rename", name: "Erste Fassung" });
    await second.do(
      {
        type: "edit",
        criterionId: "bundesland",
        values: ["9"],
        key: "unused",
      },
      { type: "save" },
    );
    expect(second.problem).toBe("conflict");
    await second.choose("theirs");

    expect(second.name).toBe("Erste Fassung");
    expect(second.slot.state.values.k1?.criterias.bundesland?.default).toEqual(
      [],
    );
    expect(await storedName(storage)).toBe("Erste Fassung");
    expect(second.slot.conflicts.size).toBe(0);
    expect(second.problem).toBeNull();
  });

  it("deleted in one tab and changed in the other: taking the deletion removes it there too", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "remove" });
    expect(await storedName(storage)).toBeNull();
    await second.do({ type: "rename", name: "Zweite Fassung" });

    expect(second.problem).toBe("conflict");
    expect(second.slot.conflicts.get(SETTING)).toBeNull();
    await second.choose("theirs");
    expect(second.name).toBeUndefined();
    expect(await storedName(storage)).toBeNull();
    expect(second.problem).toBeNull();
  });

  it("deleted in one tab and changed in the other: keeping it stores it again", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "remove" });
    await second.do({ type: "rename", name: "Zweite Fassung" });
    await second.choose("mine");
    expect(await storedName(storage)).toBe("Zweite Fassung");
  });

  it("the same change in both tabs is no conflict", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "rename", name: "Gleich" });
    await second.do({ type: "rename", name: "Gleich" });
    expect(second.problem).toBeNull();
    expect(second.slot.conflicts.size).toBe(0);
    expect(await storedName(storage)).toBe("Gleich");
  });

  it("a filter stored in another spelling (another client's key order, criteria left out) is no conflict", async () => {
    const storage = await portalWithOneFilter();
    await storage.write(SETTING, '{"criterias":{},"name":"Alt"}');
    const tab = await Tab.open(storage);
    await tab.do({ type: "rename", name: "Neu" });
    expect(tab.problem).toBeNull();
    expect(tab.slot.conflicts.size).toBe(0);
    expect(await storedName(storage)).toBe("Neu");
  });

  it("a filter changed elsewhere but not here is left alone, and the others are still written", async () => {
    const { storage, first, second } = await twoTabs();
    await first.do({ type: "rename", name: "Erste Fassung" });
    await second.do({ type: "add", key: "k2", name: "Neu" });
    expect(second.problem).toBeNull();
    expect(await storedName(storage)).toBe("Erste Fassung");
    const { result } = await storage.read(
      filterSettingName("installations", "k2"),
    );
    expect(result).toContain('"name":"Neu"');
  });

  it("a read that fails before the write is retried like a failed write, and nothing is overwritten", async () => {
    const { storage, first } = await twoTabs();
    await first.do({ type: "rename", name: "Erste Fassung" });
    const failingRead: FilterStorage = {
      ...storage,
      readAll: async () => ({
        result: null,
        error: { message: "unknown_error", status: 500 },
      }),
    };
    const blind = await Tab.open(storage, { writeThrough: failingRead });
    jest.useFakeTimers();
    try {
      await blind.do({ type: "rename", name: "Blind" });
      expect(blind.problem).toBe("retrying");
      expect(await storedName(storage)).toBe("Erste Fassung");
    } finally {
      blind.dispose();
      jest.useRealTimers();
    }
  });
});
