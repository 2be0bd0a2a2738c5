import {
  DEFAULT_SORT,
  readView,
  searchBody,
  writeView,
} from "../../../src/api/installationSearch";
import { nextSort } from "../../../src/features/register/registerView";

describe("the register's view in the URL", () => {
  it("reads search, place, sort, page (1-based), page size, list or map and the point of 'in der Nähe'", () => {
    expect(
      readView(
        new URLSearchParams(
          "q=werk&place=4020+Linz&sort=bezirk&dir=desc&page=3&size=50",
        ),
      ),
    ).toEqual({
      searchText: "werk",
      place: "4020 Linz",
      sort: { field: "bezirk", direction: "desc" },
      page: 2,
      pageSize: 50,
      display: "list",
      near: null,
    });
    expect(
      readView(
        new URLSearchParams(
          "view=map&near=48.30600,14.28600&nearName=4020+Linz",
        ),
      ),
    ).toMatchObject({
      display: "map",
      near: { lat: 48.306, lon: 14.286, name: "4020 Linz" },
    });
  });

  it("cuts a hand-edited link's name of the point of 'in der Nähe' to 60 characters", () => {
    const near = readView(
      new URLSearchParams(`near=48.3,14.3&nearName=${"x".repeat(5000)}`),
    ).near;
    expect(near?.name).toHaveLength(60);
  });

  it("writes the point of 'in der Nähe' and sends it with the search", () => {
    const params = new URLSearchParams("bundesland=4");
    const view = {
      ...readView(params),
      near: { lat: 48.306, lon: 14.286, name: "4020 Linz" },
    };
    expect(writeView(params, view).toString()).toBe(
      "bundesland=4&near=48.30600%2C14.28600&nearName=4020+Linz",
    );
    expect(searchBody(view, { bundesland: ["4"] }, "all").near).toEqual({
      lat: 48.306,
      lon: 14.286,
    });
  });

  it("falls back to the defaults for whatever a hand-edited link holds", () => {
    expect(
      readView(
        new URLSearchParams(
          "sort=secret&dir=up&page=-4&size=1000000&view=globe&near=0,0",
        ),
      ),
    ).toEqual({
      searchText: "",
      place: "",
      sort: DEFAULT_SORT,
      page: 0,
      pageSize: 20,
      display: "list",
      near: null,
    });
    expect(readView(new URLSearchParams("page=2.5")).page).toBe(0);
  });

  it("writes only what differs from the defaults and keeps the criteria", () => {
    const params = new URLSearchParams("bundesland=4&bundesland=9&q=alt");
    const view = readView(params);
    expect(writeView(params, { ...view, searchText: "" }).toString()).toBe(
      "bundesland=4&bundesland=9",
    );
    expect(
      writeView(params, {
        ...view,
        sort: { field: "name", direction: "desc" },
        page: 1,
        pageSize: 100,
      }).toString(),
    ).toBe(
      "bundesland=4&bundesland=9&q=alt&sort=name&dir=desc&page=2&size=100",
    );
  });

  it("a second click on the sorted column turns the order around; another column starts ascending", () => {
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({
      field: "name",
      direction: "desc",
    });
    expect(nextSort({ field: "name", direction: "desc" }, "name")).toEqual(
      DEFAULT_SORT,
    );
    expect(
      nextSort({ field: "name", direction: "desc" }, "operatorName"),
    ).toEqual({ field: "operatorName", direction: "asc" });
  });

  it("the place joins the search text; empty criteria are left out", () => {
    expect(
      searchBody(
        readView(new URLSearchParams("q=+chemie+&place=4020+Linz")),
        { bundesland: [], status: ["CLOSED"] },
        "owner",
      ),
    ).toEqual({
      searchText: "chemie 4020 Linz",
      overview: "owner",
      criteria: { status: ["CLOSED"] },
      sort: DEFAULT_SORT,
      page: 0,
      pageSize: 20,
    });
    expect(
      searchBody(readView(new URLSearchParams()), {}, "all"),
    ).not.toHaveProperty("searchText");
  });
});
