import {
  DEFAULT_FILTER_KEY,
  FILTER_KEY_PREFIX,
  SELECTED_FILTER_KEY,
  createFilterStorage,
  filterKeyPrefix,
  selectedFilterKey,
} from "../../src/api/filter-storage";
import { createHttpClient, type HttpConfig } from "../../src/api/http";
import { createFakeFetch, jsonResponse, type Responder } from "./fake-fetch";

const SETTINGS = [
  { name: "filters_installations_Meine Anlagen", value: '{"criterias":{}}' },
  { name: "filters_bvt_Alle", value: "{}" },
  { name: selectedFilterKey("installations"), value: "Meine Anlagen" },
];

function setup(responder: Responder, config: Partial<HttpConfig> = {}) {
  const fake = createFakeFetch(responder);
  const http = createHttpClient({
    portalBaseUrl: "/portal",
    fetch: fake.fetch,
    ...config,
  });
  return { storage: createFilterStorage(http), ...fake };
}

it("exports the storage keys of SPEC §3", () => {
  expect(FILTER_KEY_PREFIX).toBe("filters_");
  expect(SELECTED_FILTER_KEY).toBe("filters_ojs_selected_filter_key");
  expect(DEFAULT_FILTER_KEY).toBe("OJS_DEFAULT_FILTER");
  expect(filterKeyPrefix("installations")).toBe("filters_installations");
  expect(selectedFilterKey("installations")).toBe(
    "filters_ojs_selected_filter_key_installations",
  );
});

it("reads the selected filter of one filter id from the natippc-filters settings", async () => {
  const { storage, last } = setup(() => jsonResponse(SETTINGS));
  await expect(storage.readSelected("installations")).resolves.toEqual({
    result: "Meine Anlagen",
    error: null,
  });
  expect(last()).toMatchObject({
    method: "GET",
    url: "/portal/api/userSettings/natippc-filters",
  });
});

it("reads all settings by prefix", async () => {
  const { storage } = setup(() => jsonResponse(SETTINGS));
  const { result, error } = await storage.readAll(
    filterKeyPrefix("installations"),
  );
  expect(error).toBeNull();
  expect(result?.map((setting) => setting.name)).toEqual([
    "filters_installations_Meine Anlagen",
  ]);
});

it("reads at the same moment share one request; a later read asks again", async () => {
  const { storage, calls } = setup(() => jsonResponse(SETTINGS));
  const [all, selected] = await Promise.all([
    storage.readAll(filterKeyPrefix("installations")),
    storage.readSelected("installations"),
  ]);
  expect(all.result).toHaveLength(1);
  expect(selected.result).toBe("Meine Anlagen");
  expect(calls).toHaveLength(1);
  await storage.readSelected("installations");
  expect(calls).toHaveLength(2);
});

it("reports the SPEC §8 read errors instead of raising", async () => {
  const missing = setup(() => jsonResponse(SETTINGS));
  await expect(missing.storage.readSelected("bvt")).resolves.toEqual({
    result: null,
    error: { message: "name_not_found", status: null },
  });

  const empty = setup(() => new Response(null, { status: 204 }));
  await expect(empty.storage.readAll("filters_")).resolves.toEqual({
    result: null,
    error: { message: "no_response_data", status: null },
  });

  const failing = setup(() => jsonResponse({ message: "x" }, { status: 500 }));
  await expect(failing.storage.readAll("filters_")).resolves.toEqual({
    result: null,
    error: { message: "unknown_error", status: 500 },
  });

  const offline = setup(() => Promise.reject(new TypeError("offline")));
  await expect(offline.storage.read("x")).resolves.toMatchObject({
    error: { message: "unknown_error" },
  });
});

it("writes a setting as form fields name and value", async () => {
  const { storage, last } = setup(() => new Response(null, { status: 200 }));
  await expect(storage.writeSelected("installations", "Neu")).resolves.toEqual({
    result: { name: selectedFilterKey("installations"), value: "Neu" },
    error: null,
  });
  expect(last()).toMatchObject({
    method: "POST",
    url: "/portal/api/userSettings/natippc-filters",
  });
  expect(last().body).toBe(
    new URLSearchParams({
      name: selectedFilterKey("installations"),
      value: "Neu",
    }).toString(),
  );
});

it("a failed write comes back as an error", async () => {
  const { storage } = setup(() =>
    jsonResponse({ message: "x" }, { status: 403 }),
  );
  await expect(storage.write("filters_a", "{}")).resolves.toEqual({
    result: null,
    error: { message: "unknown_error", status: 403, refusal: "signedOut" },
  });
});

it("still does not raise when the host leaves the paths off the cleared list", async () => {
  const { storage } = setup(() => new Response("x", { status: 500 }), {
    errorClearedPaths: [],
  });
  await expect(storage.readAll("filters_")).resolves.toMatchObject({
    error: { message: "unknown_error", status: 500 },
  });
});

it("removes a setting with DELETE ?name=, sent as POST with the method override", async () => {
  const { storage, last } = setup(() => jsonResponse([]));
  await expect(storage.remove("filters_installations_a")).resolves.toEqual({
    result: "filters_installations_a",
    error: null,
  });
  expect(last()).toMatchObject({
    method: "POST",
    url: "/portal/api/userSettings/natippc-filters?name=filters_installations_a",
  });
  expect(last().headers.get("X-HTTP-Method-Override")).toBe("DELETE");
});

it("reports a setting that was already gone as name_not_found, other failures as unknown_error", async () => {
  const gone = setup(() => jsonResponse({ message: "x" }, { status: 404 }));
  await expect(gone.storage.remove("filters_a")).resolves.toEqual({
    result: null,
    error: { message: "name_not_found", status: 404 },
  });
  const failing = setup(() => jsonResponse({ message: "x" }, { status: 500 }));
  await expect(failing.storage.remove("filters_a")).resolves.toEqual({
    result: null,
    error: { message: "unknown_error", status: 500 },
  });
});

describe("a write the portal refuses", () => {
  const html = (status: number) =>
    new Response("<html><body>Request Rejected</body></html>", {
      status,
      headers: { "Content-Type": "text/html" },
    });
  it.each([
    [
      "its own 400 (too long, invalid): rejected",
      () => jsonResponse({ error: "bad_request" }, { status: 400 }),
      "rejected",
    ],
    [
      "413, too large: rejected",
      () => jsonResponse({ error: "too_large" }, { status: 413 }),
      "rejected",
    ],
    [
      "401, nobody signed in: signed out",
      () => jsonResponse({ error: "unauthorized" }, { status: 401 }),
      "signedOut",
    ],
    [
      "403: signed out",
      () => jsonResponse({ error: "forbidden" }, { status: 403 }),
      "signedOut",
    ],
    [
      "429, too many requests: tried again",
      () => jsonResponse({}, { status: 429 }),
      undefined,
    ],
    ["a firewall's HTML page: tried again", () => html(400), undefined],
    ["a 500: tried again", () => jsonResponse({}, { status: 500 }), undefined],
  ] as const)("%s", async (_, respond, refusal) => {
    const { storage } = setup(respond);
    const { error } = await storage.write("filters_installations_a", "{}");
    expect(error?.status).toBeGreaterThanOrEqual(400);
    expect(error?.refusal).toBe(refusal);
  });
});
