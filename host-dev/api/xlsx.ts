import { Workbook } from "exceljs";
import { LEGAL_FORMS, NACE_ACTIVITIES } from "./data/ied";
import { STATUS_LABELS, type ExportRow } from "./data/installations";

export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const EXCEL_COLUMNS = [
  { header: "Anlagen-ID", key: "id", width: 16 },
  { header: "Anlagenname", key: "name", width: 42 },
  { header: "Betreiber", key: "operatorName", width: 40 },
  { header: "PLZ", key: "postcode", width: 7 },
  { header: "Gemeinde", key: "municipality", width: 26 },
  { header: "Bezirk", key: "bezirk", width: 26 },
  { header: "Bundesland", key: "bundesland", width: 18 },
  { header: "Haupttätigkeit (IED)", key: "activityCode", width: 10 },
  { header: "Tätigkeitsbezeichnung", key: "activityLabel", width: 60 },
  { header: "BVT-Schlussfolgerungen", key: "bvtCodes", width: 22 },
  { header: "Status", key: "status", width: 14 },
  { header: "Letzte Umweltinspektion", key: "lastInspection", width: 14 },
  // Appended: files read by column position keep working.
  { header: "ÖNACE", key: "nace", width: 50 },
  { header: "Rechtsform", key: "legalForm", width: 40 },
] as const;

const NACE_NAMES: ReadonlyMap<string, string> = new Map(
  NACE_ACTIVITIES.map((n) => [n.code, n.name]),
);
const LEGAL_FORM_NAMES: ReadonlyMap<string, string> = new Map(
  LEGAL_FORMS.map((f) => [f.code, f.name]),
);

const VIENNA_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Vienna",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * Vienna's calendar and clock at `at`, as a Date whose UTC fields read them. Excel has no time
 * zones (exceljs writes a Date's UTC fields), and users read Vienna time everywhere else.
 */
export function viennaWallClock(at: Date): Date {
  const parts = VIENNA_PARTS.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(
    Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
      at.getUTCMilliseconds(),
    ),
  );
}

/**
 * The register list as a real workbook: one header row, one row per
 * installation, dates as Excel dates (not text) so users can sort and filter.
 */
export async function buildInstallationWorkbook(
  rows: readonly ExportRow[],
  info: { createdAt: Date; filter: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new Workbook();
  workbook.creator = "IPPC Austria";
  workbook.created = info.createdAt;
  const sheet = workbook.addWorksheet("Anlagen", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = EXCEL_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      id: row.id,
      name: row.name,
      operatorName: row.operatorName,
      postcode: row.postcode,
      municipality: row.municipality,
      bezirk: row.bezirk.name,
      bundesland: row.bundesland.name,
      activityCode: row.mainActivity.code,
      activityLabel: row.mainActivity.label,
      bvtCodes: row.bvtCodes.join(", "),
      status: STATUS_LABELS[row.status],
      lastInspection: row.lastInspection
        ? new Date(`${row.lastInspection}T00:00:00Z`)
        : null,
      nace: [row.naceCode, NACE_NAMES.get(row.naceCode)]
        .filter(Boolean)
        .join(" "),
      legalForm: LEGAL_FORM_NAMES.get(row.legalFormCode) ?? row.legalFormCode,
    });
  }
  sheet.getColumn("lastInspection").numFmt = "dd.mm.yyyy";
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: EXCEL_COLUMNS.length },
  };

  const about = workbook.addWorksheet("Info");
  about.columns = [
    { header: "Angabe", key: "label", width: 24 },
    { header: "Wert", key: "value", width: 60 },
  ];
  about.addRow({ label: "Quelle", value: "IPPC Austria – Anlagenregister" });
  about.addRow({
    label: "Erstellt am",
    value: viennaWallClock(info.createdAt),
  });
  about.getCell("B3").numFmt = "dd.mm.yyyy hh:mm";
  about.addRow({ label: "Filter", value: info.filter });
  about.addRow({ label: "Anzahl Anlagen", value: rows.length });

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
