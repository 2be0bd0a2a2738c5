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
