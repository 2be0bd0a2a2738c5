/**
 * @jest-environment node
 *
 * Whatever a link holds — hand-edited, cut, pasted, or made to break the page — the register reads
 * it into a search the API accepts: values over a limit are cut or corrected like other bad values,
 * never sent on to be refused (which would leave the user at 'Die Anlagen konnten nicht geladen
 * werden' with no way out but a new address).
 */
import fc from "fast-check";
import { installationSearchSchema } from "../../../host-dev/api/routes/register";
import {
  PLACE_MAX_LENGTH,
  readView,
  SEARCH_CRITERION_IDS,
  SEARCH_LIMITS,
  searchBody,
} from "../../../src/api/installationSearch";
import { OVERVIEW_SELECTIONS } from "../../../src/api/types";
import { linkCriteria } from "../../../src/framework/filters/urlCriteria";

/** Text of any length around the limits, with the characters links carry. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.nat({ max: 1000 }))
    .map(([piece, times]) => piece.repeat(times)),
);
const number = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom("1e12", "Infinity", "-1", "NaN", "1000001", "1000002", "2.5"),
);
const param = fc.oneof(
  fc.tuple(fc.constantFrom("q", "place", "nearName"), text),
  fc.tuple(fc.constantFrom("page", "size"), number),
  fc.tuple(fc.constantFrom(...SEARCH_CRITERION_IDS), text),
  fc.tuple(
    fc.constantFrom(...SEARCH_CRITERION_IDS),
    fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 500 }),
  ),
);

it("every link is read into a search the API accepts", () => {
  fc.assert(
    fc.property(
      fc.array(param, { maxLength: 12 }),
      fc.constantFrom(...OVERVIEW_SELECTIONS),
      (entries, overview) => {
        const params = new URLSearchParams();
        for (const [name, value] of entries)
          for (const one of Array.isArray(value) ? value : [value])
            params.append(name, one);
        const view = readView(params);
        const criteria = linkCriteria(params, SEARCH_CRITERION_IDS) ?? {};
        const body = {
          ...searchBody(view, criteria, overview),
          page: view.page,
          pageSize: view.pageSize,
        };
        const parsed = installationSearchSchema.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      },
    ),
    { numRuns: 300 },
  );
});

it("cuts the search text, the page and the values at the limits rather than dropping the link", () => {
  const params = new URLSearchParams({
    q: "x".repeat(300),
    page: "5000000",
  });
  for (let i = 0; i < 300; i += 1) params.append("bundesland", `w${i}`);
  const view = readView(params);
  expect(view.searchText).toHaveLength(SEARCH_LIMITS.searchText);
  expect(view.page).toBe(SEARCH_LIMITS.page);
  expect(linkCriteria(params, ["bundesland"])?.bundesland).toHaveLength(
    SEARCH_LIMITS.values,
  );
});

it("cuts a place's name to the length of a place, in the place field and as the point sorted by distance", () => {
  fc.assert(
    fc.property(text, (name) => {
      const view = readView(
        new URLSearchParams({
          place: name,
          near: "48.30600,14.28600",
          nearName: name,
        }),
      );
      expect(view.place).toBe(name.slice(0, PLACE_MAX_LENGTH));
      expect(view.near?.name).toBe(name.slice(0, PLACE_MAX_LENGTH));
    }),
  );
});
