import type { ComponentType } from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { render } from "@testing-library/react";
import { HttpProvider } from "../../src/api/HttpContext";
import { createHttpClient } from "../../src/api/http";
import { ROUTES } from "../../src/app/routes";
import { PRELOAD_ERROR_EVENT } from "../../src/framework/host";
import {
  RouteErrorBoundary,
  RouteErrorPage,
} from "../../src/framework/error-pages";
import type { AppRoute } from "../../src/framework/routing/types";
import { assignLocation } from "../../src/framework/host/navigate";
import {
  detailsPending,
  loggedIn,
  quietFetch,
  renderRoutes,
} from "../utils/renderRoutes";
import { aTask } from "../utils/tasks";

jest.mock("../../src/framework/host/navigate", () => ({
  assignLocation: jest.fn(),
}));

function page(text: string): () => Promise<ComponentType> {
  return async () => () => <h1>{text}</h1>;
}

const heading = (name: string) =>
  screen.findByRole("heading", { level: 1, name });
const nav = () => screen.getByRole("navigation", { name: "Hauptnavigation" });

describe("the eight routes", () => {
  const expected: [string, string][] = [
    ["/start", "Startseite"],
    ["/installations", "Anlagenregister"],
    ["/installations/AT-IPPC-000001", "Anlagendetails"],
    ["/environmental-inspection", "Umweltinspektion"],
    ["/bvt-conclusions", "BVT-Schlussfolgerungen"],
    ["/legal-bases-guidelines", "Rechtsgrundlagen und Leitfäden"],
    ["/faq", "FAQ"],
    ["/user-tasklist", "Aufträge"],
  ];
  it.each(expected)("%s renders its page titled '%s'", async (url, title) => {
    // SPEC §1: Offered: a start page, an installation register, environmental-inspection information
    await renderRoutes(ROUTES, {
      url,
      session: loggedIn(),
      fetch: detailsPending("AT-IPPC-000001", quietFetch()),
    });
    expect(await heading(title)).toBeInTheDocument();
  });

  it("navigation lists the visible routes; details are hidden; Aufträge only with a task", async () => {
    // SPEC §2: Navigation menu and sub-menu are built from visible routes
    const { unmount } = await renderRoutes(ROUTES, {
      url: "/start",
      session: loggedIn(),
    });
    await heading("Startseite");
    const names = () =>
      within(nav())
        .getAllByRole("link")
        .map((link) => link.textContent);
    expect(names()).toEqual([
      "Startseite",
      "Anlagenregister",
      "Umweltinspektion",
      "BVT-Schlussfolgerungen",
      "Rechtsgrundlagen und Leitfäden",
      "FAQ",
    ]);
    unmount();
    await renderRoutes(ROUTES, {
      url: "/start",
      session: loggedIn(),
      fetch: quietFetch([aTask({ status: "SUCCESS" })]),
    });
    await heading("Startseite");
    expect(
      await within(nav()).findByRole("link", { name: "Aufträge" }),
    ).toBeInTheDocument();
  });

  it("the task list is forbidden for anonymous visitors", async () => {
    const login = jest.fn();
    await renderRoutes(ROUTES, {
      url: "/user-tasklist",
      host: { handlers: { login } },
    });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith(expect.any(String));
  });
});

