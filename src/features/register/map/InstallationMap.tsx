import { Map as MapLibre, Marker, NavigationControl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { useInstallationMap } from "../../../api/endpoints/installations";
import type { InstallationSearch, InstallationMap } from "../../../api/types";
import { MAP_TEXTS } from "../../../i18n/map";
import { Alert, ALERT_TYPES } from "../../../ui/alert";
import {
  VISUALLY_HIDDEN_CLASS,
  VisuallyHidden,
} from "../../../ui/visually-hidden";
import { Spinner } from "../../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../../ui/tokens";
import { RetryButton } from "../Results";
import {
  AUSTRIA_BOUNDS,
  DISTRICTS_BELOW,
  lazyClusterIndex,
  pointsInView,
  STATES_BELOW,
  symbolDiameter,
  symbolsInView,
  type Bounds,
  type MapSymbol,
} from "./mapModel";
import { supportsWebGl, useMapStyle } from "./mapSetup";
import styles from "./InstallationMap.module.css";

const TEXTS = MAP_TEXTS;
/** More names than this in view are summed up: the list stays a list, not the whole register. */
const LIST_LIMIT = 100;
/** Where a symbol's activation takes the map: a Bundesland's districts, a district's clusters. */
const ZOOM_INTO = {
  state: STATES_BELOW + 0.5,
  district: DISTRICTS_BELOW + 0.5,
};

/** The camera of the map: what is shown and at which zoom. */
interface Camera {
  zoom: number;
  bounds: Bounds;
}

const LOCALE = {
  "Map.Title": TEXTS.title,
  "NavigationControl.ZoomIn": TEXTS.zoomIn,
  "NavigationControl.ZoomOut": TEXTS.zoomOut,
  "AttributionControl.ToggleAttribution": TEXTS.attribution,
};

function cameraOf(map: MapLibre): Camera {
  const b = map.getBounds();
  return {
    zoom: map.getZoom(),
    bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
  };
}

/**
 * The register's search on a map: MapLibre over the portal's base map, symbols as HTML buttons and
 * links (reachable by keyboard, named for screen readers), and below it the installations in view
 * as a list — the map is never the only way.
 */
export function InstallationMap({ search }: { search: InstallationSearch }) {
  const answer = useInstallationMap(search);
  if (answer.isError)
    return (
      <Alert type={ALERT_TYPES.Danger} title={TEXTS.loadFailed} live>
        <RetryButton onRetry={() => void answer.refetch()} />
      </Alert>
    );
  if (!answer.data)
    return (
      <div className={styles.pending}>
        <Spinner delayMs={SPINNER_DELAY_MS} />
      </div>
    );
  return <MapWithList data={answer.data} />;
}

function MapWithList({ data }: { data: InstallationMap }) {
  const style = useMapStyle();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const [unsupported] = useState(() => !supportsWebGl());
  const [baseMapFailed, setBaseMapFailed] = useState(false);
  const [camera, setCamera] = useState<Camera>({
    zoom: 0,
    bounds: AUSTRIA_BOUNDS,
  });
  const listId = useId();
  const mapId = useId();

  useEffect(() => {
    const container = containerRef.current;
    if (!container || unsupported) return;
    const created = new MapLibre({
      container,
      style,
      bounds: AUSTRIA_BOUNDS,
      fitBoundsOptions: { padding: 8 },
      locale: LOCALE,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maplibreLogo: false,
      attributionControl: { compact: true },
    });
    created.keyboard.disableRotation();
    created.touchZoomRotate.disableRotation();
    created.addControl(
      new NavigationControl({ showCompass: false }),
      "top-right",
    );
    const follow = () => setCamera(cameraOf(created));
    created.on("moveend", follow);
    created.on("error", () => {
      // Only the base map can fail here: the installations are HTML, not map layers.
      if (!created.isStyleLoaded()) setBaseMapFailed(true);
    });
    follow();
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, [style, unsupported]);

  // The national views need no clusters: the index is built when the browser is idle after the
  // first symbols, or when the map first comes close enough, whichever is first.
  const index = useMemo(() => lazyClusterIndex(data.points), [data]);
  useEffect(() => {
    if (typeof requestIdleCallback === "undefined") return;
    const idle = requestIdleCallback(() => index());
    return () => cancelIdleCallback(idle);
  }, [index]);
  const symbols = useMemo(
    () => (map ? symbolsInView(data, camera.zoom, camera.bounds, index) : []),
    [map, data, camera, index],
  );

  const inView = useMemo(
    () =>
      pointsInView(
        data.points,
        unsupported ? AUSTRIA_BOUNDS : camera.bounds,
        LIST_LIMIT,
      ),
    [data, camera, unsupported],
  );
  const largest = Math.max(
    1,
    ...symbols.map((s) =>
      s.kind === "point" ? 1 : s.kind === "cluster" ? s.count : s.area.count,
    ),
  );

  const zoomTo = (symbol: MapSymbol) => {
    if (!map || symbol.kind === "point") return;
    const [lon, lat, zoom] =
      symbol.kind === "cluster"
        ? [symbol.lon, symbol.lat, symbol.zoom]
        : [symbol.area.lon, symbol.area.lat, ZOOM_INTO[symbol.kind]];
    map.easeTo({ center: [lon, lat], zoom });
    // The button goes with the view it belonged to: the map itself keeps the focus.
    map.getCanvas().focus();
  };

  return (
    <div className={styles.mapView}>
      <p className={styles.hint}>{TEXTS.hint}</p>
      <SkipLink target={listId}>{TEXTS.toList}</SkipLink>
      {unsupported && (
        <Alert type={ALERT_TYPES.Info} title={TEXTS.unsupported} />
      )}
      {baseMapFailed && (
        <Alert type={ALERT_TYPES.Warning} title={TEXTS.baseMapFailed} live />
      )}
      <div
        ref={containerRef}
        id={mapId}
        className={unsupported ? styles.hidden : styles.map}
      />
      {map &&
        symbols.map((symbol) => (
          <MapMarker
            key={symbol.key}
            map={map}
            symbol={symbol}
            diameter={
              symbol.kind === "point"
                ? undefined
                : symbolDiameter(
                    symbol.kind === "cluster"
                      ? symbol.count
                      : symbol.area.count,
                    largest,
                  )
            }
            onZoom={zoomTo}
          />
        ))}
      <InViewList
        id={listId}
        mapId={unsupported ? undefined : mapId}
        data={data}
        inView={inView}
      />
    </div>
  );
}

/** One symbol on the map: a MapLibre marker holding a React button or link. */
function MapMarker({
  map,
  symbol,
  diameter,
  onZoom,
}: {
  map: MapLibre;
  symbol: MapSymbol;
  diameter: number | undefined;
  onZoom: (symbol: MapSymbol) => void;
}) {
  const [element] = useState(() => document.createElement("div"));
  const { lon, lat } = "area" in symbol ? symbol.area : symbol;
  useEffect(() => {
    const marker = new Marker({ element }).setLngLat([lon, lat]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, element, lon, lat]);

  const size = diameter ? { width: diameter, height: diameter } : undefined;
  let content;
  if (symbol.kind === "point") {
    content = (
      <Link to={symbol.id} className={styles.point} title={symbol.name}>
        <VisuallyHidden>{symbol.name}</VisuallyHidden>
      </Link>
    );
  } else {
    const [label, count, className] =
      symbol.kind === "cluster"
        ? [TEXTS.cluster(symbol.count), symbol.count, styles.cluster]
        : [
            symbol.kind === "state"
              ? TEXTS.state(symbol.area.name, symbol.area.count)
              : TEXTS.district(symbol.area.name, symbol.area.count),
            symbol.area.count,
            styles.area,
          ];
    content = (
      <button
        type="button"
        className={className}
        style={size}
        aria-label={label}
        title={label}
        onClick={() => onZoom(symbol)}
      >
        <span aria-hidden="true">{count.toLocaleString("de-AT")}</span>
      </button>
    );
  }
  return createPortal(content, element);
}

/**
 * A link within the map view: the focus moves to its target (the list's heading, the map) and
 * the page's URL stays the search's.
 */
function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <a
      className={styles.skip}
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        const element = document.getElementById(target);
        const focusable =
          element?.querySelector<HTMLElement>("canvas") ?? element;
        focusable?.focus();
      }}
    >
      {children}
    </a>
  );
}

/** The installations in view, by name (the answer's order): the map's text alternative, a link away from the map. */
function InViewList({
  id,
  mapId,
  data,
  inView,
}: {
  id: string;
  mapId: string | undefined;
  data: InstallationMap;
  inView: ReturnType<typeof pointsInView>;
}) {
  const shown = inView.first.map((i) => ({
    id: data.points.ids[i] ?? "",
    name: data.points.names[i] ?? "",
  }));
  return (
    <section className={styles.inView} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className={styles.inViewTitle}>
        {TEXTS.inView.title(inView.count)}
      </h2>
      {/* Said after every move of the map, without taking the focus. */}
      <p role="status" className={VISUALLY_HIDDEN_CLASS}>
        {TEXTS.inView.title(inView.count)}
      </p>
      {inView.count === 0 ? (
        <p>{TEXTS.inView.none}</p>
      ) : (
        <ul className={styles.inViewList}>
          {shown.map((item) => (
            <li key={item.id}>
              <Link to={item.id}>{item.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {inView.count > shown.length && (
        <p>{TEXTS.inView.more(inView.count - shown.length)}</p>
      )}
      {mapId && <SkipLink target={mapId}>{TEXTS.inView.backToMap}</SkipLink>}
    </section>
  );
}
