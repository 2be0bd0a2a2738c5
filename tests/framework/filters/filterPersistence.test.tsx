/**
 * Saved filters in the user settings of the simulated API (SPEC §3, §7 "Other", §8): what a
 * user saves comes back after a reload and a restart of the API, failures are shown and lose
 * nothing, visitors keep filters for the session, and links carry the applied filter.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserSetting } from "../../../src/api/types";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import {
  filterButton,
  openSidePage,
  renderRegister,
  resultCount,
  savedFilterNames,
  selectedFilterName,
  sidePage,
} from "./renderRegister";
import { UNSTORED_KEY_PREFIX } from "../../../src/framework/filters/storageKeys";

jest.setTimeout(30_000);

let dataDir: string;
let api: SimulatedApiHandle;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "natippc-filters-"));
  api = installSimulatedApi({ installGlobal: false, dataDir });
  await api.loginAs("owner");
});
afterEach(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const button = (name: string | RegExp) =>
  within(sidePage()).getByRole("button", { name });
const checkbox = (name: string) =>
  within(sidePage()).getByRole("checkbox", { name });

/** What the portal stores for the user, read straight from the API. */
async function storedSettings(): Promise<UserSetting[]> {
  const response = await api.fetch("/portal/api/userSettings/natippc-filters");
  return (await response.json()) as UserSetting[];
}

/** Writes a setting as another client of the portal would: straight to the user settings. */
async function storeSetting(name: string, value: string) {
  await api.fetch("/portal/api/userSettings/natippc-filters", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-XSRF-TOKEN": api.cookies().get("XSRF-TOKEN") ?? "",
    },
    body: new URLSearchParams({ name, value }),
  });
}

async function storedFilters() {
  const settings = await storedSettings();
  return settings
    .filter((s) => s.name.startsWith("filters_installations_"))
    .map((s) => JSON.parse(s.value) as { name: string; criterias: object });
}

async function storedSelection() {
  return (await storedSettings()).find(
    (s) => s.name === "filters_ojs_selected_filter_key_installations",
  )?.value;
}

async function storedKeyOf(name: string) {
  const prefix = "filters_installations_";
  return (await storedSettings())
    .find(
      (s) =>
        s.name.startsWith(prefix) &&
        (JSON.parse(s.value) as { name: string }).name === name,
    )
    ?.name.slice(prefix.length);
}

/** Creates a saved filter 'Meine Anlagen' with Oberösterreich and waits until it is stored. */
async function createSavedFilter(
  user: Awaited<ReturnType<typeof renderRegister>>["user"],
) {
  await openSidePage(user);
  await user.click(checkbox("Oberösterreich"));
  await user.click(button("Speichern"));
  await user.click(button("Umbenennen"));
  const name = within(sidePage()).getByRole("textbox", {
    name: "Name des Filters",
  });
  await user.clear(name);
  await user.type(name, "Meine Anlagen{Enter}");
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      {
        name: "Meine Anlagen",
        enabled: true,
        criterias: expect.objectContaining({ bundesland: ["4"] }),
      },
    ]),
  );
  // And the page has had the answer: it keeps nothing for a next visit.
  await waitFor(() =>
    expect(
      Object.keys(sessionStorage).filter((key) =>
        key.startsWith(UNSTORED_KEY_PREFIX),
      ),
    ).toEqual([]),
  );
}

async function renderAgain() {
  document.body.innerHTML = "";
  const view = await renderRegister(api);
  await openSidePage(view.user);
  return view;
}

it("a saved filter and the selection come back after a reload", async () => {
  // SPEC §1: Page framework: … filter feature with saved filters
  const { user, unmount } = await renderRegister(api);
  await createSavedFilter(user);
  const count = resultCount().textContent;
  unmount();

  await renderAgain();
  expect(savedFilterNames()).toEqual(["Standardfilter", "Meine Anlagen"]);
  expect(selectedFilterName()).toBe("Meine Anlagen");
  expect(checkbox("Oberösterreich")).toBeChecked();
  await waitFor(() => expect(resultCount().textContent).toBe(count));
});

