import { OVERVIEW_TEXTS } from "./overview";

/** Product texts of the start page (the specification leaves its content open). */
export const START_TEXTS = {
  subtitle: "Das öffentliche Register der IPPC-Anlagen in Österreich",
  dataAsOf: "Datenstand:",
  dataAsOfUnavailable: "derzeit nicht verfügbar",
  intro: {
    title: "Über das Register",
    paragraphs: [
      "IPPC Austria verzeichnet die Industrieanlagen in Österreich, die unter die Richtlinie 2010/75/EU über Industrieemissionen (IED) fallen – Kraftwerke, Stahl- und Zementwerke, Chemieanlagen, Abfallbehandlungsanlagen, große Tierhaltungsbetriebe und weitere Anlagen nach Anhang I der Richtlinie.",
      "Bürgerinnen und Bürger erfahren hier, welche Anlagen in ihrer Umgebung betrieben werden, wer sie betreibt, welche BVT-Schlussfolgerungen für sie gelten und wann die Behörde sie zuletzt überprüft hat. Betreiberinnen und Betreiber sehen nach der Anmeldung ihre eigenen Anlagen und deren Dokumente, Behörden die Anlagen ihres Bundeslands.",
    ],
  },
  search: {
    title: "Anlage suchen",
    label: "Anlage, Betreiber, Ort oder Postleitzahl",
    hint: "Zum Beispiel „Zementwerk“, „Linz“ oder „4020“. Ohne Suchbegriff zeigt das Register alle Anlagen.",
    submit: "Suchen",
  },
  overview: {
    ...OVERVIEW_TEXTS,
    hint: "Die Auswahl gilt für das Anlagenregister.",
    toRegister: "Zum Anlagenregister",
  },
  figures: {
    title: "Anlagen in Zahlen",
    loadFailed: "Die Zahlen zum Register konnten nicht geladen werden.",
    retry: "Erneut versuchen",
    loading: "Zahlen werden geladen …",
    empty: "Derzeit sind keine Anlagen im Register erfasst.",
    total: (count: string) =>
      count === "1"
        ? "Insgesamt 1 Anlage im Register."
        : `Insgesamt ${count} Anlagen im Register.`,
    linkHint:
      "Ein Klick auf einen Namen in den Tabellen öffnet das Anlagenregister mit diesem Filter.",
    overviewNote: (view: string) =>
      `Die Zahlen gelten für ganz Österreich; das Anlagenregister zeigt Ihre Übersicht „${view}“. Ein Bundesland öffnet es mit allen Anlagen dieses Bundeslands.`,
    bySector: {
      title: "Anlagen nach Sektor",
      column: "Sektor (IED Anhang I)",
    },
    byBundesland: {
      title: "Anlagen nach Bundesland",
      column: "Bundesland",
    },
    count: "Anlagen",
    share: "Anteil",
    sum: "Gesamt",
    percent: (value: string) => `${value} %`,
    chartLabel: (title: string, entries: string) =>
      `Balkendiagramm ${title}: ${entries}`,
    chartEntry: (name: string, count: string) => `${name} ${count}`,
    sectorName: (code: string, label: string) => `${code}. ${label}`,
  },
  pages: {
    title: "Was finden Sie hier?",
    installations:
      "Suchen und filtern Sie alle IPPC-Anlagen, sehen Sie Betreiber, Standort, Tätigkeiten, Genehmigungen und Inspektionen, und exportieren Sie die Liste als Excel-Datei oder GeoJSON.",
    environmentalInspection:
      "Wie und wie oft die Behörden IPPC-Anlagen vor Ort überprüfen und wo die Inspektionsberichte veröffentlicht werden.",
    bvtConclusions:
      "Die Durchführungsbeschlüsse der Europäischen Kommission über die besten verfügbaren Techniken und die Anlagen, für die sie gelten.",
    legalBasesGuidelines:
      "Richtlinien, Gesetze und Verordnungen zur Industrieemissionsrichtlinie sowie Leitfäden für die Praxis.",
    faq: "Antworten auf häufige Fragen zum Register, zu BVT und zu Umweltinspektionen.",
  },
} as const;
