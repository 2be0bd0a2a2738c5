/** @jest-environment node */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerTime, UserSetting, UserTask } from "../../src/api/types";
import { PERSONA_BY_NAME } from "../../host-dev/api/personas";
import { userSettingsFileName } from "../../host-dev/api/userSettings";
import {
  makeDataDir,
  startApi,
  waitFor,
  type TestApi,
  type TestClient,
} from "./client";

const settingsOf = async (client: TestClient, group: string) =>
  (await (
    await client.get(`/portal/api/userSettings/${group}`)
  ).json()) as UserSetting[];

describe("user settings", () => {
  let server: TestApi;
  beforeEach(() => {
    server = startApi({ installations: 50 });
  });
  afterEach(async () => {
    await server.dispose();
  });

  it("stores per user and group, updates by name, returns the list", async () => {
    const owner = server.client();
    await owner.login("owner");
    const first = await owner.request("/portal/api/userSettings/filters", {
      form: { name: "filters_register", value: '{"criterias":{}}' },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual([
      { name: "filters_register", value: '{"criterias":{}}', version: "1" },
    ]);
    await owner.request("/portal/api/userSettings/filters", {
      form: { name: "filters_register", value: "neu" },
    });
    // Each write raises the setting's version (conditional writes: tests/host-dev/settingsVersions.test.ts).
    expect(await settingsOf(owner, "filters")).toEqual([
      { name: "filters_register", value: "neu", version: "2" },
    ]);

    const authority = server.client();
    await authority.login("authority");
    expect(await settingsOf(authority, "filters")).toEqual([]);
    expect(await settingsOf(owner, "andere")).toEqual([]);
  });

  it("requires a login to read and to write", async () => {
    const anonymous = server.client();
    await anonymous.primeXsrf();
    const response = await anonymous.request(
      "/portal/api/userSettings/filters",
      {
        form: { name: "a", value: "b" },
      },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      status: 401,
      error: "unauthorized",
    });
    const read = await anonymous.get("/portal/api/userSettings/filters");
    expect(read.status).toBe(401);
  });

  it("loses nothing when many writes race", async () => {
    const client = server.client();
    await client.login("owner");
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.request("/portal/api/userSettings/race", {
          form: { name: `filter_${i}`, value: `wert ${i}` },
        }),
      ),
    );
    expect(await settingsOf(client, "race")).toHaveLength(40);
    const restarted = await server.restart();
    server = restarted;
    const again = restarted.client();
    await again.login("owner");
    const names = (await settingsOf(again, "race")).map((s) => s.name).sort();
    expect(names).toEqual(
      Array.from({ length: 40 }, (_, i) => `filter_${i}`).sort(),
    );
  });

  it("survives a restart, the file is valid JSON and no temp files remain", async () => {
    const client = server.client();
    await client.login("owner");
    await client.request("/portal/api/userSettings/filters", {
      form: { name: "filters_ojs_selected_filter_key", value: "Mein Filter" },
    });
    server = await server.restart();
    const files = readdirSync(server.dir);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);
    const file = userSettingsFileName(
      PERSONA_BY_NAME.get("owner")!.user.username,
    );
    expect(() =>
      JSON.parse(readFileSync(join(server.dir, file), "utf8")),
    ).not.toThrow();
    const again = server.client();
    await again.login("owner");
    expect(await settingsOf(again, "filters")).toEqual([
      {
        name: "filters_ojs_selected_filter_key",
        value: "Mein Filter",
        version: "1",
      },
    ]);
  });

  it("keeps groups named like an object's own properties apart, also across a restart", async () => {
    const groups = ["__proto__", "constructor", "toString"];
    const client = server.client();
    await client.login("owner");
    for (const group of groups) {
      const response = await client.request(
        `/portal/api/userSettings/${group}`,
        {
          form: { name: "filters_a", value: `in ${group}` },
        },
      );
      expect(response.status).toBe(200);
    }
    server = await server.restart();
    // Plain JSON on disk, the user's own file, the names data.
    const file = JSON.parse(
      readFileSync(
        join(server.dir, userSettingsFileName("maria.huber")),
        "utf8",
      ),
    ) as { groups: { name: string }[] };
    expect(file.groups.map((group) => group.name)).toEqual(groups);
    const again = server.client();
    await again.login("owner");
    for (const group of groups) {
      expect(await settingsOf(again, group)).toEqual([
        { name: "filters_a", value: `in ${group}`, version: "1" },
      ]);
    }
  });

  it("keeps the session across a restart", async () => {
    const client = server.client();
    await client.login("authority");
    const restarted = await server.restart();
    server = restarted;
    const again = restarted.client();
    for (const [name, value] of client.cookies) again.cookies.set(name, value);
    const user = (await (await again.get("/natippc/api/auth/user")).json()) as {
      isLoggedIn: boolean;
    };
    expect(user.isLoggedIn).toBe(true);
  });
});