it("saved filters survive a restart of the API (it persists to disk)", async () => {
  const { user, unmount } = await renderRegister(api);
  await createSavedFilter(user);
  await user.click(button("Duplizieren"));
  await waitFor(async () => expect(await storedFilters()).toHaveLength(2));
  const copyKey = (await storedSettings())
    .at(-1)
    ?.name.slice("filters_installations_".length);
  await waitFor(async () =>
    expect(await storedSettings()).toContainEqual(
      expect.objectContaining({
        name: "filters_ojs_selected_filter_key_installations",
        value: copyKey,
      }),
    ),
  );
  unmount();

  await api.close();
  api = installSimulatedApi({ installGlobal: false, dataDir });
  await api.loginAs("owner");
  await renderAgain();
  expect(savedFilterNames()).toEqual([
    "Standardfilter",
    "Meine Anlagen",
    "Kopie von Meine Anlagen",
  ]);
  expect(selectedFilterName()).toBe("Kopie von Meine Anlagen");
});

it("renaming rewrites and deleting removes the stored setting", async () => {
  const { user, unmount } = await renderRegister(api);
  await createSavedFilter(user);
  await user.click(button("Löschen"));
  const dialog = await screen.findByRole("dialog", { name: "Filter löschen" });
  await user.click(within(dialog).getByRole("button", { name: "Löschen" }));
  await waitFor(async () => expect(await storedFilters()).toEqual([]));
  await waitFor(async () =>
    expect(await storedSettings()).toContainEqual(
      expect.objectContaining({
        name: "filters_ojs_selected_filter_key_installations",
        value: "OJS_DEFAULT_FILTER",
      }),
    ),
  );
  unmount();
  await renderAgain();
  expect(savedFilterNames()).toEqual(["Standardfilter"]);
});

it("unsaved changes are never stored", async () => {
  const { user } = await renderRegister(api);
  await createSavedFilter(user);
  await user.click(checkbox("Wien"));
  await user.click(button("Anwenden"));
  expect(selectedFilterName()).toBe("Meine Anlagen (*)");
  // Give a write the chance it must not take.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await storedFilters()).toEqual([
    expect.objectContaining({
      criterias: expect.objectContaining({ bundesland: ["4"] }),
    }),
  ]);
});

it("a failed write is shown, retried, and loses nothing", async () => {
  const { user, unmount } = await renderRegister(api);
  await openSidePage(user);
  await api.addFault({
    path: "/portal/api/userSettings",
    method: "POST",
    mode: "500",
    times: 1,
  });
  await user.click(checkbox("Wien"));
  await user.click(button("Speichern"));

  const text =
    "Der Filter konnte nicht gespeichert werden. Ihre Änderungen bleiben erhalten, das Speichern wird automatisch wiederholt.";
  expect(
    await within(sidePage()).findByText(text, { exact: false }),
  ).toBeInTheDocument();
  expect(
    within(
      screen.getByRole("region", { name: "Benachrichtigungen" }),
    ).getByText(text),
  ).toBeInTheDocument();
  expect(selectedFilterName()).toBe("Unbenannter Filter");
  // Sent again by itself: nothing for the user to press.
  expect(
    within(sidePage()).queryByRole("button", {
      name: "Jetzt erneut versuchen",
    }),
  ).toBeNull();

  // The retry after 1 s gets through.
  expect(
    await screen.findByText(
      "Die Filter wurden gespeichert.",
      {},
      { timeout: 3000 },
    ),
  ).toBeInTheDocument();
  expect(within(sidePage()).queryByText(text, { exact: false })).toBeNull();
  expect(await storedFilters()).toEqual([
    expect.objectContaining({
      name: "Unbenannter Filter",
      criterias: expect.objectContaining({ bundesland: ["9"] }),
    }),
  ]);
  unmount();
  await renderAgain();
  expect(selectedFilterName()).toBe("Unbenannter Filter");
  expect(checkbox("Wien")).toBeChecked();
});

it("a change that could not be stored before the page was left comes back on the next visit and is stored then", async () => {
  const { user, unmount } = await renderRegister(api);
  await openSidePage(user);
  await api.addFault({
    path: "/portal/api/userSettings",
    method: "POST",
    mode: "500",
  });
  await user.click(checkbox("Wien"));
  await user.click(button("Speichern"));
  expect(
    await within(sidePage()).findByText(
      "Der Filter konnte nicht gespeichert werden.",
      { exact: false },
    ),
  ).toBeInTheDocument();
  unmount();
  await api.fetch("/__dev/faults", { method: "DELETE" });
  expect(await storedFilters()).toEqual([]);

  await renderAgain();
  expect(
    await screen.findByText(
      "Änderungen an Ihren Filtern, die beim letzten Besuch nicht gespeichert werden konnten, wurden wiederhergestellt und werden jetzt gespeichert.",
    ),
  ).toBeInTheDocument();
  expect(selectedFilterName()).toBe("Unbenannter Filter");
  expect(checkbox("Wien")).toBeChecked();
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        criterias: expect.objectContaining({ bundesland: ["9"] }),
      }),
    ]),
  );
});

