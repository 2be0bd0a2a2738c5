import { setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs";
import { useMemo } from "react";
import { useHttp } from "../../../api/HttpContext";
import { useHost } from "../../../framework/host";

// Bundled, MapLibre cannot find its worker beside itself: it is told where the build put it.
setWorkerUrl(workerUrl);

/**
 * The base map's style: the portal's (host prop mapStyleUrl), else the register server's own. An
 * absolute URL, as MapLibre's worker resolves it against no page.
 */
export function useMapStyle(): string {
  const http = useHttp();
  const { mapStyleUrl } = useHost();
  return useMemo(
    () =>
      mapStyleUrl ??
      new URL(http.url("/map/style.json"), window.location.href).href,
    [mapStyleUrl, http],
  );
}

/** MapLibre draws with WebGL; without it, what the map shows must be said otherwise. */
export function supportsWebGl(): boolean {
  if (typeof WebGLRenderingContext === "undefined") return false;
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}
