/**
 * Product texts of the open-data download (beyond the specification): the register page's section
 * and the columns of the CSV and JSON files, which the simulated API writes with these names.
 */
export const OPEN_DATA_TEXTS = {
  intro:
    "Alle Anlagen, die der aktuellen Suche und dem Filter entsprechen – nicht nur die angezeigte Seite –, in der Reihenfolge der Liste. Die Adressen bleiben gültig: Sie enthalten die Suche und lassen sich teilen oder regelmäßig abrufen.",
  csv: "CSV herunterladen",
  csvHint:
    "(Tabellenkalkulation: UTF-8, Strichpunkt als Trennzeichen, Datum und Zahlen wie in Österreich üblich)",
  json: "JSON herunterladen",
  jsonHint: "(für Programme: Datum nach ISO 8601, Zahlen mit Dezimalpunkt)",
  licence:
    "Lizenz: Creative Commons Namensnennung 4.0 International (CC BY 4.0).",
  attribution: "Namensnennung: IPPC-Anlagenregister Österreich",
  licenceLink: "Lizenztext",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.de",
  columnsTitle: "Die Spalten",
  /** Heading of the description list's terms: the CSV column and the JSON field. */
  columnTerm: (csv: string, json: string) => `${csv} (JSON: ${json})`,
  columns: {
    id: {
      csv: "Anlagen-ID",
      description: "Kennung der Anlage im Register, z. B. AT-IPPC-000376.",
    },
    name: { csv: "Name", description: "Name der Anlage." },
    operator: { csv: "Betreiber", description: "Name des Betreibers." },
    postcode: { csv: "PLZ", description: "Postleitzahl des Standorts." },
    municipality: { csv: "Gemeinde", description: "Standortgemeinde." },
    bezirk: { csv: "Bezirk", description: "Politischer Bezirk des Standorts." },
    bundesland: { csv: "Bundesland", description: "Bundesland des Standorts." },
    activityCode: {
      csv: "Haupttätigkeit (Code)",
      description:
        "Nummer der Haupttätigkeit in Anhang I der Industrieemissionsrichtlinie, z. B. 2.4.",
    },
    activity: {
      csv: "Haupttätigkeit",
      description: "Bezeichnung der Haupttätigkeit nach Anhang I.",
    },
    bvt: {
      csv: "BVT-Schlussfolgerungen",
      description:
        "Kürzel der anwendbaren BVT-Schlussfolgerungen, durch Beistrich getrennt.",
    },
    status: { csv: "Status", description: "In Betrieb oder stillgelegt." },
    lastInspection: {
      csv: "Letzte planmäßige Vor-Ort-Besichtigung",
      description: "Datum; leer, wenn noch keine erfasst ist.",
    },
    riskClass: {
      csv: "Risikoklasse",
      description:
        "Hoch, mittel oder gering: bestimmt den Abstand der Vor-Ort-Besichtigungen (ein, zwei oder drei Jahre).",
    },
    siteVisitDue: {
      csv: "Nächste Vor-Ort-Besichtigung fällig bis",
      description:
        "Spätester Tag der nächsten Vor-Ort-Besichtigung nach Art. 23 Abs. 4 der Industrieemissionsrichtlinie; leer bei stillgelegten Anlagen.",
    },
    siteVisitState: {
      csv: "Vor-Ort-Besichtigung",
      description: "Fristgerecht oder überfällig, am Tag des Abrufs.",
    },
    batCode: {
      csv: "BVT-Anpassung: Schlussfolgerungen",
      description:
        "Die jüngsten BVT-Schlussfolgerungen zur Haupttätigkeit, an die die Genehmigung anzupassen ist.",
    },
    batDeadline: {
      csv: "BVT-Anpassung: Frist",
      description:
        "Vier Jahre nach ihrer Veröffentlichung (Art. 21 Abs. 3 der Industrieemissionsrichtlinie).",
    },
    batAdaptedOn: {
      csv: "BVT-Anpassung: angepasst am",
      description:
        "Datum des Bescheids, der die Genehmigung angepasst hat; leer, solange offen.",
    },
    batState: {
      csv: "BVT-Anpassung: Stand",
      description:
        "Fristgerecht angepasst, verspätet angepasst, offen oder überfällig, am Tag des Abrufs.",
    },
    latitude: {
      csv: "Breitengrad",
      description: "Geografische Breite des Standorts (WGS 84).",
    },
    longitude: {
      csv: "Längengrad",
      description: "Geografische Länge des Standorts (WGS 84).",
    },
  },
} as const;

export type OpenDataColumn = keyof typeof OPEN_DATA_TEXTS.columns;