/** A failed load of the saved filters: warning icon in the header, alert, only the default. */
async function expectLoadWarning(
  user: Awaited<ReturnType<typeof renderRegister>>["user"],
) {
  const warned = await screen.findByRole("button", {
    name: "Filter Gespeicherte Filter konnten nicht geladen werden.",
  });
  expect(warned).toBe(filterButton());
  await openSidePage(user);
  expect(
    within(sidePage()).getByText(
      "Die gespeicherten Filter konnten nicht geladen werden.",
      { exact: false },
    ),
  ).toBeInTheDocument();
  expect(savedFilterNames()).toEqual(["Standardfilter"]);
}

it("a failed load is kept in the filter state: warning icon in the header, alert, 'Erneut laden'", async () => {
  const view = await renderRegister(api);
  await createSavedFilter(view.user);
  view.unmount();
  document.body.innerHTML = "";

  await api.addFault({
    path: "/portal/api/userSettings",
    method: "GET",
    mode: "500",
    times: 1,
  });
  const { user } = await renderRegister(api);
  await expectLoadWarning(user);

  await user.click(button("Erneut laden"));
  await waitFor(() =>
    expect(savedFilterNames()).toEqual(["Standardfilter", "Meine Anlagen"]),
  );
  expect(filterButton()).toHaveAccessibleName("Filter");
  // Nothing stored was touched while the filters were unknown.
  expect(await storedFilters()).toHaveLength(1);
});

it("a saved-filter list of the wrong shape is a failed load, not endless loading", async () => {
  await api.addFault({
    path: "/portal/api/userSettings",
    method: "GET",
    mode: "wrong-shape",
  });
  const { user } = await renderRegister(api);
  await expectLoadWarning(user);
});

/** Replaces the criteria of the user's one saved filter in storage, as another client could. */
async function rewriteStoredCriteria(
  change: (criterias: Record<string, string[]>) => Record<string, string[]>,
) {
  const [setting] = (await storedSettings()).filter((s) =>
    s.name.startsWith("filters_installations_"),
  );
  const value = JSON.parse(setting!.value) as {
    criterias: Record<string, string[]>;
  };
  await storeSetting(
    setting!.name,
    JSON.stringify({ ...value, criterias: change(value.criterias) }),
  );
}

it("a stored criterion the metadata no longer has is only logged", async () => {
  const view = await renderRegister(api);
  await createSavedFilter(view.user);
  view.unmount();
  await rewriteStoredCriteria((criterias) => ({
    ...criterias,
    branche: ["x"],
  }));
  const fetchSpy = jest.fn(api.fetch);
  document.body.innerHTML = "";
  const { user } = await renderRegister(api, { fetch: fetchSpy });
  await openSidePage(user);
  expect(selectedFilterName()).toBe("Meine Anlagen");
  expect(filterButton()).toHaveAccessibleName("Filter");
  await waitFor(() =>
    expect(
      fetchSpy.mock.calls.some(
        ([input, init]) =>
          String(input).includes("/api/log") &&
          String(init?.body).includes("unbekanntes+Kriterium+branche"),
      ),
    ).toBe(true),
  );
});

