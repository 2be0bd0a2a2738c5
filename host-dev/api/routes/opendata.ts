import {
  siteVisitState,
  viennaDate,
  batReconsiderationState,
} from "../../../src/api/deadlines";
import {
  openDataSearch,
  PAGE_PARAMS,
  SEARCH_CRITERION_IDS,
} from "../../../src/api/installationSearch";
import type { InstallationSummary } from "../../../src/api/types";
import { DEADLINE_TEXTS } from "../../../src/i18n/deadlines";
import {
  OPEN_DATA_TEXTS,
  type OpenDataColumn,
} from "../../../src/i18n/openData";
import { APP_API, type AppHono, type Services } from "../context";
import { STATUS_LABELS, type InstallationDataset } from "../data/installations";
import { HttpError, parseWith } from "../errors";
import { attachment } from "../http";
import { installationSearchSchema } from "./register";

/** Rows per chunk of the stream: small enough to start at once, large enough to be cheap. */
const ROWS_PER_CHUNK = 500;
const BOM = "\uFEFF";

type Value = string | number | null;

/** One installation as the open data gives it: dates ISO, coordinates numbers (JSON's form). */
function record(
  summary: InstallationSummary,
  today: string,
  dataset: InstallationDataset,
): Record<OpenDataColumn, Value> {
  const bat = summary.batReconsideration ?? null;
  const coordinates = dataset.coordinates(summary.id);
  return {
    id: summary.id,
    name: summary.name,
    operator: summary.operatorName,
    postcode: summary.postcode,
    municipality: summary.municipality,
    bezirk: summary.bezirk.name,
    bundesland: summary.bundesland.name,
    activityCode: summary.mainActivity.code,
    activity: summary.mainActivity.label,
    bvt: summary.bvtCodes.join(", "),
    status: STATUS_LABELS[summary.status],
    lastInspection: summary.lastInspection,
    riskClass: summary.riskClass
      ? DEADLINE_TEXTS.riskClass.names[summary.riskClass]
      : null,
    siteVisitDue: summary.nextSiteVisitDue ?? null,
    siteVisitState: summary.nextSiteVisitDue
      ? DEADLINE_TEXTS.siteVisit.states[
          siteVisitState(summary.nextSiteVisitDue, today)
        ]
      : null,
    batCode: bat?.code ?? null,
    batDeadline: bat?.deadline ?? null,
    batAdaptedOn: bat?.adaptedOn ?? null,
    batState: bat
      ? DEADLINE_TEXTS.bat.states[
          batReconsiderationState(bat.deadline, bat.adaptedOn, today)
        ]
      : null,
    latitude: coordinates?.lat ?? null,
    longitude: coordinates?.lon ?? null,
  };
}

const COLUMNS = Object.keys(OPEN_DATA_TEXTS.columns) as OpenDataColumn[];
const DATE_COLUMNS: ReadonlySet<OpenDataColumn> = new Set([
  "lastInspection",
  "siteVisitDue",
  "batDeadline",
  "batAdaptedOn",
]);
const AUSTRIAN_DECIMAL = new Intl.NumberFormat("de-AT", {
  maximumFractionDigits: 6,
  useGrouping: false,
});

/**
 * A CSV field as Excel in Austria reads it: dates dd.mm.yyyy, decimal comma, quoted where it holds
 * the separator, a quote or a line break; a text starting like a formula (= + - @, tab, CR) gets
 * a leading apostrophe, so a spreadsheet shows it instead of running it (OWASP CSV injection).
 */
function csvField(column: OpenDataColumn, value: Value): string {
  if (value === null) return "";
  if (typeof value === "number") return AUSTRIAN_DECIMAL.format(value);
  if (DATE_COLUMNS.has(column)) {
    const [year, month, day] = value.split("-");
    return `${day}.${month}.${year}`;
  }
  return csvText(value);
}

function csvText(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Pulls `rows` into the stream a chunk at a time: what is not yet read is not yet made. */
function streamOf(
  head: string,
  rows: Iterator<InstallationSummary>,
  line: (summary: InstallationSummary, first: boolean) => string,
  tail: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    pull(controller) {
      let chunk = "";
      for (let n = 0; n < ROWS_PER_CHUNK; n++) {
        const next = rows.next();
        if (next.done) {
          controller.enqueue(encoder.encode(chunk + tail));
          controller.close();
          return;
        }
        chunk += line(next.value, first);
        first = false;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

/**
 * The parameters an open-data URL may have: the register's own and one per criterion. Anything else
 * would be refused as an unknown criterion anyway; refused here, before openDataSearch collects
 * criteria by name in a plain object, where `toString` or `__proto__` would name its properties.
 */
const OPEN_DATA_PARAMS: ReadonlySet<string> = new Set([
  ...PAGE_PARAMS,
  ...SEARCH_CRITERION_IDS,
]);

/**
 * Open data (beyond the specification): every match of a search as CSV or JSON, streamed, at a
 * stable URL carrying the search as the register's own parameters (src/api/installationSearch.ts
 * `openDataQuery`). Public: no session, no personal overview.
 */
export function registerOpenDataRoutes(app: AppHono, services: Services): void {
  const { dataset } = services;
  const searchOf = (url: string) => {
    const params = new URL(url).searchParams;
    for (const name of params.keys()) {
      if (!OPEN_DATA_PARAMS.has(name))
        throw new HttpError(
          400,
          "validation",
          `Ungültige Suche – ${name}: unbekannter Parameter`,
        );
    }
    const body = parseWith(
      installationSearchSchema,
      openDataSearch(params),
      "Suche",
    );
    return {
      today: viennaDate(services.now()),
      text: body.searchText ?? undefined,
      criteria: body.criteria ?? undefined,
      sort: body.sort ?? undefined,
    };
  };

  app.get(`${APP_API}/opendata/installations.csv`, (c) => {
    const query = searchOf(c.req.url);
    const header = COLUMNS.map((column) =>
      csvText(OPEN_DATA_TEXTS.columns[column].csv),
    ).join(";");
    const body = streamOf(
      `${BOM}${header}\r\n`,
      dataset.matching(query),
      (summary) => {
        const row = record(summary, query.today, dataset);
        return `${COLUMNS.map((column) => csvField(column, row[column])).join(";")}\r\n`;
      },
      "",
    );
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`IPPC-Anlagen_${query.today}.csv`),
      "Cache-Control": "no-store",
    });
  });

  app.get(`${APP_API}/opendata/installations.json`, (c) => {
    const query = searchOf(c.req.url);
    const head = JSON.stringify({
      licence: {
        name: "CC BY 4.0",
        url: OPEN_DATA_TEXTS.licenceUrl,
        attribution: OPEN_DATA_TEXTS.attribution,
      },
      asOf: query.today,
      columns: COLUMNS.map((key) => ({
        key,
        description: OPEN_DATA_TEXTS.columns[key].description,
      })),
    });
    const body = streamOf(
      `${head.slice(0, -1)},"items":[`,
      dataset.matching(query),
      (summary, first) =>
        `${first ? "" : ","}${JSON.stringify(record(summary, query.today, dataset))}`,
      "]}",
    );
    return c.body(body, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": attachment(
        `IPPC-Anlagen_${query.today}.json`,
      ).replace(/^attachment/, "inline"),
      "Cache-Control": "no-store",
    });
  });
}
