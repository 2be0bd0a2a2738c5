/**
 * @jest-environment node
 *
 * Names a plain object already has (`__proto__`, `toString`, …) are data wherever a request carries
 * a name. Every route the simulated API registers gets each such name in every position a request
 * has: each path parameter, the session and XSRF cookies, a cookie's name, a query key and each
 * query value, a body key and each body value, a header value. No answer may be a 5xx, the built-in
 * prototypes must stay as they were, and ordinary visitors must still be served afterwards: one
 * such name in a cookie once made every later request of every visitor answer 500 until a restart.
 *
 * So that a name gets as far into a route as an ordinary request does, each route is first probed
 * for an ordinary request it accepts (query and body from the kinds the API takes); each hostile
 * request is that request with one position replaced.
 */
import type { UserSetting } from "../../src/api/types";
import { startApi, type TestApi, type TestClient } from "./client";

const NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
  "isPrototypeOf",
] as const;

const INSTALLATION = "AT-IPPC-000001";

/**
 * An ordinary value for a path parameter, by the parameter's name, so that a request with a
 * hostile name in one parameter gets past the checks of the others. Other names get "x".
 */
const ORDINARY_PARAMS: ReadonlyMap<string, string> = new Map([
  ["id", INSTALLATION],
  ["a", INSTALLATION],
  ["b", "genehmigungen"],
  ["c", "berichte"],
  ["container", INSTALLATION],
  ["document", "D-1"],
  ["group", "filters"],
  ["type", "AUTHORITY"],
  ["land", "4"],
  ["bezirk", "407"],
  ["ids", "AUTHORITY:4:407"],
  ["list", "provinces"],
  ["name", "gisBezirkeVtUrl"],
  ["path", "start"],
]);

/** The kinds of query the API's routes take; a route is probed with each, none first. */
const ORDINARY_QUERIES: readonly (readonly [string, string])[][] = [
  [],
  [["name", "filter_a"]],
  [["as", "authority"]],
  [["roleId", "AUTHORITY"]],
  [["ids", "BESCHEID"]],
  [["code", "LCP"]],
  [["q", "Linz"]],
  [["datetime", ""]],
];

type Fields = Readonly<Record<string, string | readonly string[]>>;
interface Body {
  form: boolean;
  fields: Fields;
}

/** The kinds of body the API's routes take; a route that is not a GET is probed with each. */
const ORDINARY_BODIES: readonly (Body | null)[] = [
  null,
  { form: true, fields: { name: "filter_a", value: "x" } },
  { form: true, fields: { level: "info", message: "x" } },
  { form: false, fields: { installationId: INSTALLATION } },
  { form: false, fields: { searchText: "x" } },
  { form: false, fields: { municipality: "Linz" } },
  { form: false, fields: { id: "00000000-0000-4000-8000-000000000000" } },
  { form: false, fields: { path: ["ordner", "unterordner"] } },
];

/** Headers whose value the API reads: the method override before routing, the conditions in a handler. */
const HEADERS = ["If-Match", "If-None-Match", "X-HTTP-Method-Override"];

/** Answers to a request of a shape the route does not take. */
const REFUSED_SHAPE = new Set([400, 413, 415]);

interface Route {
  method: string;
  path: string;
}

interface Ordinary {
  query: readonly (readonly [string, string])[];
  body: Body | null;
}

