import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload } from "../../../framework/lazy";
import { MAP_LABELS } from "../../../i18n/register";

// MapLibre loads when the map comes near the screen, not with the details page.
const LocationMap = lazyWithPreload("location-map", () =>
  import(/* webpackChunkName: "location-map" */ "../map/LocationMap").then(
    (module) => module.LocationMap,
  ),
);

/** Space below the screen from which the map starts loading. */
const LOAD_AHEAD = "400px";

/** The installation's position on a small map, loaded once it is near the screen. */
export function LocationMapSlot({
  lon,
  lat,
  name,
}: {
  lon: number;
  lat: number;
  name: string;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slotRef}>
      {near && (
        <Suspense fallback={null}>
          <LocationMap lon={lon} lat={lat} label={MAP_LABELS.location(name)} />
        </Suspense>
      )}
    </div>
  );
}