describe("route visibility and permission", () => {
  const table: AppRoute[] = [
    { path: "public", name: "Öffentlich", load: page("Öffentlich") },
    {
      path: "members",
      name: "Mitglieder",
      authorized: (ctx) => ctx.isLoggedIn,
      load: page("Mitglieder"),
      children: [{ path: "inner", name: "Innen", load: page("Innen") }],
    },
    { path: "admins", name: "Admins", roles: /^ADMIN/, load: page("Admins") },
    {
      path: "owners",
      name: "Betreiber",
      roles: ["NATIPPC_REGISTERED", "OTHER"],
      load: page("Betreiber"),
    },
    {
      path: "hidden",
      name: "Versteckt",
      isHidden: true,
      load: page("Versteckt"),
    },
    {
      path: "checked",
      name: "Geprüft",
      isVisible: () => false,
      load: page("Geprüft"),
    },
    { path: "ebb", name: "EBB", ebb: true, load: page("EBB") },
  ];

  it("a route requiring login is forbidden for its path and everything below it", async () => {
    const { router } = await renderRoutes(table, { url: "/members/inner" });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    await act(() => router.navigate("/members/inner/deeper/still"));
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
  });

  it("a child is permitted when its parent is", async () => {
    // SPEC §2: Routes are nested: path, optional link target, name, component, optional wrapper.
    await renderRoutes(table, { url: "/members/inner", session: loggedIn() });
    expect(await heading("Innen")).toBeInTheDocument();
  });

  it("roles by pattern: without a matching role forbidden, with one permitted", async () => {
    const { unmount } = await renderRoutes(table, {
      url: "/admins",
      session: loggedIn(),
    });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    unmount();
    await renderRoutes(table, {
      url: "/admins",
      session: loggedIn({ authorities: [{ authority: "ROLE_ADMIN_OOE" }] }),
    });
    expect(await heading("Admins")).toBeInTheDocument();
  });

  it("roles by exact name (any of several), without the ROLE_ prefix", async () => {
    await renderRoutes(table, { url: "/owners", session: loggedIn() });
    expect(await heading("Betreiber")).toBeInTheDocument();
  });

  it("with an active role only the matching authority counts", async () => {
    await renderRoutes(table, {
      url: "/owners",
      session: loggedIn({
        authorities: [
          { authority: "ROLE_NATIPPC_REGISTERED" },
          { authority: "ROLE_ADMIN" },
        ],
        activeRole: "ADMIN",
      }),
    });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
  });

  it("hidden and self-checked routes stay reachable but leave the navigation", async () => {
    const { router } = await renderRoutes(table, {
      url: "/hidden",
      session: loggedIn(),
    });
    expect(await heading("Versteckt")).toBeInTheDocument();
    await act(() => router.navigate("/checked"));
    expect(await heading("Geprüft")).toBeInTheDocument();
    const links = within(nav())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(["Öffentlich", "Mitglieder", "Betreiber"]);
  });

  it("an EBB route needs the pluggable EBB check", async () => {
    // SPEC §2: Routes flagged as EBB routes are visible only if a permission check passes
    const { unmount } = await renderRoutes(table, {
      url: "/ebb",
      session: loggedIn(),
    });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    unmount();
    const ebbCheck = jest.fn((user) => user?.username === "maria.huber");
    await renderRoutes(table, { url: "/ebb", session: loggedIn(), ebbCheck });
    expect(await heading("EBB")).toBeInTheDocument();
    expect(ebbCheck).toHaveBeenCalled();
  });

  it("an anonymous visitor on a forbidden route goes to sign-in with a return address", async () => {
    const login = jest.fn();
    window.history.replaceState(null, "", "/natippc/members?tab=2");
    await renderRoutes(table, {
      url: "/members",
      host: { handlers: { login } },
    });
    await heading("Zugriff nicht erlaubt (Fehler 403)");
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith("/natippc/members?tab=2");
  });

  it("without a login handler the portal sign-in page is opened", async () => {
    window.history.replaceState(null, "", "/natippc/members");
    await renderRoutes(table, {
      url: "/members",
      host: { portalBaseUrl: "/portal" },
    });
    await heading("Zugriff nicht erlaubt (Fehler 403)");
    expect(assignLocation).toHaveBeenCalledWith(
      "/portal/login?returnUrl=%2Fnatippc%2Fmembers",
    );
  });

  it("the build setting disables the sign-in redirect", async () => {
    const login = jest.fn();
    Object.assign(globalThis, { __LOGIN_REDIRECT__: false });
    try {
      await renderRoutes(table, {
        url: "/members",
        host: { handlers: { login } },
      });
      expect(
        await heading("Zugriff nicht erlaubt (Fehler 403)"),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Sie haben keine Berechtigung für diese Seite."),
      ).toBeInTheDocument();
      expect(login).not.toHaveBeenCalled();
    } finally {
      Object.assign(globalThis, { __LOGIN_REDIRECT__: true });
    }
  });

  it("a 403 page opened directly: 'Zurück' leads to the app's start page, not out of the app", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(table, {
      url: "/admins",
      session: loggedIn(),
    });
    await heading("Zugriff nicht erlaubt (Fehler 403)");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await heading("Öffentlich")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/public");
  });

  it("a logged-in user without permission sees the 403 page and is not sent to sign-in", async () => {
    const login = jest.fn();
    await renderRoutes(table, {
      url: "/admins",
      session: loggedIn(),
      host: { handlers: { login } },
    });
    expect(
      await heading("Zugriff nicht erlaubt (Fehler 403)"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });
});

describe("redirects, unknown paths, links", () => {
  const table: AppRoute[] = [
    {
      path: "area",
      name: "Bereich",
      children: [
        {
          path: "hidden",
          name: "Versteckt",
          isHidden: true,
          load: page("Versteckt"),
        },
        {
          path: "locked",
          name: "Gesperrt",
          roles: ["ADMIN"],
          load: page("Gesperrt"),
        },
        { path: "open", name: "Offen", load: page("Offen") },
      ],
    },
    {
      path: "server",
      name: "Serverseite",
      serverPage: true,
      load: page("Serverseite"),
    },
    {
      path: "portal-link",
      name: "Zum Portal",
      linkTo: "../portal/home",
      load: page("x"),
    },
    {
      path: "external",
      name: "Extern",
      linkTo: "https://www.umweltbundesamt.at/",
      load: page("y"),
    },
  ];

  it("the root redirects to the first visible, permitted child", async () => {
    const { router } = await renderRoutes(table, { url: "/" });
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
  });

  it("a parent with children redirects to its first visible, permitted child", async () => {
    const { router } = await renderRoutes(table, { url: "/area" });
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
  });

  it("unknown paths show the 404 page; its back button goes back", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(table, { url: "/area/open" });
    await heading("Offen");
    await act(() => router.navigate("/nirgendwo/zu/finden"));
    expect(
      await heading("Objekt nicht gefunden (Fehler 404)"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await heading("Offen")).toBeInTheDocument();
  });

  it("a 404 page opened directly: 'Zurück' leads to the app's start page, not out of the app", async () => {
    // SPEC §8: Pages 404 and 403 as in section 2.
    const user = userEvent.setup();
    const { router } = await renderRoutes(table, { url: "/nirgendwo" });
    await heading("Objekt nicht gefunden (Fehler 404)");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
  });

  it("'Zurück' goes back to the app's page before, across its redirects", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(table, { url: "/nirgendwo" });
    await heading("Objekt nicht gefunden (Fehler 404)");
    // A parent redirects (replaces) to its first child: still a page of the app before the next.
    await act(() => router.navigate("/area"));
    expect(await heading("Offen")).toBeInTheDocument();
    await act(() => router.navigate("/weg"));
    await heading("Objekt nicht gefunden (Fehler 404)");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await heading("Offen")).toBeInTheDocument();
    // Back on the first entry, opened directly: nothing of the app before it.
    await act(() => router.navigate(-1));
    await heading("Objekt nicht gefunden (Fehler 404)");
    expect(router.state.location.pathname).toBe("/nirgendwo");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await heading("Offen")).toBeInTheDocument();
  });

  it("server pages open in the same window, external links in a new tab without referrer, ../ against the context path", async () => {
    await renderRoutes(table, {
      url: "/area/open",
      host: { basename: "/natippc" },
    });
    await heading("Offen");
    const server = within(nav()).getByRole("link", { name: "Serverseite" });
    expect(server).toHaveAttribute("href", "/natippc/server");
    expect(server).toHaveAttribute("target", "_self");
    const portal = within(nav()).getByRole("link", { name: "Zum Portal" });
    expect(portal).toHaveAttribute("href", "/portal/home");
    expect(portal).toHaveAttribute("target", "_self");
    const external = within(nav()).getByRole("link", { name: "Extern" });
    expect(external).toHaveAttribute("href", "https://www.umweltbundesamt.at/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("a #/ URL is rewritten to the same URL without the hash", async () => {
    const { router } = await renderRoutes(table, { url: "/#/area/open" });
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
    expect(router.state.location.hash).toBe("");
  });

  it("a #/ URL away from the root names the route below the context path, not below the page", async () => {
    const { router } = await renderRoutes(table, {
      url: "/area/hidden?x=1#/area/open",
    });
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
    expect(router.state.location.search).toBe("?x=1");
    expect(router.state.location.hash).toBe("");
  });

  it("an old link's query in the hash comes along", async () => {
    const { router } = await renderRoutes(table, {
      url: "/#/area/open?q=Linz",
    });
    expect(await heading("Offen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/area/open");
    expect(router.state.location.search).toBe("?q=Linz");
  });

  it.each(["/#//evil.example", "/#/\\evil.example/x", "/#/.//evil.example"])(
    "a hash naming another site (%s) is dropped: the app stays, in German",
    async (url) => {
      const { router } = await renderRoutes(table, { url });
      expect(await heading("Offen")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/area/open");
      expect(router.state.location.hash).toBe("");
      expect(
        screen.queryByText(/External navigation|Unexpected Application Error/),
      ).not.toBeInTheDocument();
    },
  );
});

describe("route prefetch", () => {
  type Prefetched = {
    searchParams: URLSearchParams;
    params: Record<string, string>;
  };

  it("runs when a route is first opened, with its search and parameters, and not again", async () => {
    const prefetch = jest.fn();
    const childPrefetch = jest.fn();
    const { router } = await renderRoutes(
      [
        {
          path: "list",
          name: "Liste",
          load: page("Liste"),
          prefetch,
          children: [
            {
              path: ":id",
              name: "Eintrag",
              load: page("Eintrag"),
              prefetch: childPrefetch,
            },
          ],
        },
        { path: "other", name: "Andere", load: page("Andere") },
      ],
      { url: "/list?q=Linz", prefetch: true },
    );
    expect(await heading("Liste")).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const first = prefetch.mock.calls[0]?.[0] as Prefetched;
    expect(first.searchParams.get("q")).toBe("Linz");

    await act(() => router.navigate("/list?q=Wels"));
    await act(() => router.navigate("/other"));
    expect(await heading("Andere")).toBeInTheDocument();
    await act(() => router.navigate("/list"));
    expect(await heading("Liste")).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);

    await act(() => router.navigate("/list/AT-7?tab=2"));
    expect(await heading("Eintrag")).toBeInTheDocument();
    expect(childPrefetch).toHaveBeenCalledTimes(1);
    const child = childPrefetch.mock.calls[0]?.[0] as Prefetched;
    expect(child.params.id).toBe("AT-7");
    expect(child.searchParams.get("tab")).toBe("2");
  });

  it("a navigation opens the page it goes to once the click is answered, before React renders it, once", async () => {
    const load = jest.fn(page("Liste"));
    const prefetch = jest.fn();
    const { router } = await renderRoutes(
      [
        { path: "start", name: "Start", load: page("Startseite") },
        { path: "list", name: "Liste", load, prefetch },
      ],
      { url: "/start", prefetch: true },
    );
    expect(await heading("Startseite")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      router.navigate("/list?q=Linz");
      // Not in the navigation's own task: the browser paints its answer to the click first.
      expect(load).not.toHaveBeenCalled();
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(
      (prefetch.mock.calls[0]?.[0] as Prefetched).searchParams.get("q"),
    ).toBe("Linz");
    expect(await heading("Liste")).toBeInTheDocument();
    await act(() => router.navigate("/start"));
    await act(() => router.navigate("/list"));
    expect(await heading("Liste")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("a page keeps what the visitor typed when only its address's search changes", async () => {
    function Typing() {
      return (
        <>
          <h1>Suche</h1>
          <label>
            Stichwort
            <input />
          </label>
        </>
      );
    }
    const user = userEvent.setup();
    const { router } = await renderRoutes(
      [
        { path: "start", name: "Start", load: page("Startseite") },
        { path: "search", name: "Suche", load: async () => Typing },
      ],
      { url: "/start" },
    );
    expect(await heading("Startseite")).toBeInTheDocument();
    // Opened by a navigation: its code loads then, not with the mount.
    await act(() => router.navigate("/search"));
    await user.type(
      await screen.findByRole("textbox", { name: "Stichwort" }),
      "Linz",
    );
    await act(() => router.navigate("/search?q=Linz"));
    expect(await heading("Suche")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Stichwort" })).toHaveValue(
      "Linz",
    );
  });

  it("a link followed to another page leaves the focus on the page area, not the document's start", async () => {
    const user = userEvent.setup();
    await renderRoutes(
      [
        {
          path: "list",
          name: "Liste",
          load: async () =>
            function List() {
              return (
                <>
                  <h1>Liste</h1>
                  <Link to="/detail">Zum Eintrag</Link>
                </>
              );
            },
        },
        { path: "detail", name: "Eintrag", load: page("Eintrag") },
      ],
      { url: "/list" },
    );
    await user.click(await screen.findByRole("link", { name: "Zum Eintrag" }));
    expect(await heading("Eintrag")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });

  it("asks for the first page's data while its code is still loading", async () => {
    const prefetch = jest.fn();
    await renderRoutes(
      [
        {
          path: "list",
          name: "Liste",
          load: () => new Promise<ComponentType>(() => {}),
          prefetch,
        },
      ],
      { url: "/list?q=Linz", prefetch: true },
    );
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(
      (prefetch.mock.calls[0]?.[0] as Prefetched).searchParams.get("q"),
    ).toBe("Linz");
  });
});

describe("errors", () => {
  it("a page that throws shows 'Schwerer Fehler' with an error id, logged to the server", async () => {
    const fetch = quietFetch();
    const Broken = () => {
      throw new Error("kaputt");
    };
    jest.spyOn(console, "error").mockImplementation(() => {});
    await renderRoutes(
      [
        {
          path: "broken",
          name: "Kaputt",
          load: async () => Broken,
        },
      ],
      {
        url: "/broken",
        fetch,
      },
    );
    expect(await heading("Schwerer Fehler")).toBeInTheDocument();
    const text = screen.getByText(
      /Es ist ein unerwarteter Fehler aufgetreten\. .* Fehler-ID: /,
    );
    const errorId = /Fehler-ID: (\S+)/.exec(text.textContent ?? "")?.[1];
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/natippc/api/log",
        expect.objectContaining({ method: "POST" }),
      ),
    );
    const body = String(
      (
        fetch.mock.calls.find(
          ([url]) => url === "/natippc/api/log",
        )?.[1] as RequestInit
      ).body,
    );
    expect(new URLSearchParams(body).get("message")).toContain(
      `[${errorId}] Error: kaputt`,
    );
  });

  it("when logging fails the error box says so", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const fetch = jest.fn(async () => new Response("nope", { status: 500 }));
    await renderRoutes(
      [
        {
          path: "broken",
          name: "Kaputt",
          load: async () => () => {
            throw new Error("x");
          },
        },
      ],
      { url: "/broken", fetch },
    );
    expect(
      await screen.findByText("Das Protokoll konnte nicht gespeichert werden."),
    ).toBeInTheDocument();
  });

  it("a page chunk that fails to load fires the preload-error event and shows 'Schwerer Fehler'", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    try {
      await renderRoutes(
        [
          {
            path: "lazy",
            name: "Lazy",
            load: () => Promise.reject(new Error("ChunkLoadError")),
          },
        ],
        { url: "/lazy" },
      );
      expect(await heading("Schwerer Fehler")).toBeInTheDocument();
      expect(
        screen.getByText(
          /^Dieser Teil der Seite konnte nicht geladen werden\./,
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Seite neu laden" }),
      ).toBeInTheDocument();
      expect(listener).toHaveBeenCalledTimes(1);
      expect((listener.mock.calls[0]?.[0] as CustomEvent).detail.part).toBe(
        "lazy",
      );
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
  });

  it("a page chunk whose file is gone from the server (a new deployment) says a new version is there", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const head = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(null, { status: 404 }));
    const chunkUrl = "http://localhost/remotes/natippc/page-faq.0ld0ld00.js";
    try {
      await renderRoutes(
        [
          {
            path: "lazy",
            name: "Lazy",
            // As the bundler's chunk loader rejects: the file it asked for in `request`.
            load: () =>
              Promise.reject(
                Object.assign(new Error("Loading chunk 7 failed."), {
                  name: "ChunkLoadError",
                  request: chunkUrl,
                }),
              ),
          },
        ],
        { url: "/lazy" },
      );
      expect(await heading("Schwerer Fehler")).toBeInTheDocument();
      expect(
        screen.getByText(
          "Inzwischen wurde eine neue Version dieser Anwendung bereitgestellt. Bitte laden Sie die Seite neu, um sie zu verwenden.",
        ),
      ).toBeInTheDocument();
      expect(head).toHaveBeenCalledWith(
        chunkUrl,
        expect.objectContaining({ method: "HEAD", cache: "no-store" }),
      );
      expect(
        (listener.mock.calls[0]?.[0] as CustomEvent).detail.newVersion,
      ).toBe(true);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
  });

  it("a child page's failed chunk is named by its whole path, not by its own ':id'", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    try {
      await renderRoutes(
        [
          {
            path: "installations",
            name: "Anlagenregister",
            load: page("Anlagenregister"),
            children: [
              {
                path: ":id",
                name: "Anlagendetails",
                load: () => Promise.reject(new Error("ChunkLoadError")),
              },
            ],
          },
        ],
        { url: "/installations/AT-IPPC-000001" },
      );
      expect(await heading("Schwerer Fehler")).toBeInTheDocument();
      expect((listener.mock.calls[0]?.[0] as CustomEvent).detail.part).toBe(
        "installations/:id",
      );
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
  });

  function breakFrameWith(error: unknown) {
    jest.spyOn(console, "error").mockImplementation(() => {});
    function Frame(): never {
      throw error;
    }
    const logged = jest.fn(() => Promise.resolve(new Response(null)));
    render(
      <HttpProvider
        http={createHttpClient({ portalBaseUrl: "/portal", fetch: logged })}
      >
        <MemoryRouter>
          <RouteErrorBoundary
            fallback={(caught) => <RouteErrorPage error={caught} />}
          >
            <Frame />
          </RouteErrorBoundary>
        </MemoryRouter>
      </HttpProvider>,
    );
    return logged;
  }

  it("the generic route error page shows 'Unexpected Application Error!' with the status", async () => {
    breakFrameWith(
      new Response("", { status: 503, statusText: "Service Unavailable" }),
    );
    expect(await heading("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("the generic route error page shows the message of an error without a status", async () => {
    const logged = breakFrameWith(new Error("Der Rahmen ist zerbrochen"));
    expect(await heading("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("Der Rahmen ist zerbrochen")).toBeInTheDocument();
    // An error of the app's own code: also the unexpected frontend error's box, logged (SPEC §8).
    expect(screen.getByText(/Fehler-ID: \S+$/)).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it("a page that failed to render shows 'Schwerer Fehler' until the next navigation opens another page", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("Seite kaputt");
    }
    const { router } = await renderRoutes(
      [
        { path: "broken", name: "Kaputt", load: async () => Broken },
        { path: "start", name: "Start", load: page("Startseite") },
      ],
      { url: "/broken" },
    );
    expect(await heading("Schwerer Fehler")).toBeInTheDocument();
    await act(() => router.navigate("/start"));
    expect(await heading("Startseite")).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Schwerer Fehler" }),
    ).not.toBeInTheDocument();
  });
});
