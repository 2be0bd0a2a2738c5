/**
 * Endpoint modules end-to-end against the simulated API of host-dev, through
 * the real client: cookies, XSRF, method override and error shapes as in the browser.
 */
import {
  fetchDmsContainer,
  putDmsContainer,
} from "../../src/api/endpoints/dms";
import { searchPostCodeCity } from "../../src/api/endpoints/places";
import {
  fetchUser,
  fetchUserInfo,
  setActiveRole,
} from "../../src/api/endpoints/auth";
import { fetchCmsContent } from "../../src/api/endpoints/cms";
import { fetchEnvironment } from "../../src/api/endpoints/env";
import { fetchFilterMetadata } from "../../src/api/endpoints/filter";
import {
  exportInstallationsExcel,
  fetchInstallation,
  searchInstallations,
} from "../../src/api/endpoints/installations";
import { fetchUserApps, logout } from "../../src/api/endpoints/portal";
import {
  cancelUserTask,
  deleteUserTask,
  fetchUserTasks,
} from "../../src/api/endpoints/tasks";
import {
  createFilterStorage,
  filterKeyPrefix,
} from "../../src/api/filter-storage";
import {
  HttpError,
  ParseError,
  TimeoutError,
  createHttpClient,
  readCookie,
  type HttpClient,
} from "../../src/api/http";
import { createLogger } from "../../src/api/logger";
import {
  FILTER_SCOPES,
  REGISTRATION_TYPES,
  RESULT_LIST_SOURCES,
} from "../../src/api/types";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../utils/simulated-fetch";

let sim: SimulatedApiHandle;
let http: HttpClient;

beforeEach(() => {
  sim = installSimulatedApi();
  http = createHttpClient({ portalBaseUrl: "/portal" });
});

afterEach(async () => {
  await sim.close();
});

describe("session", () => {
  it("reports an anonymous visitor, then the owner after login", async () => {
    const anonymous = await fetchUser(http);
    expect(anonymous.isLoggedIn).toBe(false);
    expect(anonymous.user.username).toBe("anonymousUser");

    await sim.loginAs("owner");
    const owner = await fetchUser(http);
    expect(owner.isLoggedIn).toBe(true);
    expect(owner.user.username).not.toBe("anonymousUser");
    await expect(fetchUserInfo(http)).resolves.toMatchObject({
      userType: "NATIPPC_REGISTERED",
    });
  });

  it("keeps the session cookie out of document.cookie but mirrors XSRF-TOKEN", async () => {
    await sim.loginAs("owner");
    expect(sim.cookies().has("SESSION")).toBe(true);
    expect(document.cookie).not.toMatch(/SESSION=/);
    expect(readCookie("XSRF-TOKEN")).toEqual(expect.any(String));
  });

  it("the environment carries the session timeout", async () => {
    const env = await fetchEnvironment(http);
    expect(env.sessionTimeout).toBeGreaterThan(0);
  });
});

describe("register", () => {
  it("searches installations and opens the first hit", async () => {
    await sim.loginAs("anonymous");
    const page = await searchInstallations(http, { pageSize: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const first = page.items[0];
    if (!first) throw new Error("no installations");
    await expect(fetchInstallation(http, first.id)).resolves.toMatchObject({
      id: first.id,
      name: first.name,
    });
  });

  it("a missing installation is an HttpError 404 with the JSON body", async () => {
    const error = await fetchInstallation(http, "AT-IPPC-999999").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      path: "/natippc/api/ippcInstallations/AT-IPPC-999999",
      body: { status: 404, error: "not_found" },
    });
  });

  it("reads CMS pages as text", async () => {
    const faq = await fetchCmsContent(http, "faq");
    expect(typeof faq).toBe("string");
    expect(faq).toMatch(/<\w+/);
  });
});

describe("mutations", () => {
  it("a POST with the XSRF token succeeds (role switch)", async () => {
    await sim.loginAs("authority");
    const user = await fetchUser(http);
    const other = user.user.switchableRoles.find(
      (role) => role.id !== user.user.activeRole,
    );
    if (!other) throw new Error("the authority persona has two roles");
    const switched = await setActiveRole(http, other.id);
    expect(switched?.user.activeRole).toBe(other.id);
    await expect(fetchUser(http)).resolves.toMatchObject({
      user: { activeRole: other.id },
    });
  });

  it("a PUT goes through as POST with X-HTTP-Method-Override", async () => {
    await sim.loginAs("owner");
    const created = await putDmsContainer(http, {
      path: ["projekt", "2024"],
      documents: [{ name: "Bescheid.pdf", documentType: "BESCHEID", size: 10 }],
    });
    expect(created).toMatchObject({
      path: ["projekt", "2024"],
      documents: [{ name: "Bescheid.pdf" }],
    });
    await expect(fetchDmsContainer(http, ["projekt", "2024"])).resolves.toEqual(
      created,
    );
  });

  it("without the XSRF token the server answers 403, surfacing as HttpError", async () => {
    await sim.loginAs("authority");
    document.cookie =
      "XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    const error = await setActiveRole(http, "AUTHORITY").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 403,
      method: "POST",
      body: { error: "xsrf" },
    });
    // The 403 handed out a fresh token; the next attempt carries it.
    await expect(setActiveRole(http, "AUTHORITY")).resolves.toBeDefined();
  });

  it("the logger reaches POST /api/log", async () => {
    await fetchEnvironment(http);
    const logger = createLogger({
      http,
      console: { ...console, error: jest.fn() },
    });
    await expect(logger.report("error", "Test-Eintrag")).resolves.toBe(true);
  });
});

