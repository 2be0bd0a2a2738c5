import {
  RED_LISTS,
  type RedList,
  type RedListEntry,
} from "../../../src/api/types";
import { BEZIRKE, BUNDESLAENDER, GEMEINDEN } from "../data/austria";
import { COUNTRIES, GENDERS, LEGAL_FORMS, NACE_ACTIVITIES } from "../data/ied";
import { APP_API, type AppHono } from "../context";
import { notFound } from "../errors";
import { hashSeed } from "../random";

/**
 * Katastralgemeinden are not in the reference data; one per municipality
 * with a stable five-digit number is enough for pickers.
 */
function cadastralMunicipalities(): RedListEntry[] {
  const used = new Set<string>();
  const seen = new Set<string>();
  const list: RedListEntry[] = [];
  for (const gemeinde of GEMEINDEN) {
    if (seen.has(gemeinde.gkz)) continue;
    seen.add(gemeinde.gkz);
    let number = 10000 + (hashSeed("kg", gemeinde.gkz) % 89000);
    while (used.has(String(number)))
      number = number >= 98999 ? 10000 : number + 1;
    used.add(String(number));
    list.push({ code: String(number), name: gemeinde.name });
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, "de"));
}

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
