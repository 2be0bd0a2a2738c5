/** @jest-environment node */
import {
  germanSortKey,
  normalizeSearch,
  searchTokens,
} from "../../host-dev/api/text";
import { buildPdf } from "../../host-dev/api/pdf";

describe("German text helpers", () => {
  it("folds umlauts, their ae/oe/ue spellings, ß and case", () => {
    expect(normalizeSearch("Vöcklabruck")).toBe(
      normalizeSearch("Voecklabruck"),
    );
    expect(normalizeSearch("VOCKLABRUCK")).toBe("vocklabruck");
    expect(normalizeSearch("Gießerei")).toBe(normalizeSearch("Giesserei"));
    expect(normalizeSearch("Čačak")).toBe("cacak");
    expect(searchTokens("  Zementwerk,  Kirchdorf ")).toEqual([
      "zementwerk",
      "kirchdorf",
    ]);
  });

  it("sorts like a German phone book and numbers numerically", () => {
    const words = ["Zell", "Ärzte", "Apfel", "Öl", "Ober", "Birne"];
    expect(
      [...words].sort((a, b) => (germanSortKey(a) < germanSortKey(b) ? -1 : 1)),
    ).toEqual(["Apfel", "Ärzte", "Birne", "Ober", "Öl", "Zell"]);
    const codes = ["1.10", "1.9", "1.2", "10.1"];
    expect(
      [...codes].sort((a, b) => (germanSortKey(a) < germanSortKey(b) ? -1 : 1)),
    ).toEqual(["1.2", "1.9", "1.10", "10.1"]);
  });
});

describe("PDF writer", () => {
  it("writes WinAnsi text with escaped parentheses and a correct xref table", () => {
    const text = Buffer.from(
      buildPdf("Prüfbericht (Entwurf) – Größe", ["Zeile \\ 1"]),
    ).toString("latin1");
    expect(text).toContain(
      "(Pr\u00fcfbericht \\(Entwurf\\) \u0096 Gr\u00f6\u00dfe)",
    );
    expect(text).toContain("(Zeile \\\\ 1)");
    for (const match of text.matchAll(/(\d{10}) 00000 n /g)) {
      const offset = Number(match[1]);
      expect(text.slice(offset)).toMatch(/^\d+ 0 obj/);
    }
  });
});