describe("tasks", () => {
  it("an Excel export shows up as a task that can be cancelled and removed", async () => {
    await sim.loginAs("owner");
    const task = await exportInstallationsExcel(http, { searchText: "Zement" });
    expect(task).toMatchObject({ id: expect.any(String), status: "WAITING" });
    const listed = await fetchUserTasks(http);
    expect(listed.map((t) => t.id)).toContain(task.id);

    const cancelled = await cancelUserTask(http, task.id);
    expect(cancelled?.status).toMatch(/^CANCELL(ING|ED)$/);
    await deleteUserTask(http, task.id);
    expect((await fetchUserTasks(http)).map((t) => t.id)).not.toContain(
      task.id,
    );
  });
});

describe("portal and filter storage", () => {
  it("logs out through GET /natippc/logout and reloads", async () => {
    await sim.loginAs("pvp");
    const location = { assign: jest.fn(), reload: jest.fn() };
    await logout(http, { variant: "get", location });
    expect(location.reload).toHaveBeenCalled();
    await expect(fetchUser(http)).resolves.toMatchObject({ isLoggedIn: false });
  });

  it("lists the user apps", async () => {
    const apps = await fetchUserApps(http);
    expect(apps.some((app) => app.shortName === "IPPC Austria")).toBe(true);
  });

  it("writes and reads saved filters back", async () => {
    await sim.loginAs("owner");
    const storage = createFilterStorage(http);
    const prefix = filterKeyPrefix("installations");
    await expect(
      storage.write(`${prefix}_Wien`, '{"criterias":{}}'),
    ).resolves.toMatchObject({
      error: null,
    });
    await storage.write(`${prefix}_Linz`, '{"criterias":{"bundesland":["4"]}}');
    await storage.write("filters_bvt_Alle", "{}");
    await storage.writeSelected("installations", `${prefix}_Linz`);

    await expect(storage.readSelected("installations")).resolves.toEqual({
      result: `${prefix}_Linz`,
      error: null,
    });
    const all = await storage.readAll(prefix);
    expect(all.result?.map((setting) => setting.name).sort()).toEqual([
      `${prefix}_Linz`,
      `${prefix}_Wien`,
    ]);
    await expect(storage.readSelected("bvt")).resolves.toMatchObject({
      error: { message: "name_not_found" },
    });
  });

  it("reports a failed write instead of raising", async () => {
    const storage = createFilterStorage(http);
    await fetchEnvironment(http);
    // Anonymous visitors cannot save settings.
    await expect(storage.write("filters_x", "{}")).resolves.toMatchObject({
      result: null,
      error: { message: "unknown_error", status: 401 },
    });
  });
});

describe("enumerations the answers carry (SPEC §3)", () => {
  it("portal apps name their reporting duty, every registration type among them", async () => {
    // SPEC §3: Enumerations present (values beyond the examples not shown)
    const apps = await fetchUserApps(http);
    expect(new Set(apps.map((app) => app.registrationType))).toEqual(
      new Set(REGISTRATION_TYPES),
    );
    expect(
      apps.find((app) => app.shortName === "IPPC Austria")?.registrationType,
    ).toBe("IPPC");
  });

  it("the register's filters are the user's own; each installation names the system it came from", async () => {
    const metadata = await fetchFilterMetadata(http);
    expect(FILTER_SCOPES).toContain(metadata.scope);
    expect(metadata.scope).toBe("USER");
    const page = await searchInstallations(http, { pageSize: 30 });
    expect(new Set(page.items.map((item) => item.source))).toEqual(
      new Set(RESULT_LIST_SOURCES),
    );
  });
});

describe("faults", () => {
  it("a 400 firewall page surfaces as an HTML HttpError", async () => {
    await sim.loginAs("anonymous");
    await sim.addFault({
      path: "/natippc/api/ippcInstallations",
      mode: "firewall",
      times: 1,
    });
    const error = await searchInstallations(http, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, isHtml: true });
  });

  it("malformed JSON surfaces as ParseError", async () => {
    await sim.addFault({
      path: "/portal/api/userApps",
      mode: "malformed",
      times: 1,
    });
    await expect(fetchUserApps(http)).rejects.toBeInstanceOf(ParseError);
  });

  it("a slow answer ends in TimeoutError carrying path and timeout", async () => {
    await sim.close();
    sim = installSimulatedApi({ latencyMs: 200 });
    const quick = createHttpClient({ portalBaseUrl: "/portal", timeoutMs: 50 });
    const error = await searchPostCodeCity(quick, "40").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      path: "/natippc/api/assistant/searchPostCodeCity?q=40",
      timeoutMs: 50,
    });
  });
});