describe("test clock", () => {
  it("sets, persists and resets the server time", async () => {
    // SPEC §3: Server time: datetime.
    let server = startApi({ installations: 20 });
    try {
      const client = server.client();
      await client.login("owner");
      const set = await client.request(
        "/natippc/api/time?datetime=2030-01-15T10:00:00Z",
        { method: "POST" },
      );
      expect(set.status).toBe(200);
      server = await server.restart();
      const time = (await (
        await server.client().get("/natippc/api/time")
      ).json()) as ServerTime;
      expect(
        Math.abs(
          Date.parse(time.datetime) - Date.parse("2030-01-15T10:00:00Z"),
        ),
      ).toBeLessThan(60_000);
      const again = server.client();
      await again.login("authority");
      await again.request("/natippc/api/time?datetime=", { method: "POST" });
      const reset = (await (
        await again.get("/natippc/api/time")
      ).json()) as ServerTime;
      expect(Math.abs(Date.parse(reset.datetime) - Date.now())).toBeLessThan(
        60_000,
      );
    } finally {
      await server.dispose();
    }
  });

  it("is only for a signed-in test persona: an anonymous visitor gets 401 and the clock stays", async () => {
    const server = startApi({ installations: 20 });
    try {
      const visitor = server.client();
      await visitor.primeXsrf();
      const response = await visitor.request(
        "/natippc/api/time?datetime=2030-01-15T10:00:00Z",
        { method: "POST" },
      );
      expect(response.status).toBe(401);
      const time = (await (
        await visitor.get("/natippc/api/time")
      ).json()) as ServerTime;
      expect(Math.abs(Date.parse(time.datetime) - Date.now())).toBeLessThan(
        60_000,
      );
    } finally {
      await server.dispose();
    }
  });

  it("refuses the test clock in PROD", async () => {
    const server = startApi({ installations: 20, environment: "PROD" });
    try {
      const client = server.client();
      await client.login("owner");
      const response = await client.request(
        "/natippc/api/time?datetime=2030-01-15T10:00:00Z",
        {
          method: "POST",
        },
      );
      expect(response.status).toBe(403);
    } finally {
      await server.dispose();
    }
  });
});

describe("tasks across a restart", () => {
  it("keeps finished tasks and their result files; interrupted ones end in FAILURE", async () => {
    let server = startApi({ installations: 60 });
    try {
      const client = server.client();
      await client.login("owner");
      const done = (await (
        await client.post("/natippc/api/ippcInstallations/excel", {})
      ).json()) as UserTask;
      await waitFor(
        async () =>
          (await (
            await client.get("/natippc/api/user-tasks")
          ).json()) as UserTask[],
        (tasks) =>
          tasks.some((t) => t.id === done.id && t.status === "SUCCESS"),
      );
      const running = (await (
        await client.post("/natippc/api/ippcInstallations/excel", {})
      ).json()) as UserTask;

      server = await server.restart();
      const again = server.client();
      await again.login("owner");
      const tasks = (await (
        await again.get("/natippc/api/user-tasks")
      ).json()) as UserTask[];
      expect(tasks.find((t) => t.id === done.id)?.status).toBe("SUCCESS");
      expect(tasks.find((t) => t.id === running.id)).toMatchObject({
        status: "FAILURE",
        message: expect.stringContaining("Neustart"),
      });
      const result = await again.get(
        `/natippc/api/user-tasks/${done.id}/result`,
      );
      expect(result.status).toBe(200);
      expect((await result.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await server.dispose();
    }
  });
});

describe("robust loading", () => {
  it("moves an unreadable data file aside and starts empty", async () => {
    const dir = makeDataDir();
    writeFileSync(join(dir, "user-settings.json"), "{kaputt");
    const logged = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const server = startApi({ installations: 20 }, dir);
    try {
      const client = server.client();
      await client.login("owner");
      expect(await settingsOf(client, "filters")).toEqual([]);
      expect(
        readdirSync(dir).some((f) =>
          f.startsWith("user-settings.json.corrupt-"),
        ),
      ).toBe(true);
      expect(logged).toHaveBeenCalled();
    } finally {
      await server.dispose();
    }
  });
});
