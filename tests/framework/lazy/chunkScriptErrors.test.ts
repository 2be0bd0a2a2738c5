import { handleChunkScriptErrors } from "../../../src/framework/lazy";

const OWN = "/remotes/natippc/";
const global = globalThis as { __webpack_public_path__?: string };

/**
 * The error a script raises at the window, as the browser reports it; whether it was taken (then
 * taken by the test, so that jsdom does not report it).
 */
function raise(init: ErrorEventInit): boolean {
  let taken = false;
  const last = (event: ErrorEvent) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("error", last);
  window.dispatchEvent(new ErrorEvent("error", { cancelable: true, ...init }));
  window.removeEventListener("error", last);
  return taken;
}

describe("a chunk answered with the portal's HTML page", () => {
  beforeEach(() => {
    global.__webpack_public_path__ = OWN;
  });
  afterEach(() => {
    delete global.__webpack_public_path__;
  });

  it("its SyntaxError, or its muted error from another origin, is taken while mounted; nothing else is, nor after", () => {
    const chunk = new URL(`${OWN}burger-menu.1ac4fceb.js`, document.baseURI)
      .href;
    const stop = handleChunkScriptErrors();
    try {
      expect(
        raise({ filename: chunk, error: new SyntaxError("Unexpected '<'") }),
      ).toBe(true);
      expect(raise({ filename: chunk, message: "Script error." })).toBe(true);
      // The portal's own scripts, and errors of the remote's code itself, are not the remote's to take.
      expect(
        raise({
          filename: new URL("/shell/main.js", document.baseURI).href,
          error: new SyntaxError("Unexpected '<'"),
        }),
      ).toBe(false);
      expect(raise({ filename: chunk, error: new TypeError("x") })).toBe(false);
    } finally {
      stop();
    }
    expect(raise({ filename: chunk, error: new SyntaxError("x") })).toBe(false);
  });
});
