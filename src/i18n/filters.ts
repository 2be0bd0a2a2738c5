/**
 * Product texts of the filter feature that the specification does not spell out. Its own texts
 * ('Standardfilter', 'Unbenannter Filter', 'Kopie von …', ' (*)', the warning dialogs, '+N')
 * live in T.filters (de.ts).
 */
import { FILTER_RESULT_TEXTS } from "./filterResults";

export const FILTER_TEXTS = {
  sidePage: {
    title: "Filter",
    close: "Filter schließen",
    criteria: "Filterkriterien",
    criteriaHelp:
      "Die gewählten Werte schränken die Liste ein: mehrere Werte eines Kriteriums gelten als „oder“, verschiedene Kriterien als „und“.",
    apply: "Anwenden",
    reset: "Zurücksetzen",
    resetCriterion: (label: string) => `${label} zurücksetzen`,
    instantUpdate: "Änderungen sofort anwenden",
    pending: "Es gibt noch nicht angewendete Änderungen.",
    addValue: (label: string) => `${label} hinzufügen`,
    removeValue: (value: string) => `${value} entfernen`,
    noValue: "Keine Auswahl",
    loading: "Filter werden geladen …",
  },
  saved: {
    title: "Gespeicherte Filter",
    help: "Speichern Sie Filter, die Sie oft brauchen, unter einem Namen. Angemeldet bleiben sie in Ihren Einstellungen gespeichert, sonst nur in diesem Browserfenster.",
    list: "Filter auswählen",
    none: "Kein Filter",
    current: "Ausgewählter Filter",
    add: "Neuer Filter",
    rename: "Umbenennen",
    duplicate: "Duplizieren",
    delete: "Löschen",
    save: "Speichern",
    enabled: "Filter aktiv",
    disabled: "deaktiviert",
    nameLabel: "Name des Filters",
    confirmRename: "Übernehmen",
    cancel: "Abbrechen",
    deleteTitle: "Filter löschen",
    deleteText: (name: string) => `Möchten Sie den Filter „${name}“ löschen?`,
    sessionOnly:
      "Sie sind nicht angemeldet: Ihre Filter bleiben nur in diesem Browser-Tab erhalten, bis Sie ihn schließen.",
  },
  bar: {
    label: "Angewendete Filter",
    open: "Filter",
    filterName: (name: string) => `Filter: ${name}`,
    disabled: "Der Filter ist deaktiviert.",
    removeValue: (criterion: string, value: string) =>
      `${criterion}: ${value} entfernen`,
    /** Starts with the visible '+N', so the name contains the label (WCAG 2.5.3). */
    moreValues: (more: string, n: number, criterion: string) =>
      n === 1
        ? `${more} weiterer Wert von ${criterion} anzeigen`
        : `${more} weitere Werte von ${criterion} anzeigen`,
  },
  /** The filtered result list of the register page (its full table comes with the register). */
  results: FILTER_RESULT_TEXTS,
  loadFailed: "Die gespeicherten Filter konnten nicht geladen werden.",
  reload: "Erneut laden",
  /** Why the changes to the saved filters are not stored (a toast, and the side filter page's alert). */
  saveProblems: {
    retrying:
      "Der Filter konnte nicht gespeichert werden. Ihre Änderungen bleiben erhalten, das Speichern wird automatisch wiederholt.",
    rejected:
      "Der Server hat eine Änderung der Filter abgelehnt, sie wurde nicht gespeichert. Ihre Änderungen bleiben in diesem Fenster erhalten. Ändern Sie den Filter, zum Beispiel mit einem kürzeren Namen, dann wird er gespeichert. Ist der Speicherplatz für Ihre Einstellungen voll, löschen Sie zuerst Filter, die Sie nicht mehr brauchen.",
    signedOut:
      "Die Filter konnten nicht gespeichert werden, weil Sie nicht mehr angemeldet sind. Ihre Änderungen bleiben in diesem Fenster erhalten: Melden Sie sich in einem neuen Fenster an und versuchen Sie es dann erneut.",
    conflict:
      "Ein gespeicherter Filter wurde inzwischen in einem anderen Fenster oder auf einem anderen Gerät geändert. Ihre Änderung ist noch nicht gespeichert: Wählen Sie unter „Filter“, welche Fassung gelten soll.",
  },
  conflict: {
    title: "Ein Filter wurde anderswo geändert",
    changed: (name: string) =>
      `„${name}“ wurde anderswo geändert. Welche Fassung soll gelten?`,
    deleted: (name: string) =>
      `„${name}“ wurde anderswo gelöscht. Welche Fassung soll gelten?`,
    keepMine: "Meine Fassung speichern",
    takeTheirs: "Andere Fassung übernehmen",
    takeDeletion: "Löschen übernehmen",
  },
  signInNewWindow: "Anmelden (neues Fenster)",
  staleValuesDropped:
    "Ein gespeicherter Filter enthielt Werte, die nicht mehr zur Auswahl stehen. Sie wurden aus dem Filter entfernt.",
  saveRecovered: "Die Filter wurden gespeichert.",
  journalRestored:
    "Änderungen an Ihren Filtern, die beim letzten Besuch nicht gespeichert werden konnten, wurden wiederhergestellt und werden jetzt gespeichert.",
  retryNow: "Jetzt erneut versuchen",
} as const;
