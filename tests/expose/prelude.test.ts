import { readFileSync } from "node:fs";
import path from "node:path";

/** remoteEntry.js's prelude, as rspack.config.ts wraps the container in it. */
const PRELUDE = readFileSync(
  path.join(__dirname, "../../src/expose/federation-runtime/prelude.js"),
  "utf8",
);

type Scope = Record<string, unknown>;
const scope = globalThis as unknown as Scope;

/** Runs remoteEntry.js with a stand-in container that records the runtime it started with. */
function runRemoteEntry() {
  const started: unknown[] = [];
  const container = { get: jest.fn(), init: jest.fn() };
  const startContainer = () => {
    started.push(scope._FEDERATION_RUNTIME_CORE);
    scope.natippc = container;
  };
  // The shipped prelude, as text, as the build puts it in front of the container.
  new Function(
    "startContainer",
    `${PRELUDE}\nnatippcPrelude(startContainer, "federation-runtime.0123abcd.js", "2");`,
  )(startContainer);
  return { started, container };
}

function runtimeScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src*="federation-runtime"]');
}

const hostRuntime = (version?: string) => {
  scope._FEDERATION_RUNTIME_CORE = { setGlobalFederationConstructor() {} };
  if (version)
    scope._FEDERATION_RUNTIME_CORE_FROM = { name: "portal", version };
  return scope._FEDERATION_RUNTIME_CORE;
};

describe("remoteEntry.js's federation runtime", () => {
  afterEach(() => {
    for (const key of [
      "natippc",
      "_FEDERATION_RUNTIME_CORE",
      "_FEDERATION_RUNTIME_CORE_FROM",
    ])
      delete scope[key];
    runtimeScript()?.remove();
  });

  it("starts at once on the host's runtime of the same major version", () => {
    const runtime = hostRuntime("2.9.2");
    const { started, container } = runRemoteEntry();
    expect(started).toEqual([runtime]);
    expect(scope.natippc).toBe(container);
    expect(runtimeScript()).toBeNull();
  });

  it("loads its own runtime where the host has none, and leaves no global behind", async () => {
    const { started, container } = runRemoteEntry();
    expect(started).toEqual([]);
    const script = runtimeScript();
    expect(script?.src).toBe("http://localhost/federation-runtime.0123abcd.js");
    const ownRuntime = { own: true };
    scope.__NATIPPC_FEDERATION_RUNTIME__ = ownRuntime;
    script?.dispatchEvent(new Event("load"));
    await expect(scope.natippc).resolves.toBe(container);
    expect(started).toEqual([ownRuntime]);
    expect("_FEDERATION_RUNTIME_CORE" in scope).toBe(false);
    expect("__NATIPPC_FEDERATION_RUNTIME__" in scope).toBe(false);
    expect(runtimeScript()).toBeNull();
  });

  it("runs on its own runtime beside a host runtime of another major version, which stays the host's", async () => {
    const runtime = hostRuntime("3.0.0");
    const { started, container } = runRemoteEntry();
    const ownRuntime = { own: true };
    scope.__NATIPPC_FEDERATION_RUNTIME__ = ownRuntime;
    runtimeScript()?.dispatchEvent(new Event("load"));
    await expect(scope.natippc).resolves.toBe(container);
    expect(started).toEqual([ownRuntime]);
    expect(scope._FEDERATION_RUNTIME_CORE).toBe(runtime);
  });

  it("fails with the runtime's address when it cannot be loaded", async () => {
    runRemoteEntry();
    runtimeScript()?.dispatchEvent(new Event("error"));
    await expect(scope.natippc).rejects.toThrow(
      "natippc: the federation runtime http://localhost/federation-runtime.0123abcd.js did not load",
    );
  });
});
