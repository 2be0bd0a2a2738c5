/**
 * Product texts of the content pages and the FAQ. The failure text
 * 'Die Information ist derzeit nicht verfügbar.' is the specification's (T.errors.contentUnavailable).
 */
export const CONTENT_TEXTS = {
  retry: "Erneut versuchen",
  loading: "Inhalt wird geladen …",
  /** Read after links the content service opens in a new tab (WCAG G201). */
} as const;
