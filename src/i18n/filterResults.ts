/**
 * The register's result list as the filter feature names it (FILTER_TEXTS.results): apart, so that
 * the page's first rows carry these few texts and not the saved filters' messages with them.
 */
import { formatCount } from "./format";

export const FILTER_RESULT_TEXTS = {
  search: "Anlagen durchsuchen",
  count: (n: number) =>
    n === 1 ? "1 Anlage gefunden" : `${formatCount(n)} Anlagen gefunden`,
  list: "Gefundene Anlagen",
  metadataFailed: "Die Filterkriterien konnten nicht geladen werden.",
  searchFailed: "Die Anlagen konnten nicht geladen werden.",
} as const;
