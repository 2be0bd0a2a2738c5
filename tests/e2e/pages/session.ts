import { expect, type Locator, type Page } from "@playwright/test";
import { BASE_URL, signInPath } from "../browser";

/** host-dev's personas (host-dev/api/personas.ts), and the visitor who is not signed in. */
export type Persona = "anonymous" | "owner" | "authority" | "pvp" | "oidc";

/** Loads `path` of host-dev: the suites' server unless `base` names another. */
export function visit(page: Page, path: string, base = BASE_URL) {
  return page.goto(`${base}${path}`);
}

/**
 * Signs in as `persona` through host-dev's sign-in, which then loads `path`; as "anonymous" it
 * ends any session first.
 */
export function signIn(
  page: Page,
  persona: Persona,
  path: string,
  base = BASE_URL,
) {
  return visit(page, signInPath(persona, path), base);
}

/** A client-side navigation, as a link of the app makes it (no page load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * The main navigation's link to `name`, shown: in the bar, or under 'Mehr' (opened here) when the
 * bar has no room for it at this width.
 */
export async function mainNavigationLink(
  page: Page,
  name: string,
): Promise<Locator> {
  const navigation = page
    .locator("#natippc-container")
    .getByRole("navigation", { name: "Hauptnavigation" });
  const link = navigation.getByRole("link", { name, exact: true });
  const more = navigation.getByRole("button", { name: "Mehr" });
  await expect(link.or(more).first()).toBeVisible();
  if (!(await link.isVisible()) && (await more.isVisible())) await more.click();
  await expect(link).toBeVisible();
  return link;
}
