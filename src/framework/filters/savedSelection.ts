import type { FilterStorage } from "../../api/filter-storage";
import { DEFAULT_FILTER_KEY } from "./model";

/**
 * Nothing stored (or unreadable) leaves the filter at its default, which applies none. Apart from
 * the filter's machinery (useFilter and what it brings): the register's first search reads it
 * before any page code has loaded (features/register/prefetch.ts).
 */
export async function noSavedFilterSelected(
  storage: FilterStorage,
  filterId: string,
): Promise<boolean> {
  const { result, error } = await storage.readSelected(filterId);
  return error !== null || result === "" || result === DEFAULT_FILTER_KEY;
}
