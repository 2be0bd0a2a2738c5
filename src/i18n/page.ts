import { formatCount } from "./format";

/**
 * Product texts of the page chrome — not in the specification (those live in T, src/i18n/de.ts).
 * The history panel's and the task list's are modules of their own (history.ts, tasks.ts): they
 * load with their parts, not with the frame.
 */
export const PAGE_TEXTS = {
  /** Under a long table that shows its first rows (details page: permits, inspections, documents). */
  moreRows: {
    button: (count: number) => `Weitere ${count} anzeigen`,
    /** Hidden: names the table, as a page can hold several such buttons. */
    context: (what: string) => ` – ${what}`,
    shown: (shown: number, total: number) =>
      `(${formatCount(shown)} von ${formatCount(total)} angezeigt)`,
  },
  chrome: {
    actions: "Aktionen",
    processActions: "Prozessschritte",
    searchClear: "Suchbegriff löschen",
  },
  help: {
    onlineHelp: "Online-Hilfe",
    text: "Die Info-Symbole neben Überschriften und Feldern geben Ihnen Hilfe zum jeweiligen Zusammenhang.",
    toggleText: "Mit dem Schalter „Kontexthilfe“ blenden Sie sie ein oder aus.",
    toggle: "Kontexthilfe",
    contextHelp: (topic: string) => `Hilfe zu ${topic}`,
  },
} as const;
