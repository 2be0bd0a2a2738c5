import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { InstallationMap, MapArea } from "../../../src/api/types";
import { APP_API, type AppHono, type Services } from "../context";
import { BEZIRK_SEATS, BUNDESLAND_CENTRES } from "../data/coordinates";
import { readJson } from "../errors";
import { installationSearchSchema, resolveQuery } from "./register";

/** Five decimals: about a metre, and a third fewer bytes than full doubles. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Austria and its neighbours (ISO 3166 numeric codes, as Natural Earth's world atlas names them):
 * the offline base map's land.
 */
const AUSTRIA = "040";
const NEIGHBOURS = ["276", "203", "703", "348", "705", "380", "756", "438"];

/**
 * The offline base map: Natural Earth's country outlines (public domain, 1:50 million) of Austria
 * and its neighbours, read once from the world-atlas package.
 */
function countries(): unknown {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const all = feature(topology, topology.objects.countries);
  return {
    type: "FeatureCollection",
    features: all.features
      .filter(
        (country) =>
          country.id === AUSTRIA || NEIGHBOURS.includes(String(country.id)),
      )
      .map((country) => ({
        ...country,
        properties: { austria: country.id === AUSTRIA },
      })),
  };
}

/**
 * A MapLibre style without network: no tiles and no fonts (the register's symbols are HTML), only
 * the outlines above. In production the portal names the Austrian basemap's vector style instead
 * (host prop `mapStyleUrl`).
 */
function offlineStyle(countriesUrl: string) {
  return {
    version: 8,
    name: "IPPC Austria offline",
    sources: { countries: { type: "geojson", data: countriesUrl } },
    layers: [
      {
        id: "background",
        type: "background",
        paint: { "background-color": "#dfe8ee" },
      },
      {
        id: "land",
        type: "fill",
        source: "countries",
        paint: {
          "fill-color": ["case", ["get", "austria"], "#ffffff", "#eef0f2"],
        },
      },
      {
        id: "borders",
        type: "line",
        source: "countries",
        paint: {
          "line-color": ["case", ["get", "austria"], "#5c6670", "#a3acb4"],
          "line-width": ["case", ["get", "austria"], 1.5, 0.75],
        },
      },
    ],
  };
}

/** The map's answer: every match, column by column, and the counts per district and Land. */
function mapOf(
  services: Services,
  matches: Iterable<{
    id: string;
    name: string;
    bezirk: { code: string; name: string };
    bundesland: { code: string; name: string };
  }>,
): InstallationMap {
  const points: InstallationMap["points"] = {
    ids: [],
    names: [],
    lon: [],
    lat: [],
  };
  const districts = new Map<string, MapArea>();
  const states = new Map<string, MapArea>();
  const count = (
    areas: Map<string, MapArea>,
    { code, name }: { code: string; name: string },
    seat: readonly [number, number] | undefined,
  ) => {
    const area = areas.get(code);
    if (area) area.count += 1;
    else {
      const [lat, lon] = seat ?? [47.6, 14.1];
      areas.set(code, { code, name, count: 1, lon, lat });
    }
  };
  for (const summary of matches) {
    const at = services.dataset.coordinates(summary.id);
    if (!at) continue;
    points.ids.push(summary.id);
    points.names.push(summary.name);
    points.lon.push(round(at.lon));
    points.lat.push(round(at.lat));
    count(
      districts,
      summary.bezirk,
      BEZIRK_SEATS[summary.bezirk.code] ??
        BUNDESLAND_CENTRES[summary.bundesland.code],
    );
    count(
      states,
      summary.bundesland,
      BUNDESLAND_CENTRES[summary.bundesland.code],
    );
  }
  const byCode = (a: MapArea, b: MapArea) => a.code.localeCompare(b.code);
  return {
    total: points.ids.length,
    points,
    districts: [...districts.values()].sort(byCode),
    states: [...states.values()].sort(byCode),
  };
}

export function registerMapRoutes(app: AppHono, services: Services): void {
  let countriesJson: string | undefined;

  app.post(`${APP_API}/ippcInstallations/map`, async (c) => {
    const body = await readJson(c, installationSearchSchema);
    const query = resolveQuery(c, services, body);
    return c.json(mapOf(services, services.dataset.matching(query)));
  });

  app.get(`${APP_API}/map/style.json`, (c) =>
    c.json(
      offlineStyle(
        new URL(`${APP_API}/map/countries.geojson`, services.publicOrigin).href,
      ),
    ),
  );

  app.get(`${APP_API}/map/countries.geojson`, (c) => {
    countriesJson ??= JSON.stringify(countries());
    return c.body(countriesJson, 200, {
      "Content-Type": "application/geo+json",
      "Cache-Control": "public, max-age=86400",
    });
  });
}
