import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as assistant from "../../src/api/endpoints/assistant";
import * as dms from "../../src/api/endpoints/dms";
import * as places from "../../src/api/endpoints/places";
import * as auth from "../../src/api/endpoints/auth";
import * as bvt from "../../src/api/endpoints/bvt";
import * as cms from "../../src/api/endpoints/cms";
import * as config from "../../src/api/endpoints/config";
import * as env from "../../src/api/endpoints/env";
import * as filter from "../../src/api/endpoints/filter";
import * as installations from "../../src/api/endpoints/installations";
import * as log from "../../src/api/endpoints/log";
import * as portal from "../../src/api/endpoints/portal";
import * as redalists from "../../src/api/endpoints/redalists";
import * as tasks from "../../src/api/endpoints/tasks";
import * as time from "../../src/api/endpoints/time";
import * as uitemplate from "../../src/api/endpoints/uitemplate";
import { HttpProvider } from "../../src/api/HttpContext";
import {
  HttpError,
  createHttpClient,
  type HttpClient,
} from "../../src/api/http";
import { RED_LISTS, type SessionUser } from "../../src/api/types";
import { ANONYMOUS } from "../utils/renderRoutes";
import { aTask } from "../utils/tasks";
import { createFakeFetch, jsonResponse, type Responder } from "./fake-fetch";

function setup(responder: Responder = () => jsonResponse({})) {
  const fake = createFakeFetch(responder);
  const http = createHttpClient({
    portalBaseUrl: "/portal",
    fetch: fake.fetch,
  });
  return { http, ...fake };
}

