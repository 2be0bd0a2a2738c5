import type { BvtConclusion } from "../../api/types";

export type SortField =
  "code" | "title" | "decision" | "publicationDate" | "installationCount";
export interface Sort {
  field: SortField;
  direction: "asc" | "desc";
}

/** Newest decisions first: what readers of the list look for. */
export const DEFAULT_SORT: Sort = {
  field: "publicationDate",
  direction: "desc",
};

/** "2012/135/EU" and "(EU) 2021/2326" in the order of year, then number. */
function decisionOrder(decision: string): number {
  const match = /(\d{4})\/(\d+)/.exec(decision);
  return match ? Number(match[1]) * 100_000 + Number(match[2]) : 0;
}

const byText = (a: string, b: string) => a.localeCompare(b, "de");

const COMPARE: Record<
  SortField,
  (a: BvtConclusion, b: BvtConclusion) => number
> = {
  code: (a, b) => byText(a.code, b.code),
  title: (a, b) => byText(a.title, b.title),
  decision: (a, b) => decisionOrder(a.decision) - decisionOrder(b.decision),
  publicationDate: (a, b) => byText(a.publicationDate, b.publicationDate),
  installationCount: (a, b) => a.installationCount - b.installationCount,
};

export function sortConclusions(
  list: readonly BvtConclusion[],
  sort: Sort,
): BvtConclusion[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...list].sort(
    (a, b) => sign * COMPARE[sort.field](a, b) || byText(a.code, b.code),
  );
}

/** Case-insensitive, in code, title and decision. */
export function filterConclusions(
  list: readonly BvtConclusion[],
  text: string,
): BvtConclusion[] {
  const needle = text.trim().toLocaleLowerCase("de");
  if (!needle) return [...list];
  return list.filter((bvt) =>
    [bvt.code, bvt.title, bvt.decision].some((value) =>
      value.toLocaleLowerCase("de").includes(needle),
    ),
  );
}

/** Clicking the sorted column turns the direction; another column starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field !== field) return { field, direction: "asc" };
  return { field, direction: current.direction === "asc" ? "desc" : "asc" };
}

/** The DMS link of a document: every {id} of the configured template replaced. */
export function dmsLink(template: string, id: string): string {
  return template.replaceAll("{id}", encodeURIComponent(id));
}
