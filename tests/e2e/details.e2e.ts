import { axeViolations } from "./axe";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { networkQuiet } from "./network";
import { DetailsPage, PATHS, signIn, type Persona } from "./pages";

const MIN = 60_000;
const WIDTHS = [1280, 375] as const;

/** The owner persona is registered for it (the owner's overview); it has permits and reports on file. */
const OWN = { id: "AT-IPPC-000376", name: "Gießerei Berndorf" };
/** In Oberösterreich, the authority persona's Bundesland; of the personas only the owner is registered for it. */
const AUTHORITY_SITE = { id: "AT-IPPC-000676", name: "Kraftwerk Gmunden" };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function openDetails(
  persona: Persona,
  id: string,
  width: number,
): Promise<{ page: Page; errors: string[]; details: DetailsPage }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, persona, PATHS.details(id));
  return { page, errors, details: new DetailsPage(page) };
}

const container = (page: Page) => page.locator("#natippc-container");

async function waitForTitle(page: Page, name: string) {
  await new DetailsPage(page).title(name).waitFor();
}

/** No horizontal scrolling: nothing is wider than the viewport. */
async function assertNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(
    () => document.documentElement.scrollWidth,
  );
  assert.ok(scrollWidth <= width, `scrollWidth ${scrollWidth} > ${width}`);
}

/** Collapse and expand one section, then all at once; axe with everything open. */
async function exerciseSections(page: Page) {
  const details = new DetailsPage(page);
  const operator = details.section("Betreiber");
  assert.equal(await operator.getAttribute("aria-expanded"), "true");
  const operatorName = container(page).getByText("Rechtsform", { exact: true });
  await operatorName.waitFor();
  await operator.click();
  assert.equal(await operator.getAttribute("aria-expanded"), "false");
  await operatorName.waitFor({ state: "hidden" });

  await details.expandAll.click();
  await operatorName.waitFor();
  await details.collapseAll.click();
  await container(page)
    .getByText("Zuständige Behörde", { exact: true })
    .waitFor({ state: "hidden" });
  await details.expandAll.click();
  await operatorName.waitFor();
}

