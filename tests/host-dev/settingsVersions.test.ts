/**
 * @jest-environment node
 *
 * The portal settings keep a version per setting: reads answer it, and a write or removal made on
 * an older one (If-Match) is refused with 412 and what is stored now — the check the app relies on
 * to offer its conflict choice instead of overwriting another tab's change (docs/embedding.md).
 */
import type { UserSetting } from "../../src/api/types";
import { startApi, type TestApi, type TestClient } from "./client";

const GROUP = "/portal/api/userSettings/natippc-filters";

let server: TestApi;
beforeEach(() => {
  server = startApi({ installations: 20 });
});
afterEach(() => server.dispose());

async function signedIn(): Promise<TestClient> {
  const client = server.client();
  await client.login("owner");
  return client;
}

const write = (
  client: TestClient,
  value: string,
  headers: Record<string, string> = {},
) => client.request(GROUP, { form: { name: "filters_a", value }, headers });

const remove = (client: TestClient, headers: Record<string, string> = {}) =>
  client.request(`${GROUP}?name=filters_a`, {
    method: "POST",
    headers: { "X-HTTP-Method-Override": "DELETE", ...headers },
  });

async function stored(client: TestClient): Promise<UserSetting | undefined> {
  const list = (await (await client.get(GROUP)).json()) as UserSetting[];
  return list.find((setting) => setting.name === "filters_a");
}

it("raises the version with every write and answers it", async () => {
  const client = await signedIn();
  await write(client, "eins");
  expect(await stored(client)).toEqual({
    name: "filters_a",
    value: "eins",
    version: "1",
  });
  const second = await write(client, "zwei", { "If-Match": '"1"' });
  expect(second.status).toBe(200);
  expect(await second.json()).toContainEqual({
    name: "filters_a",
    value: "zwei",
    version: "2",
  });
});

it.each([
  [
    "a write",
    (client: TestClient) => write(client, "meins", { "If-Match": '"1"' }),
  ],
  ["a removal", (client: TestClient) => remove(client, { "If-Match": '"1"' })],
])(
  "refuses %s made on a version another tab changed since, with what is stored now",
  async (_what, send) => {
    const tabA = await signedIn();
    await write(tabA, "eins");
    const tabB = server.client();
    for (const [name, value] of tabA.cookies) tabB.cookies.set(name, value);
    expect((await write(tabB, "ihres", { "If-Match": '"1"' })).status).toBe(
      200,
    );

    const refused = await send(tabA);
    expect(refused.status).toBe(412);
    expect(await refused.json()).toMatchObject({
      status: 412,
      current: { name: "filters_a", value: "ihres", version: "2" },
    });
    // Nothing of tab A's reached the store.
    expect(await stored(tabA)).toMatchObject({ value: "ihres", version: "2" });
  },
);

it("accepts weak and listed entity tags and '*', and If-None-Match: * only for a new setting", async () => {
  const client = await signedIn();
  expect((await write(client, "neu", { "If-None-Match": "*" })).status).toBe(
    200,
  );
  expect((await write(client, "x", { "If-None-Match": "*" })).status).toBe(412);
  expect((await write(client, "w", { "If-Match": 'W/"1"' })).status).toBe(200);
  expect((await write(client, "l", { "If-Match": '"7", "2"' })).status).toBe(
    200,
  );
  expect((await write(client, "s", { "If-Match": "*" })).status).toBe(200);
  expect(await stored(client)).toMatchObject({ value: "s", version: "4" });
});

it("refuses a conditional removal of what is gone with 412 and nothing stored", async () => {
  const client = await signedIn();
  await write(client, "eins");
  expect((await remove(client)).status).toBe(200);
  const refused = await remove(client, { "If-Match": '"1"' });
  expect(refused.status).toBe(412);
  expect(await refused.json()).toMatchObject({ current: null });
});

it("writes without a condition as before (a portal client that sends none)", async () => {
  const client = await signedIn();
  await write(client, "eins");
  await write(client, "zwei");
  expect(await stored(client)).toMatchObject({ value: "zwei", version: "2" });
});
