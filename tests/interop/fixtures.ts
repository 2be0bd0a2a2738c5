/**
 * The portal hosts' `test` and `expect`: Playwright Test's, with `interopUrl`, the address of each
 * worker's own interop server: host-dev's server in a child process on a free port with a fresh
 * data directory, serving the remote's production build (dist/, made by tests/e2e/global-setup.ts
 * before all projects; INTEROP_REMOTE_DIR=<dir> serves another build of it, e.g. an older commit's)
 * and every portal host built by the setup project (hostBuilds.ts) as a variant:
 * `/natippc/start?variant=<kind>` loads that host's page. It is not the feature suites' host-dev
 * (tests/e2e/fixtures.ts), which serves host-dev's own shell.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { test as base } from "@playwright/test";
import { startHostDev } from "../../bench/lib/server";
import { buildsDir, shellDir } from "./hostBuilds";
import { HOSTS, projectOf } from "./hosts";

export { expect } from "@playwright/test";

const ROOT = path.resolve(__dirname, "../..");
const REMOTE_DIR = path.resolve(ROOT, process.env.INTEROP_REMOTE_DIR ?? "dist");
const SERVER_START_MS = 120_000;

export const test = base.extend<object, { interopUrl: string }>({
  interopUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use) => {
      if (!existsSync(path.join(REMOTE_DIR, "remoteEntry.js")))
        throw new Error(
          `No production build of the remote in ${REMOTE_DIR}: tests/e2e/global-setup.ts makes it ` +
            "before all projects unless E2E_NO_BUILD is set.",
        );
      const dir = buildsDir();
      const server = await startHostDev({
        remoteDir: REMOTE_DIR,
        variants: dir
          ? Object.fromEntries(
              HOSTS.map((host) => [
                host.kind,
                { shellDir: shellDir(dir, projectOf(host)) },
              ]),
            )
          : {},
      });
      await use(server.baseUrl);
      await server.stop();
    },
    { scope: "worker", timeout: SERVER_START_MS },
  ],
});
