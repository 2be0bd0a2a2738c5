import { portalUrls, resolveAddresses } from "../../src/api/hostAddresses";
import { createHttpClient } from "../../src/api/http";
import { resolveHost } from "../../src/framework/host/HostContext";

describe("host addresses: one resolution for the client and the frame", () => {
  it("fills the defaults and trims trailing slashes", () => {
    expect(resolveAddresses({})).toEqual({
      basename: "/natippc",
      apiPrefix: ".",
      portalBaseUrl: "/portal",
    });
    expect(
      resolveAddresses({
        basename: "/register/",
        portalBaseUrl: "https://edm.gv.at/",
      }),
    ).toMatchObject({
      basename: "/register",
      portalBaseUrl: "https://edm.gv.at",
    });
  });

  it("the client and the frame agree on every address", () => {
    const props = { basename: "/register/", portalBaseUrl: "/edm/" };
    const host = resolveHost(props);
    const http = createHttpClient(props);
    expect(http.config.basename).toBe(host.basename);
    expect(http.config.portalBaseUrl).toBe(host.portalBaseUrl);
    expect(http.config.portalApiRoot).toBe(portalUrls(host.portalBaseUrl).api);
  });

  it("spells every portal URL below the portal's root", () => {
    const urls = portalUrls("https://edm.gv.at");
    expect(urls.home).toBe("https://edm.gv.at/");
    expect(urls.page("/hilfe")).toBe("https://edm.gv.at/hilfe");
    expect(urls.login("/natippc/start?q=a b")).toBe(
      "https://edm.gv.at/login?returnUrl=%2Fnatippc%2Fstart%3Fq%3Da%20b",
    );
    expect(urls.event("manageUser")).toBe(
      "https://edm.gv.at/login?event=manageUser",
    );
  });
});
