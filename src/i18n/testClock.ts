/**
 * The test-settings dialog's form (outside production, SPEC §2): loaded with the form, not with the
 * frame, whose footer only names the dialog (FRAME_TEXTS.testSettings).
 */
export const TEST_CLOCK_TEXTS = {
  serverTime: "Serverzeit",
  serverTimeUnavailable: "Die Serverzeit ist derzeit nicht verfügbar.",
  testClock: "Testzeitpunkt",
  testClockHint:
    "Datum und Uhrzeit, auf die die Testuhr des Servers gestellt wird, als TT.MM.JJJJ HH:MM:SS.",
  invalid:
    "Bitte geben Sie Datum und Uhrzeit vollständig ein, z. B. 15.06.2030 08:30:00.",
  set: "Testuhr stellen",
  reset: "Echtzeit verwenden",
  setDone: (dateTime: string) => `Die Testuhr steht jetzt auf ${dateTime}.`,
  resetDone: "Der Server verwendet wieder die Echtzeit.",
  failed: "Die Testuhr konnte nicht gestellt werden.",
  signInFirst: "Die Testuhr kann nur nach der Anmeldung gestellt werden.",
} as const;

/** The test-settings dialog's fault triggers: each makes the app's own code fail in one way. */
export const TEST_FAULT_TEXTS = {
  title: "Fehler auslösen",
  intro:
    "Zum Prüfen der Fehlerbehandlung löst die Anwendung einen Fehler in ihrem eigenen Code aus.",
  render: "Fehler beim Anzeigen",
  event: "Fehler bei einer Aktion",
  promise: "Fehler in einer Hintergrundaufgabe",
  renderError: "Testfehler beim Anzeigen",
  eventError: "Testfehler bei einer Aktion",
  promiseError: "Testfehler in einer Hintergrundaufgabe",
} as const;
