/**
 * Requests that go once per page load: the details page's notice (two components show it) and
 * the portal's list of applications (the footer's; a host that has it hands it over).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useUserApps } from "../../src/api/endpoints/portal";
import { HttpProvider } from "../../src/api/HttpContext";
import { createHttpClient } from "../../src/api/http";
import type { InstallationDetails } from "../../src/api/types";
import { createQueryClient } from "../../src/app/queryClient";
import { ROUTES } from "../../src/app/routes";
import { renderRoutes } from "../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../utils/simulated-fetch";

jest.setTimeout(30_000);

let api: SimulatedApiHandle;
beforeEach(async () => {
  api = installSimulatedApi();
  await api.loginAs("owner");
});
afterEach(async () => {
  await api.close();
});

/** The fetch the app uses, counting requests by path. */
function countingFetch() {
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    paths.push(new URL(url, "http://localhost").pathname);
    return api.fetch(input, init);
  };
  const count = (path: string) => paths.filter((p) => p === path).length;
  return { fetch, count };
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, 500));

it("the installation details ask for their notice once", async () => {
  // The simulated register is seeded: this installation is always there.
  const installation = (await (
    await api.fetch("/natippc/api/ippcInstallations/AT-IPPC-000634")
  ).json()) as InstallationDetails;
  const { fetch, count } = countingFetch();
  await renderRoutes(ROUTES, {
    url: `/installations/${installation.id}`,
    session: null,
    fetch,
  });
  expect(
    await screen.findByRole(
      "heading",
      { level: 1, name: new RegExp(installation.name) },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  await quiet();
  expect(count("/natippc/api/uitemplate/installation-details-notice")).toBe(1);
});

describe("the portal's list of applications", () => {
  function wrapperWith(preloaded: { queryKey: unknown[]; data: unknown }[]) {
    const { fetch, count } = countingFetch();
    const http = createHttpClient({ portalBaseUrl: "/portal", fetch });
    const queryClient = createQueryClient(preloaded);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HttpProvider http={http}>
        <QueryClientProvider client={queryClient}>
          {children}
        </QueryClientProvider>
      </HttpProvider>
    );
    return { wrapper, count };
  }

  it("is asked for once, however often the footer mounts", async () => {
    const { wrapper, count } = wrapperWith([]);
    const { result: first, unmount } = renderHook(() => useUserApps(), {
      wrapper,
    });
    await waitFor(() => expect(first.current.isSuccess).toBe(true));
    unmount();
    const { result: again } = renderHook(() => useUserApps(), { wrapper });
    expect(again.current.isSuccess).toBe(true);
    await quiet();
    expect(count("/portal/api/userApps")).toBe(1);
  });
});
