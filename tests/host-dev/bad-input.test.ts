/** @jest-environment node */
import { startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let client: TestClient;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  server = startApi({ installations: 100 });
  client = server.client();
  await client.login("owner");
});
beforeEach(() => {
  // The API logs only unexpected errors (the 500 path); bad input must never get there.
  consoleError = jest.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
});
afterAll(async () => {
  await server.dispose();
});

interface Case {
  method?: string;
  path: string;
  /** Raw body; objects are sent as JSON. */
  body?: string | object;
  type?: string;
  status?: number;
}

const HUGE = "x".repeat(1024 * 1024 + 1);
const DEEP = `${"[".repeat(60_000)}${"]".repeat(60_000)}`;

/** Variants every JSON endpoint must reject. */
function jsonCases(path: string, method = "POST"): [string, Case][] {
  return [
    [
      "malformed JSON",
      { method, path, body: '{"searchText": "x"', type: "application/json" },
    ],
    ["empty body", { method, path, body: "", type: "application/json" }],
    ["JSON null", { method, path, body: "null", type: "application/json" }],
    ["JSON array", { method, path, body: "[]", type: "application/json" }],
    ["a string", { method, path, body: '"x"', type: "application/json" }],
    ["unknown field", { method, path, body: { unbekannt: 1 } }],
    [
      "__proto__ field",
      { method, path, body: '{"__proto__":{"x":1}}', type: "application/json" },
    ],
    ["deep nesting", { method, path, body: DEEP, type: "application/json" }],
    [
      "form instead of JSON",
      {
        method,
        path,
        body: "a=b",
        type: "application/x-www-form-urlencoded",
        status: 415,
      },
    ],
    [
      "body over 1 MB",
      { method, path, body: HUGE, type: "application/json", status: 413 },
    ],
  ];
}

const searchPaths = [
  "/natippc/api/ippcInstallations",
  "/natippc/api/ippcInstallations/excel",
  "/natippc/api/ippcInstallations/gis",
];

