import type { UserApp } from "../../api/types";

/** Longer than any path pattern a portal writes. */
const MATCHER_MAX_LENGTH = 500;

/**
 * Whether the pattern repeats a group that holds a quantifier or an alternative — `(a+)+`,
 * `(a|ab)*`, `((\w*)){2}` — which can take exponential time on a referrer that almost matches.
 */
function mayBacktrackForever(pattern: string): boolean {
  const open: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") i++;
    else if (char === "(") open.push(i);
    else if (char === ")") {
      const start = open.pop() ?? 0;
      const repeated = /^[*+{]/.test(pattern.slice(i + 1));
      if (repeated && /(?:^|[^\\])[*+{|]/.test(pattern.slice(start + 1, i)))
        return true;
    }
  }
  return false;
}

/** The app is served where the visitor was: its origin (apps' addresses are the portal's) and matcher. */
function matches(app: UserApp, url: URL, here: URL): boolean {
  try {
    if (new URL(app.url, here).origin !== url.origin) return false;
    // The matcher is the portal's data, not code: a pattern that may not end is not run.
    if (app.matcher.length > MATCHER_MAX_LENGTH) return false;
    if (mayBacktrackForever(app.matcher)) return false;
    const pattern = new RegExp(app.matcher);
    // The portal's matchers are written for paths; a full URL still matches an anchored host pattern.
    return pattern.test(url.pathname) || pattern.test(url.href);
  } catch {
    return false;
  }
}

/**
 * The portal application the visitor came from (SPEC §2): the user app whose matcher matches the
 * referrer, unless that app is this one (a reload or a link within the app). Another site's page
 * with a matching path is not the portal's application.
 */
export function previousApplication(
  referrer: string,
  apps: readonly UserApp[],
  current: string,
): UserApp | undefined {
  if (!referrer) return undefined;
  let from: URL;
  let here: URL;
  try {
    here = new URL(current);
    from = new URL(referrer, here);
  } catch {
    return undefined;
  }
  const app = apps.find((candidate) => matches(candidate, from, here));
  return app && !matches(app, here, here) ? app : undefined;
}
