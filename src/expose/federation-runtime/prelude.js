/**
 * The first statement of remoteEntry.js (rspack.config.ts wraps the container's code in it).
 *
 * The container is built for a host that provides the Module Federation runtime
 * (`experiments.externalRuntime`): it reads `globalThis._FEDERATION_RUNTIME_CORE` as it starts.
 * Hosts built with `provideExternalRuntime` set it; every other kind of host (Module Federation 2
 * with default options, the runtime API alone, webpack 5's Module Federation 1) does not. There the
 * prelude loads the remote's own runtime (runtime.ts, built beside remoteEntry.js) first and starts
 * the container with it; the global `natippc` is a promise of the container meanwhile, which every
 * host kind awaits.
 */
/* global document, location, URL, natippc:writable */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the wrapper rspack.config.ts writes
function natippcPrelude(startContainer, runtimeFile, major) {
  var scope = globalThis;
  var hostRuntime = scope._FEDERATION_RUNTIME_CORE;
  var from = scope._FEDERATION_RUNTIME_CORE_FROM;
  var usable =
    hostRuntime &&
    typeof hostRuntime.setGlobalFederationConstructor === "function" &&
    (!from || String(from.version).split(".")[0] === major);
  if (usable) return startContainer();

  var script = document.currentScript;
  var url = new URL(runtimeFile, script ? script.src : location.href).href;
  natippc = new Promise(function (resolve, reject) {
    var element = document.createElement("script");
    element.src = url;
    element.onload = function () {
      element.remove();
      resolve(scope.__NATIPPC_FEDERATION_RUNTIME__);
    };
    element.onerror = function () {
      element.remove();
      reject(
        new Error("natippc: the federation runtime " + url + " did not load"),
      );
    };
    document.head.appendChild(element);
  }).then(function (ownRuntime) {
    delete scope.__NATIPPC_FEDERATION_RUNTIME__;
    var hadRuntime = "_FEDERATION_RUNTIME_CORE" in scope;
    // The container reads the runtime, and its public path (output.publicPath "auto") from
    // document.currentScript, while it starts: both are lent to it for that moment only, so a
    // host's own runtime of another major version stays the host's.
    scope._FEDERATION_RUNTIME_CORE = ownRuntime;
    if (script)
      Object.defineProperty(document, "currentScript", {
        configurable: true,
        value: script,
      });
    try {
      startContainer();
    } finally {
      if (script) delete document.currentScript;
      if (hadRuntime) scope._FEDERATION_RUNTIME_CORE = hostRuntime;
      else delete scope._FEDERATION_RUNTIME_CORE;
    }
    return natippc;
  });
}
