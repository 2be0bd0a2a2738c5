/**
 * The register's search, from the URL to the request: the one module that reads a register URL
 * (search text, place, sort, page, page size; the criteria are one parameter per value, named by
 * the criterion ids below, read by framework/filters/urlCriteria.ts), writes it back, builds links
 * into the register, and turns view and criteria into the body of POST /api/ippcInstallations.
 * Defaults stay out of the URL; the page in the URL counts from 1, the API's from 0.
 * `?q=linz&place=4020+Linz&sort=operatorName&dir=desc&page=3&size=50&bundesland=4`; `view=map` shows
 * the same search on the map; `near=48.306,14.286&nearName=4020+Linz` sorts it by distance from there.
 */
import type {
  GeoPoint,
  InstallationSearch,
  InstallationSummary,
  OverviewSelection,
  SortDirection,
} from "./types";

/** Criterion id → selected values, e.g. bundesland → ["4"]. */
export type SearchCriteria = Record<string, string[]>;

/** The register's route below the app's root. */
const REGISTER_PATH = "/installations";

const VIEW_PARAMS = {
  search: "q",
  place: "place",
  sort: "sort",
  direction: "dir",
  page: "page",
  pageSize: "size",
  display: "view",
  near: "near",
  nearName: "nearName",
} as const;

/** The register's own URL parameters; all others are filter criteria, known or not. */
export const PAGE_PARAMS: readonly string[] = Object.values(VIEW_PARAMS);

/**
 * The criteria POST /api/ippcInstallations takes (it answers 400 for any other), as the filter
 * metadata names them. Known before the metadata answers, so that a link's criteria can be
 * searched at once; the metadata still decides what the filter offers.
 */
export const SEARCH_CRITERION_IDS = [
  "bundesland",
  "bezirk",
  "activity",
  "bvt",
  "status",
  "nace",
  "legalForm",
  "siteVisit",
  "batReconsideration",
] as const;

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The fields the register sorts by, one per column of its table. */
const SORT_FIELDS = [
  "name",
  "operatorName",
  "postcode",
  "bezirk",
  "bundesland",
  "mainActivity",
  "bvtCodes",
  "lastInspection",
  "nextSiteVisitDue",
] as const satisfies readonly (keyof InstallationSummary)[];
export type SortField = (typeof SORT_FIELDS)[number];

export interface Sort {
  field: SortField;
  direction: SortDirection;
}
/** The server's own order when none is asked for. */
export const DEFAULT_SORT: Sort = { field: "name", direction: "asc" };

export interface RegisterView {
  searchText: string;
  /** "4020 Linz", chosen in 'Ort oder PLZ'. */
  place: string;
  sort: Sort;
  /** 0-based. */
  page: number;
  pageSize: PageSize;
  /** The list (default) or the map of the same search. */
  display: RegisterDisplay;
  /** Sorted by distance from here instead of by a column ('in der Nähe'). */
  near: NearPoint | null;
}

/**
 * What the register's search takes — the API refuses more (host-dev checks the same numbers). A link
 * holding more (hand-edited, or cut and pasted) is corrected as it is read, like any other bad
 * value, rather than ending in an error the user cannot leave.
 */
export const SEARCH_LIMITS = {
  /** Characters of search text (the place chosen joins the typed words within it). */
  searchText: 200,
  /** The last page index asked for. */
  page: 1_000_000,
  /** Values per criterion, and characters per value. */
  values: 200,
  valueLength: 50,
} as const;

/** A criterion's values from a link: each once, none longer than a value can be, not too many. */
export function linkValues(values: readonly string[]): string[] {
  return [
    ...new Set(
      values.filter(
        (value) =>
          value.length > 0 && value.length <= SEARCH_LIMITS.valueLength,
      ),
    ),
  ].slice(0, SEARCH_LIMITS.values);
}

/** A point the list is sorted by distance from, and what the user knows it as ("4020 Linz"). */
export interface NearPoint extends GeoPoint {
  name: string;
}

