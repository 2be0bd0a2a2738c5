import { z } from "zod";
import {
  APP_API,
  endSession,
  personaOf,
  requireLogin,
  type AppHono,
  type Services,
} from "../context";
import { badRequest, parseQuery } from "../errors";
import { installationIdParam } from "../http";
import {
  ANONYMOUS_SESSION_USER,
  ANONYMOUS_USER_INFO,
  sessionUserOf,
} from "../personas";
import { clearSessionCookie } from "../session";

export function registerAuthRoutes(app: AppHono, services: Services): void {
  app.get(`${APP_API}/auth/user`, (c) => {
    const persona = personaOf(c);
    if (!persona) return c.json(ANONYMOUS_SESSION_USER);
    return c.json(sessionUserOf(persona, c.get("session")?.activeRole ?? null));
  });

  app.get(`${APP_API}/auth/userInfo`, (c) => {
    const persona = personaOf(c);
    return c.json(persona ? persona.userInfo : ANONYMOUS_USER_INFO);
  });

  app.post(`${APP_API}/auth/activeRole`, async (c) => {
    const persona = requireLogin(c);
    const { roleId } = parseQuery(
      c,
      z.strictObject({ roleId: z.string().min(1).max(100) }),
    );
    if (!persona.user.switchableRoles.some((role) => role.id === roleId)) {
      throw badRequest(
        `Die Rolle ${roleId} steht nicht zur Verfügung.`,
        "unknown_role",
      );
    }
    const session = c.get("session");
    if (session) {
      session.activeRole = roleId;
      await services.sessions.update(session);
    }
    return c.json(sessionUserOf(persona, roleId));
  });

  app.get(`${APP_API}/auth/isRegisteredForIppcInstallation/:id`, (c) => {
    const id = installationIdParam(c.req.param("id"), (x) =>
      services.dataset.has(x),
    );
    const persona = personaOf(c);
    return c.json(
      persona ? services.dataset.ownedBy(persona.name).includes(id) : false,
    );
  });

  app.get("/natippc/logout", async (c) => {
    const session = c.get("session");
    if (session) await endSession(services, session.id);
    c.header("Set-Cookie", clearSessionCookie(), { append: true });
    return c.body(null, 204);
  });
}
