/**
 * A user whose portal settings are full: the portal refuses a saved filter's write for good (413,
 * docs/embedding.md), and the page says so, keeps the change and does not send it again by itself.
 */
import { screen, within } from "@testing-library/react";
import type { UserSetting } from "../../../src/api/types";
import { SETTINGS_BYTES_PER_USER } from "../../../host-dev/api/userSettings";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import { openSidePage, renderRegister, sidePage } from "./renderRegister";

jest.setTimeout(30_000);

let api: SimulatedApiHandle;
beforeEach(async () => {
  api = installSimulatedApi({ installGlobal: false });
  await api.loginAs("owner");
});
afterEach(async () => {
  await api.close();
});

/** Stores settings of another application until the user's share is used up to the byte. */
async function fillSettings(used: number): Promise<void> {
  const token = api.cookies().get("XSRF-TOKEN") ?? "";
  const store = async (name: string, value: string) => {
    const response = await api.fetch("/portal/api/userSettings/andere-app", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-XSRF-TOKEN": token,
      },
      body: new URLSearchParams({ name, value }).toString(),
    });
    expect(response.status).toBe(200);
  };
  const chunk = 64 * 1024;
  let left = SETTINGS_BYTES_PER_USER - used;
  for (let i = 0; left > 0; i++) {
    const name = `s${i}`;
    const value = "x".repeat(Math.min(chunk, left - name.length));
    await store(name, value);
    left -= name.length + value.length;
  }
}

it("a saved filter the portal has no room for (413) is said, kept, and not sent again", async () => {
  let writes = 0;
  const { user } = await renderRegister(api, {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/portal/api/userSettings/natippc-filters"))
        writes += init?.method === "POST" ? 1 : 0;
      return api.fetch(input, init);
    }) as typeof api.fetch,
  });
  await openSidePage(user);
  // The rest of the user's share is used up.
  const stored = (await (
    await api.fetch("/portal/api/userSettings/natippc-filters")
  ).json()) as UserSetting[];
  await fillSettings(
    stored.reduce(
      (sum, { name, value }) => sum + name.length + value.length,
      0,
    ),
  );
  const refused =
    "Ist der Speicherplatz für Ihre Einstellungen voll, löschen Sie zuerst Filter, die Sie nicht mehr brauchen.";
  expect(within(sidePage()).queryByText(refused, { exact: false })).toBeNull();

  await user.click(
    within(sidePage()).getByRole("checkbox", { name: "Oberösterreich" }),
  );
  await user.click(
    within(sidePage()).getByRole("button", { name: "Speichern" }),
  );
  expect(
    await within(sidePage()).findByText(refused, { exact: false }),
  ).toBeInTheDocument();
  const afterRefusal = writes;
  // The backoff of a failure worth retrying would have sent it again by now.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(writes).toBe(afterRefusal);
  expect(
    screen.getByRole("checkbox", { name: "Oberösterreich" }),
  ).toBeChecked();
});
