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
