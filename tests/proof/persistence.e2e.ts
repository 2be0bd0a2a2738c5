/**
 * Proof: nothing acknowledged is lost. A host-dev of its own (the built remote, its own data
 * directory, on a free port of its own, not the worker's) takes a burst of writes — saved filters,
 * user settings, tasks — and is killed with SIGKILL in the middle of it, three times over; after
 * each restart on the same data directory every write the server had answered in any round is
 * there and every file parses. Then, against the worker's server, one user saves a new filter in
 * each of two tabs at the same moment: both filters stay; and renames the same filter in both: the
 * later tab writes nothing until the user has chosen a version — also when its save was held on a
 * slow line until the other browser's had landed (the portal refuses it: If-Match, 412).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { FILTER_SETTINGS_GROUP } from "../../src/api/http";
import type { UserSetting, UserTask } from "../../src/api/types";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { axeViolations } from "../e2e/axe";
import {
  FiltersPanel,
  PATHS,
  RegisterPage,
  removeSavedFilters,
  signIn,
} from "../e2e/pages";

const ROOT = path.resolve(__dirname, "..", "..");
const SETTINGS_GROUP = "natippc-proof";
const ROUNDS = 3;
/** Writes started per round; the kill comes after KILL_AFTER_ACKS of them were answered. */
const BURST = 150;
const KILL_AFTER_ACKS = 40;
const SERVER_START_MS = 60_000;

test.describe.configure({ mode: "parallel" });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

/** host-dev serving the built remote; node itself, so SIGKILL reaches the server and nothing else. */
async function startHostDev(
  dataDir: string,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "host-dev/server.ts", "--no-build"],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`host-dev did not start on port ${port}`));
    }, SERVER_START_MS);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${baseUrl}${PATHS.start}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`host-dev exited with ${code}: ${output}`));
    });
  });
  return { child, baseUrl };
}

