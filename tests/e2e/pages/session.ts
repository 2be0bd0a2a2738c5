import type { Page } from "@playwright/test";
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
