import type { AppHono, Services } from "../context";
import { notFound } from "../errors";

/**
 * Test tooling: ends the caller's session on the server now, as if its idle time had run out, so a
 * suite can meet the server's 'session_expired' answer without waiting SESSION_TIMEOUT_S.
 */
export function registerDevSessionRoutes(
  app: AppHono,
  services: Services,
): void {
  app.post("/__dev/session/expire", async (c) => {
    const session = c.get("session");
    if (!session) throw notFound("Keine Sitzung.");
    session.lastAccess = services.now() - services.sessionTimeoutS * 1000 - 1;
    await services.sessions.update(session);
    return c.body(null, 204);
  });
}
