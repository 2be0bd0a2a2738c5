/**
 * The preload hints a portal page takes from the remote's build (src/expose/preloadHints.ts), and
 * host-dev's shell page carrying them as `<link rel="preload">`.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApi } from "../../host-dev/api/app";
import { createServerApp } from "../../host-dev/server";
import {
  CHUNK_GROUPS_FILE,
  MANIFEST_FILE,
  pageChunkGroup,
  preloadHints,
  type RemoteManifest,
} from "../../src/expose/preloadHints";

const MANIFEST: RemoteManifest = {
  metaData: { remoteEntry: { name: "remoteEntry.js", path: "" } },
  exposes: [
    {
      name: "App",
      assets: {
        js: { sync: ["651.a.js", "__federation_expose_App.b.js"] },
        css: { sync: ["__federation_expose_App.c.css"] },
      },
    },
  ],
};
const CHUNK_GROUPS = {
  "page-installations": ["page-installations.d.js", "page-installations.e.css"],
  "page-installation-details": ["463.f.js", "page-installation-details.g.js"],
  "page-start": ["page-start.h.js"],
  "shared:react": ["237.r.js"],
  "shared:react-dom/client": ["207.rd.js"],
  "shared:jotai": ["285.j.js"],
};

describe("the page's chunk group", () => {
  it.each([
    ["", "page-start"],
    ["start", "page-start"],
    ["installations", "page-installations"],
    ["installations/", "page-installations"],
    ["installations?q=werk&bundesland=9", "page-installations"],
    ["installations/AT-IPPC-000001", "page-installation-details"],
    ["bvt-conclusions", "page-bvt-conclusions"],
    ["user-tasklist", "page-user-tasklist"],
  ])("'%s' → %s", (appPath, group) => {
    expect(pageChunkGroup(appPath)).toBe(group);
  });

  it("names a chunk the route table loads, for every page of it", () => {
    const source = readFileSync(
      path.join(__dirname, "../../src/app/routes.ts"),
      "utf8",
    );
    const chunks = new Set(
      [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]),
    );
    const paths = [...source.matchAll(/^\s+path: "([^"]+)"/gm)].map(
      (m) => m[1]!,
    );
    expect(paths.length).toBeGreaterThan(5);
    for (const routePath of paths) {
      const full = routePath === ":id" ? "installations/x" : routePath;
      expect(chunks).toContain(pageChunkGroup(full));
    }
  });
});

describe("preloadHints", () => {
  it("asks at once for the manifest, remoteEntry.js, the App's files, the shared packages the portal does not provide and the page's files", () => {
    expect(
      preloadHints({
        manifest: MANIFEST,
        chunkGroups: CHUNK_GROUPS,
        remoteUrl: "https://cdn.example/natippc/",
        hostShares: ["react", "react-dom/"],
        path: "installations/AT-IPPC-000001",
      }),
    ).toEqual([
      { href: "https://cdn.example/natippc/mf-manifest.json", as: "fetch" },
      { href: "https://cdn.example/natippc/remoteEntry.js", as: "script" },
      { href: "https://cdn.example/natippc/651.a.js", as: "script" },
      {
        href: "https://cdn.example/natippc/__federation_expose_App.b.js",
        as: "script",
      },
      {
        href: "https://cdn.example/natippc/__federation_expose_App.c.css",
        as: "style",
      },
      { href: "https://cdn.example/natippc/285.j.js", as: "script" },
      { href: "https://cdn.example/natippc/463.f.js", as: "script" },
      {
        href: "https://cdn.example/natippc/page-installation-details.g.js",
        as: "script",
      },
    ]);
  });

  it("a portal that shares nothing gets every shared package; a page without a chunk group of its own no page files", () => {
    const hints = preloadHints({
      manifest: MANIFEST,
      chunkGroups: CHUNK_GROUPS,
      remoteUrl: "/r/",
      hostShares: [],
      path: "nowhere",
    });
    expect(hints.map(({ href }) => href)).toEqual([
      "/r/mf-manifest.json",
      "/r/remoteEntry.js",
      "/r/651.a.js",
      "/r/__federation_expose_App.b.js",
      "/r/__federation_expose_App.c.css",
      "/r/237.r.js",
      "/r/207.rd.js",
      "/r/285.j.js",
    ]);
  });
});

describe("host-dev's shell page", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "host-dev-hints-"));
  mkdirSync(path.join(dir, "shell"));
  writeFileSync(
    path.join(dir, "shell", "index.html"),
    "<!doctype html><html><head><title>EDM Portal</title></head><body></body></html>",
  );
  mkdirSync(path.join(dir, "remote"));
  writeFileSync(
    path.join(dir, "remote", MANIFEST_FILE),
    JSON.stringify(MANIFEST),
  );
  writeFileSync(
    path.join(dir, "remote", CHUNK_GROUPS_FILE),
    JSON.stringify(CHUNK_GROUPS),
  );
  const app = (remoteDir = path.join(dir, "remote")) =>
    createServerApp(
      createApi({ dataDir: path.join(dir, "data"), installations: 5 }),
      {
        shellDir: path.join(dir, "shell"),
        remoteDir,
      },
    );
  const head = async (url: string, remoteDir?: string) => {
    const html = await (await app(remoteDir).request(url)).text();
    return html.slice(0, html.indexOf("</head>"));
  };

  it("carries the hints of the app's page at the address in its head", async () => {
    const html = await head("/natippc/installations?q=werk");
    expect(html).toContain(
      '<link rel="preload" href="/remotes/natippc/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/natippc/remoteEntry.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/natippc/page-installations.e.css" as="style">',
    );
    expect(html).not.toContain("page-installation-details");
    // host-dev's shell provides React: only the remote's own shared packages are asked for.
    expect(html).toContain("285.j.js");
    expect(html).not.toContain("237.r.js");
    expect(html).not.toContain("207.rd.js");
  });

  it("has none on the portal's own pages, nor without a build of the remote", async () => {
    expect(await head("/portal/")).not.toContain("preload");
    expect(
      await head("/natippc/start", path.join(dir, "missing")),
    ).not.toContain("preload");
  });
});
