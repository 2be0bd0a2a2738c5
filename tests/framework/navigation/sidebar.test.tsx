import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AppRoute } from "../../../src/framework/routing/types";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  frameFetch,
  mockViewport,
  page,
  restoreViewport,
  TABLE,
  firstPage,
} from "../../utils/frameTestUtils";

const sidebar = () =>
  screen.getByRole("navigation", { name: "Seitennavigation" });
const querySidebar = () =>
  screen.queryByRole("navigation", { name: "Seitennavigation" });
const heading = (name: string) =>
  screen.findByRole("heading", { level: 1, name });
const expander = (name: string) =>
  within(sidebar()).getByRole("button", { name: `Unterseiten von ${name}` });
const links = () =>
  within(sidebar())
    .queryAllByRole("link")
    .map((link) => link.textContent);

async function renderAt(url: string, table: AppRoute[] = TABLE) {
  const view = await renderRoutes(table, {
    url,
    session: loggedIn(),
    fetch: frameFetch(),
  });
  await firstPage();
  return view;
}

afterEach(restoreViewport);

describe("sidebar tree (SPEC §2)", () => {
  it("shows the visible routes; each node with sub-pages expands and collapses", async () => {
    const user = userEvent.setup();
    await renderAt("/start");
    expect(links()).toEqual([
      "Start",
      "Register",
      "Themen",
      "Wissen",
      "Umweltbundesamt",
    ]);
    expect(expander("Wissen")).toHaveAttribute("aria-expanded", "false");
    await user.click(expander("Wissen"));
    expect(expander("Wissen")).toHaveAttribute("aria-expanded", "true");
    expect(links()).toEqual([
      "Start",
      "Register",
      "Themen",
      "Wissen",
      "Recht",
      "Fragen",
      "Umweltbundesamt",
    ]);
    await user.click(expander("Recht"));
    expect(links()).toContain("EU-Recht");
    await user.click(expander("Wissen"));
    expect(expander("Wissen")).toHaveAttribute("aria-expanded", "false");
    expect(links()).not.toContain("Recht");
  });

  it("expands the branch of the current route by itself, again after the user closed it", async () => {
    const user = userEvent.setup();
    const { router } = await renderAt("/wissen/recht/eu");
    expect(expander("Wissen")).toHaveAttribute("aria-expanded", "true");
    expect(expander("Recht")).toHaveAttribute("aria-expanded", "true");
    expect(
      within(sidebar()).getByRole("link", { name: "EU-Recht" }),
    ).toHaveAttribute("aria-current", "page");
    expect(
      within(sidebar()).getByRole("link", { name: "Wissen" }),
    ).toHaveAttribute("data-match", "prefix");
    expect(expander("Themen")).toHaveAttribute("aria-expanded", "false");

    await user.click(expander("Wissen"));
    expect(links()).not.toContain("Fragen");
    await act(() => router.navigate("/wissen/faq"));
    await heading("Fragen");
    expect(expander("Wissen")).toHaveAttribute("aria-expanded", "true");
    expect(
      within(sidebar()).getByRole("link", { name: "Fragen" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("the whole sidebar collapses to a strip and stays so across pages", async () => {
    const user = userEvent.setup();
    const { router } = await renderAt("/start");
    const toggle = () =>
      within(sidebar()).getByRole("button", { name: "Seitennavigation" });
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(links()).toEqual([]);
    await act(() => router.navigate("/wissen"));
    await heading("Wissen");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(links()).toContain("Recht");
  });
});

describe("sidebar: where it is hidden", () => {
  it("on routes that hide it (the register) and below them", async () => {
    const { router } = await renderAt("/register");
    expect(querySidebar()).not.toBeInTheDocument();
    await act(() => router.navigate("/register/AT-1"));
    await heading("Eintrag");
    expect(querySidebar()).not.toBeInTheDocument();
    await act(() => router.navigate("/start"));
    await heading("Start");
    expect(querySidebar()).toBeInTheDocument();
  });

  it("when the current route is not permitted", async () => {
    await renderAt("/admin");
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    expect(querySidebar()).not.toBeInTheDocument();
  });

  it("when no visible route exists", async () => {
    await renderAt("/geheim", [
      {
        path: "geheim",
        name: "Geheim",
        isHidden: true,
        load: page("Geheim"),
      },
    ]);
    expect(await heading("Geheim")).toBeInTheDocument();
    expect(querySidebar()).not.toBeInTheDocument();
  });

  it("on phones, where the burger menu takes its place", async () => {
    // SPEC §1: Page framework: … mobile burger menu
    mockViewport(375);
    await renderAt("/start");
    expect(querySidebar()).not.toBeInTheDocument();
    expect(
      screen.queryByRole("navigation", { name: "Hauptnavigation" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menü" })).toBeInTheDocument();
  });

  it("on a tablet it starts as a strip", async () => {
    const viewport = mockViewport(768);
    await renderAt("/start");
    const toggle = within(sidebar()).getByRole("button", {
      name: "Seitennavigation",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    viewport.resize(1280);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