it("a reload restores this tab's saved filter while another tab chose another", async () => {
  sessionStorage.clear();
  const view = await renderRegister(api);
  await createSavedFilter(view.user);
  await view.user.click(button("Neuer Filter"));
  await view.user.click(checkbox("Wien"));
  await view.user.click(button("Speichern"));
  await view.user.click(
    within(sidePage()).getByRole("radio", { name: "Meine Anlagen" }),
  );
  await waitFor(() =>
    expect(view.router.state.location.search).toBe("?bundesland=4"),
  );
  await waitFor(async () =>
    expect(await storedSelection()).toBe(await storedKeyOf("Meine Anlagen")),
  );
  const firstUrl = `/installations${view.router.state.location.search}`;
  const firstTab = JSON.stringify(Object.entries(sessionStorage));
  view.unmount();

  // The second tab: a sessionStorage of its own, chooses the other filter.
  document.body.innerHTML = "";
  sessionStorage.clear();
  const { user: secondUser, unmount: closeSecond } = await renderAgain();
  await secondUser.click(
    within(sidePage()).getByRole("radio", { name: "Unbenannter Filter" }),
  );
  await waitFor(async () =>
    expect(await storedSelection()).toBe(
      await storedKeyOf("Unbenannter Filter"),
    ),
  );
  closeSecond();

  // The first tab reloads: its URL and sessionStorage are as it left them.
  document.body.innerHTML = "";
  sessionStorage.clear();
  for (const [key, value] of JSON.parse(firstTab) as [string, string][])
    sessionStorage.setItem(key, value);
  const { user } = await renderRegister(api, { url: firstUrl });
  await openSidePage(user);
  expect(savedFilterNames()).toEqual([
    "Standardfilter",
    "Meine Anlagen",
    "Unbenannter Filter",
  ]);
  expect(selectedFilterName()).toBe("Meine Anlagen");
  await user.click(
    within(sidePage()).getByRole("radio", { name: "Unbenannter Filter" }),
  );
  expect(
    screen.queryByRole("dialog", { name: "Filterwechsel nicht möglich" }),
  ).toBeNull();
  expect(selectedFilterName()).toBe("Unbenannter Filter");
});

describe("visitors who are not logged in", () => {
  beforeEach(async () => {
    await api.loginAs("anonymous");
    sessionStorage.clear();
  });

  it("keep their filters for the session, not in the user settings", async () => {
    const { counted, fetch } = countingWrites();
    const { user, unmount } = await renderRegister(api, { fetch });
    await openSidePage(user);
    expect(
      within(sidePage()).getByText(/Sie sind nicht angemeldet/),
    ).toBeInTheDocument();
    await user.click(checkbox("Wien"));
    await user.click(button("Speichern"));
    unmount();

    await renderAgain();
    expect(savedFilterNames()).toEqual([
      "Standardfilter",
      "Unbenannter Filter",
    ]);
    expect(checkbox("Wien")).toBeChecked();
    expect(counted.writes).toBe(0);
  });
});

describe("shareable state", () => {
  it("an unknown criterion in a link is logged, and left out of the search and the URL; the known ones apply", async () => {
    const fetch = jest.fn(api.fetch);
    const { router } = await renderRegister(api, {
      url: "/installations?bundesland=3&foo=bar&q=Wien",
      fetch,
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe("?bundesland=3&q=Wien"),
    );
    const searches = fetch.mock.calls
      .filter(([input]) =>
        String(input).endsWith("/natippc/api/ippcInstallations"),
      )
      .map(
        ([, init]) =>
          JSON.parse(String(init?.body)) as {
            searchText?: string;
            criteria: object;
          },
      );
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      expect(search.criteria).toEqual({ bundesland: ["3"] });
      expect(search.searchText).toBe("Wien");
    }
    const logs = fetch.mock.calls
      .filter(([input]) => String(input).endsWith("/natippc/api/log"))
      .map(([, init]) => new URLSearchParams(String(init?.body)));
    expect(
      logs.map((entry) => [entry.get("level"), entry.get("message")]),
    ).toEqual([["warn", expect.stringContaining("foo")]]);
  });

  it("the applied filter is in the URL", async () => {
    const { user, router } = await renderRegister(api);
    await openSidePage(user);
    await user.click(checkbox("Wien"));
    await user.click(checkbox("Tirol"));
    expect(router.state.location.search).toBe("");
    await user.click(button("Anwenden"));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?bundesland=9&bundesland=7"),
    );
  });

  it("a link reproduces the result list, as an unsaved filter beside the user's own", async () => {
    const view = await renderRegister(api);
    await createSavedFilter(view.user);
    view.unmount();
    document.body.innerHTML = "";

    const { user } = await renderRegister(api, {
      url: "/installations?bundesland=9&status=IN_OPERATION&q=Wien",
    });
    await openSidePage(user);
    expect(selectedFilterName()).toBe("Unbenannter Filter (*)");
    expect(checkbox("Wien")).toBeChecked();
    expect(checkbox("In Betrieb")).toBeChecked();
    expect(
      screen.getByRole("searchbox", { name: "Anlagen durchsuchen" }),
    ).toHaveValue("Wien");

    const expected = await api.fetch("/natippc/api/ippcInstallations", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": api.cookies().get("XSRF-TOKEN") ?? "",
      },
      body: JSON.stringify({
        searchText: "Wien",
        criteria: { bundesland: ["9"], status: ["IN_OPERATION"] },
      }),
    });
    const { total } = (await expected.json()) as { total: number };
    await waitFor(() =>
      expect(resultCount()).toHaveTextContent(`${total} Anlagen gefunden`),
    );
    // The user's saved filter is untouched.
    expect(savedFilterNames()).toContain("Meine Anlagen");
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        criterias: expect.objectContaining({ bundesland: ["4"] }),
      }),
    ]);
  });
});

