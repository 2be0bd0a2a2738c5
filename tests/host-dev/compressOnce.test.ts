/** @jest-environment node */
import zlib from "node:zlib";
import { Hono } from "hono";
import { compressOnce } from "../../host-dev/compressOnce";

const SCRIPT = `console.log(${JSON.stringify("Anlagenregister ".repeat(400))});`;

function app() {
  const hono = new Hono();
  hono.use("/files/*", compressOnce());
  hono.get("/files/app.js", (c) =>
    c.body(SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );
  hono.get("/files/small.js", (c) =>
    c.body("1;", 200, { "Content-Type": "text/javascript" }),
  );
  hono.get("/files/raw.js", (c) =>
    c.body(SCRIPT, 200, {
      "Content-Type": "text/javascript",
      "Cache-Control": "no-transform",
    }),
  );
  hono.get("/files/logo.png", (c) =>
    c.body("x".repeat(4000), 200, { "Content-Type": "image/png" }),
  );
  return hono;
}

const get = (hono: Hono, path: string, encoding = "gzip, deflate, br") =>
  hono.request(path, { headers: { "Accept-Encoding": encoding } });

describe("host-dev's static files gzipped once", () => {
  it("answers gzip that unpacks to the file, with its length and Vary", async () => {
    const response = await get(app(), "/files/app.js");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it("compresses a file's content once, however often it is asked for", async () => {
    const gzip = jest.spyOn(zlib, "gzipSync");
    const hono = app();
    const bodies = [];
    for (let i = 0; i < 3; i++)
      bodies.push(
        Buffer.from(await (await get(hono, "/files/app.js")).arrayBuffer()),
      );
    expect(gzip).toHaveBeenCalledTimes(1);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it.each([
    ["a client without gzip", "/files/app.js", "br"],
    ["a client refusing gzip", "/files/app.js", "gzip;q=0, deflate"],
    ["a file under 1 KB", "/files/small.js", "gzip"],
    ["no-transform", "/files/raw.js", "gzip"],
    ["an image", "/files/logo.png", "gzip"],
  ])("leaves the file as it is for %s", async (_, path, encoding) => {
    const response = await get(app(), path, encoding);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect((await response.text()).length).toBeGreaterThan(0);
  });
});
