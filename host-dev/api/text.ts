/**
 * Search and sort normalisation for German text.
 */

const UMLAUT_SPELLINGS = /ae|oe|ue/g;

/**
 * Folds case, diacritics and the umlaut spellings ae/oe/ue so that "Vöcklabruck",
 * "Voecklabruck" and "Vocklabruck" all meet. Applied to both haystack and
 * needle, so the occasional false friend ("Steuer" ≈ "Stur") is harmless.
 */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(UMLAUT_SPELLINGS, (m) => m.charAt(0));
}

/** Splits user input into normalised tokens; every token must match. */
export function searchTokens(text: string): string[] {
  return normalizeSearch(text)
    .split(/[\s,;]+/)
    .filter((token) => token.length > 0);
}

/**
 * Sort key approximating German collation (DIN 5007-1: ä sorts as a) with
 * numeric runs padded so "1.10" follows "1.9". Plain string comparison of
 * these keys is several times faster than Intl.Collator over 100 000 rows.
 */
export function germanSortKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\d+/g, (digits) => digits.padStart(10, "0"));
}