const cases: [string, Case][] = [
  ...searchPaths.flatMap((path) => [
    ...jsonCases(path),
    [`${path}: searchText number`, { path, body: { searchText: 42 } }] as [
      string,
      Case,
    ],
    [
      `${path}: searchText too long`,
      { path, body: { searchText: "x".repeat(201) } },
    ] as [string, Case],
    [`${path}: unknown overview`, { path, body: { overview: "mine" } }] as [
      string,
      Case,
    ],
    [
      `${path}: criteria not a list`,
      { path, body: { criteria: { bundesland: "4" } } },
    ] as [string, Case],
    [
      `${path}: unknown criterion`,
      { path, body: { criteria: { farbe: ["rot"] } } },
    ] as [string, Case],
    [
      `${path}: a criterion named __proto__`,
      {
        path,
        body: '{"criteria":{"__proto__":["1"]}}',
        type: "application/json",
      },
    ] as [string, Case],
    [
      `${path}: empty criterion value`,
      { path, body: { criteria: { bvt: [""] } } },
    ] as [string, Case],
    [
      `${path}: unknown sort field`,
      { path, body: { sort: { field: "secret", direction: "asc" } } },
    ] as [string, Case],
    [
      `${path}: bad sort direction`,
      { path, body: { sort: { field: "name", direction: "up" } } },
    ] as [string, Case],
    [`${path}: page negative`, { path, body: { page: -1 } }] as [string, Case],
    [`${path}: page fraction`, { path, body: { page: 1.5 } }] as [string, Case],
    [`${path}: pageSize over 500`, { path, body: { pageSize: 501 } }] as [
      string,
      Case,
    ],
    [`${path}: pageSize string`, { path, body: { pageSize: "10" } }] as [
      string,
      Case,
    ],
  ]),
  ...[
    "/natippc/api/assistant/dmsCall",
    "/natippc/api/assistant/ebbCall",
    "/natippc/api/assistant/registered",
    "/natippc/api/assistant/searchRegistered",
    "/natippc/api/assistant/site",
    "/natippc/api/qt/dms/result",
    "/natippc/api/qt/ebbAssistant/result",
    "/natippc/api/qt/searchAssistant/result",
    "/__dev/faults",
  ].flatMap((path) => jsonCases(path)),
  ...jsonCases("/natippc/api/assistant/dmsContainer", "PUT"),
  [
    "dmsCall: bad installation id",
    { path: "/natippc/api/assistant/dmsCall", body: { installationId: "1" } },
  ],
  [
    "dmsCall: unknown installation",
    {
      path: "/natippc/api/assistant/dmsCall",
      body: { installationId: "AT-IPPC-999999" },
      status: 404,
    },
  ],
  [
    "ebbCall: year as string",
    {
      path: "/natippc/api/assistant/ebbCall",
      body: { installationId: "AT-IPPC-000001", year: "2025" },
    },
  ],
  [
    "registered: missing id",
    { path: "/natippc/api/assistant/registered", body: {} },
  ],
  [
    "searchRegistered: page object",
    { path: "/natippc/api/assistant/searchRegistered", body: { page: {} } },
  ],
  ["site: neither field", { path: "/natippc/api/assistant/site", body: {} }],
  [
    "site: bad postcode",
    { path: "/natippc/api/assistant/site", body: { postcode: "40200" } },
  ],
  [
    "qt result: id not a uuid",
    { path: "/natippc/api/qt/dms/result", body: { id: "1" } },
  ],
  [
    "qt result: unknown id",
    {
      path: "/natippc/api/qt/dms/result",
      body: { id: "00000000-0000-4000-8000-000000000000" },
      status: 404,
    },
  ],
  [
    "dmsContainer: path too short",
    {
      method: "PUT",
      path: "/natippc/api/assistant/dmsContainer",
      body: { path: ["a"] },
    },
  ],
  [
    "dmsContainer: path traversal",
    {
      method: "PUT",
      path: "/natippc/api/assistant/dmsContainer",
      body: { path: ["..", "etc"] },
    },
  ],
  [
    "dmsContainer: bad document",
    {
      method: "PUT",
      path: "/natippc/api/assistant/dmsContainer",
      body: { path: ["a", "b"], documents: [{ name: "" }] },
    },
  ],
  [
    "faults: bad mode",
    { path: "/__dev/faults", body: { path: "/x", mode: "kaputt" } },
  ],

  // Form endpoints
  [
    "log: missing message",
    {
      path: "/natippc/api/log",
      body: "level=info",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "log: unknown level",
    {
      path: "/natippc/api/log",
      body: "level=laut&message=x",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "log: unknown field",
    {
      path: "/natippc/api/log",
      body: "level=info&message=x&extra=1",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "log: repeated field",
    {
      path: "/natippc/api/log",
      body: "level=info&message=x&message=y",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "log: message too long",
    {
      path: "/natippc/api/log",
      body: `level=info&message=${"x".repeat(20_001)}`,
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "log: JSON instead of form",
    {
      path: "/natippc/api/log",
      body: { level: "info", message: "x" },
      status: 415,
    },
  ],
  [
    "log: no content type",
    {
      path: "/natippc/api/log",
      body: "level=info&message=x",
      type: "",
      status: 415,
    },
  ],
  [
    "log: broken multipart",
    {
      path: "/natippc/api/log",
      body: "--x\r\nkaputt",
      type: "multipart/form-data; boundary=y",
    },
  ],
  [
    "log: body over 1 MB",
    {
      path: "/natippc/api/log",
      body: `level=info&message=${HUGE}`,
      type: "application/x-www-form-urlencoded",
      status: 413,
    },
  ],
  [
    "setting: value over 64 KB",
    {
      path: "/portal/api/userSettings/filters",
      body: `name=a&value=${"x".repeat(64 * 1024 + 1)}`,
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "setting: empty name",
    {
      path: "/portal/api/userSettings/filters",
      body: "name=&value=x",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "setting: missing value",
    {
      path: "/portal/api/userSettings/filters",
      body: "name=a",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "setting: bad group",
    {
      path: "/portal/api/userSettings/b%C3%B6se%20gruppe",
      body: "name=a&value=b",
      type: "application/x-www-form-urlencoded",
    },
  ],
  [
    "setting delete: missing name",
    { method: "DELETE", path: "/portal/api/userSettings/filters" },
  ],
  [
    "setting delete: unknown name",
    {
      method: "DELETE",
      path: "/portal/api/userSettings/filters?name=nix",
      status: 404,
    },
  ],

  // Query parameters
  ["activeRole: missing", { path: "/natippc/api/auth/activeRole" }],
  [
    "activeRole: repeated",
    { path: "/natippc/api/auth/activeRole?roleId=A&roleId=B" },
  ],
  [
    "activeRole: unknown param",
    { path: "/natippc/api/auth/activeRole?roleId=A&x=1" },
  ],
  ["time: not a date", { path: "/natippc/api/time?datetime=gestern" }],
  [
    "time: impossible date",
    { path: "/natippc/api/time?datetime=2026-13-45T99:00:00Z" },
  ],
  ["time: missing", { path: "/natippc/api/time" }],
  // The clients take a time outside 1900–2200 for a mistake of the server (ADR 41).
  [
    "time: before 1900",
    { path: "/natippc/api/time?datetime=1899-12-31T23:59:59Z", status: 400 },
  ],
  [
    "time: after 2200",
    { path: "/natippc/api/time?datetime=2201-01-01T00:00:00Z", status: 400 },
  ],
  [
    "branchenStats: bad Bundesland",
    {
      method: "GET",
      path: "/natippc/api/ippcInstallations/branchenStats?bundesland=10",
    },
  ],
  [
    "branchenStats: unknown param",
    {
      method: "GET",
      path: "/natippc/api/ippcInstallations/branchenStats?sektor=1",
    },
  ],
  [
    "bvt document: missing code",
    { method: "GET", path: "/natippc/api/bvt/createDocument" },
  ],
  [
    "bvt document: lower case",
    { method: "GET", path: "/natippc/api/bvt/createDocument?code=lcp" },
  ],
  [
    "bvt file: bad id",
    { method: "GET", path: "/natippc/api/bvt/getFile/..%2F..%2Fetc%2Fpasswd" },
  ],
  [
    "postcode search: missing q",
    { method: "GET", path: "/natippc/api/assistant/searchPostCodeCity" },
  ],
  [
    "postcode search: q too long",
    {
      method: "GET",
      path: `/natippc/api/assistant/searchPostCodeCity?q=${"a".repeat(51)}`,
    },
  ],
  [
    "postcode search: blank q",
    {
      method: "GET",
      path: "/natippc/api/assistant/searchPostCodeCity?q=%20%20",
    },
  ],
  [
    "document types: bad id",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/batch/resolveDocumentType?ids=a%20b",
    },
  ],
  [
    "document types: missing ids",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/batch/resolveDocumentType",
    },
  ],
  ["dev login: missing persona", { method: "GET", path: "/__dev/login" }],
  [
    "dev login: unknown persona",
    { method: "GET", path: "/__dev/login?as=root" },
  ],
  ["dev faults: bad id", { method: "DELETE", path: "/__dev/faults/abc" }],

  // Path parameters
  [
    "details: malformed id",
    { method: "GET", path: "/natippc/api/ippcInstallations/AT-IPPC-1" },
  ],
  [
    "details: broken escape",
    { method: "GET", path: "/natippc/api/ippcInstallations/%E0%A4%A" },
  ],
  [
    "details: unknown id",
    {
      method: "GET",
      path: "/natippc/api/ippcInstallations/AT-IPPC-000101",
      status: 404,
    },
  ],
  [
    "isRegistered: malformed id",
    {
      method: "GET",
      path: "/natippc/api/auth/isRegisteredForIppcInstallation/1%27%20OR%201=1",
    },
  ],
  [
    "genehmigungsinhalte: unknown id",
    {
      method: "GET",
      path: "/natippc/api/genehmigungsinhalte/url/AT-IPPC-999999",
      status: 404,
    },
  ],
  [
    "task result: not a uuid",
    { method: "GET", path: "/natippc/api/user-tasks/123/result" },
  ],
  ["task cancel: not a uuid", { path: "/natippc/api/user-tasks/abc/cancel" }],
  [
    "task delete: unknown",
    {
      path: "/natippc/api/user-tasks/00000000-0000-4000-8000-000000000000/delete",
      status: 404,
    },
  ],
  [
    "dms container: bad segment",
    { method: "GET", path: "/natippc/api/assistant/dmsContainer/a%20b/c" },
  ],
  [
    "dms container: unknown",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/a/b/c",
      status: 404,
    },
  ],
  [
    "dms download: unknown",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/download/x/y",
      status: 404,
    },
  ],
  [
    "document type: bad",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/resolveDocumentType/%3Cscript%3E",
    },
  ],
  [
    "document type: unknown",
    {
      method: "GET",
      path: "/natippc/api/assistant/dmsContainer/resolveDocumentType/FOO",
      status: 404,
    },
  ],
  [
    "user group: bad type",
    { method: "GET", path: "/natippc/api/usergroup/ADMIN/4/0" },
  ],
  [
    "user group: bad Land",
    { method: "GET", path: "/natippc/api/usergroup/AUTHORITY/x/0" },
  ],
  [
    "user group batch: bad id",
    { method: "GET", path: "/natippc/api/usergroup/batch/AUTHORITY" },
  ],
  [
    "red list: unknown",
    { method: "GET", path: "/natippc/api/redalists/__proto__", status: 404 },
  ],
  [
    "config: unknown",
    { method: "GET", path: "/natippc/api/config/toString", status: 404 },
  ],
  [
    "cms: unknown",
    { method: "GET", path: "/natippc/api/cms/../../etc/passwd", status: 404 },
  ],
];

describe("bad input never crashes and never answers 5xx", () => {
  it.each(cases)("%s", async (_name, c) => {
    const method = c.method ?? "POST";
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (typeof c.body === "object") {
      body = JSON.stringify(c.body);
      headers["Content-Type"] = "application/json";
    } else if (c.body !== undefined) {
      body = c.body;
      if (c.type) headers["Content-Type"] = c.type;
    }
    const response = await client.request(c.path, {
      method,
      headers,
      body: method === "GET" ? undefined : (body ?? ""),
    });
    if (c.status) expect(response.status).toBe(c.status);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const json = (await response.json()) as {
      status: number;
      error: string;
      message: string;
    };
    expect(json.status).toBe(response.status);
    expect(typeof json.error).toBe("string");
    expect(typeof json.message).toBe("string");
  });

  it("still answers afterwards", async () => {
    expect((await client.get("/natippc/api/env")).status).toBe(200);
    expect(
      (await client.post("/natippc/api/ippcInstallations", {})).status,
    ).toBe(200);
  });
});
