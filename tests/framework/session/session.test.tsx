import { screen, waitFor } from "@testing-library/react";
import { hasRole, userRoles } from "../../../src/framework/session/roles";
import type { User } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { ANONYMOUS, loggedIn, renderRoutes } from "../../utils/renderRoutes";

const user = (patch: Partial<User>): User => ({ ...loggedIn().user, ...patch });

describe("roles (SPEC §5, §6)", () => {
  it("come from authorities named ROLE_…, compared without the prefix", () => {
    expect(
      userRoles(
        user({
          authorities: [
            { authority: "ROLE_AUTHORITY" },
            { authority: "SCOPE_read" },
            { authority: "ROLE_ADMIN" },
          ],
        }),
      ),
    ).toEqual(["AUTHORITY", "ADMIN"]);
  });

  it("with an active role only the matching authority counts", () => {
    const roles = userRoles(
      user({
        authorities: [
          { authority: "ROLE_AUTHORITY" },
          { authority: "ROLE_AUTHORITY_ADMIN" },
        ],
        activeRole: "ROLE_AUTHORITY_ADMIN",
      }),
    );
    expect(roles).toEqual(["AUTHORITY_ADMIN"]);
  });

  it("anonymousUser has no roles", () => {
    expect(
      userRoles({ ...ANONYMOUS.user, authorities: [{ authority: "ROLE_X" }] }),
    ).toEqual([]);
  });

  it("check by exact name (any of several) or by pattern", () => {
    expect(
      hasRole(["AUTHORITY"], ["NATIPPC_REGISTERED", "ROLE_AUTHORITY"]),
    ).toBe(true);
    expect(hasRole(["AUTHORITY"], ["AUTH"])).toBe(false);
    expect(hasRole(["AUTHORITY_ADMIN"], /^AUTHORITY/)).toBe(true);
    expect(hasRole(["NATIPPC_REGISTERED"], /^AUTHORITY/)).toBe(false);
  });
});

describe("session user", () => {
  it("a failed user fetch is logged and treated as not logged in", async () => {
    const fetch = jest.fn(
      async (input: RequestInfo | URL, _init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith("/api/auth/user"))
          return new Response("kaputt", { status: 500 });
        return new Response(null, { status: 204 });
      },
    );
    const login = jest.fn();
    await renderRoutes(ROUTES, {
      url: "/user-tasklist",
      session: null,
      fetch,
      host: { handlers: { login } },
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Zugriff nicht erlaubt (Fehler 403)",
      }),
    ).toBeInTheDocument();
    expect(login).toHaveBeenCalled();
    const userLogs = () =>
      fetch.mock.calls
        .filter(([url]) => String(url).endsWith("/api/log"))
        .map(([, init]) => new URLSearchParams(String(init?.body)))
        .filter((entry) => entry.get("message")?.includes("/api/auth/user"));
    await waitFor(() => expect(userLogs()).toHaveLength(1));
    expect(userLogs()[0]?.get("level")).toBe("warn");
  });

  it("anonymousUser means not logged in even if the flag says otherwise", async () => {
    const login = jest.fn();
    await renderRoutes(ROUTES, {
      url: "/user-tasklist",
      session: { isLoggedIn: true, user: ANONYMOUS.user },
      host: { handlers: { login } },
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Zugriff nicht erlaubt (Fehler 403)",
      }),
    ).toBeInTheDocument();
  });
});
