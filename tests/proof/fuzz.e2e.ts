/**
 * Hostile input, proof suite: the simulated API over HTTP (the worker's host-dev), no browser.
 * Every endpoint that takes input (path parameters, query, JSON or form bodies; enumerated from
 * host-dev/api/routes) gets seeded random, malformed and invalid requests, anonymously and as a
 * signed-in owner with a valid XSRF token: every answer is a 4xx with the JSON error body
 * (status, error, message) — never a 5xx, never HTML — and the owner's data is unchanged. Then
 * XSRF: every mutating route refuses a missing or mismatched token (403), and
 * X-HTTP-Method-Override is honoured only on POST and only to PUT, PATCH or DELETE. One test per
 * endpoint and per mutating route.
 *
 * FUZZ_SEED=<n> repeats a run; the seed is in every failure message and in each test's
 * annotations, with the statuses the endpoint answered.
 */
import fc from "fast-check";
import { expect, test } from "../e2e/fixtures";
import { BASE_URL } from "../e2e/browser";
import { TestClient } from "../host-dev/testClient";

test.describe.configure({ mode: "parallel" });

// Chosen once per run: the runner loads this file before it starts the workers, and they inherit
// its environment, so every worker samples with the same seed.
process.env.FUZZ_SEED ??= String(Date.now() % 2 ** 31);
const SEED = Number(process.env.FUZZ_SEED);

/** Generated requests per endpoint and persona. */
const RUNS_PER_ENDPOINT = 14;
const APP = "/natippc/api";
const PORTAL = "/portal/api";
const FILTER_GROUP = "natippc-filters";
/** A group the fuzzer may name; its (empty) contents are part of the snapshot. */
const SPARE_GROUP = "fuzz-group";
const UNKNOWN_INSTALLATION = "AT-IPPC-999999";
const UNKNOWN_TASK = "00000000-0000-4000-8000-000000000000";

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Kind = "json" | "form" | "query" | "path";

interface Endpoint {
  name: string;
  kind: Kind;
  /** Invalid requests for this endpoint. */
  cases: fc.Arbitrary<FuzzRequest>;
}

// ---- generators ----------------------------------------------------------------------------

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "..",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "<script>alert(1)</script>",
    "' OR '1'='1",
    "${jndi:ldap://x}",
    "__proto__",
    "constructor",
    "x".repeat(3000),
    "😀\u202e\ufeff",
  ),
);
/**
 * A path segment as a client might send it, including broken percent-encoding. Not "." or "..":
 * URL normalisation would turn the request into one for another path before it is sent.
 */
const segment = fc
  .oneof(
    text.map(encodeURIComponent),
    fc.constantFrom(
      "%",
      "%zz",
      "%E0%A4%A",
      "%2F..%2F",
      "a%00b",
      "..%2F",
      ";x=1",
    ),
  )
  .filter((s) => !/^(\.|%2e)*$/i.test(s));
/** Any JSON value except one of `allowed` top-level kinds. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(jsonValue, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), jsonValue, { maxKeys: 3 }),
);
const notInteger = fc.oneof(
  text,
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 1e21, -(2 ** 53), 2 ** 53),
  fc.boolean(),
  fc.array(jsonValue, { maxLength: 3 }),
);
const malformedJson = fc.oneof(
  text.filter((t) => {
    try {
      JSON.parse(t);
      return false;
    } catch {
      return true;
    }
  }),
  jsonValue.map((v) => JSON.stringify({ k: v }).slice(0, -1)),
  fc.constantFrom(
    '{"a":1,}',
    "{'a':1}",
    "[1,2",
    "NaN",
    '{"a":01}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
  ),
);
const unknownKey = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((k) => `fuzz_${k}`);

const json = (body: unknown) => ({
  headers: { "Content-Type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/** Invalid bodies for a strict JSON schema: `fields` maps each key to a wrongly typed value. */