function wrapperFor(http: HttpClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <HttpProvider http={http}>{children}</HttpProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const search = { searchText: "Zement", page: 0, pageSize: 50 };
const container = { path: ["a", "b"], documents: [] };

/** Every call of SPEC §7: [what, call, wire method, URL, override header]. */
const CALLS: [
  string,
  (http: HttpClient) => Promise<unknown>,
  string,
  string,
  string?,
][] = [
  ["user", (h) => auth.fetchUser(h), "GET", "/natippc/api/auth/user"],
  [
    "user info",
    (h) => auth.fetchUserInfo(h),
    "GET",
    "/natippc/api/auth/userInfo",
  ],
  [
    "active role",
    (h) => auth.setActiveRole(h, "R 1"),
    "POST",
    "/natippc/api/auth/activeRole?roleId=R+1",
  ],
  [
    "is registered",
    (h) => auth.fetchIsRegisteredForInstallation(h, "AT/1"),
    "GET",
    "/natippc/api/auth/isRegisteredForIppcInstallation/AT%2F1",
  ],
  ["env", (h) => env.fetchEnvironment(h), "GET", "/natippc/api/env"],
  ["time", (h) => time.fetchServerTime(h), "GET", "/natippc/api/time"],
  [
    "set time",
    (h) => time.setServerTime(h, "2024-05-01T10:00:00Z"),
    "POST",
    "/natippc/api/time?datetime=2024-05-01T10%3A00%3A00Z",
  ],
  [
    "log",
    (h) => log.postLog(h, { level: "error", message: "m" }),
    "POST",
    "/natippc/api/log",
  ],
  [
    "cms",
    (h) => cms.fetchCmsContent(h, "/umwelt inspektion/faq/"),
    "GET",
    "/natippc/api/cms/umwelt%20inspektion/faq",
  ],
  ["user apps", (h) => portal.fetchUserApps(h), "GET", "/portal/api/userApps"],
  [
    "user settings",
    (h) => portal.fetchUserSettings(h, "ui"),
    "GET",
    "/portal/api/userSettings/ui",
  ],
  [
    "save setting",
    (h) => portal.saveUserSetting(h, "ui", { name: "n", value: "v" }),
    "POST",
    "/portal/api/userSettings/ui",
  ],
  ["tasks", (h) => tasks.fetchUserTasks(h), "GET", "/natippc/api/user-tasks"],
  [
    "cancel task",
    (h) => tasks.cancelUserTask(h, "t1"),
    "POST",
    "/natippc/api/user-tasks/t1/cancel",
  ],
  [
    "delete task",
    (h) => tasks.deleteUserTask(h, "t1"),
    "POST",
    "/natippc/api/user-tasks/t1/delete",
  ],
  [
    "task result",
    (h) => tasks.downloadUserTaskResult(h, "t1"),
    "GET",
    "/natippc/api/user-tasks/t1/result",
  ],
  [
    "installation",
    (h) => installations.fetchInstallation(h, "42"),
    "GET",
    "/natippc/api/ippcInstallations/42",
  ],
  [
    "search",
    (h) => installations.searchInstallations(h, search),
    "POST",
    "/natippc/api/ippcInstallations",
  ],
  [
    "gis",
    (h) => installations.exportInstallationsGis(h, search),
    "POST",
    "/natippc/api/ippcInstallations/gis",
  ],
  [
    "excel",
    (h) => installations.exportInstallationsExcel(h, search),
    "POST",
    "/natippc/api/ippcInstallations/excel",
  ],
  [
    "branchen stats",
    (h) => installations.fetchBranchenStats(h, { bundesland: "4" }),
    "GET",
    "/natippc/api/ippcInstallations/branchenStats?bundesland=4",
  ],
  [
    "last update",
    (h) => installations.fetchLastUpdate(h),
    "GET",
    "/natippc/api/ippcInstallations/lastUpdate",
  ],
  [
    "permit url",
    (h) => installations.fetchPermitContentUrl(h, "42"),
    "GET",
    "/natippc/api/genehmigungsinhalte/url/42",
  ],
  ["bvt list", (h) => bvt.fetchBvtList(h), "GET", "/natippc/api/bvt/list"],
  [
    "bvt document",
    (h) => bvt.createBvtDocument(h, "LCP"),
    "GET",
    "/natippc/api/bvt/createDocument?code=LCP",
  ],
  [
    "bvt file",
    (h) => bvt.fetchBvtFile(h, "b1"),
    "GET",
    "/natippc/api/bvt/getFile/b1",
  ],
  [
    "config bvt",
    (h) => config.fetchEdmLinkTemplateBvtDmsDocument(h),
    "GET",
    "/natippc/api/config/edmLinkTemplateBvtDmsDocument",
  ],
  [
    "config anlage",
    (h) => config.fetchEdmLinkTemplateAnlageDetails(h),
    "GET",
    "/natippc/api/config/edmlinkTemplateAnlageDetails",
  ],
  [
    "config gis",
    (h) => config.fetchGisBezirkeVtUrl(h),
    "GET",
    "/natippc/api/config/gisBezirkeVtUrl",
  ],
  [
    "config mailto",
    (h) => config.fetchMailtoTemplateVorlageUiBericht(h),
    "GET",
    "/natippc/api/config/mailtoTemplateVorlageUiBericht",
  ],
  [
    "filter metadata",
    (h) => filter.fetchFilterMetadata(h),
    "GET",
    "/natippc/api/filter/metadata",
  ],
  [
    "ui templates",
    (h) => uitemplate.fetchUiTemplates(h),
    "GET",
    "/natippc/api/uitemplate/",
  ],
  [
    "ui template",
    (h) => uitemplate.fetchUiTemplate(h, "t"),
    "GET",
    "/natippc/api/uitemplate/t",
  ],
  [
    "dms call",
    (h) => assistant.postDmsCall(h, { installationId: "AT-IPPC-000001" }),
    "POST",
    "/natippc/api/assistant/dmsCall",
  ],
  [
    "ebb call",
    (h) => assistant.postEbbCall(h, { installationId: "AT-IPPC-000001" }),
    "POST",
    "/natippc/api/assistant/ebbCall",
  ],
  [
    "registered",
    (h) => assistant.postRegistered(h, { installationId: "AT-IPPC-000001" }),
    "POST",
    "/natippc/api/assistant/registered",
  ],
  [
    "search registered",
    (h) => assistant.postSearchRegistered(h, {}),
    "POST",
    "/natippc/api/assistant/searchRegistered",
  ],
  [
    "site",
    (h) => assistant.postSite(h, {}),
    "POST",
    "/natippc/api/assistant/site",
  ],
  [
    "put container",
    (h) => dms.putDmsContainer(h, container),
    "POST",
    "/natippc/api/assistant/dmsContainer",
    "PUT",
  ],
  [
    "container 2",
    (h) => dms.fetchDmsContainer(h, ["a", "b"]),
    "GET",
    "/natippc/api/assistant/dmsContainer/a/b",
  ],
  [
    "container 3",
    (h) => dms.fetchDmsContainer(h, ["a", "b", "c d"]),
    "GET",
    "/natippc/api/assistant/dmsContainer/a/b/c%20d",
  ],
  [
    "container download",
    (h) => dms.downloadDmsDocument(h, "a", "b"),
    "GET",
    "/natippc/api/assistant/dmsContainer/download/a/b",
  ],
  [
    "document type",
    (h) => dms.resolveDocumentType(h, "x"),
    "GET",
    "/natippc/api/assistant/dmsContainer/resolveDocumentType/x",
  ],
  [
    "document types",
    (h) => dms.resolveDocumentTypes(h, ["X", "Y"]),
    "GET",
    "/natippc/api/assistant/dmsContainer/batch/resolveDocumentType?ids=X%2CY",
  ],
  [
    "post code city",
    (h) => places.searchPostCodeCity(h, "40"),
    "GET",
    "/natippc/api/assistant/searchPostCodeCity?q=40",
  ],
  [
    "qt dms",
    (h) => assistant.postQtResult(h, "dms", "id"),
    "POST",
    "/natippc/api/qt/dms/result",
  ],
  [
    "qt ebb",
    (h) => assistant.postQtResult(h, "ebbAssistant", "id"),
    "POST",
    "/natippc/api/qt/ebbAssistant/result",
  ],
  [
    "qt search",
    (h) => assistant.postQtResult(h, "searchAssistant", "id"),
    "POST",
    "/natippc/api/qt/searchAssistant/result",
  ],
  [
    "user group batch",
    (h) => assistant.fetchUserGroupBatch(h, ["A:4:0", "B:4:0"]),
    "GET",
    "/natippc/api/usergroup/batch/A%3A4%3A0%2CB%3A4%3A0",
  ],
  [
    "user group",
    (h) => assistant.fetchUserGroup(h, "a", "b", "c"),
    "GET",
    "/natippc/api/usergroup/a/b/c",
  ],
  ...RED_LISTS.map(
    (
      list,
    ): [string, (http: HttpClient) => Promise<unknown>, string, string] => [
      `red list ${list}`,
      (h) => redalists.fetchRedList(h, list),
      "GET",
      `/natippc/api/redalists/${list}`,
    ],
  ),
];

describe("every call of SPEC §7 goes to its path", () => {
  // Always five arguments: with fewer, jest takes the fifth parameter for a `done` callback.
  const table = CALLS.map(([name, call, method, url, override]) => [
    name,
    call,
    method,
    url,
    override ?? null,
  ]) as [
    string,
    (http: HttpClient) => Promise<unknown>,
    string,
    string,
    string | null,
  ][];

  it.each(table)("%s", async (_name, call, method, url, override) => {
    const { http, last } = setup();
    // Only the request is looked at here; `{}` is not every call's answer.
    await Promise.resolve(call(http)).catch(() => undefined);
    expect(last()).toMatchObject({ method, url });
    expect(last().headers.get("X-HTTP-Method-Override")).toBe(override);
  });
});

describe("payloads and formats", () => {
  it("sends the search as JSON and the user setting and log as form fields", async () => {
    const { http, calls } = setup(() => new Response(null, { status: 204 }));
    await installations.searchInstallations(http, search);
    await portal.saveUserSetting(http, "ui", { name: "n", value: "v" });
    await log.postLog(http, { level: "warn", message: "m" });
    expect(calls[0]?.body).toBe(JSON.stringify(search));
    expect(calls[1]?.body).toBe("name=n&value=v");
    expect(calls[2]?.body).toBe("level=warn&message=m");
  });

  it("reads CMS pages and config values as text", async () => {
    const { http, calls } = setup(() => new Response("<h1>FAQ</h1>"));
    await expect(cms.fetchCmsContent(http, "faq")).resolves.toBe(
      "<h1>FAQ</h1>",
    );
    await expect(
      config.fetchMailtoTemplateVorlageUiBericht(http),
    ).resolves.toBe("<h1>FAQ</h1>");
    expect(
      calls.every((call) =>
        call.headers.get("Accept")?.startsWith("text/plain"),
      ),
    ).toBe(true);
  });

  it("downloads files as blobs and offers plain URLs for links", async () => {
    const { http } = setup(() => new Response("PK"));
    const blob = await tasks.downloadUserTaskResult(http, "t 1");
    await expect(blob.text()).resolves.toBe("PK");
    expect(tasks.userTaskResultUrl(http, "t 1")).toBe(
      "/natippc/api/user-tasks/t%201/result",
    );
    expect(bvt.bvtFileUrl(http, "b1")).toBe("/natippc/api/bvt/getFile/b1");
    expect(dms.dmsDocumentDownloadUrl(http, "a", "b")).toBe(
      "/natippc/api/assistant/dmsContainer/download/a/b",
    );
  });

  it("raises for the filter group through fetchUserSettings despite the cleared path", async () => {
    const { http } = setup(() =>
      jsonResponse({ message: "x" }, { status: 503 }),
    );
    await expect(
      portal.fetchUserSettings(http, "natippc-filters"),
    ).rejects.toBeInstanceOf(HttpError);
  });
});

describe("query keys and options", () => {
  const { http } = setup();

  it("keeps the keys the host preloads fixed", () => {
    expect(auth.authKeys.user()).toEqual(["auth", "user"]);
    expect(auth.authKeys.userInfo()).toEqual(["auth", "userInfo"]);
    expect(env.envKeys.all).toEqual(["env"]);
    expect(auth.userQueryOptions(http).queryKey).toEqual(["auth", "user"]);
    expect(env.environmentQueryOptions(http).queryKey).toEqual(["env"]);
  });

  it("puts the whole search body into the search key", () => {
    expect(
      installations.installationSearchQueryOptions(http, search).queryKey,
    ).toEqual(["installations", "search", search]);
    expect(installations.installationKeys.search(search).slice(0, 2)).toEqual(
      installations.installationKeys.searches(),
    );
  });

  it("uses the SPEC cache times", () => {
    expect(auth.userInfoQueryOptions(http).staleTime).toBe(5 * 60_000);
    expect(time.serverTimeQueryOptions(http).staleTime).toBe(45_000);
    expect(cms.cmsContentQueryOptions(http, "faq").staleTime).toBe(10 * 60_000);
    expect(cms.cmsKeys.page("/faq/")).toEqual(cms.cmsKeys.page("faq"));
  });
});

describe("hooks", () => {
  it("useUser fetches through the context client", async () => {
    const user = ANONYMOUS;
    const { http } = setup(() => jsonResponse(user));
    const { wrapper } = wrapperFor(http);
    const { result } = renderHook(() => auth.useUser(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(user));
  });

  it("useUserTasks polls every 2000 ms", async () => {
    const { http } = setup(() => jsonResponse([]));
    const { wrapper, queryClient } = wrapperFor(http);
    const { result } = renderHook(() => tasks.useUserTasks(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: tasks.taskKeys.list() });
    expect(query?.observers[0]?.options.refetchInterval).toBe(
      tasks.TASK_POLL_INTERVAL_MS,
    );
    expect(tasks.TASK_POLL_INTERVAL_MS).toBe(2000);
  });

  it("task mutations invalidate the task list through the key factory", async () => {
    const { http } = setup(() => jsonResponse(aTask({ status: "CANCELLED" })));
    const { wrapper, queryClient } = wrapperFor(http);
    queryClient.setQueryData(tasks.taskKeys.list(), []);
    const { result } = renderHook(() => tasks.useCancelUserTask(), { wrapper });
    await act(() => result.current.mutateAsync("t1"));
    expect(
      queryClient.getQueryState(tasks.taskKeys.list())?.isInvalidated,
    ).toBe(true);
  });

  it("the Excel export invalidates the task list", async () => {
    const { http } = setup(() => jsonResponse(aTask()));
    const { wrapper, queryClient } = wrapperFor(http);
    queryClient.setQueryData(tasks.taskKeys.list(), []);
    const { result } = renderHook(
      () => installations.useExportInstallationsExcel(),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(search));
    expect(
      queryClient.getQueryState(tasks.taskKeys.list())?.isInvalidated,
    ).toBe(true);
  });

  it("a role switch updates the cached activeRole and re-fetches the user", async () => {
    const cached: SessionUser = {
      isLoggedIn: true,
      user: {
        username: "b",
        currentUserName: "B",
        authorities: [],
        activeRole: "AUTHORITY",
        switchableRoles: [],
      },
    };
    let release: () => void = () => undefined;
    const { http, calls } = setup((call) =>
      call.method === "POST"
        ? new Response(null, { status: 204 })
        : new Promise<Response>((resolve) => {
            release = () => resolve(jsonResponse(cached));
          }),
    );
    const { wrapper, queryClient } = wrapperFor(http);
    queryClient.setQueryData(auth.authKeys.user(), cached);
    const { result } = renderHook(() => auth.useSetActiveRole(), { wrapper });
    act(() => result.current.mutate("AUTHORITY_ADMIN"));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<SessionUser>(auth.authKeys.user())?.user
          .activeRole,
      ).toBe("AUTHORITY_ADMIN"),
    );
    expect(queryClient.getQueryState(auth.authKeys.user())?.isInvalidated).toBe(
      true,
    );
    expect(calls[0]?.url).toBe(
      "/natippc/api/auth/activeRole?roleId=AUTHORITY_ADMIN",
    );
    release();
  });
});

describe("logout", () => {
  it("get variant: GET `${basename}/logout` with credentials, then reload", async () => {
    const { http, last } = setup(() => new Response(null, { status: 200 }));
    const location = { assign: jest.fn(), reload: jest.fn() };
    await portal.logout(http, { variant: "get", location });
    expect(last()).toMatchObject({ method: "GET", url: "/natippc/logout" });
    expect(last().init.credentials).toBe("include");
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("portal variant: the portal login page with the logout event", async () => {
    const { http, mock } = setup();
    const location = { assign: jest.fn(), reload: jest.fn() };
    await portal.logout(http, { variant: "portal", location });
    expect(location.assign).toHaveBeenCalledWith("/portal/login?event=logout");
    expect(mock).not.toHaveBeenCalled();
  });

  it("a failure is only logged", async () => {
    const { http } = setup(() => Promise.reject(new TypeError("offline")));
    const location = { assign: jest.fn(), reload: jest.fn() };
    const logger = { error: jest.fn() };
    await expect(
      portal.logout(http, { variant: "get", location, logger }),
    ).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      "Logout failed",
      expect.any(Error),
    );
    expect(location.reload).not.toHaveBeenCalled();
  });
});
