/** One installation is 'Anlage', never '1 Anlagen': every text that counts installations. */
import { EXPORT_STATUS_TEXTS } from "../../src/i18n/exportStatus";
import { FILTER_RESULT_TEXTS } from "../../src/i18n/filterResults";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { START_TEXTS } from "../../src/i18n/start";

it.each([
  ["start page total", (n: string) => START_TEXTS.figures.total(n)],
  ["results count", (n: string) => FILTER_RESULT_TEXTS.count(Number(n))],
  ["table caption", (n: string) => REGISTER_TEXTS.caption(n, "1", "1")],
  ["GeoJSON download", (n: string) => EXPORT_STATUS_TEXTS.gisDone(n)],
])("%s: 1 Anlage, 2 Anlagen", (_, text) => {
  expect(text("1")).toMatch(/\b1 Anlage\b(?!n)/);
  expect(text("2")).toMatch(/\b2 Anlagen\b/);
});
