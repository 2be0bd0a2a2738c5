import fc from "fast-check";
import {
  formatCount,
  formatDate,
  formatDateTime,
  parseDate,
} from "../../src/i18n/format";

const viennaDate = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Vienna",
});

describe("formatDate", () => {
  it("writes a calendar date as dd.MM.yyyy, the day Vienna's calendar shows", () => {
    expect(formatDate("2024-03-05")).toBe("05.03.2024");
    // Every day of a leap year, around both clock changes, as the time-zone formatter has it.
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day))
        .toISOString()
        .slice(0, 10);
      expect(formatDate(iso)).toBe(viennaDate.format(new Date(iso)));
    }
  });

  it("gives nothing for a day that does not exist or no date", () => {
    expect(formatDate("2024-02-30")).toBe("");
    expect(formatDate("2023-02-29")).toBe("");
    expect(formatDate("kein Datum")).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
  });

  it("writes a moment in time as its day in Vienna", () => {
    expect(formatDate("2024-03-04T23:30:00Z")).toBe("05.03.2024");
    expect(formatDate(new Date(Date.UTC(2024, 6, 31, 22, 30)))).toBe(
      "01.08.2024",
    );
    expect(formatDateTime("2024-03-04T23:30:00Z")).toBe("05.03.2024 00:30");
  });

  it("gives nothing for a date outside the years 1900–2200, and never throws (ADR 41)", () => {
    // JavaScript's last moment: a day later is no date at all.
    expect(formatDate(new Date(8.64e15))).toBe("");
    expect(formatDateTime("+275760-09-13T00:00:00Z")).toBe("");
    expect(formatDate("1899-12-31")).toBe("");
    expect(formatDate("2201-01-01")).toBe("");
    expect(formatDate("1900-01-01")).toBe("01.01.1900");
    expect(formatDate("2200-12-31")).toBe("31.12.2200");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ noInvalidDate: false }),
          fc.double(),
          fc.integer({ min: -(8.64e15 + 1), max: 8.64e15 + 1 }),
          fc.string(),
          fc
            .integer({ min: -271_821, max: 275_760 })
            .map(
              (year) =>
                `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}-01-01`,
            ),
        ),
        (value) => {
          const date = formatDate(value);
          const year = Number(date.slice(6));
          expect(date === "" || (year >= 1900 && year <= 2200)).toBe(true);
          expect(() => formatDateTime(value)).not.toThrow();
        },
      ),
    );
  });
});

describe("formatCount", () => {
  it("puts a point between thousands, as de-DE does", () => {
    const german = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1234, 12345, 100000, 1234567, 20.6])
      expect(formatCount(value)).toBe(german.format(value));
    expect(formatCount(100000)).toBe("100.000");
  });
});

describe("parseDate", () => {
  it("reads dd.MM.yyyy and rejects days that do not exist", () => {
    // SPEC §5: Filter name: free text, no rules shown. Date formatting rejects invalid dates.
    expect(parseDate("5.3.2024")).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(parseDate(" 29.02.2024 ")).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(parseDate("31.02.2024")).toBeNull();
    expect(parseDate("2024-03-05")).toBeNull();
  });
});
