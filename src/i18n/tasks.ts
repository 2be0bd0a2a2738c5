import { formatCount } from "./format";

/** The task list's texts ('Aufträge'), loaded with the list and the register's export status. */
export const TASK_TEXTS = {
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
} as const;
