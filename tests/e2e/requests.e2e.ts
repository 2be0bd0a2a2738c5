/**
 * Requests that go once per page load in host-dev's portal shell: the portal's list of
 * applications (the shell's list and the remote's footer share it) and the details page's notice;
 * what waits for the register's first rows to be on the screen; and the route checks' tasks list,
 * asked for once per mount.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, signInPath } from "./browser";
import { networkQuiet } from "./network";
import { DetailsPage, PATHS } from "./pages";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The owner on the start page, its load's requests answered. */
async function startPageAsOwner() {
  const opened = await openPage(browser, signInPath("owner", PATHS.start));
  await opened.page
    .getByRole("heading", { level: 1, name: "Startseite" })
    .waitFor();
  await networkQuiet(opened.page);
  return opened;
}

test("a details page load asks for the portal's applications and the notice once each", async () => {
  const { page, errors } = await startPageAsOwner();

  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  await new DetailsPage(page).goto("AT-IPPC-000634");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.getByRole("contentinfo").waitFor();
  await networkQuiet(page);
  // The footer asks for the list after the page's content: give it the time to.
  await page.waitForTimeout(1000);
  await networkQuiet(page);

  const count = (path: string) => paths.filter((p) => p === path).length;
  assert.equal(count("/portal/api/userApps"), 1, paths.join("\n"));
  assert.equal(
    count("/natippc/api/uitemplate/installation-details-notice"),
    1,
    paths.join("\n"),
  );
  // The shell's list is there, and the footer's link is built from the same list.
  await page.locator(".portal").first().waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a details page puts its first sections on the screen before the long ones further down", async () => {
  const { page, errors } = await openPage(
    browser,
    "/natippc/installations/AT-IPPC-000634",
    {
      // Which sections each change of the page brought: the first with the overview counts.
      initScript: () => {
        const seen: string[][] = [];
        Object.assign(window, { seen });
        new MutationObserver(() => {
          const ids = [...document.querySelectorAll("[id^='details-']")].map(
            (element) => element.id,
          );
          if (ids.includes("details-overview")) seen.push(ids);
        }).observe(document, { childList: true, subtree: true });
      },
    },
  );
  await page
    .getByRole("heading", { level: 2, name: "Umweltinspektionen" })
    .waitFor();
  const seen = (await page.evaluate(
    () => (window as unknown as { seen: string[][] }).seen,
  )) as string[][];
  const first = seen[0] ?? [];
  assert.ok(first.includes("details-operator"), first.join());
  assert.ok(!first.includes("details-permits"), first.join());
  assert.ok(!first.includes("details-inspections"), first.join());
  assert.ok(seen.at(-1)?.includes("details-inspections"));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("what the register's first rows do not need is asked for once they are on the screen", async () => {
  const { page, errors } = await openPage(browser, PATHS.register, {
    // The browser's own report of the largest paint on the screen, with what it painted.
    initScript: () => {
      const paints: { time: number; inRows: boolean }[] = [];
      Object.assign(window, { paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element | null;
        })[])
          paints.push({
            time: entry.startTime,
            inRows: entry.element?.closest("tbody") != null,
          });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    },
  });
  // The next page of results, the names of the filter's codes, the saved filters' machinery, the
  // widgets' code, the filter panel's and the tasks list of the navigation's 'Aufträge': each
  // asked for once the rows are shown.
  const later = [
    /\/natippc\/api\/ippcInstallations$/,
    /\/natippc\/api\/redalists\//,
    /\/remotes\/natippc\/saved-filters\.[0-9a-f]+\.js$/,
    /\/remotes\/natippc\/floating\.[0-9a-f]+\.js$/,
    /\/remotes\/natippc\/side-filter\.[0-9a-f]+\.js$/,
    /\/natippc\/api\/user-tasks$/,
  ];
  const started = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => ({ url: r.name, start: r.startTime })),
    );
  await page.getByRole("table").getByRole("row").nth(1).waitFor();
  const allAskedFor = async () => {
    const urls = (await started()).map(({ url }) => url);
    const searches = urls.filter((url) => later[0]!.test(url)).length;
    return (
      searches >= 2 &&
      later.slice(1).every((p) => urls.some((url) => p.test(url)))
    );
  };
  for (let i = 0; i < 50 && !(await allAskedFor()); i++)
    await page.waitForTimeout(100);

  const paints = (await page.evaluate(
    () => (window as unknown as { paints: unknown }).paints,
  )) as { time: number; inRows: boolean }[];
  const shown = paints.at(-1);
  assert.ok(
    shown?.inRows,
    `the largest paint is the first rows' ${JSON.stringify(paints)}`,
  );
  const requests = await started();
  const [firstSearch, ...laterRequests] = requests.filter(({ url }) =>
    later.some((p) => p.test(url)),
  );
  assert.ok(firstSearch && later[0]!.test(firstSearch.url), firstSearch?.url);
  for (const pattern of later)
    assert.ok(
      laterRequests.some(({ url }) => pattern.test(url)),
      `${pattern} asked for`,
    );
  for (const { url, start } of laterRequests)
    assert.ok(
      start >= shown.time,
      `${new URL(url).pathname} asked for at ${Math.round(start)} ms, the rows shown at ${Math.round(shown.time)} ms`,
    );
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the route checks ask for the tasks list once, not again on each route change", async () => {
  const { page, errors } = await startPageAsOwner();
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/natippc/api/user-tasks")
      asked.push(new URL(page.url()).pathname);
  });
  const navigation = page.locator("#natippc-container nav").first();
  for (const name of [
    "Anlagenregister",
    "FAQ",
    "Startseite",
    "Umweltinspektion",
    "BVT-Schlussfolgerungen",
  ]) {
    await navigation.getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await networkQuiet(page);
  }
  assert.deepEqual(asked, []);
  assert.deepEqual(errors, []);
  await page.context().close();
});
