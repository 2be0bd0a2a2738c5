import { Map as MapLibre, Marker } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { supportsWebGl, useMapStyle } from "./mapSetup";
import styles from "./InstallationMap.module.css";

/** How close the details page's map shows the installation: its part of Austria. */
const LOCATION_ZOOM = 7.5;

/**
 * The installation's position on a small, still map (the coordinates and the link to the portal's
 * map stand beside it as text): a picture, named for screen readers, not a control.
 */
export function LocationMap({
  lon,
  lat,
  label,
}: {
  lon: number;
  lat: number;
  label: string;
}) {
  const style = useMapStyle();
  const containerRef = useRef<HTMLDivElement>(null);
  const [drawable] = useState(supportsWebGl);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !drawable) return;
    const map = new MapLibre({
      container,
      style,
      center: [lon, lat],
      zoom: LOCATION_ZOOM,
      interactive: false,
      maplibreLogo: false,
      attributionControl: false,
    });
    const dot = document.createElement("div");
    dot.className = styles.location ?? "";
    new Marker({ element: dot }).setLngLat([lon, lat]).addTo(map);
    return () => map.remove();
  }, [style, lon, lat, drawable]);
  // Without WebGL the coordinates and the portal's map link beside it say where it is.
  if (!drawable) return null;
  return (
    <div role="img" aria-label={label} className={styles.locationFrame}>
      <div
        ref={containerRef}
        aria-hidden="true"
        className={styles.locationMap}
      />
    </div>
  );
}