describe("installation details", () => {
  for (const [persona, site] of [
    ["anonymous", OWN],
    ["owner", OWN],
    ["authority", AUTHORITY_SITE],
  ] as const) {
    for (const width of WIDTHS) {
      test(
        `${persona} at ${width} px: title, sections, history, axe`,
        { timeout: MIN },
        async () => {
          const { page, errors, details } = await openDetails(
            persona,
            site.id,
            width,
          );
          await waitForTitle(page, site.name);
          assert.equal(await page.title(), `${site.name} – IPPC Austria`);
          await container(page)
            .getByRole("link", { name: /Genehmigungsinhalte öffnen/ })
            .waitFor();
          await container(page)
            .getByRole("link", { name: /Inspektionsbericht anfordern/ })
            .waitFor();

          const documents = container(page).getByRole("heading", {
            name: "Ihre Dokumente",
          });
          if (persona === "owner") {
            await container(page)
              .getByRole("table", { name: /^Umweltinspektionsberichte/ })
              .waitFor();
          } else {
            // The registration check has answered (no) once the rest has loaded.
            await networkQuiet(page);
            assert.equal(await documents.count(), 0);
          }

          await assertNoHorizontalScroll(page, width);
          assert.deepEqual(await axeViolations(page), [], "page");

          await exerciseSections(page);

          const dialog = await details.openHistory();
          assert.deepEqual(await axeViolations(page), [], "history panel");
          await dialog
            .getByRole("button", { name: "Dialog schließen" })
            .click();
          await dialog.waitFor({ state: "detached" });

          assert.deepEqual(errors, []);
          await page.context().close();
        },
      );
    }
  }

  test(
    "'Versionierung': choosing a version shows it, 'Zur aktuellen Version' returns, by keyboard",
    { timeout: MIN },
    async () => {
      const { page, errors, details } = await openDetails(
        "anonymous",
        OWN.id,
        1280,
      );
      await waitForTitle(page, OWN.name);
      const lastModified = () =>
        container(page)
          .locator("#details-overview")
          .getByRole("definition")
          .filter({ has: page.locator("time") })
          .last()
          .innerText();
      const currentDate = await lastModified();

      const dialog = await details.openHistory();
      const showFirst = dialog.getByRole("button", {
        name: /^Version anzeigen \(Version 1: /,
      });
      await showFirst.focus();
      await page.keyboard.press("Enter");
      await dialog
        .getByRole("listitem")
        .filter({ hasText: "Angezeigte Version" })
        .getByText(/^Version 1: /)
        .waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      const notice = container(page).getByText(/Sie sehen Version 1 vom/);
      await notice.waitFor();
      const [, versionDate] =
        /vom (\d\d\.\d\d\.\d{4})/.exec(await notice.innerText()) ?? [];
      assert.ok(versionDate);
      assert.ok((await lastModified()).startsWith(versionDate));
      assert.notEqual(versionDate, currentDate.slice(0, 10));
      assert.deepEqual(await axeViolations(page), [], "earlier version");

      const back = container(page).getByRole("button", {
        name: "Zur aktuellen Version",
      });
      await back.focus();
      await page.keyboard.press("Enter");
      await notice.waitFor({ state: "detached" });
      assert.equal(await lastModified(), currentDate);
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === "Überblick",
      );
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  test(
    "the owner downloads a document of the installation's folder",
    { timeout: MIN },
    async () => {
      const { page, errors } = await openDetails("owner", OWN.id, 1280);
      await waitForTitle(page, OWN.name);
      const table = container(page).getByRole("table", {
        name: /^Genehmigungsbescheide/,
      });
      const link = table.getByRole("link").first();
      const name = (await link.textContent()) ?? "";
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        link.click(),
      ]);
      // Chromium turns the slash of a Geschäftszahl into '_' in a file name.
      assert.equal(download.suggestedFilename(), name.replaceAll("/", "_"));
      const path = await download.path();
      const bytes = await readFile(path);
      assert.equal(bytes.subarray(0, 5).toString("latin1"), "%PDF-");
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  test(
    "no table is wider than its room at window widths between phone and desktop",
    { timeout: 2 * MIN },
    async () => {
      for (const width of [700, 900, 960, 1000, 1100]) {
        const { page, errors } = await openDetails("owner", OWN.id, width);
        await waitForTitle(page, OWN.name);
        const tables = container(page).getByRole("table");
        await tables.first().waitFor();
        const overflowing = await tables.evaluateAll((nodes) =>
          nodes
            .filter(
              (table) =>
                table.scrollWidth > (table.parentElement?.clientWidth ?? 0),
            )
            .map((table) => table.querySelector("caption")?.textContent),
        );
        assert.deepEqual(overflowing, [], `at ${width} px`);
        await assertNoHorizontalScroll(page, width);
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    },
  );

  test(
    "jumps from the table of contents to a section",
    { timeout: MIN },
    async () => {
      const { page, errors, details } = await openDetails(
        "anonymous",
        OWN.id,
        375,
      );
      await waitForTitle(page, OWN.name);
      const toggle = details.section("Umweltinspektionen");
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");
      await details.contents
        .getByRole("link", { name: "Umweltinspektionen" })
        .click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
      assert.ok(
        await toggle.evaluate((node) => node === document.activeElement),
      );
      assert.ok(await toggle.isVisible());
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  test(
    "the contact person: only for the registered owner and the authority of the Land",
    { timeout: 2 * MIN },
    async () => {
      const contact = (page: Page) =>
        container(page)
          .getByRole("heading", { level: 3, name: "Ansprechperson" })
          .locator("xpath=following-sibling::*[1]");
      for (const [persona, site, shown] of [
        ["owner", OWN, "Frau Mag.a Maria Huber"],
        ["authority", AUTHORITY_SITE, "Frau Mag.a Maria Huber"],
        ["anonymous", OWN, null],
        ["pvp", OWN, null],
        ["oidc", OWN, null],
        // Registered for other installations only; the authority of another Land.
        ["authority", OWN, null],
      ] as const) {
        const { page, errors } = await openDetails(persona, site.id, 1280);
        await waitForTitle(page, site.name);
        const block = contact(page);
        if (shown) {
          await block.getByText(shown, { exact: true }).waitFor();
          await block.getByRole("link", { name: /^\+43 / }).waitFor();
          assert.match(
            (await block
              .getByRole("link", { name: /@/ })
              .getAttribute("href")) ?? "",
            /^mailto:maria\.huber@/,
          );
        } else {
          await block
            .getByText(
              /aus Datenschutzgründen nur den für diese Anlage registrierten Personen/,
            )
            .waitFor();
          assert.equal(
            await container(page)
              .getByText(/Maria Huber/)
              .count(),
            0,
          );
          assert.equal(
            await container(page).locator('a[href^="tel:"]').count(),
            0,
          );
        }
        assert.deepEqual(errors, [], persona);
        await page.context().close();
      }
    },
  );

  for (const width of WIDTHS) {
    test(
      `an unknown id shows the 404 page at ${width} px`,
      { timeout: MIN },
      async () => {
        const { page, errors } = await openDetails(
          "anonymous",
          "AT-IPPC-999999",
          width,
        );
        await waitForTitle(page, "Objekt nicht gefunden (Fehler 404)");
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
        await page.context().close();
      },
    );
  }
});
