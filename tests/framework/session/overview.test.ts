import { defaultOverview } from "../../../src/framework/session/overview";

describe("overview selection default (SPEC §4)", () => {
  it("official for an authority with a federal state", () => {
    // SPEC §3: Overview selection values: all, official, owner.
    expect(
      defaultOverview({ userType: "AUTHORITY", bundeslandCode: "4" }),
    ).toBe("official");
  });
  it("bundeslandCode '0' counts as absent", () => {
    expect(
      defaultOverview({ userType: "AUTHORITY", bundeslandCode: "0" }),
    ).toBe("all");
    expect(
      defaultOverview({ userType: "AUTHORITY", bundeslandCode: null }),
    ).toBe("all");
  });
  it("owner for a registered user", () => {
    expect(
      defaultOverview({ userType: "NATIPPC_REGISTERED", bundeslandCode: "0" }),
    ).toBe("owner");
  });
  it("all otherwise", () => {
    expect(defaultOverview(null)).toBe("all");
    expect(defaultOverview({ userType: "OTHER", bundeslandCode: "9" })).toBe(
      "all",
    );
  });
});
