import { DEADLINE_TEXTS } from "./deadlines";
import { OVERVIEW_TEXTS } from "./overview";

/**
 * Product texts of the installations register and its exports — not in the specification. The
 * search label and the result count are the filter feature's (FILTER_RESULT_TEXTS).
 */
export const REGISTER_TEXTS = {
  /** Context help ('Kontexthilfe') beside the register's search and choices. */
  help: {
    search:
      "Sucht in der Bezeichnung der Anlage, ihrer Anlagen-ID, dem Namen des Betreibers und dem Standort. Die Liste folgt Ihrer Eingabe.",
    overview:
      "Alle Anlagen des Registers, oder nur die Anlagen, die Ihnen zugeordnet sind oder für die Ihre Behörde zuständig ist.",
    place:
      "Eine Postleitzahl oder einen Ort eingeben und aus den Vorschlägen wählen: Die Liste zeigt dann die Anlagen dieses Orts.",
    display:
      "Dieselben Anlagen als Liste oder auf einer Karte; Suche und Filter gelten für beide.",
  },
  columns: {
    name: "Name",
    operator: "Betreiber",
    place: "PLZ und Gemeinde",
    bezirk: "Bezirk",
    bundesland: "Bundesland",
    activity: "Haupttätigkeit (IED)",
    bvt: "BVT",
    lastInspection: "Letzte Inspektion",
    nextSiteVisit: DEADLINE_TEXTS.siteVisit.column,
  },
  /** On a phone's card: PLZ, Gemeinde, Bezirk and Bundesland together. */
  location: "Standort",
  /** The table's caption: what it holds and where in the list the reader is. */
  caption: (total: string, page: string, pages: string) =>
    `${total === "1" ? "1 Anlage" : `${total} Anlagen`}, Seite ${page} von ${pages}`,
  closed: "stillgelegt",
  noInspection: "keine",
  bvtNone: "keine",
  empty: "Keine Anlagen gefunden",
  emptyHint:
    "Prüfen Sie die Schreibweise des Suchbegriffs, wählen Sie einen anderen Ort oder passen Sie den Filter an.",
  clearSearch: "Suche zurücksetzen",
  adjustFilter: "Filter anpassen",
  showAll: "Alle Anlagen anzeigen",
  retry: "Erneut versuchen",
  /** A reference list (GET /api/redalists/…) failed: the filter offers its codes instead of names. */
  referenceListsFailed: (criteria: readonly string[]) =>
    `Die Bezeichnungen für ${new Intl.ListFormat("de", { type: "conjunction" }).format(criteria)} konnten nicht geladen werden. Der Filter zeigt stattdessen die Codes.`,
  /** The same search as a list or on the map (MAP_TEXTS: the map's own texts). */
  display: {
    legend: "Darstellung",
    list: "Liste",
    map: "Karte",
  },
  /** 'In der Nähe': the list sorted by distance from a chosen place or the browser's position. */
  near: {
    fromPlace: (place: string) => `Anlagen in der Nähe von ${place} zuerst`,
    fromPosition: "Anlagen in meiner Nähe zuerst",
    myPosition: "Ihrem Standort",
    active: (name: string) => `Sortiert nach Entfernung von ${name}`,
    /** A point from a link whose name the register could not confirm: its position instead. */
    point: (lat: string, lon: string) => `${lat}° N, ${lon}° O`,
    clear: "Sortierung nach Entfernung aufheben",
    locating: "Ihr Standort wird ermittelt …",
    unavailable:
      "Ihr Standort konnte nicht ermittelt werden. Wählen Sie stattdessen einen Ort unter „Ort oder PLZ“.",
    placeUnknown: (place: string) =>
      `Die Lage von ${place} ist nicht bekannt. Wählen Sie einen anderen Ort.`,
    /** "12,3 km", beside the place in the list. */
    distance: (km: number) => `${km.toFixed(1).replace(".", ",")} km`,
  },
  /** The open-data section (its content: OPEN_DATA_TEXTS, loaded when it opens). */
  openData: "Offene Daten",
  overview: OVERVIEW_TEXTS,
  place: {
    label: "Ort oder PLZ",
    placeholder: "z. B. Linz oder 4020",
  },
  sort: {
    label: "Sortierung",
    option: (column: string, descending: boolean) =>
      `${column}, ${descending ? "absteigend" : "aufsteigend"}`,
  },
  pagination: {
    label: "Seiten",
    pageSize: "Anlagen pro Seite",
    pageOf: (page: string, pages: string) => `Seite ${page} von ${pages}`,
    first: "Erste Seite",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    last: "Letzte Seite",
  },
  export: {
    excel: "Excel-Export",
    gis: "GIS-Export",
    excelStarted:
      "Der Excel-Export wurde gestartet. Sie finden das Ergebnis unter „Aufträge“.",
    gisFileName: "anlagen.geojson",
    nothingToExport:
      "Nichts zu exportieren: Die Suche hat keine Anlagen gefunden.",
  },
} as const;

/** Names of the maps that are not in the map's own chunk (MAP_TEXTS). */
export const MAP_LABELS = {
  /** The details page's small map, a picture for screen readers. */
  location: (name: string) => `Karte: Lage von ${name}`,
} as const;
