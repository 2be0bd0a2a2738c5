/** @jest-environment node */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { startApi, type TestApi } from "./client";

let server: TestApi;
let http: ServerType;
let base: string;

beforeAll(async () => {
  server = startApi({ installations: 50 });
  http = serve({
    fetch: (request: Request) => server.api.fetch(request),
    port: 0,
  });
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.dispose();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

describe("over real HTTP (@hono/node-server)", () => {
  it("sets both cookies and accepts a mutating request with the token", async () => {
    const login = await fetch(
      `${base}/__dev/login?as=owner&returnUrl=/natippc/start`,
      {
        redirect: "manual",
      },
    );
    expect(login.status).toBe(302);
    const cookies = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "");
    const token = cookies
      .find((c) => c.startsWith("XSRF-TOKEN="))
      ?.slice("XSRF-TOKEN=".length);
    expect(cookies.some((c) => c.startsWith("SESSION="))).toBe(true);
    const response = await fetch(`${base}/portal/api/userSettings/http`, {
      method: "POST",
      headers: {
        Cookie: cookies.join("; "),
        "X-XSRF-TOKEN": token ?? "",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=a&value=b",
    });
    expect(response.status).toBe(200);
  });

  it("the abort fault drops the connection mid-response", async () => {
    // @hono/node-server logs the stream error it turns into a dropped connection.
    const logged = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    await fetch(`${base}/__dev/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "/natippc/api/bvt/list",
        mode: "abort",
        times: 1,
      }),
    });
    const response = await fetch(`${base}/natippc/api/bvt/list`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalled();
    expect((await fetch(`${base}/natippc/api/bvt/list`)).status).toBe(200);
  });

  it("the hang fault is released when the client gives up", async () => {
    await fetch(`${base}/__dev/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "/natippc/api/time",
        mode: "hang",
        times: 1,
      }),
    });
    await expect(
      fetch(`${base}/natippc/api/time`, { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    expect((await fetch(`${base}/natippc/api/time`)).status).toBe(200);
  });
});
