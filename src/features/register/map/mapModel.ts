/**
 * What the register's map shows at a zoom and in a view, independent of MapLibre: at national zoom
 * one symbol per Bundesland, closer one per political district (proportional to their counts, at
 * the seats the API names), closer still clusters and single installations (supercluster).
 */
import Supercluster from "supercluster";
import type { InstallationMap, MapArea } from "../../../api/types";

/** Below this zoom the map shows the Bundesländer, below DISTRICTS_BELOW the districts. */
export const STATES_BELOW = 7;
export const DISTRICTS_BELOW = 9;
/** Clusters merge symbols closer than this many pixels; above MAX_CLUSTER_ZOOM all are single. */
const CLUSTER_RADIUS_PX = 56;
const MAX_CLUSTER_ZOOM = 15;

/** Austria with a little room: the view a map opens with. [west, south, east, north] */
export const AUSTRIA_BOUNDS: [number, number, number, number] = [
  9.4, 46.3, 17.2, 49.1,
];

export type Bounds = [west: number, south: number, east: number, north: number];

export type MapSymbol =
  | { kind: "state" | "district"; key: string; area: MapArea }
  | {
      kind: "cluster";
      key: string;
      lon: number;
      lat: number;
      count: number;
      zoom: number;
    }
  | {
      kind: "point";
      key: string;
      lon: number;
      lat: number;
      id: string;
      name: string;
    };

/** The diameter of an area's or a cluster's circle: its area grows with the count. */
export function symbolDiameter(count: number, largest: number): number {
  const min = 28;
  const max = 72;
  if (largest <= 1) return min;
  return Math.round(min + (max - min) * Math.sqrt(count / largest));
}

function inBounds(lon: number, lat: number, [w, s, e, n]: Bounds): boolean {
  return lon >= w && lon <= e && lat >= s && lat <= n;
}

/**
 * The installations in view: how many, and the first `limit` of them in the answer's order (the
 * register's own, by name) — one pass, no sorting, also over 100 000.
 */
export function pointsInView(
  points: InstallationMap["points"],
  bounds: Bounds,
  limit: number,
): { count: number; first: number[] } {
  const first: number[] = [];
  let count = 0;
  for (let i = 0; i < points.ids.length; i++) {
    if (!inBounds(points.lon[i] ?? NaN, points.lat[i] ?? NaN, bounds)) continue;
    count += 1;
    if (first.length < limit) first.push(i);
  }
  return { count, first };
}

type PointProps = { index: number };

/** The clustering index of a map's installations, built on the first call and kept. */
export function lazyClusterIndex(
  points: InstallationMap["points"],
): () => Supercluster<PointProps> {
  let index: Supercluster<PointProps> | undefined;
  return () => (index ??= clusterIndex(points));
}

function clusterIndex(
  points: InstallationMap["points"],
): Supercluster<PointProps> {
  const index = new Supercluster<PointProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: MAX_CLUSTER_ZOOM,
  });
  index.load(
    points.ids.map((_, i) => ({
      type: "Feature" as const,
      geometry: {
        type: "Point" as const,
        coordinates: [points.lon[i] ?? 0, points.lat[i] ?? 0],
      },
      properties: { index: i },
    })),
  );
  return index;
}

/**
 * The symbols of a view, biggest first (the order the keyboard reaches them in); `index` is asked
 * for only at cluster zoom.
 */
export function symbolsInView(
  map: InstallationMap,
  zoom: number,
  bounds: Bounds,
  index: () => Supercluster<PointProps>,
): MapSymbol[] {
  if (zoom < DISTRICTS_BELOW) {
    const kind = zoom < STATES_BELOW ? "state" : "district";
    const areas = kind === "state" ? map.states : map.districts;
    return areas
      .filter((area) => inBounds(area.lon, area.lat, bounds))
      .sort((a, b) => b.count - a.count)
      .map((area) => ({ kind, key: `${kind}-${area.code}`, area }));
  }
  const symbols = index()
    .getClusters(bounds, Math.floor(zoom))
    .map((feature): MapSymbol => {
      const [lon = 0, lat = 0] = feature.geometry.coordinates;
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        return {
          kind: "cluster",
          key: `cluster-${props.cluster_id}`,
          lon,
          lat,
          count: props.point_count,
          zoom: Math.min(
            index().getClusterExpansionZoom(props.cluster_id),
            MAX_CLUSTER_ZOOM + 1,
          ),
        };
      }
      const i = (props as PointProps).index;
      return {
        kind: "point",
        key: `point-${map.points.ids[i]}`,
        lon,
        lat,
        id: map.points.ids[i] ?? "",
        name: map.points.names[i] ?? "",
      };
    });
  const count = (s: MapSymbol) => (s.kind === "cluster" ? s.count : 1);
  return symbols.sort(
    (a, b) =>
      count(b) - count(a) ||
      (a.kind === "point" && b.kind === "point"
        ? a.name.localeCompare(b.name, "de")
        : 0),
  );
}
