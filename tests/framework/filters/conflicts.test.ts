/**
 * Two tabs (or devices) change the same saved filter: the second write finds the stored value
 * changed since its tab read it, writes nothing for it, and the user chooses which version stands.
 * Against the simulated portal, which keeps a version per setting (the portal refuses a write on an
 * older one with 412), and against a store without versions (the tab reads and compares first).
 */
import {
  createFilterStorage,
  type FilterStorage,
} from "../../../src/api/filter-storage";
import { createHttpClient } from "../../../src/api/http";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import { filterSettingName } from "../../../src/framework/filters/persistence";
import {
  FilterTab as Tab,
  portalWithOneFilter,
  SETTING,
  storedName,
} from "./filterTab";

let api: SimulatedApiHandle;
beforeEach(async () => {
  api = installSimulatedApi({ installGlobal: false });
  await api.loginAs("owner");
});
afterEach(() => api.close());

/** The simulated portal's user settings, through the app's own client. */
function versionedPortal(): FilterStorage {
  return createFilterStorage(
    createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch }),
  );
}

describe.each([
  ["with versions (If-Match)", () => portalWithOneFilter(versionedPortal())],
  ["without versions (compared before writing)", () => portalWithOneFilter()],
])("a saved filter changed in two tabs, a portal %s", (_kind, portal) => {
  async function twoTabs() {
    const storage = await portal();
    return {
      storage,
      first: await Tab.open(storage),
      second: await Tab.open(storage),
    };
  }

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
    expect(
      second.slot.state.values.get("k1")?.criterias.bundesland?.default,
    ).toEqual([]);
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
    const storage = await portal();
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
});

describe("a portal without versions", () => {
  async function twoTabs() {
    const storage = await portalWithOneFilter();
    return {
      storage,
      first: await Tab.open(storage),
      second: await Tab.open(storage),
    };
  }

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

describe("a portal with versions", () => {
  it.each([
    ["the slow tab's", "Langsam"],
    ["the fast tab's", "Schnell"],
  ])(
    "a write that lands after another tab's (its check passed before) is refused, not stored over it: keeping %s",
    async (_which, kept) => {
      const storage = await portalWithOneFilter(versionedPortal());
      // The slow tab's write is held on the line until the other tab's has landed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const slowLine: FilterStorage = {
        ...storage,
        write: async (...args) => {
          await held;
          return storage.write(...args);
        },
      };
      const slow = await Tab.open(storage, { writeThrough: slowLine });
      const fast = await Tab.open(storage);

      const slowSave = slow.do({ type: "rename", name: "Langsam" });
      await fast.do({ type: "rename", name: "Schnell" });
      expect(await storedName(storage)).toBe("Schnell");
      release();
      await slowSave;

      expect(await storedName(storage)).toBe("Schnell");
      expect(slow.problem).toBe("conflict");
      expect(slow.slot.conflicts.get(SETTING)).toContain('"Schnell"');
      await slow.choose(kept === "Langsam" ? "mine" : "theirs");
      expect(await storedName(storage)).toBe(kept);
      expect(slow.name).toBe(kept);
      expect(slow.problem).toBeNull();
      // The fast tab's next change is made on what is stored now, and asks only when it differs.
      await fast.do({ type: "rename", name: "Danach" });
      expect(fast.problem).toBe(kept === "Schnell" ? null : "conflict");
      expect(await storedName(storage)).toBe(
        kept === "Schnell" ? "Danach" : kept,
      );
    },
  );
});
