import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  helpModeAtom,
  messageCentreOpenAtom,
} from "../../../src/framework/chrome/chromeState";
import { ContextHelp } from "../../../src/framework/help";
import type { AppRoute } from "../../../src/framework/routing/types";
import { ANONYMOUS, loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  frameFetch,
  mockViewport,
  page,
  restoreViewport,
  ShowAtom,
  TABLE,
  firstPage,
} from "../../utils/frameTestUtils";

const WITH_STATE: AppRoute[] = TABLE.map((route) =>
  route.path === "start"
    ? {
        ...route,
        load: page("Start", () => (
          <>
            <ShowAtom atom={helpModeAtom} label="Hilfemodus" />
            <ContextHelp topic="Start" text="Die Startseite des Registers." />
            <ShowAtom atom={messageCentreOpenAtom} label="Nachrichten offen" />
          </>
        )),
      }
    : route,
);

const drawer = () => screen.getByRole("dialog", { name: "Menü" });
// While the modal menu is open the page behind it is hidden from the accessibility tree.
const menuButton = () =>
  screen.getByRole("button", { name: "Menü", hidden: true });
const heading = (name: string) =>
  screen.findByRole("heading", { level: 1, name });

async function openMenu(
  session = loggedIn(),
  url = "/start",
  login: (returnUrl: string) => void = jest.fn(),
) {
  const user = userEvent.setup();
  const view = await renderRoutes(WITH_STATE, {
    url,
    session,
    fetch: frameFetch(),
    host: { handlers: { login } },
  });
  await firstPage();
  expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  await user.click(menuButton());
  await screen.findByRole("dialog", { name: "Menü" });
  return { ...view, user };
}

const topLevel = () =>
  within(within(drawer()).getByRole("navigation"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

beforeEach(() => mockViewport(375));
afterEach(restoreViewport);

describe("mobile burger menu (SPEC §2)", () => {
  it("replaces the navigation bar with a 'Menü' button that opens the drawer", async () => {
    await openMenu();
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(topLevel()).toEqual([
      "Start",
      "Register",
      "Themen",
      "Wissen",
      "Umweltbundesamt",
    ]);
    // Items with sub-pages open the second level; the others are links.
    expect(
      within(drawer()).getByRole("button", { name: "Wissen" }),
    ).toBeInTheDocument();
    expect(
      within(drawer()).getByRole("link", { name: "Start" }),
    ).toHaveAttribute("aria-current", "page");
    expect(
      within(drawer()).getByRole("link", { name: "Register" }),
    ).toBeInTheDocument();
  });

  it("second level: the chosen item's sub-tree, and back", async () => {
    const { user } = await openMenu();
    await user.click(within(drawer()).getByRole("button", { name: "Wissen" }));
    const back = within(drawer()).getByRole("button", {
      name: "Zurück zum Menü",
    });
    expect(back).toHaveFocus();
    expect(
      within(drawer()).getByRole("heading", { name: "Wissen" }),
    ).toBeInTheDocument();
    expect(
      within(drawer())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Wissen", "Recht", "EU-Recht", "Fragen"]);
    await user.click(back);
    expect(topLevel()).toContain("Register");
    expect(
      within(drawer()).getByRole("button", { name: "Wissen" }),
    ).toHaveFocus();
  });

  it("choosing a page navigates and closes the menu", async () => {
    const { user, router } = await openMenu();
    await user.click(within(drawer()).getByRole("button", { name: "Themen" }));
    await user.click(within(drawer()).getByRole("link", { name: "Wasser" }));
    expect(await heading("Wasser")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/themen/wasser");
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("'Menü schließen' closes it and returns the focus; it opens again on the first level", async () => {
    const { user } = await openMenu();
    await user.click(within(drawer()).getByRole("button", { name: "Themen" }));
    await user.click(
      within(drawer()).getByRole("button", { name: "Menü schließen" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await user.click(menuButton());
    await screen.findByRole("dialog", { name: "Menü" });
    expect(topLevel()).toContain("Start");
  });

  it("Escape closes it", async () => {
    const { user } = await openMenu();
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe("burger menu bottom bar", () => {
  it("'Hilfe' toggles the context help", async () => {
    const { user } = await openMenu();
    const help = within(drawer()).getByRole("button", { name: "Hilfe" });
    expect(help).toHaveAttribute("aria-pressed", "false");
    await user.click(help);
    expect(help).toHaveAttribute("aria-pressed", "true");
    await user.click(
      within(drawer()).getByRole("button", { name: "Menü schließen" }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole("status", { name: "Hilfemodus" }),
      ).toHaveTextContent("true"),
    );
  });

  it("'Hilfe' is offered only on a page that gives context help", async () => {
    await openMenu(loggedIn(), "/register");
    expect(
      within(drawer()).queryByRole("button", { name: "Hilfe" }),
    ).not.toBeInTheDocument();
  });

  it("'Nachrichten-Center' closes the menu and opens the message centre", async () => {
    const { user } = await openMenu();
    await user.click(
      within(drawer()).getByRole("button", { name: "Nachrichten-Center" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole("status", { name: "Nachrichten offen" }),
    ).toHaveTextContent("true");
  });

  it("'Eingeloggt als' names the signed-in user, who is offered no sign-in", async () => {
    await openMenu();
    expect(within(drawer()).getByText(/Eingeloggt als/)).toHaveTextContent(
      "Eingeloggt als Maria Huber",
    );
    expect(
      within(drawer()).queryByRole("button", { name: "Anmelden" }),
    ).not.toBeInTheDocument();
  });

  it("an anonymous visitor gets 'Anmelden' there, as in the header: it closes the menu and signs in", async () => {
    const login = jest.fn();
    const { user } = await openMenu(ANONYMOUS, "/start", login);
    expect(
      within(drawer()).queryByText(/Eingeloggt als/),
    ).not.toBeInTheDocument();
    await user.click(
      within(drawer()).getByRole("button", { name: "Anmelden" }),
    );
    expect(login).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("leaving the phone layout removes the menu and it does not come back open", async () => {
    const viewport = mockViewport(375);
    const { user } = await openMenu();
    viewport.resize(1280);
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Menü" }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole("navigation", { name: "Hauptnavigation" }),
    ).toBeInTheDocument();
    viewport.resize(375);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton());
    expect(
      await screen.findByRole("dialog", { name: "Menü" }),
    ).toBeInTheDocument();
  });
});
