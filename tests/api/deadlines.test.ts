import {
  addYears,
  batReconsiderationDeadline,
  batReconsiderationState,
  daysBetween,
  siteVisitDue,
  siteVisitState,
  viennaDate,
} from "../../src/api/deadlines";

describe("site visits (IED Art. 23(4))", () => {
  it("are due one, two or three years after the last planned visit, by risk class", () => {
    expect(siteVisitDue("HIGH", "2025-03-14", "2001-01-01")).toBe("2026-03-14");
    expect(siteVisitDue("MEDIUM", "2025-03-14", "2001-01-01")).toBe(
      "2027-03-14",
    );
    expect(siteVisitDue("LOW", "2025-03-14", "2001-01-01")).toBe("2028-03-14");
  });

  it("without any visit, one interval after operation started", () => {
    expect(siteVisitDue("MEDIUM", null, "2026-08-01")).toBe("2028-08-01");
  });

  it("from 29 February: 28 February in a year without one, 29 February in a leap year", () => {
    expect(siteVisitDue("HIGH", "2024-02-29", "2000-01-01")).toBe("2025-02-28");
    expect(siteVisitDue("LOW", "2025-02-28", "2000-01-01")).toBe("2028-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
    expect(addYears("2023-12-31", 1)).toBe("2024-12-31");
  });

  it("are kept on the due day and overdue from the next", () => {
    expect(siteVisitState("2026-03-14", "2026-03-13")).toBe("ON_TIME");
    expect(siteVisitState("2026-03-14", "2026-03-14")).toBe("ON_TIME");
    expect(siteVisitState("2026-03-14", "2026-03-15")).toBe("OVERDUE");
    expect(daysBetween("2026-03-14", "2026-03-15")).toBe(1);
    // Across the day clocks change (30 March 2025 in Austria) still whole days.
    expect(daysBetween("2025-03-29", "2025-04-01")).toBe(3);
  });
});

describe("reconsideration after BAT conclusions (IED Art. 21(3))", () => {
  it("is due four years after publication, 29 February to 29 February", () => {
    expect(batReconsiderationDeadline("2017-08-17")).toBe("2021-08-17");
    expect(batReconsiderationDeadline("2020-02-29")).toBe("2024-02-29");
  });

  it("is adapted on time up to the deadline's own day, late after it", () => {
    expect(
      batReconsiderationState("2021-08-17", "2021-08-17", "2026-01-01"),
    ).toBe("ADAPTED");
    expect(
      batReconsiderationState("2021-08-17", "2021-08-18", "2026-01-01"),
    ).toBe("ADAPTED_LATE");
  });

  it("not adapted: open up to the deadline, overdue from the next day", () => {
    expect(batReconsiderationState("2021-08-17", null, "2021-08-17")).toBe(
      "OPEN",
    );
    expect(batReconsiderationState("2021-08-17", null, "2021-08-18")).toBe(
      "OVERDUE",
    );
  });
});

describe("today in Vienna", () => {
  it("is no day for a clock outside the years 1900–2200, rather than a RangeError (ADR 41)", () => {
    expect(viennaDate(8.64e15)).toBe("");
    expect(viennaDate(Date.parse("+275760-09-13T00:00:00Z"))).toBe("");
    expect(viennaDate(Date.parse("1899-12-31T22:59:59Z"))).toBe("");
    expect(viennaDate(NaN)).toBe("");
    expect(viennaDate(Date.parse("2200-12-31T22:59:59Z"))).toBe("2200-12-31");
  });

  it("changes at midnight in Austria, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year in Vienna (UTC+1).
    expect(viennaDate(Date.parse("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    // 22:30 UTC in summer is 00:30 in Vienna (UTC+2).
    expect(viennaDate(Date.parse("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(viennaDate(Date.parse("2026-07-14T21:30:00Z"))).toBe("2026-07-14");
  });

  it("agrees with the time-zone database every quarter hour of 2024 to 2030", () => {
    const tzdb = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const wrong: string[] = [];
    const end = Date.parse("2031-01-01T00:00:00Z");
    for (let t = Date.parse("2024-01-01T00:00:00Z"); t < end; t += 900_000)
      if (viennaDate(t) !== tzdb.format(t))
        wrong.push(new Date(t).toISOString());
    expect(wrong).toEqual([]);
  });
});
