/**
 * This tab's own part of the filter (derive.ts `TabFilters`): client state, in a jotai atom for the
 * mount and in the tab's session storage, so a reload brings back the filter the tab showed — a
 * changed one as the same filter, changed — while another tab keeps its own (ADR 53).
 */
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { browserStorage } from "../chrome";
import { EMPTY_TAB, type TabFilters } from "./derive";
import type { Criteria } from "./model";

interface Kept {
  owner: string;
  tab: TabFilters;
}

/** Per filter id, for the life of the mount. */
const tabFiltersAtom = atom<ReadonlyMap<string, Kept>>(new Map());

/** Open state of the side filter page's category blocks, per filter id and category. */
export const filterExpandedAtom = atom<Record<string, Record<string, boolean>>>(
  {},
);

const storageKey = (filterId: string) => `natippc-filter-tab-${filterId}`;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string");

function isCriteria(value: unknown): value is Criteria {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isStrings)
  );
}

const isPair = (value: unknown): value is [string, unknown] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === "string";

/** The tab's part as kept in its session storage; an empty one when absent, unreadable or another user's. */
function readKept(filterId: string, owner: string): TabFilters {
  try {
    const raw: unknown = JSON.parse(
      browserStorage("sessionStorage").getItem(storageKey(filterId)) ?? "null",
    );
    const kept = (raw ?? {}) as Partial<Kept>;
    const tab = (kept.tab ?? {}) as Partial<TabFilters>;
    if (kept.owner !== owner) return EMPTY_TAB;
    const selectedKey =
      tab.selectedKey === null || typeof tab.selectedKey === "string"
        ? tab.selectedKey
        : undefined;
    return {
      ...(selectedKey !== undefined && { selectedKey }),
      unsaved: (Array.isArray(tab.unsaved) ? tab.unsaved : []).filter(
        (entry): entry is [string, { name: string; enabled: boolean }] =>
          isPair(entry) &&
          typeof (entry[1] as { name?: unknown })?.name === "string" &&
          typeof (entry[1] as { enabled?: unknown }).enabled === "boolean",
      ),
      drafts: (Array.isArray(tab.drafts) ? tab.drafts : []).filter(
        (entry): entry is [string, Criteria] =>
          isPair(entry) && isCriteria(entry[1]),
      ),
      ...(typeof tab.defaultEnabled === "boolean" && {
        defaultEnabled: tab.defaultEnabled,
      }),
      instantUpdate: tab.instantUpdate === true,
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
          storageKey(filterId),
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
