/** The history/versioning panel's texts (SPEC §2), loaded with the panel and the details page. */
export const HISTORY_TEXTS = {
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
} as const;
