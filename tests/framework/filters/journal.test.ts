/**
 * A change to a saved filter that storage has not confirmed when the page is left is kept in the
 * browser and taken up on the next visit: written then, or asked about when the stored filter
 * changed meanwhile.
 */
import type { FilterStorage } from "../../../src/api/filter-storage";
import { memoryStorage } from "../../../src/framework/chrome";
import {
  readJournal,
  updateJournal,
} from "../../../src/framework/filters/journal";
import {
  FilterTab,
  portalWithOneFilter,
  SETTING,
  storedName,
} from "./filterTab";

/** The portal's settings, with writes that fail (500) while `down` is set. */
function failingWrites(storage: FilterStorage, outage: { down: boolean }) {
  const failure = {
    result: null,
    error: { message: "unknown_error" as const, status: 500 },
  };
  return {
    ...storage,
    write: async (...args: Parameters<FilterStorage["write"]>) =>
      outage.down ? failure : storage.write(...args),
  };
}

/** A first visit whose rename cannot be stored; it is left, its journal in `browser`. */
async function leftWithUnsavedRename(portal: FilterStorage, browser: Storage) {
  jest.useFakeTimers();
  const visit = await FilterTab.open(portal, {
    browser,
    writeThrough: failingWrites(portal, { down: true }),
  });
  await visit.do({ type: "rename", name: "Nicht gespeichert" });
  expect(visit.problem).toBe("retrying");
  visit.dispose();
  jest.useRealTimers();
}

describe("the journal of unsaved filter changes", () => {
  it("gives a change that could not be stored back on the next visit, which stores it", async () => {
    const portal = await portalWithOneFilter();
    const browser = memoryStorage();
    await leftWithUnsavedRename(portal, browser);
    expect(await storedName(portal)).toBe("Alt");

    const next = await FilterTab.open(portal, { browser });
    expect(next.restored).toBe(1);
    expect(next.name).toBe("Nicht gespeichert");
    expect(next.problem).toBeNull();
    expect(await storedName(portal)).toBe("Nicht gespeichert");
    // Stored: nothing is left to take up.
    expect(readJournal("installations", "maria.huber", browser).size).toBe(0);
    expect((await FilterTab.open(portal, { browser })).restored).toBe(0);
  });

  it("asks instead when the filter was changed elsewhere since", async () => {
    const portal = await portalWithOneFilter();
    const browser = memoryStorage();
    await leftWithUnsavedRename(portal, browser);
    const elsewhere = await FilterTab.open(portal);
    await elsewhere.do({ type: "rename", name: "Anderswo" });

    const next = await FilterTab.open(portal, { browser });
    expect(next.name).toBe("Nicht gespeichert");
    expect(next.problem).toBe("conflict");
    expect(await storedName(portal)).toBe("Anderswo");
    await next.choose("mine");
    expect(await storedName(portal)).toBe("Nicht gespeichert");
  });

  it("drops a change that reached the portal after all (the keepalive write of the leaving page)", async () => {
    const portal = await portalWithOneFilter();
    const browser = memoryStorage();
    await leftWithUnsavedRename(portal, browser);
    await portal.write(
      SETTING,
      JSON.stringify({
        name: "Nicht gespeichert",
        enabled: true,
        criterias: { bundesland: [] },
      }),
    );
    const next = await FilterTab.open(portal, { browser });
    expect(next.restored).toBe(0);
    expect(next.name).toBe("Nicht gespeichert");
  });

  it("keeps a removal too", async () => {
    const portal = await portalWithOneFilter();
    const browser = memoryStorage();
    jest.useFakeTimers();
    const visit = await FilterTab.open(portal, {
      browser,
      writeThrough: {
        ...portal,
        remove: async () => ({
          result: null,
          error: { message: "unknown_error", status: 503 },
        }),
      },
    });
    await visit.do({ type: "remove" });
    visit.dispose();
    jest.useRealTimers();

    const next = await FilterTab.open(portal, { browser });
    expect(next.name).toBeUndefined();
    expect(await storedName(portal)).toBeNull();
  });

  it("tabs of one user add and clear only their own entries", () => {
    const browser = memoryStorage();
    const entry = (mine: string) => new Map([[mine, { mine, base: null }]]);
    const ownedByOne = updateJournal(
      "installations",
      "maria.huber",
      entry("a"),
      new Set(),
      browser,
    );
    updateJournal(
      "installations",
      "maria.huber",
      entry("b"),
      new Set(),
      browser,
    );
    // The first tab's change is stored: it clears its entry, not the second tab's.
    updateJournal(
      "installations",
      "maria.huber",
      new Map(),
      ownedByOne,
      browser,
    );
    expect([
      ...readJournal("installations", "maria.huber", browser).keys(),
    ]).toEqual(["b"]);
    // Another user of the browser sees none of it.
    expect(readJournal("installations", "thomas.wimmer", browser).size).toBe(0);
  });

  it("reads a damaged journal as empty", () => {
    const browser = memoryStorage();
    browser.setItem(
      "natippc-filter-journal-installations-maria.huber",
      "{nicht",
    );
    expect(readJournal("installations", "maria.huber", browser).size).toBe(0);
    browser.setItem(
      "natippc-filter-journal-installations-maria.huber",
      JSON.stringify({ x: { mine: 1, base: null }, y: null }),
    );
    expect(readJournal("installations", "maria.huber", browser).size).toBe(0);
  });
});
