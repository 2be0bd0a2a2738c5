/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApi } from "../../host-dev/api/app";
import { createServerApp } from "../../host-dev/server";

let dataDir: string;
let api: ReturnType<typeof createApi>;
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "host-dev-cors-"));
  api = createApi({ dataDir, installations: 5 });
  app = createServerApp(api);
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a portal page on another local origin", () => {
  it("may send the app's requests with cookies and the XSRF header", async () => {
    const response = await app.request("/natippc/api/log", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:4000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-xsrf-token",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(
      "http://localhost:4000",
    );
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBe(
      "true",
    );
    expect(
      response.headers.get("Access-Control-Allow-Headers")?.toLowerCase(),
    ).toContain("x-xsrf-token");
  });

  it("reads the API's answers", async () => {
    const response = await app.request("/natippc/api/env", {
      headers: { Origin: "http://127.0.0.1:8080" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(
      "http://127.0.0.1:8080",
    );
    // How long a 429 asks it to wait, and a download's file name.
    expect(response.headers.get("Access-Control-Expose-Headers")).toBe(
      "Content-Disposition,Retry-After",
    );
  });

  it("is not extended to other sites", async () => {
    const response = await app.request("/natippc/api/env", {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
