/** Product texts of the form components (not from the specification; those live in T). */
export const FORM_TEXTS = {
  edit: "Bearbeiten",
  save: "Speichern",
  cancel: "Abbrechen",
  errorPrefix: "Fehler:",
  from: "von",
  to: "bis",
  yes: "Ja",
  no: "Nein",
  invalidNumber: "Bitte eine Zahl eingeben, z. B. 1.234,50",
  /** Default hint of date fields: the format is an instruction users need (WCAG 3.3.2). */
  dateHint: "Format TT.MM.JJJJ, z. B. 31.12.2024",
  invalidDate: "Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben",
  rangeOrder: "Das Datum „bis“ darf nicht vor dem Datum „von“ liegen",
} as const;
