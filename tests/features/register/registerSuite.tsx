/**
 * What the register's suites share: the simulated API (fresh for every test), a spy on every
 * request the page makes, the page rendered with the app's own routes, and ways to read it.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { searchInstallations } from "../../../src/api/endpoints/installations";
import { createHttpClient } from "../../../src/api/http";
import type { InstallationSearch } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

export const SLOW = { timeout: 5000 };
export const REGISTER = "/natippc/api/ippcInstallations";

export let api: SimulatedApiHandle;
export let fetchSpy: jest.Mock<
  ReturnType<typeof fetch>,
  Parameters<typeof fetch>
>;

/** A new simulated API for the rest of the test, e.g. a slower one. */
export async function replaceApi(
  options: Parameters<typeof installSimulatedApi>[0],
) {
  await api.close();
  api = installSimulatedApi({ installGlobal: false, ...options });
  fetchSpy = jest.fn(api.fetch);
}

/** Called at the top of each suite: a fresh simulated API and request spy for every test. */
export function setUpRegisterSuite() {
  jest.setTimeout(30_000);
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    api = installSimulatedApi({ installGlobal: false });
    fetchSpy = jest.fn(api.fetch);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await api.close();
  });
}

/** Captured before any test fakes the timers: real waits for the simulated API's I/O. */
export const realSetTimeout = globalThis.setTimeout;

/**
 * Retries `check` under fake timers: a millisecond of fake time (React Query hands updates over
 * in a setTimeout 0) and a few of real time (the simulated API's I/O) per attempt.
 */
export async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 300) throw error;
    }
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
    });
  }
}

/** The same data, asked for directly: what the page should show. */
export const http = () =>
  createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch });
export const serverPage = (search: InstallationSearch) =>
  searchInstallations(http(), { page: 0, pageSize: 20, ...search });

export async function renderRegister(
  persona: PersonaName = "anonymous",
  url = "/installations",
) {
  await api.loginAs(persona);
  const user = userEvent.setup();
  const view = await renderRoutes(ROUTES, {
    url,
    session: null,
    fetch: fetchSpy,
  });
  await screen.findByText(/Anlagen? gefunden/, undefined, SLOW);
  return { user, ...view };
}

/** Types `text` into 'Ort oder PLZ' and picks the suggestion `place` ("4020 Linz"). */
export async function choosePlace(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  place: string,
): Promise<void> {
  await user.type(screen.getByRole("combobox", { name: "Ort oder PLZ" }), text);
  await user.click(await screen.findByRole("option", { name: place }, SLOW));
}

/** Every search body the page posted, in order (prefetches of the next page included). */
export function searches(): InstallationSearch[] {
  return fetchSpy.mock.calls
    .filter(
      ([input, init]) =>
        String(input).endsWith("/api/ippcInstallations") &&
        init?.method === "POST",
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as InstallationSearch);
}

/** The paths of every request to `path` the page made, in order. */
export const requestsTo = (path: string) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost").pathname)
    .filter((pathname) => pathname.includes(path));

export const table = () => screen.getByRole("table");
export const rows = () => within(table()).getAllByRole("row").slice(1);
export const names = () =>
  rows().map((row) => within(row).getByRole("link").textContent);
export const count = () => screen.getByText(/Anlagen? gefunden/);
export const header = (name: string) =>
  within(table()).getByRole("columnheader", { name: new RegExp(`^${name}`) });
export const location = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
