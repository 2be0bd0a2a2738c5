import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ROUTES } from "../../../src/app/routes";
import {
  detailsPending,
  loggedIn,
  renderRoutes,
} from "../../utils/renderRoutes";
import { frameFetch, TABLE, firstPage } from "../../utils/frameTestUtils";

const nav = () => screen.getByRole("navigation", { name: "Hauptnavigation" });
const heading = (name: string) =>
  screen.findByRole("heading", { level: 1, name });

async function renderAt(url: string, table = TABLE) {
  const view = await renderRoutes(table, {
    url,
    session: loggedIn(),
    fetch: frameFetch(),
  });
  await firstPage();
  return view;
}

describe("main navigation bar (SPEC §2)", () => {
  it("lists the visible routes; hidden and not permitted ones are left out", async () => {
    await renderAt("/start");
    // A closed dropdown's list is hidden: every list item in reach is a top-level one.
    const entries = within(nav())
      .getAllByRole("listitem")
      .map(
        (item) =>
          (within(item).queryByRole("link") ?? within(item).getByRole("button"))
            .textContent,
      );
    expect(entries).toEqual([
      "Start",
      "Register",
      "Themen",
      "Wissen",
      "Umweltbundesamt",
    ]);
    expect(
      within(nav()).queryByRole("link", { name: "Verwaltung" }),
    ).not.toBeInTheDocument();
  });

  it("marks the current page and the section of a page below it", async () => {
    const { router } = await renderAt("/start");
    const link = (name: string) => within(nav()).getByRole("link", { name });
    expect(link("Start")).toHaveAttribute("aria-current", "page");
    expect(link("Start")).toHaveAttribute("data-match", "exact");
    expect(link("Register")).not.toHaveAttribute("aria-current");

    await act(() => router.navigate("/register/AT-IPPC-000001"));
    await heading("Eintrag");
    expect(link("Register")).toHaveAttribute("data-match", "prefix");
    expect(link("Register")).not.toHaveAttribute("aria-current");
    expect(link("Start")).not.toHaveAttribute("data-match");
  });

  it("in the app: an installation highlights the register", async () => {
    await renderRoutes(ROUTES, {
      url: "/installations/AT-IPPC-000001",
      session: loggedIn(),
      fetch: detailsPending("AT-IPPC-000001", frameFetch()),
    });
    await heading("Anlagendetails");
    expect(
      within(nav()).getByRole("link", { name: "Anlagenregister" }),
    ).toHaveAttribute("data-match", "prefix");
  });

  it("honours target windows: an external link opens a new tab without referrer", async () => {
    await renderAt("/start");
    const external = within(nav()).getByRole("link", {
      name: "Umweltbundesamt",
    });
    expect(external).toHaveAttribute("href", "https://www.umweltbundesamt.at/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("navigates client-side", async () => {
    const user = userEvent.setup();
    const { router } = await renderAt("/start");
    await user.click(within(nav()).getByRole("link", { name: "Wissen" }));
    expect(await heading("Wissen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/wissen");
  });
});

describe("dropdown sub-items (disclosure menu)", () => {
  const button = () => within(nav()).getByRole("button", { name: "Themen" });

  it("opens with a click and lists the visible sub-routes", async () => {
    const user = userEvent.setup();
    await renderAt("/start");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(
      within(nav()).queryByRole("link", { name: "Luft" }),
    ).not.toBeInTheDocument();
    await user.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(button()).toHaveAttribute("aria-controls");
    const [, menu] = within(nav()).getAllByRole("list");
    expect(
      within(menu!)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Luft", "Wasser"]);
  });

  it("keyboard: ArrowDown opens and focuses the first link, arrows move, Escape closes and returns focus", async () => {
    const user = userEvent.setup();
    await renderAt("/start");
    button().focus();
    await user.keyboard("{ArrowDown}");
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(within(nav()).getByRole("link", { name: "Luft" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav()).getByRole("link", { name: "Wasser" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav()).getByRole("link", { name: "Luft" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(within(nav()).getByRole("link", { name: "Wasser" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveFocus();
    // Opened with Enter, the list's first link is still the first ArrowDown reaches.
    await user.keyboard("{Enter}");
    expect(button()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(within(nav()).getByRole("link", { name: "Luft" })).toHaveFocus();
  });

  it("Enter and Space toggle it; choosing a link navigates and closes it; the section is marked", async () => {
    const user = userEvent.setup();
    const { router } = await renderAt("/start");
    button().focus();
    await user.keyboard("{Enter}");
    expect(button()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    await user.click(within(nav()).getByRole("link", { name: "Wasser" }));
    expect(await heading("Wasser")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/themen/wasser");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveAttribute("data-match", "prefix");
    await user.click(button());
    expect(within(nav()).getByRole("link", { name: "Wasser" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("closes when the focus leaves it", async () => {
    const user = userEvent.setup();
    await renderAt("/start");
    await user.click(button());
    await user.tab(); // Luft
    await user.tab(); // Wasser
    await user.tab(); // out, to the next item
    expect(within(nav()).getByRole("link", { name: "Wissen" })).toHaveFocus();
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });
});
