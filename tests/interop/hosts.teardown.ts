/**
 * The hosts project's teardown, run once after it (playwright.config.ts: the set-up's `teardown`):
 * removes the directory of host builds hosts.setup.ts made.
 */
import { rmSync } from "node:fs";
import { test } from "./fixtures";
import { buildsDir } from "./hostBuilds";

test("remove the portal hosts' builds", () => {
  const dir = buildsDir();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
