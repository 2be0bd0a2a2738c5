import type { RedListEntry } from "../../../src/api/types";
import { hashSeed } from "../random";
import { GEMEINDEN } from "./austria";

/**
 * Katastralgemeinden are not in the reference data: one per municipality, named
 * after it, with a stable unique five-digit number, is enough for pickers and
 * for the addresses of the installations.
 */
function buildCadastralNumbers(): ReadonlyMap<string, string> {
  const used = new Set<string>();
  const byGkz = new Map<string, string>();
  for (const gemeinde of GEMEINDEN) {
    if (byGkz.has(gemeinde.gkz)) continue;
    let number = 10000 + (hashSeed("kg", gemeinde.gkz) % 89000);
    while (used.has(String(number)))
      number = number >= 98999 ? 10000 : number + 1;
    used.add(String(number));
    byGkz.set(gemeinde.gkz, String(number));
  }
  return byGkz;
}

/** Katastralgemeinde number by Gemeindekennziffer. */
export const KG_BY_GKZ = buildCadastralNumbers();

export function cadastralMunicipalities(): RedListEntry[] {
  const list: RedListEntry[] = [];
  const seen = new Set<string>();
  for (const gemeinde of GEMEINDEN) {
    const code = KG_BY_GKZ.get(gemeinde.gkz);
    if (code === undefined || seen.has(code)) continue;
    seen.add(code);
    list.push({ code, name: gemeinde.name });
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, "de"));
}
