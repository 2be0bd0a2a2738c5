import { z } from "zod";
import { endSession, type AppHono, type Services } from "../context";
import {
  badRequest,
  notFound,
  parseQuery,
  parseWith,
  readJson,
} from "../errors";
import { faultRuleInputSchema } from "../faults";
import { PERSONA_BY_NAME, personaList } from "../personas";
import { clearSessionCookie, sessionCookie } from "../session";
import { registerDevHostileRoutes } from "./dev-hostile";
import { registerDevLargeRecordRoutes } from "./dev-large";
import { registerDevSessionRoutes } from "./dev-session";
import { safeReturnUrl } from "../../returnUrl";

/**
 * Test tooling, never part of the real server. These routes are exempt from
 * the XSRF check (see app.ts) so scripts and tests can drive them with plain
 * requests.
 */
export function registerDevRoutes(app: AppHono, services: Services): void {
  registerDevSessionRoutes(app, services);
  app.get("/__dev/login", async (c) => {
    const { as, returnUrl } = parseQuery(
      c,
      z.strictObject({
        as: z.string().min(1).max(50),
        returnUrl: z.string().max(2000).optional(),
      }),
    );
    const target = safeReturnUrl(returnUrl);
    const persona = PERSONA_BY_NAME.get(as);
    if (!persona && as !== "anonymous") {
      throw badRequest(`Unbekannte Persona ${as}.`, "unknown_persona");
    }
    const previous = c.get("session");
    if (previous) await endSession(services, previous.id);
    if (!persona) {
      c.header("Set-Cookie", clearSessionCookie(), { append: true });
      return c.redirect(target, 302);
    }
    // A fresh session id on every login (no session fixation).
    const session = await services.sessions.create(
      persona.name,
      persona.defaultActiveRole,
    );
    c.header("Set-Cookie", sessionCookie(session.id), { append: true });
    return c.redirect(target, 302);
  });

  app.get("/__dev/personas", (c) => c.json(personaList()));

  app.get("/__dev/faults", (c) => c.json(services.faults.list()));
  app.post("/__dev/faults", async (c) => {
    const input = await readJson(c, faultRuleInputSchema);
    return c.json(services.faults.add(input), 201);
  });
  app.delete("/__dev/faults", (c) => {
    services.faults.clear();
    return c.body(null, 204);
  });
  app.delete("/__dev/faults/:id", (c) => {
    const id = parseWith(
      z.coerce.number().int().min(1),
      c.req.param("id"),
      "Regel-ID",
    );
    if (!services.faults.remove(id)) throw notFound(`Keine Regel ${id}.`);
    return c.body(null, 204);
  });

  app.get("/__dev/logs", (c) => c.json(services.logs));
  registerDevHostileRoutes(app, services);
  registerDevLargeRecordRoutes(app, services);
}