function jsonBodies(
  fields: Record<string, fc.Arbitrary<unknown>>,
  valid: object,
) {
  const keys = Object.keys(fields);
  return fc.oneof(
    malformedJson.map(json),
    fc
      .oneof(
        fc.array(jsonValue, { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
      )
      .map(json),
    fc
      .record({ key: unknownKey, value: jsonValue })
      .map(({ key, value }) => json({ ...valid, [key]: value })),
    fc.constant(
      json('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
    ),
    fc
      .record({ key: fc.constantFrom(...keys), value: fc.constant(0) })
      .chain(({ key }) =>
        (fields[key] ?? fc.constant(null)).map((value) =>
          json({ ...valid, [key]: value }),
        ),
      ),
    fc.constant({ headers: { "Content-Type": "application/json" }, body: "" }),
    fc
      .record({
        type: fc.constantFrom(
          "text/plain",
          "application/xml",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
        ),
        body: text,
      })
      .map(({ type, body }) => ({ headers: { "Content-Type": type }, body })),
  );
}

/** Invalid form bodies for a strict form schema. */
function formBodies(
  valid: Record<string, string>,
  bad: fc.Arbitrary<Record<string, string>>,
) {
  const encode = (fields: [string, string][]) =>
    new URLSearchParams(fields).toString();
  const form = (body: string) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return fc.oneof(
    fc
      .record({ key: unknownKey, value: text })
      .map(({ key, value }) =>
        form(encode([...Object.entries(valid), [key, value]])),
      ),
    fc
      .constantFrom(...Object.keys(valid))
      .map((missing) =>
        form(encode(Object.entries(valid).filter(([k]) => k !== missing))),
      ),
    fc
      .constantFrom(...Object.keys(valid))
      .map((twice) =>
        form(encode([...Object.entries(valid), [twice, valid[twice] ?? ""]])),
      ),
    bad.map((fields) => form(encode(Object.entries({ ...valid, ...fields })))),
    fc.constant({
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nbroken",
    }),
    text.map((body) => ({
      headers: { "Content-Type": "application/json" },
      body,
    })),
    text.map((body) => ({ headers: {}, body })),
  );
}

/** Invalid queries for a strict query schema with the given required parameters. */
function queries(
  valid: Record<string, string>,
  bad: fc.Arbitrary<Record<string, string>>,
) {
  const qs = (fields: [string, string][]) =>
    `?${new URLSearchParams(fields).toString()}`;
  return fc.oneof(
    fc
      .record({ key: unknownKey, value: text })
      .map(({ key, value }) => qs([...Object.entries(valid), [key, value]])),
    ...(Object.keys(valid).length > 0
      ? [
          fc.constant(""),
          fc
            .constantFrom(...Object.keys(valid))
            .map((twice) =>
              qs([...Object.entries(valid), [twice, valid[twice] ?? ""]]),
            ),
        ]
      : []),
    bad.map((fields) => qs(Object.entries({ ...valid, ...fields }))),
    fc.constantFrom("?%", "?a=%zz", "?=", "?&=&=", `?${"a=1&".repeat(500)}`),
  );
}

const request = (
  method: string,
  path: string,
  extra: Partial<FuzzRequest> = {},
): FuzzRequest => ({
  method,
  path,
  headers: {},
  ...extra,
});

/** A path parameter that is never a valid value (`valid` tests one). */
const invalidParam = (valid: (value: string) => boolean) =>
  segment.filter((s) => {
    try {
      return !valid(decodeURIComponent(s));
    } catch {
      return true;
    }
  });
const pathEndpoint = (
  name: string,
  build: (param: string) => string,
  valid: (v: string) => boolean,
  method = "GET",
): Endpoint => ({
  name,
  kind: "path",
  cases: invalidParam(valid).map((param) => request(method, build(param))),
});

const INSTALLATION_ID = /^AT-IPPC-\d{6}$/;
const installationPath = (
  name: string,
  build: (id: string) => string,
): Endpoint => ({
  name,
  kind: "path",
  cases: fc
    .oneof(
      invalidParam((v) => INSTALLATION_ID.test(v)),
      fc.constant(UNKNOWN_INSTALLATION),
    )
    .map((id) => request("GET", build(id))),
});
const taskPath = (name: string, method: string, suffix: string): Endpoint => ({
  name,
  kind: "path",
  cases: fc
    .oneof(
      invalidParam((v) => /^[0-9a-f-]{36}$/i.test(v)),
      fc.uuid().map(String),
      fc.constant(UNKNOWN_TASK),
    )
    .map((id) => request(method, `${APP}/user-tasks/${id}/${suffix}`)),
});
const jsonEndpoint = (
  name: string,
  path: string,
  fields: Record<string, fc.Arbitrary<unknown>>,
  valid: object,
  method = "POST",
): Endpoint => ({
  name,
  kind: "json",
  cases: jsonBodies(fields, valid).map((body) => request(method, path, body)),
});
const queryEndpoint = (
  name: string,
  method: string,
  path: string,
  valid: Record<string, string>,
  bad: fc.Arbitrary<Record<string, string>>,
): Endpoint => ({
  name,
  kind: "query",
  cases: queries(valid, bad).map((query) => request(method, `${path}${query}`)),
});

const SEARCH_FIELDS = {
  searchText: fc.oneof(
    notString.filter((v) => v !== null),
    fc.string({ minLength: 201, maxLength: 300 }),
  ),
  overview: fc.oneof(
    notString,
    text.filter((t) => !["all", "official", "owner"].includes(t)),
  ),
  criteria: fc.oneof(
    fc.dictionary(unknownKey, fc.array(fc.string()), {
      minKeys: 1,
      maxKeys: 2,
    }),
    fc.record({
      bundesland: fc.oneof(
        notString.filter((v) => !Array.isArray(v)),
        fc.constant([""]),
        fc.array(fc.integer(), { minLength: 1 }),
      ),
    }),
  ),
  sort: fc.oneof(
    notString.filter((v) => typeof v !== "object" || Array.isArray(v)),
    fc.record({ field: text, direction: text }),
  ),
  // A point far from Austria, or no point at all.
  near: fc.oneof(
    notString.filter((v) => typeof v !== "object" || Array.isArray(v)),
    fc.record({
      lat: fc.oneof(fc.double({ min: 51, max: 1e6, noNaN: true }), text),
      lon: fc.constant(14.3),
    }),
  ),
  page: notInteger,
  pageSize: fc.oneof(notInteger, fc.constantFrom(0, 501, 100000)),
};
const ID_FIELD = {
  installationId: fc.oneof(
    notString,
    text.filter((t) => !INSTALLATION_ID.test(t)),
  ),
};

/** Every route of host-dev/api/routes/*.ts that reads a path parameter, query or body. */
const ENDPOINTS: Endpoint[] = [
  queryEndpoint(
    "POST auth/activeRole",
    "POST",
    `${APP}/auth/activeRole`,
    { roleId: "x" },
    fc.record({
      roleId: fc.oneof(
        fc.constant(""),
        fc.string({ minLength: 101, maxLength: 120 }),
        text.map((t) => `unbekannt-${t}`),
      ),
    }),
  ),
  installationPath(
    "GET auth/isRegisteredForIppcInstallation/{id}",
    (id) => `${APP}/auth/isRegisteredForIppcInstallation/${id}`,
  ),
  queryEndpoint(
    "POST time",
    "POST",
    `${APP}/time`,
    { datetime: "x" },
    fc.record({
      datetime: fc.oneof(
        text.filter((t) => t !== "" && Number.isNaN(Date.parse(t))),
        fc.constantFrom(
          "2024-13-45",
          "2024-02-30T25:61",
          "9999999-01-01",
          // Outside the years the clients accept (ADR 41).
          "1899-12-31T23:59:59Z",
          "2201-01-01T00:00:00Z",
          "9999-12-31T23:59:59Z",
        ),
        fc.string({ minLength: 41, maxLength: 60 }),
      ),
    }),
  ),
  {
    name: "POST log",
    kind: "form",
    cases: formBodies(
      { level: "info", message: "fuzz" },
      fc.record({
        level: text.filter(
          (t) =>
            !["trace", "debug", "info", "warn", "error", "fatal"].includes(
              t.toLowerCase(),
            ),
        ),
      }),
    ).map((body) => request("POST", `${APP}/log`, body)),
  },
  pathEndpoint(
    "GET cms/{path}",
    (p) => `${APP}/cms/${p}`,
    (v) =>
      [
        "start",
        "environmental-inspection",
        "legal-bases-guidelines",
        "faq",
        "about",
        "imprint",
        "privacy",
        "accessibility",
      ].includes(v),
  ),
  pathEndpoint(
    "GET config/{name}",
    (p) => `${APP}/config/${p}`,
    (v) =>
      /^(edmLinkTemplateBvtDmsDocument|edmlinkTemplateAnlageDetails|gisBezirkeVtUrl|mailtoTemplateVorlageUiBericht)$/.test(
        v,
      ),
  ),
  pathEndpoint(
    "GET uitemplate/{id}",
    (p) => `${APP}/uitemplate/${p}`,
    (v) =>
      /^(installation-details-notice|export-notice|inspection-report|)$/.test(
        v,
      ),
  ),
  pathEndpoint(
    "GET userSettings/{group}",
    (p) => `${PORTAL}/userSettings/${p}`,
    (v) => /^[A-Za-z0-9_.-]{1,100}$/.test(v),
  ),
  {
    name: "POST userSettings/{group}",
    kind: "form",
    cases: fc
      .tuple(
        fc.constantFrom(FILTER_GROUP, SPARE_GROUP),
        formBodies(
          { name: "fuzz", value: "" },
          fc.record({
            name: fc.oneof(
              fc.constant(""),
              fc.string({ minLength: 201, maxLength: 260 }),
            ),
          }),
        ),
      )
      .map(([group, body]) =>
        request("POST", `${PORTAL}/userSettings/${group}`, body),
      ),
  },
  {
    name: "DELETE userSettings/{group}",
    kind: "query",
    cases: fc
      .tuple(
        fc.oneof(
          fc.constantFrom(FILTER_GROUP, SPARE_GROUP),
          invalidParam((v) => /^[A-Za-z0-9_.-]{1,100}$/.test(v)),
        ),
        queries(
          { name: "fuzz-nicht-vorhanden" },
          fc.record({
            name: fc.oneof(
              fc.constant(""),
              fc.string({ minLength: 201, maxLength: 260 }),
              fc
                .string({ minLength: 1 })
                .map((n) => `fuzz-nicht-vorhanden-${n}`),
            ),
          }),
        ),
      )
      .map(([group, query]) =>
        request("POST", `${PORTAL}/userSettings/${group}${query}`, {
          headers: { "X-HTTP-Method-Override": "DELETE" },
        }),
      ),
  },
  taskPath("POST user-tasks/{id}/cancel", "POST", "cancel"),
  taskPath("POST user-tasks/{id}/delete", "POST", "delete"),
  taskPath("GET user-tasks/{id}/result", "GET", "result"),
  queryEndpoint(
    "GET ippcInstallations/branchenStats",
    "GET",
    `${APP}/ippcInstallations/branchenStats`,
    {},
    fc.record({ bundesland: text.filter((t) => !/^[1-9]$/.test(t)) }),
  ),
  jsonEndpoint(
    "POST ippcInstallations (search)",
    `${APP}/ippcInstallations`,
    SEARCH_FIELDS,
    {},
  ),
  jsonEndpoint(
    "POST ippcInstallations/excel",
    `${APP}/ippcInstallations/excel`,
    SEARCH_FIELDS,
    {},
  ),
  jsonEndpoint(
    "POST ippcInstallations/gis",
    `${APP}/ippcInstallations/gis`,
    SEARCH_FIELDS,
    {},
  ),
  jsonEndpoint(
    "POST ippcInstallations/map",
    `${APP}/ippcInstallations/map`,
    SEARCH_FIELDS,
    {},
  ),
  ...["csv", "json"].map((format) =>
    queryEndpoint(
      `GET opendata/installations.${format}`,
      "GET",
      `${APP}/opendata/installations.${format}`,
      {},
      // Criteria the API does not know.
      fc.dictionary(unknownKey, fc.string({ maxLength: 20 }), {
        minKeys: 1,
        maxKeys: 2,
      }),
    ),
  ),
  installationPath(
    "GET ippcInstallations/{id}",
    (id) => `${APP}/ippcInstallations/${id}`,
  ),
  installationPath(
    "GET genehmigungsinhalte/url/{id}",
    (id) => `${APP}/genehmigungsinhalte/url/${id}`,
  ),
  installationPath(
    "GET genehmigungsinhalte/document/{id}",
    (id) => `${APP}/genehmigungsinhalte/document/${id}`,
  ),
  queryEndpoint(
    "GET bvt/createDocument",
    "GET",
    `${APP}/bvt/createDocument`,
    { code: "LCP" },
    fc.record({
      code: fc.oneof(
        text.filter((t) => !/^[A-Z]{2,5}$/.test(t)),
        fc.constantFrom("XX", "ABCDE"),
      ),
    }),
  ),
  pathEndpoint(
    "GET bvt/getFile/{id}",
    (p) => `${APP}/bvt/getFile/${p}`,
    (v) => /^bvt-[a-z]{2,5}$/.test(v),
  ),
  jsonEndpoint(
    "POST assistant/dmsCall",
    `${APP}/assistant/dmsCall`,
    { ...ID_FIELD, folder: notString },
    { installationId: UNKNOWN_INSTALLATION },
  ),
  jsonEndpoint(
    "POST assistant/ebbCall",
    `${APP}/assistant/ebbCall`,
    { ...ID_FIELD, year: fc.oneof(notInteger, fc.constantFrom(1999, 2101)) },
    { installationId: UNKNOWN_INSTALLATION },
  ),
  jsonEndpoint(
    "POST assistant/registered",
    `${APP}/assistant/registered`,
    ID_FIELD,
    { installationId: UNKNOWN_INSTALLATION },
  ),
  jsonEndpoint(
    "POST assistant/searchRegistered",
    `${APP}/assistant/searchRegistered`,
    {
      searchText: notString,
      page: notInteger,
      pageSize: fc.oneof(notInteger, fc.constantFrom(0, 101)),
    },
    {},
  ),
  jsonEndpoint(
    "POST assistant/site",
    `${APP}/assistant/site`,
    {
      postcode: fc.oneof(
        notString,
        text.filter((t) => !/^\d{4}$/.test(t)),
      ),
      municipality: fc.oneof(
        notString,
        fc.constantFrom("", "x"),
        fc.string({ minLength: 101, maxLength: 120 }),
      ),
    },
    {},
  ),
  ...["dms", "ebbAssistant", "searchAssistant"].map((kind) =>
    jsonEndpoint(
      `POST qt/${kind}/result`,
      `${APP}/qt/${kind}/result`,
      { id: fc.oneof(notString, text) },
      { id: UNKNOWN_TASK },
    ),
  ),
  {
    name: "PUT assistant/dmsContainer",
    kind: "json",
    cases: jsonBodies(
      {
        path: fc.oneof(
          notString.filter((v) => !Array.isArray(v)),
          fc.array(fc.string(), { maxLength: 1 }),
          fc.array(
            text.filter((t) => !/^[A-Za-z0-9_.:-]{1,64}$/.test(t)),
            { minLength: 2, maxLength: 3 },
          ),
        ),
        documents: fc.oneof(
          notString.filter((v) => !Array.isArray(v)),
          fc.array(fc.record({ name: notString, documentType: text }), {
            minLength: 1,
            maxLength: 2,
          }),
        ),
      },
      {},
    ).map((body) =>
      request("POST", `${APP}/assistant/dmsContainer`, {
        ...body,
        headers: { ...body.headers, "X-HTTP-Method-Override": "PUT" },
      }),
    ),
  },
  queryEndpoint(
    "GET dmsContainer/batch/resolveDocumentType",
    "GET",
    `${APP}/assistant/dmsContainer/batch/resolveDocumentType`,
    { ids: "BESCHEID" },
    fc.record({
      ids: fc.oneof(
        fc.constant(""),
        text.filter((t) =>
          t.split(",").some((id) => !/^[A-Z_]{2,30}$/.test(id.trim())),
        ),
        fc.constant(Array(101).fill("AZB").join(",")),
      ),
    }),
  ),
  pathEndpoint(
    "GET dmsContainer/resolveDocumentType/{type}",
    (p) => `${APP}/assistant/dmsContainer/resolveDocumentType/${p}`,
    (v) => /^(BESCHEID|UI_BERICHT|AZB|BVT|EMISSION|SONSTIGES)$/.test(v),
  ),
  {
    name: "GET dmsContainer/download/{container}/{document}",
    kind: "path",
    cases: fc
      .tuple(segment, segment)
      .map(([a, b]) =>
        request("GET", `${APP}/assistant/dmsContainer/download/${a}/${b}`),
      ),
  },
  {
    name: "GET dmsContainer/{a}/{b}[/{c}]",
    kind: "path",
    cases: fc
      .array(fc.oneof(segment, fc.constant(UNKNOWN_INSTALLATION)), {
        minLength: 2,
        maxLength: 3,
      })
      .map((parts) =>
        request("GET", `${APP}/assistant/dmsContainer/${parts.join("/")}`),
      ),
  },
  queryEndpoint(
    "GET assistant/searchPostCodeCity",
    "GET",
    `${APP}/assistant/searchPostCodeCity`,
    { q: "x" },
    fc.record({
      q: fc.oneof(
        fc.constantFrom("", "   ", "\t"),
        fc
          .string({ minLength: 51, maxLength: 80 })
          .filter((t) => t.trim().length > 50),
      ),
    }),
  ),
  pathEndpoint(
    "GET usergroup/batch/{ids}",
    (p) => `${APP}/usergroup/batch/${p}`,
    () => false,
  ),
  {
    name: "GET usergroup/{type}/{land}/{bezirk}",
    kind: "path",
    cases: fc
      .tuple(
        fc.oneof(segment, fc.constantFrom("AUTHORITY", "NATIPPC_REGISTERED")),
        segment,
        segment,
      )
      .filter(
        ([type, land, bezirk]) =>
          !["AUTHORITY", "NATIPPC_REGISTERED"].includes(type) ||
          !/^[0-9]$/.test(land) ||
          !/^(0|\d{3})$/.test(bezirk),
      )
      .map(([type, land, bezirk]) =>
        request("GET", `${APP}/usergroup/${type}/${land}/${bezirk}`),
      ),
  },
  pathEndpoint(
    "GET redalists/{list}",
    (p) => `${APP}/redalists/${p}`,
    (v) =>
      /^(provinces|legalForms|countries|countriesAlpha2|genders|politicalDistricts|naceActivities|cadastralMunicipalities)$/.test(
        v,
      ),
  ),
];

// ---- the suite -----------------------------------------------------------------------------

/** Fresh for every test: each signs in on its own. */
let owner: TestClient;
let anonymous: TestClient;
/** One of the owner's installations: only its registered users may read its folders. */
let ownedInstallation = "";

async function send(client: TestClient, req: FuzzRequest, xsrf = true) {
  return client.request(req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    xsrf,
  });
}

/** What a refusal must look like: a 4xx with the JSON error body. */
async function refusal(response: Response): Promise<string | null> {
  const type = response.headers.get("Content-Type") ?? "";
  const raw = await response.text();
  if (response.status < 400 || response.status > 499)
    return `status ${response.status}: ${raw.slice(0, 200)}`;
  if (!/^application\/json\b/.test(type))
    return `Content-Type ${type}: ${raw.slice(0, 200)}`;
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (
      body.status !== response.status ||
      typeof body.error !== "string" ||
      typeof body.message !== "string"
    )
      return `error body ${raw.slice(0, 200)}`;
  } catch {
    return `not JSON: ${raw.slice(0, 200)}`;
  }
  return null;
}

/** The owner's state any of the fuzzed calls could change. */
async function ownerState(): Promise<string> {
  const read = async (path: string) => {
    const response = await owner.get(path);
    return `${response.status} ${await response.text()}`;
  };
  const time = (await (await owner.get(`${APP}/time`)).json()) as {
    datetime: string;
  };
  return JSON.stringify({
    filters: await read(`${PORTAL}/userSettings/${FILTER_GROUP}`),
    spare: await read(`${PORTAL}/userSettings/${SPARE_GROUP}`),
    tasks: await read(`${APP}/user-tasks`),
    user: await read(`${APP}/auth/user`),
    container: await read(
      `${APP}/assistant/dmsContainer/${ownedInstallation}/genehmigungen`,
    ),
    logs: await read("/__dev/logs"),
    // The test clock's offset, to the minute: the answer is to the second and arrives after the
    // reads above, so a finer figure moves with the machine's load, not with the clock.
    clockOffsetMin: Math.round(
      (Date.parse(time.datetime) - Date.now()) / 60_000,
    ),
  });
}

const annotate = (type: string, description: string) =>
  test.info().annotations.push({ type, description });

test.beforeEach(async () => {
  annotate("FUZZ_SEED", String(SEED));
  owner = new TestClient(fetch, BASE_URL);
  anonymous = new TestClient(fetch, BASE_URL);
  await owner.login("owner");
  await anonymous.primeXsrf();
  const overview = (await (
    await owner.post(`${APP}/ippcInstallations`, { overview: "owner" })
  ).json()) as { items: { id: string }[] };
  ownedInstallation = overview.items[0]?.id ?? "";
  expect(ownedInstallation, "the owner has an installation").not.toBe("");
});

test.afterEach(async () => {
  await owner.get("/natippc/logout");
});

test.describe("random and malformed input", () => {
  test("over all endpoints, at least 1000 requests", () => {
    // Each endpoint's test sends all of its share (checked there).
    expect(ENDPOINTS.length * RUNS_PER_ENDPOINT * 2).toBeGreaterThanOrEqual(
      1000,
    );
  });

  for (const [index, endpoint] of ENDPOINTS.entries()) {
    test(`${endpoint.name} answers 4xx with a JSON error, anonymous and signed in`, async () => {
      const before = await ownerState();
      const failures: string[] = [];
      const histogram = new Map<number, number>();
      const requests = fc.sample(endpoint.cases, {
        seed: SEED + index,
        numRuns: RUNS_PER_ENDPOINT,
      });
      for (const req of requests) {
        for (const [who, client] of [
          ["anonymous", anonymous],
          ["owner", owner],
        ] as const) {
          const response = await send(client, req);
          histogram.set(
            response.status,
            (histogram.get(response.status) ?? 0) + 1,
          );
          const problem = await refusal(response);
          if (problem)
            failures.push(
              `${endpoint.name} as ${who}: ${req.method} ${req.path} ${JSON.stringify(req.headers)} ${JSON.stringify(req.body?.slice(0, 200))} → ${problem}`,
            );
        }
      }
      annotate(
        "statuses",
        [...histogram]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status} ×${count}`)
          .join(", "),
      );
      const sent = [...histogram.values()].reduce((a, b) => a + b, 0);
      expect(sent, "requests").toBe(RUNS_PER_ENDPOINT * 2);
      expect(
        failures.slice(0, 20),
        `FUZZ_SEED=${SEED}: ${failures.length} bad answers`,
      ).toEqual([]);
      expect(await ownerState(), "the owner's data changed").toBe(before);
    });
  }
});

/** Every mutating route of host-dev/api/routes, with a request it would otherwise accept. */
const MUTATING: {
  method: string;
  path: string;
  form?: Record<string, string>;
  json?: unknown;
}[] = [
  { method: "POST", path: `${APP}/auth/activeRole?roleId=x` },
  { method: "POST", path: `${APP}/time?datetime=` },
  {
    method: "POST",
    path: `${APP}/log`,
    form: { level: "info", message: "xsrf" },
  },
  {
    method: "POST",
    path: `${PORTAL}/userSettings/${SPARE_GROUP}`,
    form: { name: "xsrf", value: "x" },
  },
  {
    method: "DELETE",
    path: `${PORTAL}/userSettings/${FILTER_GROUP}?name=xsrf`,
  },
  { method: "POST", path: `${APP}/user-tasks/${UNKNOWN_TASK}/cancel` },
  { method: "POST", path: `${APP}/user-tasks/${UNKNOWN_TASK}/delete` },
  { method: "POST", path: `${APP}/ippcInstallations`, json: {} },
  { method: "POST", path: `${APP}/ippcInstallations/excel`, json: {} },
  { method: "POST", path: `${APP}/ippcInstallations/gis`, json: {} },
  {
    method: "POST",
    path: `${APP}/assistant/dmsCall`,
    json: { installationId: "AT-IPPC-000001" },
  },
  {
    method: "POST",
    path: `${APP}/assistant/ebbCall`,
    json: { installationId: "AT-IPPC-000001" },
  },
  {
    method: "POST",
    path: `${APP}/assistant/registered`,
    json: { installationId: "AT-IPPC-000001" },
  },
  { method: "POST", path: `${APP}/assistant/searchRegistered`, json: {} },
  { method: "POST", path: `${APP}/assistant/site`, json: { postcode: "4020" } },
  ...["dms", "ebbAssistant", "searchAssistant"].map((kind) => ({
    method: "POST",
    path: `${APP}/qt/${kind}/result`,
    json: { id: UNKNOWN_TASK },
  })),
  {
    method: "PUT",
    path: `${APP}/assistant/dmsContainer`,
    json: { path: ["xsrf", "x"] },
  },
  // Not routed: the check comes first, whatever the path.
  { method: "PATCH", path: `${APP}/ippcInstallations` },
  { method: "DELETE", path: `${APP}/user-tasks` },
];

test.describe("XSRF", () => {
  const variants: [string, (token: string) => Record<string, string> | null][] =
    [
      ["no token", () => ({})],
      ["a mismatched token", (token) => ({ "X-XSRF-TOKEN": `${token}x` })],
      ["an empty token", () => ({ "X-XSRF-TOKEN": "" })],
      [
        "a token but no cookie",
        (token) => ({ "X-XSRF-TOKEN": token, Cookie: "" }),
      ],
    ];

  for (const route of MUTATING) {
    test(`${route.method} ${route.path} without a matching token is refused with 403, also through the method override`, async () => {
      const before = await ownerState();
      const failures: string[] = [];
      let refused = 0;
      for (const [who, client] of [
        ["anonymous", anonymous],
        ["owner", owner],
      ] as const) {
        const token = client.cookies.get("XSRF-TOKEN") ?? "";
        const transports =
          route.method === "POST"
            ? [["POST", {}]]
            : [
                [route.method, {}],
                ["POST", { "X-HTTP-Method-Override": route.method }],
              ];
        for (const [method, override] of transports as [
          string,
          Record<string, string>,
        ][]) {
          for (const [variant, headersOf] of variants) {
            const headers = { ...override, ...headersOf(token) };
            const withoutCookie = headers.Cookie === "";
            const sender = withoutCookie
              ? new TestClient(fetch, BASE_URL)
              : client;
            delete headers.Cookie;
            const response = await sender.request(route.path, {
              method,
              headers,
              form: route.form,
              json: route.json,
              xsrf: false,
            });
            const body = (await response.json().catch(() => null)) as {
              error?: string;
            } | null;
            if (response.status !== 403 || body?.error !== "xsrf")
              failures.push(
                `${who}: ${method} ${route.path} ${JSON.stringify(override)} with ${variant} → ${response.status} ${JSON.stringify(body)}`,
              );
            else refused++;
          }
        }
      }
      annotate("xsrf refused", String(refused));
      expect(failures).toEqual([]);
      expect(await ownerState(), "the owner's data changed").toBe(before);
    });
  }

  test("with the matching token the same client gets through (control)", async () => {
    const response = await owner.request(`${APP}/ippcInstallations`, {
      json: { pageSize: 1 },
    });
    expect(response.status).toBe(200);
  });
});

test.describe("X-HTTP-Method-Override", () => {
  const answer = async (
    method: string,
    override: string,
    path = `${PORTAL}/userSettings/${FILTER_GROUP}?name=fuzz-nicht-vorhanden`,
  ) => {
    const response = await owner.request(path, {
      method,
      headers: { "X-HTTP-Method-Override": override },
    });
    const body = (await response.json()) as { status: number; error: string };
    return `${response.status} ${body.error}`;
  };

  test("honoured on POST to DELETE, PUT and PATCH", async () => {
    // DELETE reaches the delete handler (404: no such setting), not the POST one (415: no form).
    expect(await answer("POST", "DELETE")).toBe("404 not_found");
    expect(await answer("POST", "delete")).toBe("404 not_found");
    expect(await answer("POST", "PATCH")).toBe("404 not_found");
    const post = await owner.request(
      `${PORTAL}/userSettings/${FILTER_GROUP}?name=fuzz-nicht-vorhanden`,
      { method: "POST" },
    );
    expect(post.status).toBe(415);
    // PUT reaches the PUT handler (400: no body); there is no POST handler (404).
    expect(await answer("POST", "PUT", `${APP}/assistant/dmsContainer`)).toBe(
      "400 malformed_json",
    );
    const plain = await owner.request(`${APP}/assistant/dmsContainer`, {
      method: "POST",
    });
    expect(plain.status).toBe(404);
  });

  test("refused on GET and for any other method or target", async () => {
    const cases: [string, string][] = [
      ...["DELETE", "PUT", "PATCH", "POST", "GET"].map(
        (o) => ["GET", o] as [string, string],
      ),
      ...[
        "GET",
        "HEAD",
        "POST",
        "OPTIONS",
        "TRACE",
        "CONNECT",
        "PROPFIND",
        "DELETEX",
        "",
        " ",
      ].map((o) => ["POST", o] as [string, string]),
      ...["PUT", "PATCH", "DELETE"].flatMap((m) =>
        ["DELETE", "PUT", "GET"].map((o) => [m, o] as [string, string]),
      ),
    ];
    const failures: string[] = [];
    for (const [method, override] of cases) {
      const got = await answer(method, override);
      if (got !== "400 method_override")
        failures.push(`${method} with override '${override}' → ${got}`);
    }
    annotate("checks", String(cases.length));
    expect(failures).toEqual([]);
  });
});
