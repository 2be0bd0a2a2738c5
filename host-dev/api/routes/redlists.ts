import {
  RED_LISTS,
  type RedList,
  type RedListEntry,
} from "../../../src/api/types";
import { BEZIRKE, BUNDESLAENDER } from "../data/austria";
import { cadastralMunicipalities } from "../data/cadastral";
import { COUNTRIES, GENDERS, LEGAL_FORMS, NACE_ACTIVITIES } from "../data/ied";
import { APP_API, type AppHono } from "../context";
import { notFound } from "../errors";

const codeName = (
  items: readonly { code: string; name: string }[],
): RedListEntry[] => items.map(({ code, name }) => ({ code, name }));

const LISTS: Readonly<Record<RedList, () => RedListEntry[]>> = {
  provinces: () => codeName(BUNDESLAENDER),
  legalForms: () => codeName(LEGAL_FORMS),
  countries: () => codeName(COUNTRIES),
  countriesAlpha2: () =>
    COUNTRIES.map((c) => ({ code: c.alpha2, name: c.name })),
  genders: () => codeName(GENDERS),
  politicalDistricts: () => codeName(BEZIRKE),
  naceActivities: () => codeName(NACE_ACTIVITIES),
  cadastralMunicipalities,
};

export function registerRedListRoutes(app: AppHono): void {
  const cache = new Map<RedList, RedListEntry[]>();
  app.get(`${APP_API}/redalists/:list`, (c) => {
    const name = c.req.param("list");
    const list = RED_LISTS.find((l) => l === name);
    if (!list) throw notFound(`Unbekannte Liste ${name}.`);
    let entries = cache.get(list);
    if (!entries) {
      entries = LISTS[list]();
      cache.set(list, entries);
    }
    return c.json(entries);
  });
}
