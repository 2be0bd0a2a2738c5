/** @jest-environment node */
import type { SessionUser, UserInfo } from "../../src/api/types";
import { startApi, type TestApi } from "./client";

let clock = Date.parse("2026-11-02T08:00:00Z");
const now = () => clock;
let server: TestApi;

beforeAll(() => {
  server = startApi({ sessionTimeoutS: 600, now });
});
afterAll(async () => {
  await server.dispose();
});

async function userOf(client: ReturnType<TestApi["client"]>) {
  const user = (await (
    await client.get("/natippc/api/auth/user")
  ).json()) as SessionUser;
  const info = (await (
    await client.get("/natippc/api/auth/userInfo")
  ).json()) as UserInfo;
  return { user, info };
}

describe("personas", () => {
  it("anonymous visitors are anonymousUser without user type", async () => {
    const { user, info } = await userOf(server.client());
    expect(user.isLoggedIn).toBe(false);
    expect(user.user.username).toBe("anonymousUser");
    expect(info).toEqual({ userType: null, bundeslandCode: null });
  });

  it("owner: registered user without federal state", async () => {
    const client = server.client();
    await client.login("owner");
    const { user, info } = await userOf(client);
    expect(user.isLoggedIn).toBe(true);
    expect(user.user.currentUserName).toBe("Maria Huber");
    expect(user.user.authorities).toEqual([
      { authority: "ROLE_NATIPPC_REGISTERED" },
    ]);
    expect(info).toEqual({
      userType: "NATIPPC_REGISTERED",
      bundeslandCode: "0",
    });
  });

  it("authority: Oberösterreich, two roles, acting on behalf of the main user", async () => {
    const client = server.client();
    await client.login("authority");
    const { user, info } = await userOf(client);
    expect(info).toEqual({ userType: "AUTHORITY", bundeslandCode: "4" });
    expect(user.user.authorities.map((a) => a.authority)).toEqual([
      "ROLE_AUTHORITY",
      "ROLE_AUTHORITY_ADMIN",
    ]);
    expect(user.user.activeRole).toBe("AUTHORITY");
    expect(user.user.switchableRoles.map((r) => r.id)).toEqual([
      "AUTHORITY",
      "AUTHORITY_ADMIN",
    ]);
    expect(user.user.mainUserName).toBe("Mag.a Elisabeth Gruber");
    expect(user.user.mainUser).toBe(false);
  });

  it("pvp: pvp flag, PVP kind, no role list", async () => {
    const client = server.client();
    await client.login("pvp");
    const { user, info } = await userOf(client);
    expect(user.user).toMatchObject({
      pvp: true,
      oidc: false,
      userKind: "PVP",
      switchableRoles: [],
    });
    expect(info.userType).toBe("AUTHORITY");
  });

  it("oidc: oidc flag", async () => {
    const client = server.client();
    await client.login("oidc");
    const { user } = await userOf(client);
    expect(user.user).toMatchObject({
      oidc: true,
      pvp: false,
      userKind: "OIDC",
    });
  });

  it("lists the personas for the shell in German", async () => {
    const list = (await (
      await server.client().get("/__dev/personas")
    ).json()) as {
      name: string;
      label: string;
    }[];
    expect(list.map((p) => p.name)).toEqual([
      "anonymous",
      "owner",
      "authority",
      "pvp",
      "oidc",
    ]);
    expect(list[0]?.label).toBe("Nicht angemeldet");
  });

  it("rejects an unknown persona", async () => {
    const response = await server.client().get("/__dev/login?as=admin");
    expect(response.status).toBe(400);
  });
});

