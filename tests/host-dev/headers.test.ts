/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApi } from "../../host-dev/api/app";
import { createServerApp, startServer } from "../../host-dev/server";

let dir: string;
let api: ReturnType<typeof createApi>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "host-dev-headers-"));
  mkdirSync(path.join(dir, "shell"));
  writeFileSync(
    path.join(dir, "shell", "index.html"),
    "<!doctype html><title>EDM Portal</title>",
  );
  mkdirSync(path.join(dir, "remote"));
  writeFileSync(path.join(dir, "remote", "remoteEntry.js"), "void 0;");
  api = createApi({ dataDir: path.join(dir, "data"), installations: 5 });
});

afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const serve = (frameAncestors?: string[]) =>
  createServerApp(api, {
    shellDir: path.join(dir, "shell"),
    remoteDir: path.join(dir, "remote"),
    frameAncestors,
  });

function directives(response: Response): Map<string, string> {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("security headers on every answer", () => {
  it("a page: scripts only from files, no eval, framed only by the portal itself", async () => {
    const response = await serve().request("/natippc/start");
    expect(response.status).toBe(200);
    const csp = directives(response);
    expect(csp.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(
      /'unsafe-inline'|'unsafe-eval'/,
    );
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe(
      "strict-origin-when-cross-origin",
    );
  });

  it("names the portals that may frame the pages when told (FRAME_ANCESTORS)", async () => {
    const response = await serve(["https://edm.gv.at"]).request(
      "/portal/start",
    );
    expect(directives(response).get("frame-ancestors")).toBe(
      "'self' https://edm.gv.at",
    );
    expect(response.headers.get("X-Frame-Options")).toBeNull();
  });

  it("the API: nothing it answers runs or loads, not even CMS HTML opened at its own URL", async () => {
    for (const url of [
      "/natippc/api/cms/faq",
      "/natippc/api/env",
      "/natippc/api/unbekannt",
      "/__dev/personas",
    ]) {
      const response = await serve().request(url);
      const csp = directives(response);
      expect([url, csp.get("default-src")]).toEqual([url, "'none'"]);
      expect([url, csp.has("sandbox")]).toEqual([url, true]);
      expect([url, csp.get("frame-ancestors")]).toEqual([url, "'none'"]);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    const cms = await serve().request("/natippc/api/cms/faq");
    expect(cms.headers.get("Content-Type")).toMatch(/^text\/html/);
  });

  it("the remote's files: nosniff, and loadable by a portal on another origin", async () => {
    const response = await serve().request("/remotes/natippc/remoteEntry.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe(
      "cross-origin",
    );
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});

describe("where host-dev listens", () => {
  it("on this machine only unless told otherwise", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const { server, close } = startServer({
      port: 0,
      dataDir: path.join(dir, "listen"),
      shellDir: path.join(dir, "shell"),
    });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      await close();
      log.mockRestore();
    }
  });
});
