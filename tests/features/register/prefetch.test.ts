/**
 * The register's route prefetch: a visitor's first search starts with the page's code, for the
 * criteria the page is going to apply; signed-in users' and selected saved filters' searches wait
 * for the page.
 */
import {
  installationMapQueryOptions,
  searchInstallations,
} from "../../../src/api/endpoints/installations";
import { createHttpClient } from "../../../src/api/http";
import type { InstallationSearch, SessionUser } from "../../../src/api/types";
import { createQueryClient } from "../../../src/app/queryClient";
import { createSessionFilterStorage } from "../../../src/api/sessionFilterStorage";
import { prefetchVisitorSearch } from "../../../src/features/register/prefetch";
import { ANONYMOUS, loggedIn } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

let api: SimulatedApiHandle;
let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

beforeEach(async () => {
  window.sessionStorage.clear();
  api = installSimulatedApi({ installGlobal: false });
  await api.loginAs("anonymous");
  fetchSpy = jest.fn(api.fetch);
});
afterEach(() => api.close());

const posted = (): InstallationSearch[] =>
  fetchSpy.mock.calls
    .filter(([input]) => String(input).endsWith("/api/ippcInstallations"))
    .map(([, init]) => JSON.parse(String(init?.body)) as InstallationSearch);

async function prefetch(session: SessionUser | null, link: string) {
  const http = createHttpClient({ portalBaseUrl: "/portal", fetch: fetchSpy });
  const queryClient = createQueryClient(
    session ? [{ queryKey: ["auth", "user"], data: session }] : [],
  );
  await prefetchVisitorSearch({
    queryClient,
    http,
    searchParams: new URL(link, "http://localhost").searchParams,
    params: {},
  });
  return { queryClient, http };
}

it("searches a visitor's first page with the link's view and criteria, overview 'all'", async () => {
  const { queryClient, http } = await prefetch(
    ANONYMOUS,
    "/natippc/installations?q=Linz&sort=operatorName&dir=desc&page=2&bundesland=4&bundesland=5",
  );
  const body: InstallationSearch = {
    searchText: "Linz",
    overview: "all",
    criteria: { bundesland: ["4", "5"] },
    sort: { field: "operatorName", direction: "desc" },
    page: 1,
    pageSize: 20,
  };
  expect(posted()).toEqual([body]);
  // Answered into the cache under the key the page asks with: the page does not ask again.
  const cached = queryClient
    .getQueryCache()
    .findAll({ queryKey: ["installations"] })
    .map((query) => query.state.data);
  expect(cached).toEqual([await searchInstallations(http, body)]);
});

it("leaves a link's unknown criterion out: the server takes only its own", async () => {
  await prefetch(ANONYMOUS, "/natippc/installations?bundesland=4&foo=bar");
  expect(posted()).toEqual([
    expect.objectContaining({ criteria: { bundesland: ["4"] } }),
  ]);
});

it("searches without criteria when the visitor has selected no saved filter", async () => {
  await prefetch(ANONYMOUS, "/natippc/installations");
  expect(posted()).toEqual([
    {
      overview: "all",
      criteria: {},
      sort: { field: "name", direction: "asc" },
      page: 0,
      pageSize: 20,
    },
  ]);
});

it("leaves the search to the page when a saved filter is selected", async () => {
  await createSessionFilterStorage(sessionStorage).writeSelected(
    "installations",
    "Meine Anlagen",
  );
  await prefetch(ANONYMOUS, "/natippc/installations");
  expect(posted()).toEqual([]);
});

it("leaves the search to the page for a signed-in user or an unknown session", async () => {
  await prefetch(loggedIn(), "/natippc/installations?bundesland=4");
  await prefetch(null, "/natippc/installations");
  expect(posted()).toEqual([]);
});

it("on the map, starts the map's answer of every match instead of the list's page", async () => {
  const { queryClient, http } = await prefetch(
    ANONYMOUS,
    "/natippc/installations?view=map&bundesland=4&page=3&sort=bezirk",
  );
  expect(posted()).toEqual([]);
  const maps = fetchSpy.mock.calls.filter(([input]) =>
    String(input).endsWith("/api/ippcInstallations/map"),
  );
  expect(maps.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
    { overview: "all", criteria: { bundesland: ["4"] } },
  ]);
  // The map finds it answered.
  expect(
    queryClient.getQueryData(
      installationMapQueryOptions(http, {
        overview: "all",
        criteria: { bundesland: ["4"] },
      }).queryKey,
    ),
  ).toMatchObject({ total: expect.any(Number) });
});
