import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, signInPath } from "./browser";
import { PATHS, visit, type Persona } from "./pages";

const PERSONAS: [Persona, string][] = [
  ["owner", "Maria Huber"],
  ["authority", "Ing. Johann Leitner"],
  ["pvp", "DI Thomas Wimmer"],
  ["oidc", "Stefan Pichler"],
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe("every persona", () => {
  for (const [persona, name] of PERSONAS) {
    test(`${persona} signs in and reaches the register, the task list and back`, async () => {
      const { page, errors } = await openPage(
        browser,
        signInPath(persona, PATHS.register),
      );
      await page.locator(".portal-user", { hasText: name }).waitFor();
      const h1 = page.locator("#natippc-container h1");
      assert.equal(await h1.textContent(), "Anlagenregister");
      assert.equal(await page.getByLabel("Persona").inputValue(), persona);
      // Signed in, the task list is permitted (it joins the navigation once there is a task).
      await visit(page, PATHS.taskList);
      await page
        .locator("#natippc-container h1", { hasText: "Aufträge" })
        .waitFor();
      await page.getByRole("link", { name: "Abmelden" }).click();
      await page.getByRole("heading", { name: "Abgemeldet" }).waitFor();
      await visit(page, PATHS.start);
      await page
        .locator(".portal-user", { hasText: "Nicht angemeldet" })
        .waitFor();
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});
