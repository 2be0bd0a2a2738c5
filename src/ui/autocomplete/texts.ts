import { T } from "../../i18n/de";

/** The autocomplete's own product texts (the specification has only 'Keine Ergebnisse'). */
export const AUTOCOMPLETE_TEXTS = {
  searching: "Wird gesucht …",
  searchFailed: "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  results: (count: number) =>
    count === 0
      ? T.ui.noResults
      : count === 1
        ? "1 Ergebnis verfügbar"
        : `${count} Ergebnisse verfügbar`,
};
