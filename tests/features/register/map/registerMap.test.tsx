/**
 * The register's map view in jsdom, which has no WebGL: the switch and its address, the list of
 * what is in view as the map's alternative, and the map's own error path. Drawing, keyboard and axe
 * in Chromium: tests/e2e/map.e2e.ts.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MAP_TEXTS } from "../../../../src/i18n/map";
import { REGISTER_TEXTS } from "../../../../src/i18n/register";
import { ROUTES } from "../../../../src/app/routes";
import { renderRoutes } from "../../../utils/renderRoutes";
import {
  SLOW,
  REGISTER,
  api,
  fetchSpy,
  location,
  renderRegister,
  serverPage,
  setUpRegisterSuite,
} from "../registerSuite";

setUpRegisterSuite();

const MAP = `${REGISTER}/map`;
/** The register opened on the map: no list, so no result count to wait for. */
const renderMap = () =>
  renderRoutes(ROUTES, {
    url: "/installations?view=map",
    session: null,
    fetch: fetchSpy,
  });
/** An alert's title: its type ('Fehler: ', 'Hinweis: ') comes first. */
const endingIn = (text: string) =>
  new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const inViewRegion = () =>
  screen.getByRole("region", { name: /^Im Kartenausschnitt: / });
const inViewHeading = () =>
  screen.findByRole("heading", { name: /^Im Kartenausschnitt: / }, SLOW);

describe("the register's map", () => {
  it("'Karte' shows the same search on the map and puts it in the address; 'Liste' goes back", async () => {
    const { user, router } = await renderRegister(
      "anonymous",
      "/installations?bundesland=4",
    );
    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    await screen.findByRole("table", {}, SLOW);
    await user.click(
      screen.getByRole("radio", { name: REGISTER_TEXTS.display.map }),
    );
    expect(location(router).get("view")).toBe("map");
    expect(location(router).getAll("bundesland")).toEqual(["4"]);
    // No WebGL here: said once, and everything found is in the list.
    expect(
      await screen.findByText(endingIn(MAP_TEXTS.unsupported), undefined, SLOW),
    ).toBeInTheDocument();
    const heading = await inViewHeading();
    expect(heading).toHaveTextContent(MAP_TEXTS.inView.title(total));
    const list = within(inViewRegion()).getAllByRole("link");
    expect(list).toHaveLength(Math.min(total, 100));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(
      screen.getByRole("radio", { name: REGISTER_TEXTS.display.list }),
    );
    expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
    expect(location(router).has("view")).toBe(false);
  });

  it("lists at most 100 names in view, by name, and says how many more there are", async () => {
    await renderMap();
    const heading = await inViewHeading();
    expect(heading).toHaveTextContent(MAP_TEXTS.inView.title(750));
    const names = within(inViewRegion())
      .getAllByRole("link")
      .map((link) => link.textContent ?? "");
    expect(names).toHaveLength(100);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
    expect(screen.getByText(MAP_TEXTS.inView.more(650))).toBeInTheDocument();
  });

  it.each(["500", "wrong-shape"] as const)(
    "a failed answer for the map says so and 'Erneut versuchen' loads it (%s)",
    async (mode) => {
      await api.loginAs("anonymous");
      await api.addFault({ path: MAP, method: "POST", mode, times: 1 });
      const user = userEvent.setup();
      await renderMap();
      expect(
        await screen.findByText(
          endingIn(MAP_TEXTS.loadFailed),
          undefined,
          SLOW,
        ),
      ).toBeInTheDocument();
      await user.click(
        screen.getByRole("button", { name: REGISTER_TEXTS.retry }),
      );
      expect(await inViewHeading()).toBeInTheDocument();
      expect(
        screen.queryByText(endingIn(MAP_TEXTS.loadFailed)),
      ).not.toBeInTheDocument();
    },
  );
});
