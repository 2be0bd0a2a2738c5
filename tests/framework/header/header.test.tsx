import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  FULL_WIDTH_STORAGE_KEY,
  SIDE_FILTER_PAGE_ID,
  filterLoadFailedAtom,
  historyOpenAtom,
  pageHasFilterAtom,
  pageHasHistoryAtom,
  sideFilterOpenAtom,
} from "../../../src/framework/chrome/chromeState";
import { Header } from "../../../src/framework/header/Header";
import type { AppRoute } from "../../../src/framework/routing/types";
import { ANONYMOUS, loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  frameFetch,
  mockViewport,
  page,
  restoreViewport,
  SetAtom,
  ShowAtom,
  TABLE,
  firstPage,
} from "../../utils/frameTestUtils";

const banner = () => screen.getAllByRole("banner")[0]!;
/** The environment tag: a paragraph whose text starts 'Umgebung:' (the prefix is for screen readers). */
const environmentTag = () =>
  within(banner()).getByText(
    (_, element) =>
      element?.tagName === "P" &&
      Boolean(element.textContent?.startsWith("Umgebung:")),
  );
/** The frame's root carries the full-width state the page width rule of the CSS reads. */
const fullWidthOn = () =>
  // eslint-disable-next-line testing-library/no-node-access -- a style hook, not in the accessibility tree
  document.querySelector(".natippc-root[data-full-width]") !== null;

async function renderFrame({
  environment,
  session = loggedIn(),
  table = TABLE,
  url = "/start",
}: {
  environment?: NonNullable<Parameters<typeof frameFetch>[0]>["environment"];
  session?: typeof ANONYMOUS;
  table?: AppRoute[];
  url?: string;
} = {}) {
  const view = await renderRoutes(table, {
    url,
    session,
    fetch: frameFetch({ environment }),
  });
  await firstPage();
  return view;
}