/**
 * Where a point to sort by distance from may lie: around Austria (a point far away would sort
 * nothing meaningfully). The register's URL and the API hold it to the same limits.
 */
export const NEAR_LIMITS = {
  lat: { min: 45, max: 50 },
  lon: { min: 8, max: 19 },
} as const;

/**
 * A place's name as a link holds it (`place`, `nearName`): longer than any place ("8966
 * Mitterberg-Sankt Martin"), short enough for one line on a phone. A hand-edited link's longer text
 * is cut, not shown whole.
 */
export const PLACE_MAX_LENGTH = 60;
const placeName = (value: string | null) =>
  (value ?? "").slice(0, PLACE_MAX_LENGTH);

const within = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min && value <= max;

/** "48.30600,14.28600" within NEAR_LIMITS, or null: a hand-edited link falls back to no sort by distance. */
function readNear(value: string | null, name: string | null): NearPoint | null {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (!within(lat, NEAR_LIMITS.lat) || !within(lon, NEAR_LIMITS.lon))
    return null;
  return { lat, lon, name: placeName(name) };
}

export const REGISTER_DISPLAYS = ["list", "map"] as const;
export type RegisterDisplay = (typeof REGISTER_DISPLAYS)[number];

function isSortField(value: string | null): value is SortField {
  return (SORT_FIELDS as readonly (string | null)[]).includes(value);
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Whatever a hand-edited link holds, the view is valid: unknown values fall back to defaults. */
export function readView(params: URLSearchParams): RegisterView {
  const field = params.get(VIEW_PARAMS.sort);
  const pageSize = Number(params.get(VIEW_PARAMS.pageSize));
  const page = Number(params.get(VIEW_PARAMS.page));
  return {
    searchText: (params.get(VIEW_PARAMS.search) ?? "").slice(
      0,
      SEARCH_LIMITS.searchText,
    ),
    place: placeName(params.get(VIEW_PARAMS.place)),
    sort: isSortField(field)
      ? {
          field,
          direction:
            params.get(VIEW_PARAMS.direction) === "desc" ? "desc" : "asc",
        }
      : DEFAULT_SORT,
    page:
      Number.isInteger(page) && page > 1
        ? Math.min(page - 1, SEARCH_LIMITS.page)
        : 0,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    display: params.get(VIEW_PARAMS.display) === "map" ? "map" : "list",
    near: readNear(
      params.get(VIEW_PARAMS.near),
      params.get(VIEW_PARAMS.nearName),
    ),
  };
}

/** `params` with the view's parameters replaced by `view`; criteria and anything else kept. */
export function writeView(
  params: URLSearchParams,
  view: RegisterView,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  set(VIEW_PARAMS.search, view.searchText || null);
  set(VIEW_PARAMS.place, view.place || null);
  const isDefaultSort =
    view.sort.field === DEFAULT_SORT.field &&
    view.sort.direction === DEFAULT_SORT.direction;
  set(VIEW_PARAMS.sort, isDefaultSort ? null : view.sort.field);
  set(
    VIEW_PARAMS.direction,
    isDefaultSort || view.sort.direction === "asc" ? null : "desc",
  );
  set(VIEW_PARAMS.page, view.page > 0 ? String(view.page + 1) : null);
  set(
    VIEW_PARAMS.pageSize,
    view.pageSize === DEFAULT_PAGE_SIZE ? null : String(view.pageSize),
  );
  set(VIEW_PARAMS.display, view.display === "map" ? "map" : null);
  set(
    VIEW_PARAMS.near,
    view.near
      ? `${view.near.lat.toFixed(5)},${view.near.lon.toFixed(5)}`
      : null,
  );
  set(VIEW_PARAMS.nearName, view.near?.name || null);
  return next;
}

/** The search as the register sends it: everything but the search text is always there. */
export interface SearchBody extends InstallationSearch {
  overview: OverviewSelection;
  criteria: SearchCriteria;
  sort: Sort;
  page: number;
  pageSize: PageSize;
}

/** The POST /api/ippcInstallations body; the place narrows the search text (every word must match). */
export function searchBody(
  view: RegisterView,
  criteria: SearchCriteria,
  overview: OverviewSelection,
): SearchBody {
  const searchText = [view.searchText.trim(), view.place]
    .filter(Boolean)
    .join(" ")
    .slice(0, SEARCH_LIMITS.searchText)
    .trim();
  return {
    ...(searchText ? { searchText } : {}),
    overview,
    criteria: Object.fromEntries(
      Object.entries(criteria).filter(([, values]) => values.length > 0),
    ),
    sort: view.sort,
    ...(view.near ? { near: { lat: view.near.lat, lon: view.near.lon } } : {}),
    page: view.page,
    pageSize: view.pageSize,
  };
}

/** Exports take every match in the list's order, not one page. */
export function exportBody(
  body: InstallationSearch,
): Omit<InstallationSearch, "page" | "pageSize"> {
  const { page: _page, pageSize: _pageSize, ...rest } = body;
  return rest;
}

/** The map takes every match, in no order: what it shows does not change with the list's page or sort. */
export function mapSearch(
  body: SearchBody,
): Pick<SearchBody, "searchText" | "overview" | "criteria"> {
  const {
    sort: _sort,
    near: _near,
    page: _page,
    pageSize: _pageSize,
    ...rest
  } = body;
  return rest;
}

/** A link into the register (relative to the app's root) with a search text and criteria. */
export function registerLink({
  searchText,
  criteria = {},
}: {
  searchText?: string;
  criteria?: SearchCriteria;
}): string {
  const params = new URLSearchParams();
  if (searchText) params.set(VIEW_PARAMS.search, searchText);
  for (const [id, values] of Object.entries(criteria))
    for (const value of values) params.append(id, value);
  const query = params.toString();
  return query ? `${REGISTER_PATH}?${query}` : REGISTER_PATH;
}

/** The formats of the open-data download (GET /api/opendata/installations.{format}). */
export const OPEN_DATA_FORMATS = ["csv", "json"] as const;

/**
 * The query of the open-data download of a search: every match of all installations (open data
 * knows no personal overview), in the list's order — the register's own parameters, so the link
 * is as stable and readable as the register's. `openDataSearch` reads it back (the simulated API).
 */
export function openDataQuery(
  body: Pick<InstallationSearch, "searchText" | "criteria" | "sort">,
): URLSearchParams {
  const params = new URLSearchParams();
  if (body.searchText) params.set(VIEW_PARAMS.search, body.searchText);
  for (const id of SEARCH_CRITERION_IDS)
    for (const value of body.criteria?.[id] ?? []) params.append(id, value);
  const sort = body.sort ?? DEFAULT_SORT;
  if (
    sort.field !== DEFAULT_SORT.field ||
    sort.direction !== DEFAULT_SORT.direction
  ) {
    params.set(VIEW_PARAMS.sort, sort.field);
    if (sort.direction === "desc") params.set(VIEW_PARAMS.direction, "desc");
  }
  return params;
}

/** The search an open-data query asks for; criteria the API does not know are left to it to refuse. */
export function openDataSearch(params: URLSearchParams): {
  searchText?: string;
  criteria: Record<string, string[]>;
  sort: Sort;
} {
  // Parameter names are the caller's: collected in a Map, so `toString` or `__proto__` is a name.
  const criteria = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (
      name === VIEW_PARAMS.search ||
      name === VIEW_PARAMS.sort ||
      name === VIEW_PARAMS.direction
    )
      continue;
    criteria.set(name, [...(criteria.get(name) ?? []), value]);
  }
  const searchText = params.get(VIEW_PARAMS.search)?.trim();
  return {
    ...(searchText ? { searchText } : {}),
    criteria: Object.fromEntries(criteria),
    sort: readView(params).sort,
  };
}
