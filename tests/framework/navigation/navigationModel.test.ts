import { resolveRoutes } from "../../../src/framework/routing/access";
import type { RouteContext } from "../../../src/framework/routing/types";
import {
  buildNavigationItems,
  buildSidebarTree,
  currentBranch,
  matchPath,
  shownItems,
  subEntries,
  type NavigationItem,
  type SidebarNode,
} from "../../../src/framework/navigation/navigationModel";
import { TABLE } from "../../utils/frameTestUtils";

const VISITOR: RouteContext = {
  isLoggedIn: false,
  roles: [],
  taskCount: 0,
  tasksKnown: true,
  hadTasks: false,
  ebbPermitted: false,
};

const items = (ctx: RouteContext = VISITOR) =>
  buildNavigationItems(resolveRoutes(TABLE, ctx));

const byName = (list: NavigationItem[], name: string) => {
  const item = list.find((entry) => entry.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
};

const names = (nodes: SidebarNode[]): unknown[] =>
  nodes.map((node) =>
    node.children.length
      ? { [node.name]: node.expanded ? names(node.children) : "zu" }
      : node.name,
  );

describe("navigation items (SPEC §3)", () => {
  it("carry name, path, linkTo, linkId, target, key and the dropdown flag", () => {
    const all = items();
    const themen = byName(all, "Themen");
    expect(themen).toMatchObject({
      key: "/themen",
      name: "Themen",
      path: "/themen",
      linkTo: "/themen",
      linkId: "natippc-nav-themen",
      isHidden: false,
      showSubRoutesAsDropdown: true,
      hasChildren: true,
    });
    expect(themen.subItems.map((item) => item.path)).toEqual([
      "/themen/luft",
      "/themen/wasser",
      "/themen/intern",
    ]);
    expect(byName(all, "Umweltbundesamt")).toMatchObject({
      linkTo: "https://www.umweltbundesamt.at/",
      target: "_blank",
      hasChildren: false,
    });
  });

  it("hidden, not permitted and parameter routes are hidden; shownItems leaves them out", () => {
    const all = items();
    expect(byName(all, "Verwaltung").isHidden).toBe(true);
    const register = byName(all, "Register");
    expect(register.subItems[0]).toMatchObject({
      name: "Eintrag",
      isHidden: true,
    });
    // Only hidden sub-items: nothing to expand.
    expect(register.hasChildren).toBe(false);
    expect(shownItems(all).map((item) => item.name)).toEqual([
      "Start",
      "Register",
      "Themen",
      "Wissen",
      "Umweltbundesamt",
    ]);
    expect(
      shownItems(items({ ...VISITOR, isLoggedIn: true, roles: ["ADMIN"] })).map(
        (item) => item.name,
      ),
    ).toContain("Verwaltung");
  });

  it("a dropdown lists the item's own page first, when it has one", () => {
    const all = items();
    expect(subEntries(byName(all, "Themen")).map((item) => item.name)).toEqual([
      "Luft",
      "Wasser",
    ]);
    expect(subEntries(byName(all, "Wissen")).map((item) => item.path)).toEqual([
      "/wissen",
      "/wissen/recht",
      "/wissen/faq",
    ]);
  });
});

describe("highlighting", () => {
  it("exact for the item itself, prefix for a page below it, nothing otherwise", () => {
    expect(matchPath("/installations", "/installations")).toBe("exact");
    expect(matchPath("/installations", "/installations/")).toBe("exact");
    expect(matchPath("/installations", "/installations/AT-IPPC-000001")).toBe(
      "prefix",
    );
    expect(matchPath("/installations", "/installationsarchiv")).toBeUndefined();
    expect(matchPath("/start", "/faq")).toBeUndefined();
  });

  it("the current branch holds every shown item on the way to the route", () => {
    expect([...currentBranch(items(), "/wissen/recht/eu")]).toEqual([
      "/wissen",
      "/wissen/recht",
      "/wissen/recht/eu",
    ]);
    expect([...currentBranch(items(), "/register/AT-1")]).toEqual([
      "/register",
    ]);
  });
});

describe("sidebar tree (SPEC §3 sidebar node)", () => {
  it("nodes carry name, path, id, key and children; only shown items appear", () => {
    const [start, , themen] = buildSidebarTree(items(), "/start");
    expect(start).toMatchObject({
      key: "/start",
      id: "natippc-sidebar-start",
      name: "Start",
      path: "/start",
      expanded: false,
      children: [],
    });
    expect(themen?.children.map((node) => node.name)).toEqual([
      "Luft",
      "Wasser",
    ]);
  });

  it("the branch of the current route is expanded by itself", () => {
    expect(names(buildSidebarTree(items(), "/start"))).toEqual([
      "Start",
      "Register",
      { Themen: "zu" },
      { Wissen: "zu" },
      "Umweltbundesamt",
    ]);
    expect(names(buildSidebarTree(items(), "/wissen/recht/eu"))).toEqual([
      "Start",
      "Register",
      { Themen: "zu" },
      { Wissen: [{ Recht: ["EU-Recht"] }, "Fragen"] },
      "Umweltbundesamt",
    ]);
  });

  it("the user's choice wins over auto-expansion", () => {
    const tree = buildSidebarTree(items(), "/wissen/recht/eu", {
      "/wissen": false,
      "/themen": true,
    });
    expect(names(tree)).toEqual([
      "Start",
      "Register",
      { Themen: ["Luft", "Wasser"] },
      { Wissen: "zu" },
      "Umweltbundesamt",
    ]);
  });
});
