/** What a filter keeps in the tab's session storage, by key (tests read them, so nothing else is imported here). */
export const UNSTORED_KEY_PREFIX = "natippc-filter-unstored-";

/** This tab's changes not stored yet. */
export const unstoredKey = (filterId: string, owner: string) =>
  `${UNSTORED_KEY_PREFIX}${filterId}-${owner}`;

/** This tab's part of the filter (tabState.ts). */
export const tabKey = (filterId: string) => `natippc-filter-tab-${filterId}`;
