/** @jest-environment node */
/**
 * What one visitor or user can make the server keep or do: anonymous Excel exports are limited per
 * client address and in total (429 with Retry-After), their files go with their tasks, and each
 * user's settings are bounded and stored apart from everybody else's (docs/security.md, ADR 39).
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { UserSetting, UserTask } from "../../src/api/types";
import {
  ANONYMOUS_EXPORT_WINDOW_MS,
  ANONYMOUS_EXPORTS_PER_CLIENT,
  ANONYMOUS_EXPORTS_TOTAL,
} from "../../host-dev/api/limits";
import { ANONYMOUS_TASK_LIFETIME_MS } from "../../host-dev/api/tasks";
import { createServerApp } from "../../host-dev/server";
import {
  SETTINGS_BYTES_PER_USER,
  SETTINGS_GROUPS_PER_USER,
} from "../../host-dev/api/userSettings";
import {
  makeDataDir,
  startApi,
  TestClient,
  waitFor,
  type TestApi,
} from "./client";

const EXCEL = "/natippc/api/ippcInstallations/excel";
const TIMEOUT_S = 2 * 3600;

let clock = Date.parse("2026-03-02T09:00:00Z");
let server: TestApi;
beforeEach(() => {
  clock = Date.parse("2026-03-02T09:00:00Z");
  server = startApi({
    installations: 20,
    now: () => clock,
    sessionTimeoutS: TIMEOUT_S,
  });
});
afterEach(async () => {
  await server.dispose();
});

const sessionSet = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith("SESSION="));

const tasksOf = async (client: TestClient) =>
  (await (await client.get("/natippc/api/user-tasks")).json()) as UserTask[];

/** Starts an export and waits until its file is written. */
async function exported(client: TestClient): Promise<string> {
  const response = await client.post(EXCEL, {});
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as UserTask;
  await waitFor(
    () => tasksOf(client),
    (tasks) => tasks.some((t) => t.id === id && t.status === "SUCCESS"),
  );
  return id;
}

const resultFile = (id: string) => join(server.dir, `task-${id}.xlsx`);
const resultFiles = () =>
  readdirSync(server.dir).filter((name) => /^task-.*\.xlsx$/.test(name));
/** The server removes files behind the answer: waits until it has. */
const gone = (id: string) =>
  waitFor(
    async () => existsSync(resultFile(id)),
    (exists) => !exists,
  );

