import { formatCount } from "./format";

/**
 * Product texts of the page chrome, the history panel and the task list — not in the
 * specification (those live in T, src/i18n/de.ts).
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
    text: "Die Info-Symbole neben Überschriften und Feldern geben Ihnen Hilfe zum jeweiligen Zusammenhang. Mit dem Schalter „Kontexthilfe“ blenden Sie sie ein oder aus.",
    toggle: "Kontexthilfe",
    contextHelp: (topic: string) => `Hilfe zu ${topic}`,
  },
  history: {
    toCurrentVersion: "Zur aktuellen Version",
    showChanges: "Änderungen anzeigen",
    entries: "Einträge",
    activeVersion: "Angezeigte Version",
    currentVersion: "Aktuelle Version",
    showVersion: "Version anzeigen",
    empty: "Es sind keine Einträge vorhanden.",
    changeTypes: {
      new: "Neu",
      updated: "Geändert",
      deleted: "Gelöscht",
    },
    oldValue: "Alter Wert",
    newValue: "Neuer Wert",
    changedBy: (date: string, user: string) => `${date}, ${user}`,
  },
  tasks: {
    caption: "Ihre Hintergrundaufträge, neueste zuerst",
    intro:
      "Hier finden Sie Aufträge, die im Hintergrund laufen, etwa den Excel-Export des Anlagenregisters. Laufende Aufträge werden automatisch aktualisiert.",
    columns: {
      name: "Auftrag",
      started: "Gestartet",
      status: "Status",
      actions: "Aktionen",
    },
    status: {
      WAITING: "Wartend",
      RUNNING: "In Bearbeitung",
      CANCELLING: "Wird abgebrochen",
      CANCELLED: "Abgebrochen",
      SUCCESS: "Abgeschlossen",
      FAILURE: "Fehlgeschlagen",
    },
    /** Whole percent, rounded down: a task that is not done never shows 100 %. */
    progress: (percent: number) => `${formatCount(Math.floor(percent))}\u00a0%`,
    empty: "Sie haben derzeit keine Aufträge.",
    emptyHint:
      "Aufträge entstehen zum Beispiel, wenn Sie im Anlagenregister einen Excel-Export starten.",
    loadFailed: "Die Aufträge konnten nicht geladen werden.",
    cancel: "Abbrechen",
    remove: "Entfernen",
    download: "Herunterladen",
    /** Read after the button text so equal buttons of different rows are told apart. */
    rowContext: (name: string, started: string) =>
      ` (${name}, gestartet ${started})`,
    cancelFailed: "Der Auftrag konnte nicht abgebrochen werden.",
    removeFailed: "Der Auftrag konnte nicht entfernt werden.",
    removeTitle: "Auftrag entfernen",
    removeQuestion: (name: string, started: string) =>
      `Möchten Sie den Auftrag „${name}“ vom ${started} entfernen? Ein Ergebnis lässt sich danach nicht mehr herunterladen.`,
    keep: "Behalten",
    removed: (name: string) => `${name}: entfernt`,
    help: "Einen Auftrag können Sie abbrechen, solange er wartet oder bearbeitet wird. Das Ergebnis eines abgeschlossenen Auftrags laden Sie herunter; danach können Sie den Auftrag entfernen.",
    announce: (name: string, status: string) => `${name}: ${status}`,
  },
} as const;
