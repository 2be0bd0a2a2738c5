/** Long enough for every browser to have handed the object URL to its download. */
const REVOKE_DELAY_MS = 1000;

/** Saves `blob` as `fileName` through a temporary object URL, released afterwards. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * The configured GIS URL is the Bezirke vector-tile layer (`…/vt/bezirke/{z}/{x}/{y}.pbf`); the
 * tile server shows the layer in its map viewer at the layer's root. null when there is none.
 */
export function gisViewerUrl(template: string | undefined): string | null {
  const cut = template?.indexOf("{") ?? -1;
  if (!template || cut <= 0) return null;
  try {
    const url = new URL(template.slice(0, cut), window.location.href);
    return url.protocol === "https:" || url.protocol === "http:"
      ? url.href
      : null;
  } catch {
    return null;
  }
}
