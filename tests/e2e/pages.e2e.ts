/**
 * Start page, BVT-Schlussfolgerungen, the content pages and the FAQ in Chromium: figures as chart
 * and table, quick search and BVT links into the register, the overview selection per persona, a
 * real PDF download, expand/collapse all, a failing content service, and axe at desktop and phone
 * width for an anonymous visitor and an authority.
 */
import { axeViolations } from "./axe";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, launchBrowser } from "./browser";
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

let browser: Browser;
const faultIds: number[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  // Only ours: other suites may be using the same server.
  await Promise.all(faultIds.map(removeFault));
  await browser.close();
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
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
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
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await (persona === "anonymous"
    ? visit(page, path)
    : signIn(page, persona, path));
  return { context, page, errors };
}

const app = (page: Page) => page.locator("#natippc-container");

async function heading(page: Page, name: string): Promise<void> {
  await app(page)
    .getByRole("heading", { level: 1, name, exact: true })
    .waitFor({ timeout: 15_000 });
}

/** "Oberösterreich 197" pairs of the chart's text alternative. */
function chartFigures(label: string): Map<string, string> {
  const series = label.slice(label.indexOf(":") + 1);
  return new Map(
    series.split(",").map((entry) => {
      const match = /^\s*(.+) ([\d.]+)\s*$/.exec(entry);
      assert.ok(match, `chart entry ${entry}`);
      return [match[1]!, match[2]!];
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

describe("start page", () => {
  test(
    "shows the data date and the same figures in chart and table, linked into the register",
    { timeout: MIN },
    async () => {
      const { context, page, errors } = await open("anonymous", PATHS.start);
      await heading(page, "Startseite");
      await app(page).getByText("Datenstand: 01.10.2026").waitFor();

      for (const title of ["Anlagen nach Sektor", "Anlagen nach Bundesland"]) {
        const region = app(page).getByRole("region", { name: title });
        const label = await region.getByRole("img").getAttribute("aria-label");
        const chart = chartFigures(label ?? "");
        const table = await tableFigures(page, title);
        assert.ok(table.size >= 6, `${title}: rows`);
        assert.deepEqual(chart, table, title);
        // What the eye sees on the bars says the same.
        const bars = await region
          .getByRole("img")
          .evaluate((img) => img.textContent);
        for (const [name, count] of table)
          assert.ok(bars?.includes(`${name}${count}`), `${title}: bar ${name}`);
      }

      await app(page)
        .getByRole("table", { name: "Anlagen nach Bundesland" })
        .getByRole("link", { name: "Oberösterreich" })
        .click();
      await page.waitForURL(urlEndingIn(registerPath({ bundesland: 4 })));
      await heading(page, "Anlagenregister");
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test(
    "the quick search lands in the register with the query",
    { timeout: MIN },
    async () => {
      const { context, page, errors } = await open("anonymous", PATHS.start);
      await heading(page, "Startseite");
      await app(page)
        .getByRole("searchbox", {
          name: "Anlage, Betreiber, Ort oder Postleitzahl",
        })
        .fill("Linz");
      await app(page).getByRole("button", { name: "Suchen" }).press("Enter");
      await page.waitForURL(urlEndingIn(registerPath({ q: "Linz" })));
      await heading(page, "Anlagenregister");
      assert.equal(await new RegisterPage(page).search.inputValue(), "Linz");
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test(
    "offers the overview selection to an owner and an authority, not to anonymous visitors",
    { timeout: MIN },
    async () => {
      const cases: [Persona, string | null][] = [
        ["owner", "Meine Anlagen"],
        ["authority", "Anlagen meines Bundeslands (Oberösterreich)"],
        ["anonymous", null],
      ];
      for (const [persona, chosen] of cases) {
        const { context, page } = await open(persona, PATHS.start);
        await heading(page, "Startseite");
        await app(page)
          .getByRole("table", { name: "Anlagen nach Sektor" })
          .waitFor();
        const group = app(page).getByRole("group", { name: "Übersicht" });
        if (chosen === null) {
          assert.equal(await group.count(), 0, persona);
        } else {
          const radio = group.getByRole("radio", { name: chosen });
          await radio.waitFor();
          assert.equal(await radio.isChecked(), true, persona);
          assert.equal(await group.getByRole("radio").count(), 2, persona);
        }
        await context.close();
      }
    },
  );
});

describe("BVT-Schlussfolgerungen", () => {
  test(
    "lists the conclusions, downloads a PDF, creates a document and links into the register",
    { timeout: MIN },
    async () => {
      const { context, page, errors } = await open(
        "anonymous",
        PATHS.bvtConclusions,
      );
      await heading(page, "BVT-Schlussfolgerungen");
      const table = app(page).getByRole("table", {
        name: "22 BVT-Schlussfolgerungen",
      });
      await table.waitFor();
      const lcp = table.getByRole("row", { name: /^LCP / });
      assert.match(
        (await lcp.textContent()) ?? "",
        /\(EU\) 2021\/2326.*29\.12\.2021/,
      );

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        lcp.getByRole("link", { name: "LCP: PDF herunterladen" }).click(),
      ]);
      assert.equal(
        download.suggestedFilename(),
        "BVT-Schlussfolgerungen_LCP.pdf",
      );
      const pdf = await readFile((await download.path())!);
      assert.equal(pdf.subarray(0, 4).toString("latin1"), "%PDF");

      await lcp
        .getByRole("button", { name: "LCP: Dokument erstellen" })
        .click();
      await app(page)
        .getByText("Das Dokument zu LCP wurde erstellt.")
        .waitFor();
      const created = lcp.getByRole("link", {
        name: "LCP: Erstelltes Dokument herunterladen",
      });
      const [createdDownload] = await Promise.all([
        page.waitForEvent("download"),
        created.click(),
      ]);
      const createdPdf = await readFile((await createdDownload.path())!);
      assert.equal(createdPdf.subarray(0, 4).toString("latin1"), "%PDF");

      const dms = lcp.getByRole("link", { name: /^LCP: Im DMS öffnen/ });
      assert.equal(await dms.getAttribute("target"), "_blank");
      assert.equal(await dms.getAttribute("rel"), "noopener noreferrer");

      // The count's link (the adaptation states' links below it name the state first).
      await lcp
        .getByRole("link", {
          name: /^\d+ Anlagen mit BVT-Schlussfolgerungen LCP/,
        })
        .click();
      await page.waitForURL(urlEndingIn(registerPath({ bvt: "LCP" })));
      await heading(page, "Anlagenregister");
      assert.deepEqual(errors, []);
      await context.close();
    },
  );
});

describe("content pages and FAQ", () => {
  test(
    "the content pages show the content service's text",
    { timeout: MIN },
    async () => {
      const { context, page, errors } = await open(
        "anonymous",
        PATHS.environmentalInspection,
      );
      await heading(page, "Umweltinspektion");
      await app(page)
        .getByRole("heading", {
          name: "Umweltinspektionen nach der Industrieemissionsrichtlinie",
        })
        .waitFor();
      await visit(page, PATHS.legalBasesGuidelines);
      await heading(page, "Rechtsgrundlagen und Leitfäden");
      const ied = app(page).getByRole("link", {
        name: /^Richtlinie 2010\/75\/EU/,
      });
      assert.equal(await ied.getAttribute("target"), "_blank");
      assert.equal(await ied.getAttribute("rel"), "noopener noreferrer");
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test("the FAQ opens and closes all questions", { timeout: MIN }, async () => {
    const { context, page, errors } = await open("anonymous", PATHS.faq);
    await heading(page, "FAQ");
    const questions = app(page)
      .getByRole("heading", { level: 3 })
      .getByRole("button");
    await questions.first().waitFor();
    const count = await questions.count();
    assert.ok(count >= 5, "questions");
    const expanded = async () =>
      Promise.all(
        (await questions.all()).map((q) => q.getAttribute("aria-expanded")),
      );
    assert.deepEqual(await expanded(), Array(count).fill("false"));

    await app(page).getByRole("button", { name: "Alles aufklappen" }).click();
    assert.deepEqual(await expanded(), Array(count).fill("true"));
    await app(page)
      .getByText(/Feuerungsanlagen ab 50 MW/)
      .waitFor({ state: "visible" });

    await app(page).getByRole("button", { name: "Alles zuklappen" }).click();
    assert.deepEqual(await expanded(), Array(count).fill("false"));
    await app(page)
      .getByText(/Feuerungsanlagen ab 50 MW/)
      .waitFor({ state: "hidden" });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(
    "a failing content service shows the error text, and the retry loads the page",
    { timeout: MIN },
    async () => {
      const id = await addFault({
        path: "/natippc/api/cms/legal-bases-guidelines",
        mode: "500",
        method: "GET",
      });
      const { context, page } = await open(
        "anonymous",
        PATHS.legalBasesGuidelines,
      );
      await heading(page, "Rechtsgrundlagen und Leitfäden");
      // After the query's three retries (1 s, 2 s, 4 s).
      await app(page)
        .getByText("Die Information ist derzeit nicht verfügbar.")
        .waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), [], "error state");

      await removeFault(id);
      await app(page).getByRole("button", { name: "Erneut versuchen" }).click();
      await app(page)
        .getByRole("heading", { name: "Europäische Union" })
        .waitFor();
      await context.close();
    },
  );
});

describe("accessibility (axe)", () => {
  const PAGES: [string, string, (page: Page) => Promise<void>][] = [
    [
      PATHS.start,
      "Startseite",
      (page) =>
        app(page)
          .getByRole("table", { name: "Anlagen nach Bundesland" })
          .waitFor(),
    ],
    [
      PATHS.bvtConclusions,
      "BVT-Schlussfolgerungen",
      (page) => app(page).getByRole("table").waitFor(),
    ],
    [
      PATHS.environmentalInspection,
      "Umweltinspektion",
      (page) => app(page).getByRole("heading", { level: 3 }).first().waitFor(),
    ],
    [
      PATHS.legalBasesGuidelines,
      "Rechtsgrundlagen und Leitfäden",
      (page) => app(page).getByRole("heading", { level: 3 }).first().waitFor(),
    ],
    [
      PATHS.faq,
      "FAQ",
      async (page) => {
        await app(page)
          .getByRole("button", { name: "Alles aufklappen" })
          .click();
        await app(page)
          .getByRole("button", { name: "Alles zuklappen" })
          .waitFor();
      },
    ],
  ];

  for (const persona of ["anonymous", "authority"] as const) {
    for (const width of [1280, 375]) {
      test(
        `${persona} at ${width} px: no violations`,
        { timeout: 2 * MIN },
        async () => {
          const { context, page, errors } = await open(
            persona,
            PATHS.start,
            width,
          );
          for (const [path, title, ready] of PAGES) {
            if (new URL(page.url()).pathname !== path) await visit(page, path);
            await heading(page, title);
            await ready(page);
            assert.deepEqual(await axeViolations(page), [], `${path}`);
            const overflow = await page.evaluate(
              () =>
                document.documentElement.scrollWidth -
                document.documentElement.clientWidth,
            );
            assert.equal(overflow, 0, `${path}: no horizontal scrolling`);
          }
          if (persona === "authority") {
            // The BVT page with a created document and its toast.
            await visit(page, PATHS.bvtConclusions);
            const row = app(page).getByRole("row", { name: /^WI / });
            await row
              .getByRole("button", { name: "WI: Dokument erstellen" })
              .click();
            await row
              .getByRole("link", {
                name: "WI: Erstelltes Dokument herunterladen",
              })
              .waitFor();
            assert.deepEqual(await axeViolations(page), [], "created document");
          }
          assert.deepEqual(errors, []);
          await context.close();
        },
      );
    }
  }
});
