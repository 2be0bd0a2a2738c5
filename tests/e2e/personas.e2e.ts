import { expect, test } from "./fixtures";
import { openPage, signInPath } from "./browser";
import { PATHS, visit, type Persona } from "./pages";

const PERSONAS: [Persona, string][] = [
  ["owner", "Maria Huber"],
  ["authority", "Ing. Johann Leitner"],
  ["pvp", "DI Thomas Wimmer"],
  ["oidc", "Stefan Pichler"],
];

test.describe("every persona", () => {
  for (const [persona, name] of PERSONAS) {
    test(`${persona} signs in and reaches the register, the task list and back`, async ({
      browser,
    }) => {
      const { page, errors } = await openPage(
        browser,
        signInPath(persona, PATHS.register),
      );
      await expect(page.locator(".portal-user")).toContainText(name);
      await expect(page.locator("#natippc-container h1")).toHaveText(
        "Anlagenregister",
      );
      await expect(page.getByLabel("Persona")).toHaveValue(persona);
      // Signed in, the task list is permitted (it joins the navigation once there is a task).
      await visit(page, PATHS.taskList);
      await expect(page.locator("#natippc-container h1")).toHaveText(
        "Aufträge",
      );
      await page.getByRole("link", { name: "Abmelden" }).click();
      await expect(
        page.getByRole("heading", { name: "Abgemeldet" }),
      ).toBeVisible();
      await visit(page, PATHS.start);
      await expect(page.locator(".portal-user")).toContainText(
        "Nicht angemeldet",
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
