import type { InstallationMap } from "../../../../src/api/types";
import {
  AUSTRIA_BOUNDS,
  DISTRICTS_BELOW,
  lazyClusterIndex,
  pointsInView,
  STATES_BELOW,
  symbolDiameter,
  symbolsInView,
  type Bounds,
} from "../../../../src/features/register/map/mapModel";

/** Three installations in Linz, one in Graz; their districts and Länder. */
const MAP: InstallationMap = {
  total: 4,
  points: {
    ids: ["AT-1", "AT-2", "AT-3", "AT-4"],
    names: ["Stahlwerk Linz", "Chemiepark Linz", "Hafen Linz", "Brauerei Graz"],
    lon: [14.3, 14.31, 14.305, 15.44],
    lat: [48.3, 48.31, 48.305, 47.07],
  },
  districts: [
    { code: "401", name: "Linz", count: 3, lon: 14.286, lat: 48.306 },
    { code: "601", name: "Graz", count: 1, lon: 15.439, lat: 47.071 },
  ],
  states: [
    { code: "4", name: "Oberösterreich", count: 3, lon: 14.0, lat: 48.1 },
    { code: "6", name: "Steiermark", count: 1, lon: 15.0, lat: 47.25 },
  ],
};
const AROUND_LINZ: Bounds = [14.0, 48.0, 14.6, 48.6];

describe("the map's symbols", () => {
  it("are the Bundesländer at national zoom, biggest first", () => {
    const symbols = symbolsInView(
      MAP,
      STATES_BELOW - 1,
      AUSTRIA_BOUNDS,
      lazyClusterIndex(MAP.points),
    );
    expect(
      symbols.map((s) =>
        s.kind === "state" ? [s.area.name, s.area.count] : s.kind,
      ),
    ).toEqual([
      ["Oberösterreich", 3],
      ["Steiermark", 1],
    ]);
  });

  it("are the districts closer, only those in view", () => {
    const symbols = symbolsInView(
      MAP,
      STATES_BELOW,
      AROUND_LINZ,
      lazyClusterIndex(MAP.points),
    );
    expect(symbols).toEqual([
      expect.objectContaining({
        kind: "district",
        area: expect.objectContaining({ name: "Linz", count: 3 }),
      }),
    ]);
  });

  it("cluster close installations and zoom into them, and build the index only at cluster zoom", () => {
    const index = jest.fn(lazyClusterIndex(MAP.points));
    symbolsInView(MAP, DISTRICTS_BELOW - 0.5, AROUND_LINZ, index);
    expect(index).not.toHaveBeenCalled();
    const symbols = symbolsInView(MAP, DISTRICTS_BELOW, AROUND_LINZ, index);
    expect(symbols).toEqual([
      expect.objectContaining({ kind: "cluster", count: 3 }),
    ]);
    const cluster = symbols[0];
    expect(cluster?.kind === "cluster" && cluster.zoom).toBeGreaterThan(
      DISTRICTS_BELOW,
    );
  });

  it("are single installations, by name, when zoomed in far enough", () => {
    const symbols = symbolsInView(
      MAP,
      16,
      AROUND_LINZ,
      lazyClusterIndex(MAP.points),
    );
    expect(
      symbols.map((s) => (s.kind === "point" ? [s.id, s.name] : s.kind)),
    ).toEqual([
      ["AT-2", "Chemiepark Linz"],
      ["AT-3", "Hafen Linz"],
      ["AT-1", "Stahlwerk Linz"],
    ]);
  });

  it("grow in area with their count", () => {
    expect(symbolDiameter(1, 1)).toBe(28);
    expect(symbolDiameter(100, 100)).toBe(72);
    // A quarter of the largest count: half the added diameter.
    expect(symbolDiameter(25, 100)).toBe(50);
  });
});

it("counts the installations in view and keeps the first of them in the answer's order", () => {
  expect(pointsInView(MAP.points, AROUND_LINZ, 100)).toEqual({
    count: 3,
    first: [0, 1, 2],
  });
  expect(pointsInView(MAP.points, AUSTRIA_BOUNDS, 2)).toEqual({
    count: 4,
    first: [0, 1],
  });
  expect(pointsInView(MAP.points, [9.5, 47, 10, 47.5], 100)).toEqual({
    count: 0,
    first: [],
  });
});