describe("anonymous Excel exports", () => {
  it("a client that keeps no session gets a few, then 429 with Retry-After; a refused one leaves no session, task or file", async () => {
    const client = server.client("203.0.113.7");
    await client.primeXsrf();
    const answers: Response[] = [];
    for (let i = 0; i < 100; i++) {
      client.cookies.delete("SESSION");
      answers.push(await client.post(EXCEL, {}));
    }
    const accepted = answers.filter((r) => r.status === 202);
    const refused = answers.filter((r) => r.status !== 202);
    expect(accepted).toHaveLength(ANONYMOUS_EXPORTS_PER_CLIENT);
    expect(accepted.every(sessionSet)).toBe(true);
    expect(refused.every((r) => r.status === 429)).toBe(true);
    expect(refused.some(sessionSet)).toBe(false);
    const retryAfter = Number(refused[0]!.headers.get("Retry-After"));
    expect(retryAfter).toBe(ANONYMOUS_EXPORT_WINDOW_MS / 1000);
    expect(await refused[0]!.json()).toEqual({
      status: 429,
      error: "too_many_requests",
      message: `Ohne Anmeldung sind höchstens ${ANONYMOUS_EXPORTS_PER_CLIENT} Excel-Exporte pro Stunde möglich. Bitte versuchen Sie es in 60 Minuten erneut oder melden Sie sich an.`,
      path: EXCEL,
    });

    // Another client is not held back by this one.
    const other = server.client("198.51.100.1");
    await other.primeXsrf();
    expect((await other.post(EXCEL, {})).status).toBe(202);

    // Once the window has passed, the first client may start again.
    clock += retryAfter * 1000 - 1000;
    expect((await client.post(EXCEL, {})).status).toBe(429);
    clock += 1000;
    expect((await client.post(EXCEL, {})).status).toBe(202);
  });

  it("all clients together get no more than the total; then a new client gets 429 too", async () => {
    const addresses = Math.ceil(
      ANONYMOUS_EXPORTS_TOTAL / ANONYMOUS_EXPORTS_PER_CLIENT,
    );
    let accepted = 0;
    for (let a = 0; a < addresses; a++) {
      const client = server.client(`10.0.0.${a + 1}`);
      await client.primeXsrf();
      for (let i = 0; i < ANONYMOUS_EXPORTS_PER_CLIENT; i++) {
        client.cookies.delete("SESSION");
        if ((await client.post(EXCEL, {})).status === 202) accepted += 1;
      }
    }
    expect(accepted).toBe(ANONYMOUS_EXPORTS_TOTAL);
    const late = server.client("10.0.1.1");
    await late.primeXsrf();
    const refused = await late.post(EXCEL, {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(sessionSet(refused)).toBe(false);

    // Signed-in users answer for their exports and are not counted.
    const owner = server.client("10.0.1.1");
    await owner.login("owner");
    expect((await owner.post(EXCEL, {})).status).toBe(202);
  });
});

describe("anonymous Excel exports over HTTP", () => {
  let http: ServerType;
  afterEach(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it("count against the connection's address", async () => {
    // Calls without a connection have used up their own client's share.
    const direct = server.client();
    await direct.primeXsrf();
    for (let i = 0; i < ANONYMOUS_EXPORTS_PER_CLIENT; i++)
      expect((await direct.post(EXCEL, {})).status).toBe(202);
    expect((await direct.post(EXCEL, {})).status).toBe(429);

    http = serve({ fetch: createServerApp(server.api).fetch, port: 0 });
    await new Promise<void>((resolve) =>
      http.once("listening", () => resolve()),
    );
    const { port } = http.address() as AddressInfo;
    const overHttp = new TestClient(
      (request) => fetch(request),
      `http://127.0.0.1:${port}`,
    );
    await overHttp.primeXsrf();
    expect((await overHttp.post(EXCEL, {})).status).toBe(202);
  });
});

describe("export files go with their tasks", () => {
  it("an hour after an anonymous export started, its task and file are gone", async () => {
    const visitor = server.client();
    await visitor.primeXsrf();
    const id = await exported(visitor);
    expect(existsSync(resultFile(id))).toBe(true);
    clock += ANONYMOUS_TASK_LIFETIME_MS - 1000;
    expect((await tasksOf(visitor)).map((t) => t.id)).toEqual([id]);
    clock += 1000;
    expect(await tasksOf(visitor)).toEqual([]);
    await gone(id);
  });

  it("when the visitor's session ends — signing in, signing out, expiring — its tasks' files go with it", async () => {
    const [signingIn, signingOut, expiring] = [1, 2, 3].map(() =>
      server.client(),
    ) as [TestClient, TestClient, TestClient];
    for (const visitor of [signingIn, signingOut, expiring])
      await visitor.primeXsrf();
    const ids = await Promise.all(
      [signingIn, signingOut, expiring].map(exported),
    );
    await signingIn.login("owner");
    await gone(ids[0]!);
    await signingOut.get("/natippc/logout");
    await gone(ids[1]!);
    expect(existsSync(resultFile(ids[2]!))).toBe(true);
    clock += TIMEOUT_S * 1000 + 1000;
    await tasksOf(expiring);
    await gone(ids[2]!);
  });

  it("a deleted task's file goes", async () => {
    const visitor = server.client();
    await visitor.primeXsrf();
    const id = await exported(visitor);
    const deleted = await visitor.request(
      `/natippc/api/user-tasks/${id}/delete`,
      {
        method: "POST",
      },
    );
    expect(deleted.status).toBe(204);
    expect(existsSync(resultFile(id))).toBe(false);
  });

  it("after a restart the files of tasks that are gone are removed; a signed-in user's results stay", async () => {
    const visitor = server.client();
    await visitor.primeXsrf();
    const owner = server.client();
    await owner.login("owner");
    const [, own] = await Promise.all([exported(visitor), exported(owner)]);
    const stray = "task-00000000-0000-4000-8000-000000000000.xlsx";
    writeFileSync(join(server.dir, stray), "PK");
    server = await server.restart();
    expect(resultFiles().sort()).toEqual([`task-${own}.xlsx`]);
    const again = server.client();
    await again.login("owner");
    expect(
      (await again.get(`/natippc/api/user-tasks/${own}/result`)).status,
    ).toBe(200);
  });
});

describe("user settings", () => {
  const GROUP = "/portal/api/userSettings";
  const write = (
    client: TestClient,
    group: string,
    name: string,
    value: string,
  ) => client.request(`${GROUP}/${group}`, { form: { name, value } });
  const settingsOf = async (client: TestClient, group: string) =>
    (await (await client.get(`${GROUP}/${group}`)).json()) as UserSetting[];
  /** The largest value the API takes for one setting (64 KB). */
  const large = (mark: string) => mark.repeat(64 * 1024);

  it(`beyond ${SETTINGS_GROUPS_PER_USER} groups or 1 MB a write is refused with 413 and a German message; nothing else changes`, async () => {
    const owner = server.client();
    await owner.login("owner");
    expect((await write(owner, "natippc-filters", "a", "owner's")).status).toBe(
      200,
    );
    const ownerBefore = await settingsOf(owner, "natippc-filters");

    const user = server.client();
    await user.login("authority");
    for (let g = 0; g < SETTINGS_GROUPS_PER_USER; g++)
      expect((await write(user, `g${g}`, "s", "x")).status).toBe(200);
    const tooMany = await write(user, "one-more", "s", "x");
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({
      status: 413,
      error: "settings_quota",
      message: `Es können höchstens ${SETTINGS_GROUPS_PER_USER} Gruppen von Einstellungen gespeichert werden. Bitte löschen Sie Einstellungen, die Sie nicht mehr benötigen.`,
    });
    expect(await settingsOf(user, "one-more")).toEqual([]);

    // Size: as many 64 KB values as fit, then one more is refused.
    const fitting = Math.floor((SETTINGS_BYTES_PER_USER - 1024) / (64 * 1024));
    for (let i = 0; i < fitting; i++)
      expect((await write(user, "g0", `v${i}`, large("y"))).status).toBe(200);
    const tooLarge = await write(user, "g0", "v-last", large("z"));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: "settings_quota",
      message:
        "Ihre gespeicherten Einstellungen dürfen zusammen höchstens 1 MB groß sein. Bitte löschen Sie Einstellungen, die Sie nicht mehr benötigen.",
    });
    const stored = await settingsOf(user, "g0");
    expect(stored.map((s) => s.name)).not.toContain("v-last");
    // A change that does not grow them, and a removal, still go through.
    expect((await write(user, "g0", "v0", "kurz")).status).toBe(200);
    expect((await write(user, "g0", "v-last", large("z"))).status).toBe(200);
    // An emptied group no longer counts.
    const removed = await user.request(`${GROUP}/g1?name=s`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await write(user, "one-more", "s", "x")).status).toBe(200);

    expect(await settingsOf(owner, "natippc-filters")).toEqual(ownerBefore);
  });

  it("one user's large writes do not rewrite another user's stored settings", async () => {
    const owner = server.client();
    await owner.login("owner");
    const mark = "nur-fuer-maria-huber";
    await write(owner, "natippc-filters", "filters_a", mark);
    const holding = readdirSync(server.dir)
      .filter((name) => readFileSync(join(server.dir, name)).includes(mark))
      .map((name) => {
        const { ino, mtimeMs } = statSync(join(server.dir, name));
        return { name, ino, mtimeMs };
      });
    expect(holding).not.toEqual([]);

    const heavy = server.client();
    await heavy.login("authority");
    for (let i = 0; i < 12; i++)
      expect((await write(heavy, "viel", `v${i}`, large("h"))).status).toBe(
        200,
      );

    for (const { name, ino, mtimeMs } of holding) {
      const now = statSync(join(server.dir, name));
      expect({ name, ino: now.ino, mtimeMs: now.mtimeMs }).toEqual({
        name,
        ino,
        mtimeMs,
      });
      expect(readFileSync(join(server.dir, name)).includes("hhhh")).toBe(false);
    }
  });

  it("settings kept in the one file of before move to each user's own file", async () => {
    const dir = makeDataDir();
    writeFileSync(
      join(dir, "user-settings.json"),
      JSON.stringify({
        "maria.huber": {
          "natippc-filters": [{ name: "filters_a", value: "alt" }],
        },
        "johann.leitner": {
          andere: [{ name: "b", value: "auch", version: 4 }],
        },
      }),
    );
    const moved = startApi({ installations: 20 }, dir);
    try {
      expect(existsSync(join(dir, "user-settings.json"))).toBe(false);
      const owner = moved.client();
      await owner.login("owner");
      expect(await settingsOf(owner, "natippc-filters")).toEqual([
        { name: "filters_a", value: "alt", version: "1" },
      ]);
      const authority = moved.client();
      await authority.login("authority");
      expect(await settingsOf(authority, "andere")).toEqual([
        { name: "b", value: "auch", version: "4" },
      ]);
    } finally {
      await moved.dispose();
    }
  });
});
