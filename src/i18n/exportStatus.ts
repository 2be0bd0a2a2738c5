/**
 * What the register's export status says (its own chunk, loaded with it): product texts, not in
 * the specification. The buttons' names are REGISTER_TEXTS.export, on the page itself.
 */
export const EXPORT_STATUS_TEXTS = {
  excelStarting: "Der Excel-Export wird gestartet …",
  excelFailed: "Der Excel-Export konnte nicht gestartet werden.",
  /** The server refused more exports for now (429); minutes: when to try again, if it said. */
  excelTooMany: (minutes: number | null) =>
    `Es wurden zu viele Excel-Exporte gestartet. Bitte versuchen Sie es ${
      minutes === null
        ? "später"
        : minutes === 1
          ? "in einer Minute"
          : `in ${minutes} Minuten`
    } erneut.`,
  excelTitle: "Excel-Export",
  excelReady: "Die Excel-Datei ist fertig.",
  download: (fileName: string) => `${fileName} herunterladen`,
  toTasks: "Zu den Aufträgen",
  gisRunning: "Der GIS-Export wird erstellt …",
  gisDone: (count: string) =>
    `Die Datei „anlagen.geojson“ mit ${count === "1" ? "1 Anlage" : `${count} Anlagen`} wurde heruntergeladen.`,
  gisFailed: "Der GIS-Export ist fehlgeschlagen.",
  gisViewer: "Im GIS-Viewer öffnen",
  newWindow: " (öffnet in neuem Fenster)",
} as const;