/** The API's fetch, counting the filter writes it passes on. */
function countingWrites() {
  const counted = { writes: 0 };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (
      init?.method === "POST" &&
      String(input).includes("/portal/api/userSettings/")
    )
      counted.writes += 1;
    return api.fetch(input, init);
  }) as typeof api.fetch;
  return { counted, fetch };
}

it("a change the portal refuses is kept, said, and not sent again until the user changes it", async () => {
  const { counted, fetch } = countingWrites();
  const { user } = await renderRegister(api, { fetch });
  await createSavedFilter(user);
  await user.click(button("Umbenennen"));
  const name = within(sidePage()).getByRole("textbox", {
    name: "Name des Filters",
  });
  await user.clear(name);
  await user.click(name);
  // Far beyond the 64 KB the portal stores for one setting.
  await user.paste("Anlagen ".repeat(9_000));
  await user.keyboard("{Enter}");
  const refused =
    "Der Server hat eine Änderung der Filter abgelehnt, sie wurde nicht gespeichert.";
  expect(
    await within(sidePage()).findByText(refused, { exact: false }),
  ).toBeInTheDocument();
  expect(selectedFilterName()).toMatch(/^Anlagen Anlagen/);
  const afterRefusal = counted.writes;
  // The backoff of a failure worth retrying would have sent it again by now.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(counted.writes).toBe(afterRefusal);
  expect(await storedFilters()).toEqual([
    expect.objectContaining({ name: "Meine Anlagen" }),
  ]);

  // The user's next change of that filter is stored.
  await user.click(button("Umbenennen"));
  const again = within(sidePage()).getByRole("textbox", {
    name: "Name des Filters",
  });
  await user.clear(again);
  await user.type(again, "Kürzer{Enter}");
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      expect.objectContaining({ name: "Kürzer" }),
    ]),
  );
  expect(
    await screen.findByText("Die Filter wurden gespeichert."),
  ).toBeInTheDocument();
  expect(within(sidePage()).queryByText(refused, { exact: false })).toBeNull();
});

it("signed out elsewhere: the change is kept, not retried, sign-in is offered in a new window, and a retry then stores it", async () => {
  const { counted, fetch } = countingWrites();
  const { user } = await renderRegister(api, { fetch });
  await createSavedFilter(user);
  // The portal's sign-out in another tab ends the session this page still shows.
  await api.fetch("/natippc/logout");
  await user.click(checkbox("Wien"));
  await user.click(button("Speichern"));
  const signedOut =
    "Die Filter konnten nicht gespeichert werden, weil Sie nicht mehr angemeldet sind.";
  expect(
    await within(sidePage()).findByText(signedOut, { exact: false }),
  ).toBeInTheDocument();
  const signIn = within(sidePage()).getByRole("link", {
    name: "Anmelden (neues Fenster)",
  });
  expect(signIn).toHaveAttribute("target", "_blank");
  expect(signIn.getAttribute("href")).toMatch(/\/login\?returnUrl=/);
  const afterRefusal = counted.writes;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(counted.writes).toBe(afterRefusal);

  await api.loginAs("owner");
  await user.click(button("Jetzt erneut versuchen"));
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        name: "Meine Anlagen",
        criterias: expect.objectContaining({ bundesland: ["4", "9"] }),
      }),
    ]),
  );
  expect(
    await screen.findByText("Die Filter wurden gespeichert."),
  ).toBeInTheDocument();
  expect(
    within(sidePage()).queryByText(signedOut, { exact: false }),
  ).toBeNull();
});

