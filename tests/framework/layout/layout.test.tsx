import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { filterBarAtom } from "../../../src/framework/chrome/chromeState";
import type { BreadcrumbItem } from "../../../src/framework/host";
import type { AppRoute } from "../../../src/framework/routing/types";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  firstPage,
  frameFetch,
  page,
  SetAtom,
  TABLE,
} from "../../utils/frameTestUtils";

function renderAt(url: string, host = {}, table: AppRoute[] = TABLE) {
  return renderRoutes(table, {
    url,
    session: loggedIn(),
    host: { basename: "/natippc", portalBaseUrl: "/portal", ...host },
    fetch: frameFetch(),
  });
}

describe("frame", () => {
  it("the skip link comes first and moves the focus to the main content", async () => {
    const user = userEvent.setup();
    const { container } = await renderAt("/start");
    await firstPage();
    // The design tokens are scoped to this class.
    // eslint-disable-next-line testing-library/no-node-access
    expect(container.firstElementChild).toHaveClass("natippc-root");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Zum Inhalt springen" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "natippc-main");
    expect(main).toHaveFocus();
    expect(within(main).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Start",
    );
  });

  it("the filter bar slot shows what the page's filter puts there", async () => {
    await renderAt("/start", {}, [
      {
        path: "start",
        name: "Start",
        load: page("Start", () => (
          <SetAtom atom={filterBarAtom} value={<p>Bundesland: Wien</p>} />
        )),
      },
      { path: "faq", name: "FAQ", load: page("FAQ") },
    ]);
    await firstPage();
    expect(
      await screen.findByRole("region", { name: "Filterleiste" }),
    ).toHaveTextContent("Bundesland: Wien");
  });

  it("no filter bar region without a filter", async () => {
    await renderAt("/start");
    await firstPage();
    expect(
      screen.queryByRole("region", { name: "Filterleiste" }),
    ).not.toBeInTheDocument();
  });
});

describe("breadcrumbs (SPEC §2): portal › app title › current route", () => {
  it("rendered by the app when the host has no breadcrumbs of its own", async () => {
    const user = userEvent.setup();
    const { router } = await renderAt("/wissen/recht");
    await firstPage();
    const crumbs = screen.getByRole("navigation", {
      name: "Brotkrümelnavigation",
    });
    const items = within(crumbs).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "EDM Portal",
      "IPPC Austria",
      "Recht",
    ]);
    expect(
      within(crumbs).getByRole("link", { name: "EDM Portal" }),
    ).toHaveAttribute("href", "/portal/");
    expect(within(items[2]!).getByText("Recht")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await act(() => router.navigate("/wissen/faq"));
    await screen.findByRole("heading", { level: 1, name: "Fragen" });
    expect(within(crumbs).getAllByRole("listitem")[2]).toHaveTextContent(
      "Fragen",
    );
    await user.click(
      within(crumbs).getByRole("link", { name: "IPPC Austria" }),
    );
    await screen.findByRole("heading", { level: 1, name: "Start" });
    expect(router.state.location.pathname).toBe("/start");
  });

  it("handed to the host's setBreadcrumbs, then not rendered by the app", async () => {
    const received: BreadcrumbItem[][] = [];
    const { router } = await renderAt("/start", {
      setBreadcrumbs: (items: BreadcrumbItem[]) => received.push(items),
    });
    await firstPage();
    expect(
      screen.queryByRole("navigation", { name: "Brotkrümelnavigation" }),
    ).not.toBeInTheDocument();
    expect(received.at(-1)).toEqual([
      { label: "EDM Portal", href: "/portal/" },
      { label: "IPPC Austria", href: "/natippc/" },
      { label: "Start", href: "/natippc/start" },
    ]);
    await act(() => router.navigate("/register/AT-1"));
    await screen.findByRole("heading", { level: 1, name: "Eintrag" });
    expect(received.at(-1)?.at(-1)).toEqual({
      label: "Eintrag",
      href: "/natippc/register/AT-1",
    });
  });
});
