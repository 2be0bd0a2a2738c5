/** @jest-environment node */
import { startApi, type TestApi } from "./client";

let server: TestApi;

beforeAll(() => {
  server = startApi();
});
afterAll(async () => {
  await server.dispose();
});

describe("XSRF protection", () => {
  it("issues a readable XSRF-TOKEN cookie on the first response only", async () => {
    const client = server.client();
    const first = await client.get("/natippc/api/env");
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const second = await client.get("/natippc/api/env");
    expect(
      second.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN=")),
    ).toBe(false);
  });

  it("answers 403 without the header, 403 with a mismatch, and accepts a matching token", async () => {
    const client = server.client();
    await client.primeXsrf();
    const form = { level: "info", message: "Hallo" };

    const missing = await client.request("/natippc/api/log", {
      form,
      xsrf: false,
    });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ status: 403, error: "xsrf" });

    const wrong = await client.request("/natippc/api/log", {
      form,
      headers: { "X-XSRF-TOKEN": "falsch" },
    });
    expect(wrong.status).toBe(403);

    const ok = await client.request("/natippc/api/log", { form });
    expect(ok.status).toBe(204);
  });

  it("rejects a mutating request that has a header but no cookie", async () => {
    const client = server.client();
    const response = await client.request("/natippc/api/log", {
      form: { level: "info", message: "x" },
      headers: { "X-XSRF-TOKEN": "erfunden" },
    });
    expect(response.status).toBe(403);
  });

  it("protects the portal API too and needs nothing for GET", async () => {
    const client = server.client();
    expect((await client.get("/portal/api/userApps")).status).toBe(200);
    await client.login("owner");
    const response = await client.request("/portal/api/userSettings/filters", {
      form: { name: "a", value: "b" },
      xsrf: false,
    });
    expect(response.status).toBe(403);
  });

  it("exempts /__dev from the check", async () => {
    const client = server.client();
    const response = await client.request("/__dev/faults", {
      method: "DELETE",
      xsrf: false,
    });
    expect(response.status).toBe(204);
  });
});