it("a value the register no longer offers is dropped from the saved filter with a notice, and stored without it", async () => {
  const view = await renderRegister(api);
  await createSavedFilter(view.user);
  view.unmount();
  // Oberösterreich and a Bundesland code the reference list does not have (any more).
  await rewriteStoredCriteria((criterias) => ({
    ...criterias,
    bundesland: ["4", "99"],
  }));
  document.body.innerHTML = "";
  const { user } = await renderRegister(api, {
    url: "/installations?bundesland=4",
  });
  expect(
    await screen.findByText(
      "Ein gespeicherter Filter enthielt Werte, die nicht mehr zur Auswahl stehen. Sie wurden aus dem Filter entfernt.",
    ),
  ).toBeInTheDocument();
  await openSidePage(user);
  // As saved, not an unsaved copy that blocks switching filters.
  expect(selectedFilterName()).toBe("Meine Anlagen");
  expect(checkbox("Oberösterreich")).toBeChecked();
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        name: "Meine Anlagen",
        criterias: expect.objectContaining({ bundesland: ["4"] }),
      }),
    ]),
  );
});

it("leaving the page while a save is on its way sends what is not stored yet in requests that outlive the page", async () => {
  const sent: { keepalive: boolean; body: string }[] = [];
  let holdNext = false;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (
      init?.method === "POST" &&
      String(input).includes("/portal/api/userSettings/")
    ) {
      sent.push({
        keepalive: init.keepalive === true,
        body: String(init.body),
      });
      // A slow line: this write never gets its answer before the page is left.
      if (holdNext && !init.keepalive) return new Promise<Response>(() => {});
    }
    return api.fetch(input, init);
  }) as typeof api.fetch;
  const { user } = await renderRegister(api, { fetch });
  await createSavedFilter(user);
  holdNext = true;
  await user.click(checkbox("Wien"));
  await user.click(button("Speichern"));
  await waitFor(() =>
    expect(sent.some((s) => !s.keepalive && s.body.includes("%229%22"))).toBe(
      true,
    ),
  );
  window.dispatchEvent(new Event("pagehide"));
  await waitFor(async () =>
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        name: "Meine Anlagen",
        criterias: expect.objectContaining({ bundesland: ["4", "9"] }),
      }),
    ]),
  );
  expect(sent.filter((s) => s.keepalive)).not.toHaveLength(0);
});

it.each(["constructor", "__proto__", "hasOwnProperty", "toString", "1"])(
  "names are data: a saved filter stored under the key and with the name %p is shown, selected and kept as it is",
  async (name) => {
    // As another client (or an older version) may have stored it: key, name and selection alike.
    const setting = `filters_installations_${name}`;
    for (const [key, value] of [
      [
        setting,
        JSON.stringify({
          name,
          enabled: true,
          criterias: { bundesland: ["4"] },
        }),
      ],
      ["filters_ojs_selected_filter_key_installations", name],
    ] as const)
      await storeSetting(key, value);

    const { user } = await renderRegister(api);
    await openSidePage(user);
    expect(savedFilterNames()).toEqual(["Standardfilter", name]);
    expect(selectedFilterName()).toBe(name);
    expect(checkbox("Oberösterreich")).toBeChecked();
    expect(screen.queryByText("Schwerer Fehler")).toBeNull();

    await user.click(button("Umbenennen"));
    const field = within(sidePage()).getByRole("textbox", {
      name: "Name des Filters",
    });
    await user.clear(field);
    await user.type(field, `${name} neu{Enter}`);
    await waitFor(async () =>
      expect(await storedSettings()).toContainEqual(
        expect.objectContaining({
          name: setting,
          value: expect.stringContaining(`"name":"${name} neu"`),
        }),
      ),
    );
    expect(Object.prototype).not.toHaveProperty("name");
  },
);

it.each(["constructor", "__proto__", "hasOwnProperty", "toString"])(
  "names are data: a stored selection %p that names no saved filter opens the 'Standardfilter'",
  async (name) => {
    await storeSetting("filters_ojs_selected_filter_key_installations", name);
    const { user } = await renderRegister(api);
    await openSidePage(user);
    expect(savedFilterNames()).toEqual(["Standardfilter"]);
    expect(selectedFilterName()).toBe("Standardfilter");
    expect(screen.queryByText("Schwerer Fehler")).toBeNull();
  },
);
