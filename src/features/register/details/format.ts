import { formatNumber } from "../../../i18n/format";
import { DETAILS_TEXTS } from "../../../i18n/details";

/**
 * Five decimals place a point to about a metre; the two decimals of ordinary numbers (SPEC §1)
 * would move an installation by up to a kilometre.
 */
const coordinateFormat = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 5,
  maximumFractionDigits: 5,
});

export function formatCoordinate(value: number): string {
  return coordinateFormat.format(value);
}

const KIB = 1024;

/** File sizes in KB below one megabyte, else in MB; two decimals (SPEC §1). */
export function formatFileSize(bytes: number): string {
  const texts = DETAILS_TEXTS.documents;
  return bytes < KIB * KIB
    ? texts.kilobytes(formatNumber(bytes / KIB))
    : texts.megabytes(formatNumber(bytes / (KIB * KIB)));
}