describe("header: title", () => {
  it("links to the root, which leads to the first visible page", async () => {
    const user = userEvent.setup();
    const { router } = await renderFrame({ url: "/wissen" });
    const title = within(banner()).getByRole("link", { name: "IPPC Austria" });
    expect(title).toHaveAttribute("href", "/");
    await user.click(title);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Start" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/start");
  });

  it("is no link when the interactive name is off", async () => {
    await renderFrame({
      table: [
        {
          path: "start",
          name: "Start",
          load: page("Start", () => (
            <Header layout="desktop" interactiveName={false} />
          )),
        },
      ],
    });
    const own = within(screen.getByRole("main")).getByRole("banner");
    expect(within(own).getByText("IPPC Austria")).toBeInTheDocument();
    expect(within(own).queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("header: environment tag (SPEC §2, §3)", () => {
  it.each([
    ["LOCAL", "Lokal"],
    ["DEV", "Entwicklung"],
    ["TEST", "Test"],
    ["DEMO", "Demo"],
    ["PREPROD", "Vorproduktion"],
    ["STAGING-7", "Unbekannte Umgebung"],
  ])("%s shows '%s' with the user's name", async (environment, label) => {
    await renderFrame({ environment: { environment } });
    await within(banner()).findByText(label);
    expect(environmentTag()).toHaveTextContent(
      `Umgebung: ${label}, Eingeloggt als Maria Huber`,
    );
  });

  it("no tag in production", async () => {
    const fetch = frameFetch({ environment: { environment: "PROD" } });
    await renderRoutes(TABLE, { url: "/start", session: loggedIn(), fetch });
    await screen.findByRole("heading", { level: 1, name: "Start" });
    await screen.findByRole("button", { name: /^Version 1\.4\.2/ });
    expect(within(banner()).queryByText(/Umgebung/)).not.toBeInTheDocument();
    expect(within(banner()).queryByText("Produktion")).not.toBeInTheDocument();
  });

  it("on a phone the tag keeps the user's name, whole for screen readers", async () => {
    mockViewport(375);
    try {
      await renderFrame({
        session: loggedIn({
          currentUserName:
            "Univ.-Prof. Dipl.-Ing. Dr. techn. Maximiliane Huber-Wasserstein",
        }),
      });
      await within(banner()).findByText("Entwicklung");
      expect(environmentTag()).toHaveTextContent(
        "Umgebung: Entwicklung, Eingeloggt als Univ.-Prof. Dipl.-Ing. Dr. techn. Maximiliane Huber-Wasserstein",
      );
    } finally {
      restoreViewport();
    }
  });

  it("an anonymous visitor sees the environment without a name", async () => {
    await renderFrame({ session: ANONYMOUS });
    await within(banner()).findByText("Entwicklung");
    expect(environmentTag()).toHaveTextContent(/^Umgebung: Entwicklung$/);
  });
});

describe("header: full page width", () => {
  beforeEach(() => localStorage.clear());

  it("toggles, shows its state and is remembered across mounts", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderFrame();
    const toggle = () =>
      within(banner()).getByRole("button", { name: "Volle Seitenbreite" });
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    expect(fullWidthOn()).toBe(true);
    expect(localStorage.getItem(FULL_WIDTH_STORAGE_KEY)).toBe("true");
    unmount();

    await renderFrame();
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    expect(fullWidthOn()).toBe(true);
    await user.click(toggle());
    expect(localStorage.getItem(FULL_WIDTH_STORAGE_KEY)).toBe("false");
  });

  it("works for the visit when the browser refuses storage", async () => {
    const refuse = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const getItem = jest
      .spyOn(Storage.prototype, "getItem")
      .mockImplementation(refuse);
    const setItem = jest
      .spyOn(Storage.prototype, "setItem")
      .mockImplementation(refuse);
    try {
      const user = userEvent.setup();
      await renderFrame();
      const toggle = within(banner()).getByRole("button", {
        name: "Volle Seitenbreite",
      });
      expect(toggle).toHaveAttribute("aria-pressed", "false");
      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(fullWidthOn()).toBe(true);
      expect(setItem).toHaveBeenCalledWith(FULL_WIDTH_STORAGE_KEY, "true");
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});

describe("header: page buttons", () => {
  const table = (failed: boolean): AppRoute[] => [
    {
      path: "start",
      name: "Start",
      load: page("Start", () => (
        <>
          <SetAtom atom={pageHasFilterAtom} value={true} />
          <SetAtom atom={pageHasHistoryAtom} value={true} />
          <SetAtom atom={filterLoadFailedAtom} value={failed} />
          <ShowAtom atom={sideFilterOpenAtom} label="Filter offen" />
          <ShowAtom atom={historyOpenAtom} label="Verlauf offen" />
        </>
      )),
    },
    { path: "faq", name: "FAQ", load: page("FAQ") },
  ];

  it("appear only when the page asks for them", async () => {
    await renderFrame({ table: table(false), url: "/faq" });
    expect(
      within(banner()).queryByRole("button", { name: /Filter/ }),
    ).not.toBeInTheDocument();
    expect(
      within(banner()).queryByRole("button", { name: "Verlauf" }),
    ).not.toBeInTheDocument();
  });

  it("the filter button toggles the side filter, the history button the history", async () => {
    const user = userEvent.setup();
    await renderFrame({ table: table(false) });
    const filter = await within(banner()).findByRole("button", {
      name: "Filter",
    });
    expect(filter).toHaveAttribute("aria-expanded", "false");
    await user.click(filter);
    expect(filter).toHaveAttribute("aria-expanded", "true");
    expect(
      screen.getByRole("status", { name: "Filter offen" }),
    ).toHaveTextContent("true");
    const history = within(banner()).getByRole("button", { name: "Verlauf" });
    await user.click(history);
    expect(
      screen.getByRole("status", { name: "Verlauf offen" }),
    ).toHaveTextContent("true");
  });

  it("the filter button names the side filter page it shows and hides (aria-controls)", async () => {
    await renderFrame({ table: table(false) });
    const filter = await within(banner()).findByRole("button", {
      name: "Filter",
    });
    expect(filter).toHaveAttribute("aria-controls", SIDE_FILTER_PAGE_ID);
  });

  it("the history button announces the modal dialog it opens, not a disclosure", async () => {
    await renderFrame({ table: table(false) });
    const history = await within(banner()).findByRole("button", {
      name: "Verlauf",
    });
    expect(history).toHaveAttribute("aria-haspopup", "dialog");
    expect(history).not.toHaveAttribute("aria-expanded");
  });

  it("the filter button warns when the saved filters failed to load", async () => {
    const user = userEvent.setup();
    await renderFrame({ table: table(true) });
    const filter = await within(banner()).findByRole("button", {
      name: "Filter Gespeicherte Filter konnten nicht geladen werden.",
    });
    // The warning icon is decorative (aria-hidden): only the markup shows it.
    // eslint-disable-next-line testing-library/no-node-access
    expect(filter.querySelectorAll("svg")).toHaveLength(2);
    await user.hover(filter);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Gespeicherte Filter konnten nicht geladen werden.",
    );
  });
});
