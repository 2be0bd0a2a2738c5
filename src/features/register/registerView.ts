/**
 * The register's table and paging. What its URL holds and what it asks the server:
 * api/installationSearch.ts.
 */
import type { Sort, SortField } from "../../api/installationSearch";

/** The register's filter (usePageFilter, saved filters). */
export const INSTALLATIONS_FILTER_ID = "installations";

/** The columns in table order, each with the field the server sorts it by. */
export const COLUMNS = [
  { id: "name", field: "name" },
  { id: "operator", field: "operatorName" },
  // Shown as "4020 Linz": sorted the way it reads.
  { id: "place", field: "postcode" },
  { id: "bezirk", field: "bezirk" },
  { id: "bundesland", field: "bundesland" },
  { id: "activity", field: "mainActivity" },
  { id: "bvt", field: "bvtCodes" },
  { id: "lastInspection", field: "lastInspection" },
  { id: "nextSiteVisit", field: "nextSiteVisitDue" },
] as const satisfies readonly { id: string; field: SortField }[];
export type Column = (typeof COLUMNS)[number];

/** A click on a column header: the sorted column turns around, another starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field !== field) return { field, direction: "asc" };
  return {
    field,
    direction: current.direction === "asc" ? "desc" : "asc",
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
