/**
 * Requests that go once per page load in host-dev's portal shell: the portal's list of
 * applications (the shell's list and the remote's footer share it) and the details page's notice;
 * what waits for the register's first rows to be on the screen; and the route checks' tasks list,
 * asked for once per mount.
 */
import type { Browser, Page } from "@playwright/test";
import { START_TEXTS } from "../../src/i18n/start";
import { openPage, signInPath } from "./browser";
import { expect, test } from "./fixtures";
import { DetailsPage, mainNavigationLink, PATHS } from "./pages";

test.describe.configure({ mode: "parallel" });

const TASKS_LIST = "/natippc/api/user-tasks";

/** How many of the page's requests to `path` have been answered, by the browser's own account. */
function answered(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter(({ name }) => new URL(name).pathname === path).length,
    path,
  );
}

/**
 * The owner on the start page, its load's requests answered: what it asks for once its first
 * content is shown (the data's date, the figures, the route checks' tasks list) comes last.
 */
async function startPageAsOwner(browser: Browser) {
  const opened = await openPage(browser, signInPath("owner", PATHS.start));
  const { page } = opened;
  await expect(
    page.getByRole("heading", { level: 1, name: "Startseite" }),
  ).toBeVisible();
  await expect(
    page.getByText(START_TEXTS.dataAsOf).locator("time"),
  ).toBeVisible();
  await expect(
    page.getByText(/^Insgesamt .+ Anlagen im Register\.$/),
  ).toBeVisible();
  await expect.poll(() => answered(page, TASKS_LIST)).toBeGreaterThan(0);
  return opened;
}

test("a details page load asks for the portal's applications and the notice once each", async ({
  browser,
}) => {
  const { page, errors } = await startPageAsOwner(browser);

  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  // The footer asks for the list, unless the shell has handed its own over, after the page's
  // content: in the same render as the route checks ask for the tasks list.
  const afterContent = page.waitForResponse(
    (response) => new URL(response.url()).pathname === TASKS_LIST,
  );
  await new DetailsPage(page).goto("AT-IPPC-000634");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await afterContent;
  // The shell's list is there, and the footer's link is built from the same list.
  await expect(page.locator(".portal").first()).toBeVisible();

  const count = (path: string) => paths.filter((p) => p === path).length;
  expect(count("/portal/api/userApps"), paths.join("\n")).toBe(1);
  expect(
    count("/natippc/api/uitemplate/installation-details-notice"),
    paths.join("\n"),
  ).toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a details page puts its first sections on the screen before the long ones further down", async ({
  browser,
}) => {
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
  await expect(
    page.getByRole("heading", { level: 2, name: "Umweltinspektionen" }),
  ).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: string[][] }).seen,
  );
  const first = seen[0] ?? [];
  expect(first, first.join()).toContain("details-operator");
  expect(first, first.join()).not.toContain("details-permits");
  expect(first, first.join()).not.toContain("details-inspections");
  expect(seen.at(-1)).toContain("details-inspections");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("what the register's first rows do not need is asked for once they are in the page", async ({
  browser,
}) => {
  const { page, errors } = await openPage(browser, PATHS.register, {
    // When the first row entered the page, and the browser's own report of the largest paint.
    initScript: () => {
      const paints: { time: number; inRows: boolean }[] = [];
      const rows = { time: Infinity };
      Object.assign(window, { paints, rows });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element | null;
        })[])
          paints.push({
            time: entry.startTime,
            inRows: entry.element?.closest("tbody") != null,
          });
      }).observe({ type: "largest-contentful-paint", buffered: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector("tbody tr")) return;
        rows.time = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
  });
  // The next page of results, the names of the filter's codes, the saved filters' machinery, the
  // filter panel's and the tasks list of the navigation's 'Aufträge': each asked for once the
  // first page has its data and the browser is idle after putting the rows in (ADR 28).
  const later = [
    /\/natippc\/api\/ippcInstallations$/,
    /\/natippc\/api\/redalists\//,
    /\/remotes\/natippc\/saved-filters\.[0-9a-f]+\.js$/,
    /\/remotes\/natippc\/side-filter\.[0-9a-f]+\.js$/,
    /\/natippc\/api\/user-tasks$/,
  ];
  const started = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => ({ url: r.name, start: r.startTime })),
    );
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  const allAskedFor = async () => {
    const urls = (await started()).map(({ url }) => url);
    const searches = urls.filter((url) => later[0]!.test(url)).length;
    return (
      searches >= 2 &&
      later.slice(1).every((p) => urls.some((url) => p.test(url)))
    );
  };
  await expect
    .poll(allAskedFor, { message: "everything asked for after the rows" })
    .toBe(true);

  const { paints, rows } = await page.evaluate(() => {
    const { paints, rows } = window as unknown as {
      paints: { time: number; inRows: boolean }[];
      rows: { time: number };
    };
    return { paints, rows };
  });
  expect(
    paints.at(-1)?.inRows,
    `the largest paint is the first rows' ${JSON.stringify(paints)}`,
  ).toBe(true);
  const requests = await started();
  const [firstSearch, ...laterRequests] = requests.filter(({ url }) =>
    later.some((p) => p.test(url)),
  );
  expect(firstSearch?.url, firstSearch?.url).toMatch(later[0]!);
  for (const pattern of later)
    expect(
      laterRequests.some(({ url }) => pattern.test(url)),
      `${pattern} asked for`,
    ).toBe(true);
  for (const { url, start } of laterRequests)
    expect(
      start,
      `${new URL(url).pathname} asked for at ${Math.round(start)} ms, the rows put in at ${Math.round(rows.time)} ms`,
    ).toBeGreaterThanOrEqual(rows.time);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the route checks ask for the tasks list once, not again on each route change", async ({
  browser,
}) => {
  const { page, errors } = await startPageAsOwner(browser);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === TASKS_LIST)
      asked.push(new URL(page.url()).pathname);
  });
  for (const name of [
    "Anlagenregister",
    "FAQ",
    "Startseite",
    "Umweltinspektion",
    "BVT-Schlussfolgerungen",
  ]) {
    await (await mainNavigationLink(page, name)).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
  // Proves nothing happens for 1 s after the last route change: no request for the tasks list.
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
