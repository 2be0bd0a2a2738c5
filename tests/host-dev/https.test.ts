/** @jest-environment node */
import { connect, type ClientHttp2Session } from "node:http2";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../../host-dev/server";
import { localhostCertificate } from "../../host-dev/tls";

let running: ReturnType<typeof startServer>;
let client: ClientHttp2Session;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "host-dev-https-"));
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  running = startServer({
    port: 0,
    dataDir,
    installations: 5,
    tls: localhostCertificate(),
  });
  await new Promise((resolve) => running.server.once("listening", resolve));
  const { port } = running.server.address() as AddressInfo;
  client = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
});

afterAll(async () => {
  client.close();
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function get(pathname: string) {
  return new Promise<{ status: number; body: string; cookies: string[] }>(
    (resolve, reject) => {
      const request = client.request({ ":path": pathname });
      let status = 0;
      let body = "";
      let cookies: string[] = [];
      request.on("response", (headers) => {
        status = Number(headers[":status"]);
        cookies = headers["set-cookie"] ?? [];
      });
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => resolve({ status, body, cookies }));
      request.on("error", reject);
    },
  );
}

describe("host-dev over HTTPS (--https)", () => {
  it("answers over HTTP/2 with its self-signed certificate", async () => {
    const user = await get("/natippc/api/auth/user");
    expect(user.status).toBe(200);
    expect(JSON.parse(user.body)).toMatchObject({
      isLoggedIn: false,
      user: { username: "anonymousUser" },
    });
    expect(user.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^XSRF-TOKEN=/)]),
    );
    expect(client.alpnProtocol).toBe("h2");
  });
});