/** A signed-in owner speaking to the API as the app does: session cookie, XSRF token echoed. */
class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async login(): Promise<void> {
    await this.send("GET", "/__dev/login?as=owner", undefined, "manual");
    expect(this.cookies.has("SESSION"), "signed in").toBe(true);
  }

  async send(
    method: string,
    pathAndQuery: string,
    body?: URLSearchParams | object,
    redirect: RequestRedirect = "follow",
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "X-XSRF-TOKEN": this.cookies.get("XSRF-TOKEN") ?? "",
    };
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      payload = body.toString();
    } else if (body) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${pathAndQuery}`, {
      method,
      headers,
      body: payload,
      redirect,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async json<T>(pathAndQuery: string): Promise<T> {
    const response = await this.send("GET", pathAndQuery);
    expect(response.status, pathAndQuery).toBe(200);
    return (await response.json()) as T;
  }
}

interface Acknowledged {
  settings: Map<string, string>;
  filters: Map<string, string>;
  tasks: Set<string>;
}

/** One write of the burst; resolves whether or not the server answered. */
async function write(
  api: ApiClient,
  round: number,
  index: number,
  acked: Acknowledged,
): Promise<void> {
  try {
    if (index % 10 === 9) {
      const response = await api.send(
        "POST",
        "/natippc/api/ippcInstallations/excel",
        { searchText: `Runde ${round}` },
      );
      if (response.status === 202)
        acked.tasks.add(((await response.json()) as UserTask).id);
      return;
    }
    const filter = index % 2 === 0;
    const name = filter
      ? `filters_proof_r${round}k${index}`
      : `setting-r${round}-${index}`;
    const value = filter
      ? JSON.stringify({
          name: `Filter ${round}/${index}`,
          enabled: true,
          criterias: {},
        })
      : `Wert ${round}/${index} `.repeat(20);
    const group = filter ? FILTER_SETTINGS_GROUP : SETTINGS_GROUP;
    const response = await api.send(
      "POST",
      `/portal/api/userSettings/${group}`,
      new URLSearchParams({ name, value }),
    );
    if (response.ok) (filter ? acked.filters : acked.settings).set(name, value);
  } catch {
    // The connection died with the server: not acknowledged, so nothing is owed.
  }
}

/** The data directory's files that host-dev set aside as unreadable. */
function corruptFiles(dataDir: string): string[] {
  return readdirSync(dataDir).filter((name) => name.includes(".corrupt-"));
}

/** Stops a host-dev that is still running and waits until it has exited. */
async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

// The rounds build on each other (every round's acknowledged writes must survive the later kills
// too), so they are the steps of one test.
test(`${ROUNDS} kills (SIGKILL) during a burst of writes: every acknowledged write survives, every file parses`, async () => {
  test.setTimeout(ROUNDS * 2 * SERVER_START_MS);
  const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-proof-"));
  const acked: Acknowledged = {
    settings: new Map(),
    filters: new Map(),
    tasks: new Set(),
  };
  const unanswered: number[] = [];
  let running: ChildProcess | undefined;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      await test.step(`round ${round}`, async () => {
        const server = await startHostDev(dataDir);
        running = server.child;
        const api = new ApiClient(server.baseUrl);
        await api.login();
        const ackedSoFar = () =>
          acked.filters.size + acked.settings.size + acked.tasks.size;
        const ackedBefore = ackedSoFar();
        const exited = new Promise((resolve) =>
          server.child.once("exit", resolve),
        );
        let answered = 0;
        const writes: Promise<void>[] = [];
        for (let i = 0; i < BURST; i++) {
          writes.push(
            write(api, round, i, acked).finally(() => {
              answered += 1;
              if (answered === KILL_AFTER_ACKS) server.child.kill("SIGKILL");
            }),
          );
          // A few in flight at any moment, as from busy tabs.
          if (i % 8 === 7) await new Promise((r) => setTimeout(r, 2));
        }
        await Promise.all(writes);
        await exited;
        running = undefined;
        unanswered.push(BURST - (ackedSoFar() - ackedBefore));

        expect(corruptFiles(dataDir)).toEqual([]);
        for (const name of readdirSync(dataDir).filter((file) =>
          file.endsWith(".json"),
        ))
          expect(
            () => JSON.parse(readFileSync(path.join(dataDir, name), "utf8")),
            name,
          ).not.toThrow();

        const restarted = await startHostDev(dataDir);
        running = restarted.child;
        const check = new ApiClient(restarted.baseUrl);
        await check.login();
        const stored = async (group: string) =>
          new Map(
            (
              await check.json<UserSetting[]>(
                `/portal/api/userSettings/${group}`,
              )
            ).map((s) => [s.name, s.value]),
          );
        const filters = await stored(FILTER_SETTINGS_GROUP);
        for (const [name, value] of acked.filters)
          expect(filters.get(name), `saved filter ${name}`).toBe(value);
        const settings = await stored(SETTINGS_GROUP);
        for (const [name, value] of acked.settings)
          expect(settings.get(name), `user setting ${name}`).toBe(value);
        const tasks = new Set(
          (await check.json<UserTask[]>("/natippc/api/user-tasks")).map(
            (task) => task.id,
          ),
        );
        for (const id of acked.tasks)
          expect(tasks.has(id), `task ${id}`).toBe(true);
        expect(corruptFiles(dataDir), "every file read back").toEqual([]);
        await stop(restarted.child, "SIGTERM");
        running = undefined;
      });
    }
  } finally {
    if (running) await stop(running, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `persistence: ${ROUNDS} kills (SIGKILL) mid-burst — ${acked.filters.size} saved filters, ` +
      `${acked.settings.size} user settings, ${acked.tasks.size} tasks acknowledged and all found ` +
      `after restart (${unanswered.join(" / ")} writes unanswered at the kills), no torn file`,
  );
});

test.describe("one user's saved filters in two tabs", () => {
  /** The register loaded afresh, its side filter page open. */
  async function openSidePage(page: Page): Promise<void> {
    const register = new RegisterPage(page);
    await register.goto();
    await expect(register.count).toBeVisible();
    await new FiltersPanel(page).open();
  }

  /** The owner's saved filters by name, straight from the portal API. */
  function storedFilterNames(page: Page): Promise<string[]> {
    return page.evaluate(async (group) => {
      const settings = (await (
        await fetch(`/portal/api/userSettings/${group}`)
      ).json()) as { name: string; value: string }[];
      return settings
        .filter((s) => !s.name.startsWith("filters_ojs_selected_filter_key"))
        .map((s) => (JSON.parse(s.value) as { name: string }).name);
    }, FILTER_SETTINGS_GROUP);
  }

  /** The portal comes to hold exactly these saved filters (the page saves in the background). */
  async function storedBecomes(page: Page, names: string[]): Promise<void> {
    await expect
      .poll(
        async () => (await storedFilterNames(page)).sort(),
        "saved filters in the portal",
      )
      .toEqual([...names].sort());
  }

  async function saveNewFilter(page: Page, name: string): Promise<void> {
    const panel = new FiltersPanel(page);
    await panel.newFilterButton.click();
    await panel.rename(name);
  }

  /** Two tabs of one signed-in owner, with no saved filter. */
  async function twoTabs(browser: Browser) {
    const context = await browser.newContext({ locale: "de-DE" });
    const [one, two] = [await context.newPage(), await context.newPage()];
    await signIn(one, "owner", PATHS.register);
    await removeSavedFilters(one);
    return { context, one, two };
  }

  test("both filters stay, in storage and after a reload of either tab", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, one, two } = await twoTabs(browser);
    try {
      await Promise.all([openSidePage(one), openSidePage(two)]);
      await Promise.all([
        saveNewFilter(one, "Aus Tab eins"),
        saveNewFilter(two, "Aus Tab zwei"),
      ]);
      await storedBecomes(one, ["Aus Tab eins", "Aus Tab zwei"]);
      for (const page of [one, two]) {
        await openSidePage(page);
        await expect
          .poll(() => new FiltersPanel(page).labels())
          .toEqual(expect.arrayContaining(["Aus Tab eins", "Aus Tab zwei"]));
      }
    } finally {
      await removeSavedFilters(one);
      await context.close();
    }
  });

  test("two tabs rename the same filter: the later one is asked, and the version chosen stands", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, one, two } = await twoTabs(browser);
    const errors: string[] = [];
    for (const page of [one, two])
      page.on("pageerror", (error) => errors.push(error.message));
    try {
      await openSidePage(one);
      await saveNewFilter(one, "Gemeinsam");
      await storedBecomes(one, ["Gemeinsam"]);
      await openSidePage(two);
      const panelOne = new FiltersPanel(one);
      const panelTwo = new FiltersPanel(two);
      await panelTwo.filter("Gemeinsam").check();

      await panelOne.rename("Name aus Tab eins");
      await storedBecomes(one, ["Name aus Tab eins"]);
      await panelTwo.rename("Name aus Tab zwei");
      const inTwo = panelTwo.conflict("Name aus Tab zwei");
      await expect(inTwo.group).toBeVisible();
      await expect(
        two.getByText(FILTER_TEXTS.saveProblems.conflict).first(),
      ).toBeVisible();
      expect(await storedFilterNames(one)).toEqual(["Name aus Tab eins"]);
      expect(await axeViolations(two), "axe with the choice").toEqual([]);

      await inTwo.keepMine.click();
      await expect(inTwo.group).toHaveCount(0);
      await storedBecomes(one, ["Name aus Tab zwei"]);

      // The first tab still shows its own name: its next change is asked about in turn.
      await panelOne.rename("Wieder Tab eins");
      const inOne = panelOne.conflict("Wieder Tab eins");
      await inOne.takeTheirs.click();
      await expect(inOne.group).toHaveCount(0);
      await expect(panelOne.filter("Name aus Tab zwei")).toBeVisible();
      await storedBecomes(one, ["Name aus Tab zwei"]);
      expect(errors).toEqual([]);
    } finally {
      await removeSavedFilters(one);
      await context.close();
    }
  });

  for (const choice of ["keepMine", "takeTheirs"] as const)
    test(`two browsers rename the same filter, one's save held on a slow line until the other's has landed: that save is refused, not stored over it, and the user chooses (${choice})`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const contexts = [
        await browser.newContext({ locale: "de-DE" }),
        await browser.newContext({ locale: "de-DE" }),
      ];
      const [slow, fast] = [
        await contexts[0]!.newPage(),
        await contexts[1]!.newPage(),
      ];
      const errors: string[] = [];
      for (const page of [slow, fast])
        page.on("pageerror", (error) => errors.push(error.message));
      try {
        await signIn(slow, "owner", PATHS.register);
        await removeSavedFilters(slow);
        await openSidePage(slow);
        await saveNewFilter(slow, "Gemeinsam");
        await storedBecomes(slow, ["Gemeinsam"]);
        await signIn(fast, "owner", PATHS.register);
        await openSidePage(fast);
        const panelSlow = new FiltersPanel(slow);
        const panelFast = new FiltersPanel(fast);
        await expect(panelFast.selected).toHaveText("Gemeinsam");

        // The slow browser's next write of a saved filter waits on the line until released.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = () => {};
        const holding = new Promise<void>((resolve) => (held = resolve));
        await slow.route("**/portal/api/userSettings/**", async (route) => {
          const request = route.request();
          if (
            request.method() === "POST" &&
            !request.headers()["x-http-method-override"] &&
            (request.postData() ?? "").includes("name=filters_installations_")
          ) {
            held();
            await released;
          }
          await route.continue();
        });
        await panelSlow.rename("Langsam");
        await holding;
        await panelFast.rename("Schnell");
        await storedBecomes(fast, ["Schnell"]);
        release();

        const asked = panelSlow.conflict("Langsam");
        await expect(asked.group).toBeVisible();
        await expect(
          slow.getByText(FILTER_TEXTS.saveProblems.conflict).first(),
        ).toBeVisible();
        expect(await storedFilterNames(fast)).toEqual(["Schnell"]);

        await asked[choice].click();
        await expect(asked.group).toHaveCount(0);
        const kept = choice === "keepMine" ? "Langsam" : "Schnell";
        await storedBecomes(fast, [kept]);
        await expect(panelSlow.filter(kept)).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await removeSavedFilters(fast);
        for (const context of contexts) await context.close();
      }
    });
});
