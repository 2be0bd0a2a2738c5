/**
 * Every German text of the specification, verbatim and once (DESIGN §6.10),
 * plus the product's own texts. Functions take the values the spec puts in braces.
 */
export const T = {
  app: {
    title: "IPPC Austria",
    portal: "EDM Portal",
  },
  routes: {
    start: "Startseite",
    installations: "Anlagenregister",
    installationDetails: "Anlagendetails",
    environmentalInspection: "Umweltinspektion",
    bvtConclusions: "BVT-Schlussfolgerungen",
    legalBasesGuidelines: "Rechtsgrundlagen und Leitfäden",
    faq: "FAQ",
    userTasklist: "Aufträge",
  },
  pages: {
    notFound: "Objekt nicht gefunden (Fehler 404)",
    forbidden: "Zugriff nicht erlaubt (Fehler 403)",
    fatal: "Schwerer Fehler",
    cannotStart: "IPPC Austria kann nicht gestartet werden",
    cannotStartText: (pkgName: string, provided: string, required: string) =>
      `Das Portal stellt ${pkgName} ${provided} bereit, IPPC Austria benötigt ${required}. Die Betreiber des Portals wurden informiert.`,
    routeError: "Unexpected Application Error!",
    back: "Zurück",
    notFoundText: "Die aufgerufene Seite gibt es nicht oder nicht mehr.",
    forbiddenText: "Sie haben keine Berechtigung für diese Seite.",
    forbiddenLogin: "Sie werden zur Anmeldung weitergeleitet …",
    loading: "Wird geladen …",
    comingSoon: "Die Inhalte dieser Seite folgen.",
  },
  errors: {
    unexpected: (errorId: string) =>
      `Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut. Fehler-ID: ${errorId}`,
    logFailed: "Das Protokoll konnte nicht gespeichert werden.",
    timeoutTitle: "Zeitüberschreitung",
    timeoutText:
      "Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.",
    firewallTitle: "Firewall Ablehnung",
    contentUnavailable: "Die Information ist derzeit nicht verfügbar.",
    roleSwitch:
      "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
    partUnavailable:
      "Dieser Teil der Seite konnte nicht geladen werden. Möglicherweise ist die Netzwerkverbindung unterbrochen oder es wurde inzwischen eine neue Version bereitgestellt. Bitte laden Sie die Seite neu.",
    newVersion:
      "Inzwischen wurde eine neue Version dieser Anwendung bereitgestellt. Bitte laden Sie die Seite neu, um sie zu verwenden.",
    reload: "Seite neu laden",
    retry: "Erneut versuchen",
  },
  session: {
    expiresIn: (mmss: string) => `Ihre Sitzung läuft in ${mmss} Minuten ab…`,
    expired: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
    dialogTitle: "Sitzungsablauf",
    extend: "Sitzung verlängern",
    toLogin: "Zur Anmeldemaske",
  },
  filters: {
    defaultName: "Standardfilter",
    unnamed: "Unbenannter Filter",
    copyOf: (name: string) => `Kopie von ${name}`,
    unsavedSuffix: " (*)",
    /** SPEC §8: the filter warnings, each a dialog with 'Schließen'. */
    warnings: {
      noneSelectedRename: {
        title: "Kein Filter ausgewählt",
        text: "Bitte wählen Sie einen Filter aus bevor Sie den Namen des Filters ändern.",
      },
      noneSelectedDuplicate: {
        title: "Kein Filter ausgewählt",
        text: "Bitte wählen Sie einen Filter aus bevor Sie eines Filter duplizieren.",
      },
      noneSelectedDelete: {
        title: "Kein Filter ausgewählt",
        text: "Bitte wählen Sie den Filter, den Sie löschen möchten.",
      },
      duplicateUnsaved: {
        title: "Duplizieren nicht möglich",
        text: "Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.",
      },
      switchUnsaved: {
        title: "Filterwechsel nicht möglich",
        text: "Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.",
      },
    },
    more: (n: number) => `+${n}`,
  },
  validation: {
    required: "Dieses Feld ist verpflichtend",
    min: (n: string) => `Wert muss mindestes ${n} sein`,
    max: (n: string) => `Wert darf maximal ${n} sein`,
    minDate: (date: string) => `${date} oder später`,
    maxDate: (date: string) => `${date} oder früher`,
    minLength: (n: number) => `Mindestens ${n} Zeichen`,
    maxLength: (n: number) => `Maximal ${n} Zeichen`,
    generic: "Validierungsfehler",
    summaryTitle: "Folgende Angaben fehlen oder sind fehlerhaft:",
    requiredHint: "(Pflichtfeld)",
    noInput: "keine Eingabe",
  },
  ui: {
    close: "Schließen",
    info: "Information",
    success: "Erfolg",
    warning: "Warnung",
    danger: "Fehler",
    moreInformation: "Mehr Informationen",
    showAdditional: "Zusatzinformationen einblenden",
    hideAdditional: "Zusatzinformationen ausblenden",
    closeMenu: "Menü schließen",
    closeDialog: "Dialog schließen",
    closeTooltip: "Tooltip schließen",
    opensInNewTab: "(öffnet in neuem Tab)",
    selectPlaceholder: "Bitte auswählen",
    emptySelect: "Keine Einträge vorhanden",
    noResults: "Keine Ergebnisse",
    more: "Mehr",
    less: "Weniger",
    expandAll: "Alles aufklappen",
    collapseAll: "Alles zuklappen",
    noMessages: "Keine Nachrichten",
    help: "Hilfe",
    contactHelpdesk: "Helpdesk kontaktieren",
    messageCentre: "Nachrichten-Center",
    loggedInAs: "Eingeloggt als",
    history: "Verlauf",
    versioning: "Versionierung",
  },
} as const;