/** One request: the ordinary one with one position changed. */
interface Variant {
  position: string;
  params?: ReadonlyMap<number, string>;
  query?: readonly (readonly [string, string])[];
  body?: Body | { raw: string } | null;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

const paramName = (segment: string) =>
  segment
    .slice(1)
    .replace(/\{.*\}$/, "")
    .replace(/\?$/, "");

/** Indexes of the path pattern's parameters (`:id`, `:path{.+}`) and wildcards. */
function parameterSegments(pattern: string): number[] {
  return pattern
    .split("/")
    .flatMap((segment, index) =>
      segment.startsWith(":") || segment === "*" ? [index] : [],
    );
}

function concretePath(
  pattern: string,
  hostile: ReadonlyMap<number, string> = new Map(),
): string {
  return pattern
    .split("/")
    .map((segment, index) => {
      const value = hostile.get(index);
      if (value !== undefined) return encodeURIComponent(value);
      if (segment === "*") return "x";
      return segment.startsWith(":")
        ? (ORDINARY_PARAMS.get(paramName(segment)) ?? "x")
        : segment;
    })
    .join("/");
}

/** The body as sent; built as text, since an object literal's `__proto__` key sets its prototype. */
function encode(body: Body | { raw: string }): { type: string; text: string } {
  if ("raw" in body) return { type: "application/json", text: body.raw };
  const entries = Object.entries(body.fields);
  if (body.form) {
    return {
      type: "application/x-www-form-urlencoded",
      text: new URLSearchParams(
        entries.map(([key, value]) => [key, String(value)]),
      ).toString(),
    };
  }
  const members = entries.map(
    ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return { type: "application/json", text: `{${members.join(",")}}` };
}

/** The fields with `key` set to `value`, kept in order; a list gets it as its first item. */
function withField(fields: Fields, key: string, value: string): Fields {
  const result: Record<string, string | readonly string[]> =
    Object.create(null);
  for (const [name, old] of Object.entries(fields)) {
    result[name] =
      name !== key
        ? old
        : Array.isArray(old)
          ? [value, ...old.slice(1)]
          : value;
  }
  if (!Object.hasOwn(fields, key)) result[key] = value;
  return result;
}

function variants(
  pattern: string,
  method: string,
  ordinary: Ordinary,
  name: string,
): Variant[] {
  const { query, body } = ordinary;
  const list: Variant[] = [
    ...parameterSegments(pattern).map((index) => ({
      position: `path parameter ${pattern.split("/")[index]}`,
      params: new Map([[index, name]]),
    })),
    { position: "SESSION cookie", cookies: { SESSION: name } },
    {
      position: "XSRF cookie and header",
      cookies: { "XSRF-TOKEN": name },
      headers: { "X-XSRF-TOKEN": name },
    },
    { position: "cookie name", cookies: { [name]: "1" } },
    { position: "query key", query: [...query, [name, "1"]] },
    ...query.map(([key], index) => ({
      position: `query value of ${key}`,
      query: query.with(index, [key, name]),
    })),
    ...HEADERS.map((header) => ({
      position: `header ${header}`,
      headers: { [header]: name },
    })),
  ];
  if (method === "GET") return list;
  if (body) {
    list.push(
      {
        position: `${body.form ? "form" : "JSON"} body key`,
        body: { ...body, fields: withField(body.fields, name, "x") },
      },
      ...Object.keys(body.fields).map((key) => ({
        position: `${body.form ? "form" : "JSON"} body value of ${key}`,
        body: { ...body, fields: withField(body.fields, key, name) },
      })),
    );
  } else {
    list.push(
      {
        position: "JSON body key",
        body: { raw: `{${JSON.stringify(name)}:"x"}` },
      },
      {
        position: "form body key",
        body: { form: true, fields: withField({}, name, "x") },
      },
    );
  }
  return list;
}

/** Own properties of the built-ins a hostile name could reach, to compare before and after. */
function builtInShapes(): string[] {
  const reachable: [string, unknown][] = [
    ["Object.prototype", Object.prototype],
    ["Function.prototype", Function.prototype],
    ["Array.prototype", Array.prototype],
    ["String.prototype", String.prototype],
    ...NAMES.map((name): [string, unknown] => [
      `Object.prototype.${name}`,
      Reflect.get(Object.prototype, name),
    ]),
  ];
  return reachable.map(([label, value]) =>
    (typeof value === "object" && value !== null) || typeof value === "function"
      ? `${label}: ${Reflect.ownKeys(value).map(String).sort().join(",")}`
      : `${label}: ${String(value)}`,
  );
}

const PROTOTYPES_BEFORE = builtInShapes();

// Exports started along the way stay waiting: no workbook is built while the routes are walked.
jest.useFakeTimers({
  doNotFake: [
    "Date",
    "hrtime",
    "nextTick",
    "performance",
    "queueMicrotask",
    "setImmediate",
    "clearImmediate",
  ],
});

// Started while the tests are collected: they are made from its routes.
const server: TestApi = startApi({ installations: 50 });
let visitor: TestClient;
let unhandled: unknown[][];

const SETTINGS = "/portal/api/userSettings/natippc-filters";

beforeAll(async () => {
  visitor = server.client();
  await visitor.login("owner");
  await visitor.request(SETTINGS, {
    form: { name: "filters_mein", value: "bundesland=4" },
  });
  // The attacker has settings too: a lookup by group then starts from an existing user's entry.
  const attacker = server.client();
  await attacker.login("authority");
  await attacker.request("/portal/api/userSettings/filters", {
    form: { name: "filters_behoerde", value: "bundesland=4" },
  });
});
beforeEach(() => {
  // The API logs only the unexpected (its 500 path); collected to say what went wrong.
  unhandled = [];
  jest
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void unhandled.push(args));
});
afterAll(async () => {
  await server.dispose();
  jest.useRealTimers();
});

/** Sends the ordinary request with the variant's changes, as a signed-in authority. */
async function send(
  route: Route,
  ordinary: Ordinary,
  cookies: Record<string, string>,
  variant: Omit<Variant, "position">,
): Promise<{ url: string; response: Response }> {
  const headers = new Headers({
    Cookie: Object.entries({ ...cookies, ...variant.cookies })
      .map(([key, value]) => `${key}=${value}`)
      .join("; "),
    "X-XSRF-TOKEN": cookies["XSRF-TOKEN"] ?? "",
    ...variant.headers,
  });
  const body = variant.body === undefined ? ordinary.body : variant.body;
  const encoded = body && route.method !== "GET" ? encode(body) : undefined;
  if (encoded) headers.set("Content-Type", encoded.type);
  const query = new URLSearchParams(
    (variant.query ?? ordinary.query).map(([key, value]) => [key, value]),
  ).toString();
  const url = `${concretePath(route.path, variant.params)}${query ? `?${query}` : ""}`;
  const response = await server.api.fetch(
    new Request(`http://localhost:3000${url}`, {
      method: route.method,
      headers,
      body: encoded?.text,
    }),
  );
  await response.arrayBuffer();
  return { url, response };
}

/** The first ordinary query and body (none first) whose answer is not about the request's shape. */
async function ordinaryRequest(
  route: Route,
  cookies: Record<string, string>,
): Promise<Ordinary> {
  const bodies = route.method === "GET" ? [null] : ORDINARY_BODIES;
  for (const body of bodies) {
    for (const query of ORDINARY_QUERIES) {
      const ordinary = { query, body };
      const { response } = await send(route, ordinary, cookies, {});
      if (!REFUSED_SHAPE.has(response.status)) return ordinary;
    }
  }
  return { query: [], body: null };
}

/** Every variant of every name against the route; what answered 5xx or failed, described. */
async function attack(route: Route): Promise<string[]> {
  const attacker = server.client();
  await attacker.login("authority");
  const cookies = Object.fromEntries(attacker.cookies);
  const ordinary = await ordinaryRequest(route, cookies);
  const requests = NAMES.flatMap((name) =>
    variants(route.path, route.method, ordinary, name).map(
      async ({ position, ...variant }) => {
        const label = `${name} as ${position}`;
        try {
          const { url, response } = await send(
            route,
            ordinary,
            cookies,
            variant,
          );
          return response.status >= 500
            ? [`${route.method} ${url} (${label}): ${response.status}`]
            : [];
        } catch (error) {
          return [`${route.method} ${route.path} (${label}): ${String(error)}`];
        }
      },
    ),
  );
  return (await Promise.all(requests)).flat();
}

describe("every route, every prototype name, every position", () => {
  // Middleware (`ALL /*`) is walked as a GET and a POST to a path no route has.
  const routes: Route[] = server.api.routes.flatMap(({ method, path }) =>
    (method === "ALL" ? ["GET", "POST"] : [method]).map((m) => ({
      method: m,
      path,
    })),
  );

  it("walks the registered routes, not a list of today's", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({
      method: "GET",
      path: "/portal/api/userSettings/:group",
    });
  });

  it.each(routes)("$method $path", async (route) => {
    const failures = await attack(route);
    expect({
      failures: failures.length,
      first: failures.slice(0, 10),
      unhandled: unhandled
        .slice(0, 3)
        .map((args) => args.map(String).join(" ")),
    }).toEqual({ failures: 0, first: [], unhandled: [] });
    expect(builtInShapes()).toEqual(PROTOTYPES_BEFORE);
  });
});

describe("afterwards", () => {
  it("serves the signed-in visitor, their settings, and a new sign-in", async () => {
    expect((await visitor.get("/natippc/api/env")).status).toBe(200);
    const user = await visitor.get("/natippc/api/auth/user");
    expect(await user.json()).toMatchObject({ isLoggedIn: true });
    const settings = await visitor.get(SETTINGS);
    expect(settings.status).toBe(200);
    expect((await settings.json()) as UserSetting[]).toEqual([
      { name: "filters_mein", value: "bundesland=4", version: "1" },
    ]);
    const next = server.client();
    await next.login("owner");
    expect((await next.get(SETTINGS)).status).toBe(200);
  });

  it("serves an anonymous visitor", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/natippc/api/env")).status).toBe(200);
    const user = await anonymous.get("/natippc/api/auth/user");
    expect(await user.json()).toMatchObject({ isLoggedIn: false });
    expect(
      (await anonymous.post("/natippc/api/ippcInstallations", {})).status,
    ).toBe(200);
  });

  it("left the built-in prototypes as they were", () => {
    expect(builtInShapes()).toEqual(PROTOTYPES_BEFORE);
  });
});
