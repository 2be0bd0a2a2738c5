import { resolveHost } from "../../../src/framework/host/HostContext";

describe("the app API's address", () => {
  const scope = globalThis as { __webpack_public_path__?: string };
  afterEach(() => {
    delete scope.__webpack_public_path__;
  });

  it("is below the basename on the page's origin when the remote's files are there too", () => {
    scope.__webpack_public_path__ = "/remotes/natippc/";
    expect(resolveHost({ basename: "/natippc" }).apiPrefix).toBe(".");
  });

  it("is where the remote's files come from when that is another origin", () => {
    scope.__webpack_public_path__ = "https://ippc.example.at/remotes/natippc/";
    expect(resolveHost({ basename: "/natippc/" }).apiPrefix).toBe(
      "https://ippc.example.at/natippc/",
    );
  });

  it("is the host's when the host names it", () => {
    scope.__webpack_public_path__ = "https://ippc.example.at/remotes/natippc/";
    expect(resolveHost({ apiPrefix: "." }).apiPrefix).toBe(".");
  });
});
