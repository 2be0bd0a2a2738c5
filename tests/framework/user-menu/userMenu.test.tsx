import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionUser } from "../../../src/api/types";
import {
  assignLocation,
  reloadPage,
} from "../../../src/framework/host/navigate";
import { SESSION_ENDED_KEY } from "../../../src/framework/session/countdown";
import { UserMenu } from "../../../src/framework/user-menu/UserMenu";
import { GlobalErrors } from "../../../src/framework/errors/GlobalErrors";
import {
  ANONYMOUS,
  PERSONAS,
  deferred,
  quietFetch,
  renderFrame,
  requestedUrls,
  type FrameOptions,
} from "../../utils/renderFrame";

jest.mock("../../../src/framework/host/navigate", () => ({
  assignLocation: jest.fn(),
  reloadPage: jest.fn(),
}));

async function openMenu(name: string | RegExp, options: FrameOptions = {}) {
  const user = userEvent.setup();
  const view = await renderFrame(<UserMenu />, options);
  await user.click(await screen.findByRole("button", { name }));
  // The panel's content is its own chunk: the panel comes once it has loaded.
  await screen.findByRole("region", { name: "Benutzermenü" });
  return { user, ...view };
}

describe("user menu per persona (SPEC §2, §6)", () => {
  it("owner: own name, profile and password links to the portal, logout, no role list", async () => {
    await openMenu(/^Maria Huber/);
    expect(screen.getByText(/Eingeloggt als/)).toHaveTextContent(
      "Eingeloggt als Maria Huber",
    );
    expect(screen.getByRole("link", { name: "Mein Profil" })).toHaveAttribute(
      "href",
      "/portal/login?event=manageUser",
    );
    expect(
      screen.getByRole("link", { name: "Passwort ändern" }),
    ).toHaveAttribute("href", "/portal/login?event=changePassword");
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeVisible();
    expect(
      screen.queryByRole("group", { name: "Rolle wechseln" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/in Vertretung/)).not.toBeInTheDocument();
  });

  it("authority: the other role as a button, the active role and the main user's name", async () => {
    // SPEC §1: Page framework: … user menu with role switching
    await openMenu(/^Ing\. Johann Leitner/, { session: PERSONAS.authority });
    const roles = screen.getByRole("group", { name: "Rolle wechseln" });
    expect(
      within(roles)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Behörde OÖ – Administration"]);
    expect(
      screen.getByText("Aktive Rolle: Behörde Oberösterreich"),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Angemeldet als Mag.a Elisabeth Gruber, in Vertretung für Ing. Johann Leitner",
      ),
    ).toBeVisible();
  });

  it.each([
    ["pvp", PERSONAS.pvp, /^DI Thomas Wimmer/],
    ["usp", PERSONAS.usp, /^Anna Berger/],
  ])(
    "%s without oidc: no role list, but profile and password",
    async (_kind, session, name) => {
      await openMenu(name, { session });
      expect(screen.queryByRole("group")).not.toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: "Behörde OÖ – Administration" }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Mein Profil" })).toBeVisible();
    },
  );

  it("oidc: no role switch, no profile, no password — only logout", async () => {
    await openMenu(/^Stefan Pichler/, { session: PERSONAS.oidc });
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeVisible();
  });

  it("anonymous: 'Anmelden' sends the visitor to sign-in with the way back", async () => {
    const user = userEvent.setup();
    const login = jest.fn();
    await renderFrame(<UserMenu />, {
      session: ANONYMOUS,
      host: { handlers: { login } },
    });
    expect(
      screen.queryByRole("button", { expanded: false }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(login).toHaveBeenCalledWith("/");
  });

  it("the button names the user and the menu; Escape closes and focus returns to the button", async () => {
    const { user } = await openMenu("Maria Huber, Benutzermenü");
    const button = screen.getByRole("button", { name: /^Maria Huber/ });
    expect(button).toHaveAttribute("aria-expanded", "true");
    // Keyboard users land in the panel.
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Mein Profil" })).toHaveFocus(),
    );
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.queryByRole("link", { name: "Mein Profil" }),
    ).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("the panel has the 340 px user-menu width class", async () => {
    await openMenu(/^Maria Huber/);
    const panel = screen.getByRole("region", { name: "Benutzermenü" });
    expect(panel).toHaveClass("panel");
    expect(
      screen.getByRole("button", { name: /^Maria Huber/ }),
    ).toHaveAttribute("aria-controls", panel.id);
  });
});

describe("role switch (SPEC §4)", () => {
  const switchedUser: SessionUser = {
    ...PERSONAS.authority,
    user: { ...PERSONAS.authority.user, activeRole: "AUTHORITY_ADMIN" },
  };

  function userFetch(answer: Promise<SessionUser>) {
    const fallback = quietFetch();
    return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/api/auth/user"))
        return Response.json(await answer);
      return fallback(input, init);
    });
  }

  it("pending, then success: to the root, menu closed, cached role updated, user fetched again", async () => {
    const handler = deferred();
    const switchRole = jest.fn(() => handler.promise);
    const refetched = deferred<SessionUser>();
    const fetch = userFetch(refetched.promise);
    const { user, router, queryClient } = await openMenu(
      /^Ing\. Johann Leitner/,
      {
        session: PERSONAS.authority,
        host: { handlers: { switchRole } },
        fetch,
      },
    );
    const role = screen.getByRole("button", {
      name: "Behörde OÖ – Administration",
    });
    await user.click(role);
    expect(switchRole).toHaveBeenCalledWith("AUTHORITY_ADMIN");
    expect(role).toHaveAttribute("aria-busy", "true");
    expect(role).toHaveAttribute("aria-disabled", "true");
    await user.click(role);
    expect(switchRole).toHaveBeenCalledTimes(1);

    handler.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(
      screen.getByRole("button", { name: /^Ing\. Johann Leitner/ }),
    ).toHaveAttribute("aria-expanded", "false");
    expect(
      queryClient.getQueryData<SessionUser>(["auth", "user"])?.user.activeRole,
    ).toBe("AUTHORITY_ADMIN");
    await waitFor(() =>
      expect(requestedUrls(fetch)).toContain("/natippc/api/auth/user"),
    );
    refetched.resolve(switchedUser);
  });

  it("failure: a dismissible danger alert in the menu; nothing navigates", async () => {
    const switchRole = jest.fn().mockRejectedValue(new Error("500"));
    const { user, router, queryClient } = await openMenu(
      /^Ing\. Johann Leitner/,
      {
        session: PERSONAS.authority,
        host: { handlers: { switchRole } },
      },
    );
    await user.click(
      screen.getByRole("button", { name: "Behörde OÖ – Administration" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
    );
    expect(alert).toHaveTextContent("Fehler");
    expect(router.state.location.pathname).toBe("/start");
    expect(
      queryClient.getQueryData<SessionUser>(["auth", "user"])?.user.activeRole,
    ).toBe("AUTHORITY");
    await user.click(within(alert).getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The menu stays open for another try.
    expect(
      screen.getByRole("button", { name: "Behörde OÖ – Administration" }),
    ).toBeVisible();
  });

  it("failure: logged once, by the frame's mutation listener", async () => {
    const switchRole = jest.fn().mockRejectedValue(new Error("500"));
    const fetch = quietFetch();
    const user = userEvent.setup();
    const { console } = await renderFrame(
      <>
        <GlobalErrors />
        <UserMenu />
      </>,
      {
        session: PERSONAS.authority,
        host: { handlers: { switchRole } },
        fetch,
      },
    );
    await user.click(
      await screen.findByRole("button", { name: /^Ing\. Johann Leitner/ }),
    );
    await user.click(
      screen.getByRole("button", { name: "Behörde OÖ – Administration" }),
    );
    await screen.findByRole("alert");
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(
      requestedUrls(fetch).filter((url) => url.endsWith("/api/log")),
    ).toHaveLength(1);
  });

  it("without a host handler: a warning is logged and nothing switches", async () => {
    const fetch = quietFetch();
    const { user, router, queryClient, console } = await openMenu(
      /^Ing\. Johann Leitner/,
      { session: PERSONAS.authority, fetch },
    );
    await user.click(
      screen.getByRole("button", { name: "Behörde OÖ – Administration" }),
    );
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining("switchRole"),
    );
    expect(router.state.location.pathname).toBe("/start");
    expect(
      queryClient.getQueryData<SessionUser>(["auth", "user"])?.user.activeRole,
    ).toBe("AUTHORITY");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(requestedUrls(fetch).some((url) => url.includes("activeRole"))).toBe(
      false,
    );
  });
});

describe("logout (SPEC §7)", () => {
  it("portal users: the portal's login page with the logout event", async () => {
    const { user } = await openMenu(/^Maria Huber/);
    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(assignLocation).toHaveBeenCalledWith("/portal/login?event=logout");
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("tells the other tabs through local storage, which signs them out", async () => {
    localStorage.removeItem(SESSION_ENDED_KEY);
    const { user } = await openMenu(/^Maria Huber/);
    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(Number(localStorage.getItem(SESSION_ENDED_KEY))).toBeGreaterThan(0);
  });

  it.each([
    ["pvp", PERSONAS.pvp, /^DI Thomas Wimmer/],
    ["usp", PERSONAS.usp, /^Anna Berger/],
  ])(
    "%s users: GET /logout with credentials, then the page reloads",
    async (_kind, session, name) => {
      const fetch = jest.fn(async () => new Response(null, { status: 204 }));
      const { user } = await openMenu(name, { session, fetch });
      await user.click(screen.getByRole("button", { name: "Abmelden" }));
      await waitFor(() => expect(reloadPage).toHaveBeenCalled());
      expect(fetch).toHaveBeenCalledWith(
        "/natippc/logout",
        expect.objectContaining({ method: "GET", credentials: "include" }),
      );
      expect(assignLocation).not.toHaveBeenCalled();
    },
  );

  it("a failed logout is only logged", async () => {
    const fetch = jest.fn(async () => new Response("kaputt", { status: 500 }));
    const { user, console } = await openMenu(/^DI Thomas Wimmer/, {
      session: PERSONAS.pvp,
      fetch,
    });
    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        "Logout failed",
        expect.anything(),
      ),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
