import { screen, waitFor } from "@testing-library/react";
import shareGuard from "../../src/expose/federation-runtime/shareGuard";
import { mount, unmount } from "../../src/expose";
import { quietFetch } from "../utils/renderRoutes";
import { lifecycleProps, mountOutsideAct } from "../utils/portalMount";

type ResolveShareArgs = Parameters<
  NonNullable<ReturnType<typeof shareGuard>["resolveShare"]>
>[0];

/** What Module Federation's runtime hands a runtime plugin's resolveShare for one shared package. */
function resolveShareArgs(pkgName: string, provided: string, own: string) {
  const entry = (from: string) => ({ from, version: own, loaded: false });
  const hostEntry = { ...entry("portal"), version: provided, loaded: true };
  const ownEntry = entry("natippc");
  const args = {
    shareScopeMap: {
      default: { [pkgName]: { [provided]: hostEntry, [own]: ownEntry } },
    },
    scope: "default",
    pkgName,
    version: provided,
    shareInfo: {
      version: own,
      from: "natippc",
      shareConfig: { singleton: true, requiredVersion: `^${own}` },
    },
    resolver: () => ({ shared: hostEntry, useTreesShaking: false }),
  } as unknown as ResolveShareArgs;
  return { args, hostEntry, ownEntry };
}

/** The runtime's own call: a plugin's resolveShare may change the arguments or return nothing. */
function resolve(args: ResolveShareArgs) {
  return (shareGuard().resolveShare?.(args) || args).resolver();
}

describe("shared packages the remote cannot use", () => {
  mountOutsideAct();

  it("takes its own react-router when the portal shares react-router 6, with a warning", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { args, ownEntry } = resolveShareArgs(
      "react-router",
      "6.28.0",
      "7.18.5",
    );
    expect(resolve(args)).toEqual({
      shared: ownEntry,
      useTreesShaking: false,
    });
    expect(warn).toHaveBeenCalledWith(
      "natippc: the host shares react-router 6.28.0; natippc requires ^7.18.5 and uses its own copy.",
    );
  });

  it("keeps the portal's copy when its version is in range", () => {
    const { args, hostEntry } = resolveShareArgs("jotai", "2.20.3", "2.20.3");
    expect(resolve(args)?.shared).toBe(hostEntry);
  });

  it("shows in German what cannot start when the portal shares React 18, and logs one English error", async () => {
    const fetch = quietFetch();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { args, ownEntry } = resolveShareArgs("react", "18.3.1", "19.3.1");
    // The remote never runs on the portal's React 18: it loads its own copy to say so.
    expect(resolve(args)?.shared).toBe(ownEntry);

    await mount(lifecycleProps());
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "IPPC Austria kann nicht gestartet werden",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Das Portal stellt react 18.3.1 bereit, IPPC Austria benötigt ^19.3.1. Die Betreiber des Portals wurden informiert.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "natippc cannot start: the host shares react 18.3.1, natippc requires ^19.3.1.",
      ),
    );
    expect(error).toHaveBeenCalledTimes(1);
    // The operators learn of it through the server log.
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
        "/natippc/api/env",
        "/natippc/api/log",
      ]),
    );
    await unmount(lifecycleProps());
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });
});
