import { atom, type createStore } from "jotai";
import { authKeys } from "../../api/endpoints/auth";
import type { SessionUser } from "../../api/types";
import type { QueryClient } from "@tanstack/react-query";
import type { ResolvedHost } from "../host";
import { recordResponse } from "./countdown";
import { redirectToLogin } from "./useLogin";

/**
 * When a call of this mount found the signed-in user's session gone (a 401 for a request made
 * while signed in: the portal signed out in another tab, the server restarted, the session was
 * ended elsewhere); null while it has not. The session countdown then ends at once (SessionTimeout).
 */
export const sessionLostAtom = atom<number | null>(null);

/**
 * Watches every response of a mount (the HTTP client's onResponse): a successful one restarts the
 * session countdown in every tab; the first 401 after the session ended sends the user to sign-in,
 * once (SPEC §4 "After session expiry the next request redirects to login"). Any other 401 while
 * the user is signed in — from any call, in the foreground or the background — means the session is
 * gone too: the mount's countdown ends at once (the expired dialog with 'Zur Anmeldemaske' and the
 * host's session-expired handler), once; what the call was to store stays with its caller.
 */
/** The simulated and the real server's error code for a request after the session ended. */
const SESSION_EXPIRED = "session_expired";

export function createResponseObserver(
  host: Pick<ResolvedHost, "handlers" | "portalBaseUrl">,
  mount?: {
    queryClient: QueryClient;
    store: ReturnType<typeof createStore>;
  },
) {
  let redirected = false;
  const signedIn = () =>
    mount?.queryClient.getQueryData<SessionUser>(authKeys.user())
      ?.isLoggedIn === true;
  return (response: Response) => {
    if (response.ok) {
      recordResponse(Date.now());
      return;
    }
    if (response.status !== 401) return;
    // Read now: by the time the body is parsed, the page may have marked the user signed out.
    const wasSignedIn = signedIn();
    const lost = () => {
      // A visitor's 401 for something that needs sign-in is the caller's business.
      if (!mount || !wasSignedIn || mount.store.get(sessionLostAtom) !== null)
        return;
      mount.store.set(sessionLostAtom, Date.now());
    };
    void response
      .clone()
      .json()
      .then((body: { error?: unknown }) => {
        if (body?.error !== SESSION_EXPIRED) return lost();
        if (redirected) return;
        redirected = true;
        redirectToLogin(host);
      })
      .catch(lost);
  };
}
