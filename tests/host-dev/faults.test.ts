/** @jest-environment node */
import { startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = startApi({ installations: 100 });
  client = server.client();
  await client.primeXsrf();
});
afterEach(async () => {
  await client.request("/__dev/faults", { method: "DELETE" });
});
afterAll(async () => {
  await server.dispose();
});

async function addFault(rule: object) {
  const response = await client.post("/__dev/faults", rule);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

describe("fault injection", () => {
  it("500: answers a JSON server error for matching paths only", async () => {
    await addFault({ path: "/natippc/api/cms", mode: "500" });
    const failed = await client.get("/natippc/api/cms/start");
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ status: 500 });
    expect((await client.get("/natippc/api/env")).status).toBe(200);
  });

  it("malformed: 200 application/json that does not parse", async () => {
    await addFault({ path: "/natippc/api/auth/user", mode: "malformed" });
    const response = await client.get("/natippc/api/auth/user");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it("wrong-shape: 200 JSON of another kind, an object where a list belongs", async () => {
    await addFault({ path: "/natippc/api/bvt/list", mode: "wrong-shape" });
    const response = await client.get("/natippc/api/bvt/list");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unerwartet: [1, "zwei", null] });
  });

  it("wrong-type: the real answer with its first number a string", async () => {
    const right = (await (await client.get("/natippc/api/env")).json()) as {
      sessionTimeout: number;
    };
    await addFault({ path: "/natippc/api/env", mode: "wrong-type", times: 1 });
    const response = await client.get("/natippc/api/env");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/json/);
    expect(await response.json()).toEqual({
      ...right,
      sessionTimeout: String(right.sessionTimeout),
    });
    expect(await (await client.get("/natippc/api/env")).json()).toEqual(right);
  });

  it("wrong-type: without numbers, the first string becomes one; errors and text pass", async () => {
    await addFault({ path: "/natippc/api/redalists", mode: "wrong-type" });
    const [first, ...rest] = (await (
      await client.get("/natippc/api/redalists/provinces")
    ).json()) as { code: unknown; name: string }[];
    expect(typeof first?.code).toBe("number");
    expect(typeof first?.name).toBe("string");
    expect(rest.every((entry) => typeof entry.code === "string")).toBe(true);
    expect((await client.get("/natippc/api/redalists/unknown")).status).toBe(
      404,
    );
    await addFault({ path: "/natippc/api/cms", mode: "wrong-type" });
    const page = await client.get("/natippc/api/cms/faq");
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<\w+/);
  });

  it("firewall: 400 text/html block page in German with a support id", async () => {
    await addFault({
      path: "/natippc/api/ippcInstallations",
      mode: "firewall",
    });
    const response = await client.post("/natippc/api/ippcInstallations", {});
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/Die Anfrage wurde abgelehnt/);
    expect(html).toMatch(/Support-ID: <code>\d{18}<\/code>/);
  });

  it("abort: the body stream breaks off mid-way", async () => {
    await addFault({ path: "/natippc/api/bvt/list", mode: "abort" });
    const response = await client.get("/natippc/api/bvt/list");
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it("hang: never answers until the client gives up", async () => {
    await addFault({ path: "/natippc/api/time", mode: "hang" });
    const controller = new AbortController();
    let settled = false;
    const pending = server.api
      .fetch(
        new Request("http://localhost/natippc/api/time", {
          signal: controller.signal,
        }),
      )
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    controller.abort();
    expect((await pending).status).toBe(504);
  });

  it("hang: close() releases hanging requests", async () => {
    const other = startApi({ installations: 10 });
    const otherClient = other.client();
    await otherClient.post("/__dev/faults", {
      path: "/natippc/api",
      mode: "hang",
    });
    const pending = otherClient.get("/natippc/api/env");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.dispose();
    expect((await pending).status).toBe(504);
  });

  it("honours method and times, lists and removes rules", async () => {
    const rule = await addFault({
      path: "/natippc/api/time",
      mode: "500",
      method: "post",
      times: 2,
    });
    expect((await client.get("/natippc/api/time")).status).toBe(200);
    const list = (await (await client.get("/__dev/faults")).json()) as {
      id: number;
      method: string;
    }[];
    expect(list).toEqual([
      expect.objectContaining({ id: rule.id, method: "POST", remaining: 2 }),
    ]);
    // Moving the test clock needs a signed-in test persona.
    const tester = server.client();
    await tester.login("owner");
    const post = () =>
      tester.request("/natippc/api/time?datetime=", { method: "POST" });
    expect((await post()).status).toBe(500);
    expect((await post()).status).toBe(500);
    expect((await post()).status).toBe(200);
    expect(await (await client.get("/__dev/faults")).json()).toEqual([]);

    const again = await addFault({ path: "/natippc/api/time", mode: "500" });
    expect(
      (await client.request(`/__dev/faults/${again.id}`, { method: "DELETE" }))
        .status,
    ).toBe(204);
    expect((await client.get("/natippc/api/time")).status).toBe(200);
  });

  it("matches a DELETE rule against POST with method override", async () => {
    await client.login("owner");
    await addFault({
      path: "/portal/api/userSettings",
      mode: "500",
      method: "DELETE",
    });
    const response = await client.request("/portal/api/userSettings/x?name=y", {
      method: "POST",
      headers: { "X-HTTP-Method-Override": "DELETE" },
    });
    expect(response.status).toBe(500);
  });

  it("never faults /__dev itself", async () => {
    await addFault({ path: "/", mode: "500" });
    expect((await client.get("/__dev/faults")).status).toBe(200);
    expect((await client.get("/natippc/api/env")).status).toBe(500);
  });

  it("rejects invalid rules with 400", async () => {
    for (const rule of [
      {},
      { path: "natippc", mode: "500" },
      { path: "/x", mode: "explode" },
      { path: "/x", mode: "500", times: 0 },
      { path: "/x", mode: "500", extra: true },
    ]) {
      const response = await client.post("/__dev/faults", rule);
      expect(response.status).toBe(400);
    }
  });
});
