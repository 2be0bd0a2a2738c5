/**
 * Start page, BVT-Schlussfolgerungen, the content pages and the FAQ in Chromium: figures as chart
 * and table, quick search and BVT links into the register, the overview selection per persona, a
 * real PDF download, expand/collapse all, a failing content service and axe on its error state. Axe
 * on every page at desktop and phone width, for every persona: tests/proof/a11y.e2e.ts.
 */
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { BASE_URL } from "./browser";
import {
  PATHS,
  RegisterPage,
  registerPath,
  signIn,
  urlEndingIn,
  visit,
} from "./pages";

const MIN = 60_000;
type Persona = "anonymous" | "owner" | "authority";

test.describe.configure({ mode: "parallel" });

let browser: Browser;
const faultIds: number[] = [];

test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  // Only ours: other suites may be using the same server (a shared E2E_BASE_URL one).
  await Promise.all(faultIds.map(removeFault));
});

async function addFault(rule: {
  path: string;
  mode: string;
  method?: string;
}): Promise<number> {
  const response = await fetch(`${BASE_URL}/__dev/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(rule),
  });
  expect(response.ok, `fault not accepted: ${response.status}`).toBe(true);
  const { id } = (await response.json()) as { id: number };
  faultIds.push(id);
  return id;
}

async function removeFault(id: number): Promise<void> {
  await fetch(`${BASE_URL}/__dev/faults/${id}`, { method: "DELETE" });
  faultIds.splice(faultIds.indexOf(id), 1);
}

/** A fresh browser profile signed in as `persona` (or not at all), on `path`. */
async function open(
  persona: Persona,
  path: string,
  width = 1280,
  { clock = false }: { clock?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Playwright's clock, to bring the page's timers forward.
  if (clock) await page.clock.install();
  await (persona === "anonymous"
    ? visit(page, path)
    : signIn(page, persona, path));
  return { context, page, errors };
}

const app = (page: Page) => page.locator("#natippc-container");

async function heading(page: Page, name: string): Promise<void> {
  await expect(
    app(page).getByRole("heading", { level: 1, name, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
}

/** axe finds nothing, once the page has settled. */
async function expectNoAxeViolations(page: Page, message?: string) {
  await expect
    .poll(() => axeViolations(page), { message, timeout: 20_000 })
    .toEqual([]);
}

/** "Oberösterreich 197" pairs of the chart's text alternative. */
function chartFigures(label: string): Map<string, string> {
  const series = label.slice(label.indexOf(":") + 1);
  return new Map(
    series.split(",").map((entry) => {
      const match = /^\s*(.+) ([\d.]+)\s*$/.exec(entry);
      expect(match, `chart entry ${entry}`).toBeTruthy();
      return [match![1]!, match![2]!];
    }),
  );
}

async function tableFigures(
  page: Page,
  name: string,
): Promise<Map<string, string>> {
  const rows = app(page)
    .getByRole("table", { name, exact: true })
    .locator("tbody tr");
  const figures = new Map<string, string>();
  for (const row of await rows.all()) {
    const label = (await row.getByRole("rowheader").textContent()) ?? "";
    figures.set(
      label,
      (await row.getByRole("cell").first().textContent()) ?? "",
    );
  }
  return figures;
}

test.describe("start page", () => {
  test("shows the data date and the same figures in chart and table, linked into the register", async () => {
    test.setTimeout(MIN);
    const { context, page, errors } = await open("anonymous", PATHS.start);
    await heading(page, "Startseite");
    await expect(app(page).getByText("Datenstand: 01.10.2026")).toBeVisible();

    for (const title of ["Anlagen nach Sektor", "Anlagen nach Bundesland"]) {
      const region = app(page).getByRole("region", { name: title });
      // Chart and table drawn from the figures once they have arrived.
      await expect(async () => {
        const label = await region.getByRole("img").getAttribute("aria-label");
        const chart = chartFigures(label ?? "");
        const table = await tableFigures(page, title);
        expect(table.size, `${title}: rows`).toBeGreaterThanOrEqual(6);
        expect(chart, title).toEqual(table);
        // What the eye sees on the bars says the same.
        const bars = await region
          .getByRole("img")
          .evaluate((img) => img.textContent);
        for (const [name, count] of table)
          expect(bars, `${title}: bar ${name}`).toContain(`${name}${count}`);
      }).toPass({ timeout: 10_000 });
    }

    await app(page)
      .getByRole("table", { name: "Anlagen nach Bundesland" })
      .getByRole("link", { name: "Oberösterreich" })
      .click();
    await expect(page).toHaveURL(urlEndingIn(registerPath({ bundesland: 4 })));
    await heading(page, "Anlagenregister");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the quick search lands in the register with the query", async () => {
    test.setTimeout(MIN);
    const { context, page, errors } = await open("anonymous", PATHS.start);
    await heading(page, "Startseite");
    await app(page)
      .getByRole("searchbox", {
        name: "Anlage, Betreiber, Ort oder Postleitzahl",
      })
      .fill("Linz");
    await app(page).getByRole("button", { name: "Suchen" }).press("Enter");
    await expect(page).toHaveURL(urlEndingIn(registerPath({ q: "Linz" })));
    await heading(page, "Anlagenregister");
    await expect(new RegisterPage(page).search).toHaveValue("Linz");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("offers the overview selection to an owner and an authority, not to anonymous visitors", async () => {
    test.setTimeout(MIN);
    const cases: [Persona, string | null][] = [
      ["owner", "Meine Anlagen"],
      ["authority", "Anlagen meines Bundeslands (Oberösterreich)"],
      ["anonymous", null],
    ];
    for (const [persona, chosen] of cases) {
      const { context, page } = await open(persona, PATHS.start);
      await heading(page, "Startseite");
      await expect(
        app(page).getByRole("table", { name: "Anlagen nach Sektor" }),
      ).toBeVisible();
      const group = app(page).getByRole("group", { name: "Übersicht" });
      if (chosen === null) {
        await expect(group, persona).toHaveCount(0);
      } else {
        const radio = group.getByRole("radio", { name: chosen });
        await expect(radio, persona).toBeChecked();
        await expect(group.getByRole("radio"), persona).toHaveCount(2);
      }
      await context.close();
    }
  });
});

test.describe("BVT-Schlussfolgerungen", () => {
  test("lists the conclusions, downloads a PDF, creates a document and links into the register", async () => {
    test.setTimeout(MIN);
    const { context, page, errors } = await open(
      "anonymous",
      PATHS.bvtConclusions,
    );
    await heading(page, "BVT-Schlussfolgerungen");
    const table = app(page).getByRole("table", {
      name: "22 BVT-Schlussfolgerungen",
    });
    await expect(table).toBeVisible();
    const lcp = table.getByRole("row", { name: /^LCP / });
    await expect(lcp).toHaveText(/\(EU\) 2021\/2326.*29\.12\.2021/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      lcp.getByRole("link", { name: "LCP: PDF herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("BVT-Schlussfolgerungen_LCP.pdf");
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

    await lcp.getByRole("button", { name: "LCP: Dokument erstellen" }).click();
    await expect(
      app(page).getByText("Das Dokument zu LCP wurde erstellt."),
    ).toBeVisible();
    const created = lcp.getByRole("link", {
      name: "LCP: Erstelltes Dokument herunterladen",
    });
    const [createdDownload] = await Promise.all([
      page.waitForEvent("download"),
      created.click(),
    ]);
    const createdPdf = await readFile(await createdDownload.path());
    expect(createdPdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

    const dms = lcp.getByRole("link", { name: /^LCP: Im DMS öffnen/ });
    await expect(dms).toHaveAttribute("target", "_blank");
    await expect(dms).toHaveAttribute("rel", "noopener noreferrer");

    // The count's link (the adaptation states' links below it name the state first).
    await lcp
      .getByRole("link", {
        name: /^\d+ Anlagen mit BVT-Schlussfolgerungen LCP/,
      })
      .click();
    await expect(page).toHaveURL(urlEndingIn(registerPath({ bvt: "LCP" })));
    await heading(page, "Anlagenregister");
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe("content pages and FAQ", () => {
  test("the content pages show the content service's text", async () => {
    test.setTimeout(MIN);
    const { context, page, errors } = await open(
      "anonymous",
      PATHS.environmentalInspection,
    );
    await heading(page, "Umweltinspektion");
    await expect(
      app(page).getByRole("heading", {
        name: "Umweltinspektionen nach der Industrieemissionsrichtlinie",
      }),
    ).toBeVisible();
    await visit(page, PATHS.legalBasesGuidelines);
    await heading(page, "Rechtsgrundlagen und Leitfäden");
    const ied = app(page).getByRole("link", {
      name: /^Richtlinie 2010\/75\/EU/,
    });
    await expect(ied).toHaveAttribute("target", "_blank");
    await expect(ied).toHaveAttribute("rel", "noopener noreferrer");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the FAQ opens and closes all questions", async () => {
    test.setTimeout(MIN);
    const { context, page, errors } = await open("anonymous", PATHS.faq);
    await heading(page, "FAQ");
    const questions = app(page)
      .getByRole("heading", { level: 3 })
      .getByRole("button");
    await expect
      .poll(() => questions.count(), { message: "questions" })
      .toBeGreaterThanOrEqual(5);
    const count = await questions.count();
    const expanded = async () =>
      Promise.all(
        (await questions.all()).map((q) => q.getAttribute("aria-expanded")),
      );
    await expect.poll(expanded).toEqual(Array(count).fill("false"));

    await app(page).getByRole("button", { name: "Alles aufklappen" }).click();
    await expect.poll(expanded).toEqual(Array(count).fill("true"));
    await expect(
      app(page).getByText(/Feuerungsanlagen ab 50 MW/),
    ).toBeVisible();

    await app(page).getByRole("button", { name: "Alles zuklappen" }).click();
    await expect.poll(expanded).toEqual(Array(count).fill("false"));
    await expect(app(page).getByText(/Feuerungsanlagen ab 50 MW/)).toBeHidden();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a failing content service shows the error text, and the retry loads the page", async () => {
    test.setTimeout(MIN);
    const id = await addFault({
      path: "/natippc/api/cms/legal-bases-guidelines",
      mode: "500",
      method: "GET",
    });
    const { context, page } = await open(
      "anonymous",
      PATHS.legalBasesGuidelines,
      1280,
      { clock: true },
    );
    await heading(page, "Rechtsgrundlagen und Leitfäden");
    // After the query's three retries (1 s, 2 s, 4 s), each brought forward once its request failed.
    const unavailable = app(page).getByText(
      "Die Information ist derzeit nicht verfügbar.",
    );
    await expect(async () => {
      await page.clock.fastForward(4_000);
      await expect(unavailable).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoAxeViolations(page, "error state");

    await removeFault(id);
    await app(page).getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(
      app(page).getByRole("heading", { name: "Europäische Union" }),
    ).toBeVisible();
    await context.close();
  });
});