describe("X-HTTP-Method-Override", () => {
  it("routes POST + DELETE as DELETE", async () => {
    const client = server.client();
    await client.login("owner");
    await client.request("/portal/api/userSettings/override", {
      form: { name: "weg", value: "1" },
    });
    const response = await client.request(
      "/portal/api/userSettings/override?name=weg",
      {
        method: "POST",
        headers: { "X-HTTP-Method-Override": "DELETE" },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("routes POST + PUT as PUT", async () => {
    const client = server.client();
    await client.login("owner");
    const response = await client.request(
      "/natippc/api/assistant/dmsContainer",
      {
        method: "POST",
        headers: { "X-HTTP-Method-Override": "PUT" },
        json: { path: ["test", "ordner"] },
      },
    );
    expect(response.status).toBe(201);
  });

  it("answers 400 for an override on GET", async () => {
    const client = server.client();
    const response = await client.request("/natippc/api/env", {
      headers: { "X-HTTP-Method-Override": "DELETE" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 400,
      error: "method_override",
    });
  });

  it("answers 400 for POST overridden to GET or anything else", async () => {
    const client = server.client();
    await client.primeXsrf();
    for (const target of ["GET", "HEAD", "TRACE", ""]) {
      const response = await client.request("/natippc/api/log", {
        method: "POST",
        headers: { "X-HTTP-Method-Override": target },
        form: { level: "info", message: "x" },
      });
      expect(response.status).toBe(400);
    }
  });

  it("still requires the XSRF token on an overridden request", async () => {
    const client = server.client();
    await client.login("owner");
    const response = await client.request("/portal/api/userSettings/x?name=y", {
      method: "POST",
      headers: { "X-HTTP-Method-Override": "DELETE" },
      xsrf: false,
    });
    expect(response.status).toBe(403);
  });
});

describe("request limits and unknown paths", () => {
  it("answers 413 JSON for bodies over 1 MB and keeps serving", async () => {
    const client = server.client();
    await client.primeXsrf();
    const huge = JSON.stringify({ searchText: "x".repeat(1024 * 1024 + 10) });
    const response = await client.request("/natippc/api/ippcInstallations", {
      method: "POST",
      body: huge,
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      status: 413,
      error: "payload_too_large",
    });

    // Also when the size is only known while streaming (no Content-Length).
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++)
          controller.enqueue(new Uint8Array(100 * 1024));
        controller.close();
      },
    });
    const streamed = await server.api.fetch(
      new Request("http://localhost/natippc/api/log", {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: {
          Cookie: `XSRF-TOKEN=${client.cookies.get("XSRF-TOKEN") ?? ""}`,
        },
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect((await client.get("/natippc/api/env")).status).toBe(200);
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const client = server.client();
    for (const path of [
      "/natippc/api/gibtsnicht",
      "/portal/api/nix",
      "/natippc/api/auth/user/x",
    ]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({
        status: 404,
        error: "not_found",
      });
    }
  });
});

describe("latency", () => {
  it("delays every answer by latencyMs", async () => {
    const slow = startApi({ latencyMs: 120 });
    try {
      const started = Date.now();
      const response = await slow.client().get("/natippc/api/time");
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      await slow.dispose();
    }
  });
});

describe("requests from another site", () => {
  const logForm = { level: "info", message: "Hallo" };

  it("refuses a state-changing call that a page of another site sends, by Sec-Fetch-Site or Origin", async () => {
    const client = server.client();
    await client.primeXsrf();
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site" } as Record<string, string>,
      { Origin: "https://boese.example" },
      { Origin: "null" },
    ]) {
      const response = await client.request("/natippc/api/log", {
        form: logForm,
        headers,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: "cross_site",
        message: "Anfragen von anderen Websites werden nicht angenommen.",
      });
    }
  });

  it("accepts the same site, a portal on another port of the same host, and local tools", async () => {
    const client = server.client();
    await client.primeXsrf();
    for (const headers of [
      {
        "Sec-Fetch-Site": "same-origin",
        Origin: "http://localhost:3000",
      } as Record<string, string>,
      { "Sec-Fetch-Site": "same-site", Origin: "http://localhost:4010" },
      { Origin: "http://localhost:4010" },
      {},
    ]) {
      const response = await client.request("/natippc/api/log", {
        form: logForm,
        headers,
      });
      expect(response.status).toBe(204);
    }
  });

  it("does not let another site sign a user out", async () => {
    const client = server.client();
    await client.login("owner");
    const refused = await client.request("/natippc/logout", {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(refused.status).toBe(403);
    const user = (await (
      await client.get("/natippc/api/auth/user")
    ).json()) as {
      isLoggedIn: boolean;
    };
    expect(user.isLoggedIn).toBe(true);
    const own = await client.request("/natippc/logout", {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(204);
  });

  it("keeps the dev switches for same-site pages and local tools only", async () => {
    const client = server.client();
    const crossSite = { "Sec-Fetch-Site": "cross-site" };
    expect(
      (
        await client.request("/__dev/login?as=owner&returnUrl=/natippc/start", {
          headers: crossSite,
        })
      ).status,
    ).toBe(403);
    expect(
      (await client.request("/__dev/faults", { headers: crossSite })).status,
    ).toBe(403);
    const fault = { path: "/natippc/api/env", mode: "500" };
    expect(
      (
        await client.request("/__dev/faults", {
          json: fault,
          headers: { Origin: "https://boese.example" },
        })
      ).status,
    ).toBe(403);
    expect((await client.get("/__dev/faults")).status).toBe(200);
    expect(
      (
        await client.request("/__dev/faults", {
          headers: { "Sec-Fetch-Site": "same-origin" },
        })
      ).status,
    ).toBe(200);
    expect(await (await client.get("/__dev/faults")).json()).toEqual([]);
  });
});