describe("session cookie and login", () => {
  it("sets an HttpOnly, SameSite=Lax SESSION cookie and a new id per login", async () => {
    const client = server.client();
    const first = await client.get(
      "/__dev/login?as=owner&returnUrl=/natippc/installations",
    );
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("SESSION="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const id = client.cookies.get("SESSION");
    await client.get("/__dev/login?as=authority");
    expect(client.cookies.get("SESSION")).not.toBe(id);
  });

  it("takes a cookie that is no session id it issues for no session, and keeps serving", async () => {
    const issued = server.client();
    await issued.login("owner");
    const id = issued.cookies.get("SESSION") ?? "";
    for (const cookie of [
      "__proto__",
      "toString",
      "",
      `${id}x`,
      id.replace(/^./, "*"),
      "A".repeat(id.length),
    ]) {
      const client = server.client();
      client.cookies.set("SESSION", cookie);
      const response = await client.get("/natippc/api/auth/user");
      expect(response.status).toBe(200);
      expect(((await response.json()) as SessionUser).isLoggedIn).toBe(false);
    }
    expect((await userOf(issued)).user.isLoggedIn).toBe(true);
  });

  it("as=anonymous logs out", async () => {
    const client = server.client();
    await client.login("owner");
    await client.get("/__dev/login?as=anonymous");
    expect(client.cookies.has("SESSION")).toBe(false);
    expect((await userOf(client)).user.isLoggedIn).toBe(false);
  });

  it("GET /natippc/logout ends the session with 204", async () => {
    const client = server.client();
    await client.login("owner");
    const sessionId = client.cookies.get("SESSION");
    const response = await client.get("/natippc/logout");
    expect(response.status).toBe(204);
    expect((await userOf(client)).user.isLoggedIn).toBe(false);
    // The old cookie is dead even if a client kept it.
    const replay = server.client();
    replay.cookies.set("SESSION", sessionId ?? "");
    expect((await userOf(replay)).user.isLoggedIn).toBe(false);
  });

  it.each([
    ["/natippc/installations?x=1", "/natippc/installations?x=1"],
    ["/portal/", "/portal/"],
    ["//evil.example/x", "/natippc/start"],
    ["/\\evil.example", "/natippc/start"],
    ["https://evil.example/", "/natippc/start"],
    ["javascript:alert(1)", "/natippc/start"],
    ["natippc/start", "/natippc/start"],
    ["/%0d%0aLocation:%20x", "/%0d%0aLocation:%20x"],
    ["/\r\nSet-Cookie: x=1", "/natippc/start"],
  ])("redirects returnUrl %s to %s", async (returnUrl, location) => {
    const response = await server
      .client()
      .get(`/__dev/login?as=owner&returnUrl=${encodeURIComponent(returnUrl)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("redirects to the start page without returnUrl", async () => {
    const response = await server.client().get("/__dev/login?as=pvp");
    expect(response.headers.get("Location")).toBe("/natippc/start");
  });
});

describe("active role", () => {
  it("switches among the switchable roles", async () => {
    const client = server.client();
    await client.login("authority");
    const response = await client.request(
      "/natippc/api/auth/activeRole?roleId=AUTHORITY_ADMIN",
      {
        method: "POST",
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionUser).user.activeRole).toBe(
      "AUTHORITY_ADMIN",
    );
    expect((await userOf(client)).user.user.activeRole).toBe("AUTHORITY_ADMIN");
  });

  it("answers 400 for an unknown role and 401 when anonymous", async () => {
    const client = server.client();
    await client.login("authority");
    const unknown = await client.request(
      "/natippc/api/auth/activeRole?roleId=ADMIN",
      {
        method: "POST",
      },
    );
    expect(unknown.status).toBe(400);
    const missing = await client.request("/natippc/api/auth/activeRole", {
      method: "POST",
    });
    expect(missing.status).toBe(400);
    const pvp = server.client();
    await pvp.login("pvp");
    const none = await pvp.request(
      "/natippc/api/auth/activeRole?roleId=AUTHORITY",
      {
        method: "POST",
      },
    );
    expect(none.status).toBe(400);
    const anonymous = server.client();
    await anonymous.primeXsrf();
    const denied = await anonymous.request(
      "/natippc/api/auth/activeRole?roleId=AUTHORITY",
      {
        method: "POST",
      },
    );
    expect(denied.status).toBe(401);
  });
});

describe("session expiry", () => {
  it("reports session_expired once, then treats the visitor as anonymous", async () => {
    const client = server.client();
    await client.login("owner");
    clock += 601_000;
    const expired = await client.get(
      "/natippc/api/ippcInstallations/lastUpdate",
    );
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      status: 401,
      error: "session_expired",
    });
    expect(client.cookies.has("SESSION")).toBe(false);
    const after = await userOf(client);
    expect(after.user.isLoggedIn).toBe(false);
  });

  it("reports it once even when the client keeps sending the old cookie", async () => {
    const client = server.client();
    await client.login("owner");
    const id = client.cookies.get("SESSION") ?? "";
    clock += 700_000;
    expect((await client.get("/natippc/api/auth/user")).status).toBe(401);
    client.cookies.set("SESSION", id);
    expect((await client.get("/natippc/api/auth/user")).status).toBe(200);
  });

  it("every request extends the session, GET /env in particular", async () => {
    const client = server.client();
    await client.login("owner");
    for (let i = 0; i < 4; i++) {
      clock += 500_000;
      expect((await client.get("/natippc/api/env")).status).toBe(200);
    }
    expect((await userOf(client)).user.isLoggedIn).toBe(true);
  });

  it("a session exactly at the timeout is still valid", async () => {
    const client = server.client();
    await client.login("owner");
    clock += 600_000;
    expect((await userOf(client)).user.isLoggedIn).toBe(true);
  });

  it("reports the configured timeout in /env", async () => {
    const env = (await (
      await server.client().get("/natippc/api/env")
    ).json()) as {
      sessionTimeout: number;
      title: string;
      environment: string;
    };
    expect(env).toMatchObject({
      sessionTimeout: 600,
      title: "IPPC Austria",
      environment: "LOCAL",
    });
  });

  it("lets /__dev/login replace an expired session without a 401", async () => {
    const client = server.client();
    await client.login("owner");
    clock += 601_000;
    const response = await client.get("/__dev/login?as=authority");
    expect(response.status).toBe(302);
    expect((await userOf(client)).user.user.username).toBe("johann.leitner");
  });
});
