import {
  FILTER_SETTINGS_GROUP,
  selectedFilterKey,
  type FilterStorage,
  type StorageResult,
} from "./filter-storage";
import type { UserSetting } from "./types";

/** Where a visitor who is not logged in keeps filters: this tab's session (SPEC: anonymous). */
export const SESSION_STORAGE_KEY = `natippc-${FILTER_SETTINGS_GROUP}`;

/** The storage interface over the tab's session storage, for visitors without user settings. */
export function createSessionFilterStorage(storage: Storage): FilterStorage {
  const readList = (): UserSetting[] => {
    try {
      const parsed: unknown = JSON.parse(
        storage.getItem(SESSION_STORAGE_KEY) ?? "[]",
      );
      return Array.isArray(parsed) ? (parsed as UserSetting[]) : [];
    } catch {
      return [];
    }
  };
  const writeList = (list: UserSetting[]) =>
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(list));
  const notFound = { message: "name_not_found" as const, status: null };

  const read = async (name: string): Promise<StorageResult<string>> => {
    const setting = readList().find((entry) => entry.name === name);
    return setting
      ? { result: setting.value, error: null }
      : { result: null, error: notFound };
  };
  const write = async (
    name: string,
    value: string,
  ): Promise<StorageResult<UserSetting>> => {
    const list = readList();
    const existing = list.find((entry) => entry.name === name);
    if (existing) existing.value = value;
    else list.push({ name, value });
    try {
      writeList(list);
    } catch {
      // Quota exceeded or storage disabled: reported like a failed request.
      return {
        result: null,
        error: { message: "unknown_error", status: null },
      };
    }
    return { result: { name, value }, error: null };
  };
  return {
    read,
    readSelected: (filterId) => read(selectedFilterKey(filterId)),
    readAll: async (prefix) => ({
      result: readList().filter((entry) => entry.name.startsWith(prefix)),
      error: null,
    }),
    write,
    writeSelected: (filterId, key) => write(selectedFilterKey(filterId), key),
    remove: async (name) => {
      const list = readList();
      const next = list.filter((entry) => entry.name !== name);
      if (next.length === list.length) return { result: null, error: notFound };
      writeList(next);
      return { result: name, error: null };
    },
  };
}
