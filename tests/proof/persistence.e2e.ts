/**
 * Proof: nothing acknowledged is lost. A host-dev of its own (the built remote, its own data
 * directory) takes a burst of writes — saved filters, user settings, tasks — and is killed with
 * SIGKILL in the middle of it, three times over; after each restart on the same data directory every
 * write the server had answered is there and every file parses. Then, against the shared server,
 * one user saves a new filter in each of two tabs at the same moment: both filters stay; and renames
 * the same filter in both: the later tab writes nothing until the user has chosen a version.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { FILTER_SETTINGS_GROUP } from "../../src/api/http";
import type { UserSetting, UserTask } from "../../src/api/types";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { axeViolations } from "../e2e/axe";
import { launchBrowser } from "../e2e/browser";
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
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${baseUrl}${PATHS.start}`)) resolve();
    });
    child.once("exit", (code) =>
      reject(new Error(`host-dev exited with ${code}: ${output}`)),
    );
  });
  return { child, baseUrl };
}

/** A signed-in owner speaking to the API as the app does: session cookie, XSRF token echoed. */
class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async login(): Promise<void> {
    await this.send("GET", "/__dev/login?as=owner", undefined, "manual");
    assert.ok(this.cookies.has("SESSION"), "signed in");
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
    assert.equal(response.status, 200, pathAndQuery);
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

describe("kill -9 during a burst of writes", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "natippc-proof-"));
  const acked: Acknowledged = {
    settings: new Map(),
    filters: new Map(),
    tasks: new Set(),
  };
  const unanswered: number[] = [];
  let running: ChildProcess | undefined;

  after(() => {
    running?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `persistence: ${ROUNDS} kills (SIGKILL) mid-burst — ${acked.filters.size} saved filters, ` +
        `${acked.settings.size} user settings, ${acked.tasks.size} tasks acknowledged and all found ` +
        `after restart (${unanswered.join(" / ")} writes unanswered at the kills), no torn file`,
    );
  });

  for (let round = 1; round <= ROUNDS; round++) {
    test(`round ${round}: every acknowledged write survives, every file parses`, async () => {
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
      unanswered.push(BURST - (ackedSoFar() - ackedBefore));

      const files = readdirSync(dataDir);
      assert.deepEqual(
        files.filter((name) => name.includes(".corrupt-")),
        [],
      );
      for (const name of files.filter((file) => file.endsWith(".json")))
        assert.doesNotThrow(
          () => JSON.parse(readFileSync(path.join(dataDir, name), "utf8")),
          name,
        );

      const restarted = await startHostDev(dataDir);
      running = restarted.child;
      try {
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
          assert.equal(filters.get(name), value, `saved filter ${name}`);
        const settings = await stored(SETTINGS_GROUP);
        for (const [name, value] of acked.settings)
          assert.equal(settings.get(name), value, `user setting ${name}`);
        const tasks = new Set(
          (await check.json<UserTask[]>("/natippc/api/user-tasks")).map(
            (task) => task.id,
          ),
        );
        for (const id of acked.tasks) assert.ok(tasks.has(id), `task ${id}`);
        assert.deepEqual(
          readdirSync(dataDir).filter((name) => name.includes(".corrupt-")),
          [],
          "every file read back",
        );
      } finally {
        restarted.child.kill("SIGTERM");
        await new Promise((resolve) => restarted.child.once("exit", resolve));
        running = undefined;
      }
    });
  }
});

describe("one user's saved filters in two tabs", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  /** The register loaded afresh, its side filter page open. */
  async function openSidePage(page: Page): Promise<void> {
    const register = new RegisterPage(page);
    await register.goto();
    await register.count.waitFor();
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

  /** Waits until the portal holds exactly these saved filters (the page saves in the background). */
  async function storedBecomes(page: Page, names: string[]): Promise<void> {
    const wanted = [...names].sort();
    let stored: string[] = [];
    for (let tries = 0; tries < 50; tries += 1) {
      stored = (await storedFilterNames(page)).sort();
      if (JSON.stringify(stored) === JSON.stringify(wanted)) return;
      await page.waitForTimeout(200);
    }
    assert.deepEqual(stored, wanted, "saved filters in the portal");
  }

  async function saveNewFilter(page: Page, name: string): Promise<void> {
    const panel = new FiltersPanel(page);
    await panel.newFilterButton.click();
    await panel.rename(name);
  }

  test("both filters stay, in storage and after a reload of either tab", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const [one, two] = [await context.newPage(), await context.newPage()];
    await signIn(one, "owner", PATHS.register);
    await removeSavedFilters(one);
    try {
      await Promise.all([openSidePage(one), openSidePage(two)]);
      await Promise.all([
        saveNewFilter(one, "Aus Tab eins"),
        saveNewFilter(two, "Aus Tab zwei"),
      ]);
      await storedBecomes(one, ["Aus Tab eins", "Aus Tab zwei"]);
      for (const page of [one, two]) {
        await openSidePage(page);
        const names = await new FiltersPanel(page).labels();
        assert.ok(names.includes("Aus Tab eins"), names.join(", "));
        assert.ok(names.includes("Aus Tab zwei"), names.join(", "));
      }
    } finally {
      await removeSavedFilters(one);
      await context.close();
    }
  });

  test("two tabs rename the same filter: the later one is asked, and the version chosen stands", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const [one, two] = [await context.newPage(), await context.newPage()];
    const errors: string[] = [];
    for (const page of [one, two])
      page.on("pageerror", (error) => errors.push(error.message));
    await signIn(one, "owner", PATHS.register);
    await removeSavedFilters(one);
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
      await inTwo.group.waitFor();
      await two.getByText(FILTER_TEXTS.saveConflict).first().waitFor();
      assert.deepEqual(await storedFilterNames(one), ["Name aus Tab eins"]);
      assert.deepEqual(await axeViolations(two), [], "axe with the choice");

      await inTwo.keepMine.click();
      await inTwo.group.waitFor({ state: "detached" });
      await storedBecomes(one, ["Name aus Tab zwei"]);

      // The first tab still shows its own name: its next change is asked about in turn.
      await panelOne.rename("Wieder Tab eins");
      const inOne = panelOne.conflict("Wieder Tab eins");
      await inOne.takeTheirs.click();
      await inOne.group.waitFor({ state: "detached" });
      await panelOne.filter("Name aus Tab zwei").waitFor();
      await storedBecomes(one, ["Name aus Tab zwei"]);
      assert.deepEqual(errors, []);
    } finally {
      await removeSavedFilters(one);
      await context.close();
    }
  });
});
