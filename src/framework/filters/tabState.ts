/**
 * This tab's own part of the filter (derive.ts `TabFilters`): client state, in a jotai atom for the
 * mount and in the tab's session storage, so a reload brings back the filter the tab showed — a
 * changed one as the same filter, changed — while another tab keeps its own (ADR 53).
 */
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { browserStorage } from "../chrome";
import { tabKey } from "./storageKeys";
import { EMPTY_TAB, type TabFilters, type TabOverride } from "./derive";

/** Per filter id, for the life of the mount. */
const tabFiltersAtom = atom<ReadonlyMap<string, Kept>>(new Map());

interface Kept {
  owner: string;
  tab: TabFilters;
}

const isStrings = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string");

function isOverride(value: unknown): value is TabOverride {
  const { name, enabled, pending } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof value === "object" &&
    (name === undefined || typeof name === "string") &&
    (enabled === undefined || typeof enabled === "boolean") &&
    (pending === undefined ||
      (typeof pending === "object" &&
        pending !== null &&
        Object.values(pending).every(isStrings)))
  );
}

/** The tab's part as kept in its session storage; an empty one when absent, unreadable or another user's. */
function readKept(filterId: string, owner: string): TabFilters {
  try {
    const kept = JSON.parse(
      browserStorage("sessionStorage").getItem(tabKey(filterId)) ?? "{}",
    ) as Partial<Kept> | null;
    const { selectedKey, overrides, instantUpdate } = kept?.tab ?? EMPTY_TAB;
    if (kept?.owner !== owner) return EMPTY_TAB;
    return {
      ...((selectedKey === null || typeof selectedKey === "string") && {
        selectedKey,
      }),
      overrides: (Array.isArray(overrides) ? overrides : []).filter(
        (entry): entry is [string, TabOverride] =>
          Array.isArray(entry) &&
          typeof entry[0] === "string" &&
          isOverride(entry[1]),
      ),
      instantUpdate: instantUpdate === true,
    };
  } catch {
    return EMPTY_TAB;
  }
}

/** This tab's part of one filter, and its setter. */
export function useTabFilters(
  filterId: string,
  owner: string,
): [TabFilters, (tab: TabFilters) => void] {
  const kept = useAtomValue(tabFiltersAtom).get(filterId);
  const setAll = useSetAtom(tabFiltersAtom);
  const tab = useMemo(
    () => (kept?.owner === owner ? kept.tab : readKept(filterId, owner)),
    [kept, filterId, owner],
  );
  const setTab = useCallback(
    (next: TabFilters) => {
      setAll((all) => new Map(all).set(filterId, { owner, tab: next }));
      try {
        browserStorage("sessionStorage").setItem(
          tabKey(filterId),
          JSON.stringify({ owner, tab: next }),
        );
      } catch {
        // Storage full or gone: the mount keeps it.
      }
    },
    [setAll, filterId, owner],
  );
  return [tab, setTab];
}
