import type { ResolvedHost } from "../host";
import { recordResponse } from "./countdown";
import { redirectToLogin } from "./useLogin";

/**
 * Watches every response of a mount (the HTTP client's onResponse): a successful one restarts the
 * session countdown in every tab; the first 401 after the session ended sends the user to sign-in,
 * once (SPEC §4 "After session expiry the next request redirects to login").
 */
/** The simulated and the real server's error code for a request after the session ended. */
const SESSION_EXPIRED = "session_expired";

export function createResponseObserver(
  host: Pick<ResolvedHost, "handlers" | "portalBaseUrl">,
) {
  let redirected = false;
  return (response: Response) => {
    if (response.ok) {
      recordResponse(Date.now());
      return;
    }
    if (response.status !== 401) return;
    // Only an ended session: a 401 for something that needs sign-in is the caller's business.
    void response
      .clone()
      .json()
      .then((body: { error?: unknown }) => {
        if (body?.error !== SESSION_EXPIRED || redirected) return;
        redirected = true;
        redirectToLogin(host);
      })
      .catch(() => undefined);
  };
}
