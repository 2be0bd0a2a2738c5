import { z } from "zod";
import type { UserApp, UserSetting } from "../../../src/api/types";
import {
  PORTAL_API,
  requireLogin,
  type AppHono,
  type Services,
} from "../context";
import { notFound, parseQuery, parseWith, readForm } from "../errors";
import { UserSettingsStore, type StoredSetting } from "../userSettings";

/** Applications of the EDM portal; matchers are tested against a URL path. */
const USER_APPS: readonly UserApp[] = [
  {
    matcher: "^/portal(/|$)",
    url: "/portal/",
    shortName: "EDM Portal",
    registrationType: "OTHER",
  },
  {
    matcher: "^/natippc(/|$)",
    url: "/natippc/start",
    shortName: "IPPC Austria",
    registrationType: "IPPC",
  },
  {
    matcher: "^/eras(/|$)",
    url: "/eras/",
    shortName: "eRAS",
    registrationType: "OTHER",
  },
  {
    matcher: "^/abfall(/|$)",
    url: "/abfall/",
    shortName: "Abfall",
    registrationType: "WASTE",
  },
  {
    matcher: "^/eag(/|$)",
    url: "/eag/",
    shortName: "EAG",
    registrationType: "ELECTRICAL_EQUIPMENT",
  },
  {
    matcher: "^/batterien(/|$)",
    url: "/batterien/",
    shortName: "Batterien",
    registrationType: "BATTERIES",
  },
  {
    matcher: "^/verpackung(/|$)",
    url: "/verpackung/",
    shortName: "Verpackung",
    registrationType: "PACKAGING",
  },
  {
    matcher: "^/emreg(/|$)",
    url: "/emreg/",
    shortName: "EMREG-OV",
    registrationType: "OTHER",
  },
  {
    matcher: "^/eprtr(/|$)",
    url: "/eprtr/",
    shortName: "PRTR",
    registrationType: "OTHER",
  },
];

const VALUE_LIMIT = 64 * 1024;
const SETTINGS_PER_GROUP = 500;

const groupSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, "nur Buchstaben, Ziffern, _ . -");
const nameSchema = z.string().min(1).max(200);

/** As answered: the version as an entity tag's content. */
const answered = ({ name, value, version }: StoredSetting): UserSetting => ({
  name,
  value,
  version: String(version),
});

/** The entity tags of a conditional header (`"3"`, `W/"3"`, `*`), their contents. */
function entityTags(header: string | undefined): string[] | null {
  if (header === undefined) return null;
  return header
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .filter(Boolean);
}

/**
 * RFC 9110 §13.1.1–2 for one setting: whether a write or removal may go ahead given what is stored
 * under its name now. No condition: it may.
 */
function preconditionHolds(
  c: { req: { header(name: string): string | undefined } },
  existing: StoredSetting | undefined,
): boolean {
  const ifMatch = entityTags(c.req.header("If-Match"));
  if (ifMatch) {
    if (!existing) return false;
    return ifMatch.includes("*") || ifMatch.includes(String(existing.version));
  }
  const ifNoneMatch = entityTags(c.req.header("If-None-Match"));
  if (ifNoneMatch) {
    if (!existing) return true;
    return !(
      ifNoneMatch.includes("*") ||
      ifNoneMatch.includes(String(existing.version))
    );
  }
  return true;
}

/** 412 with what is stored now (null: nothing), so the client can offer the choice at once. */
const preconditionFailed = (existing: StoredSetting | undefined) => ({
  status: 412,
  error: "precondition_failed",
  message: "Die Einstellung wurde inzwischen geändert.",
  current: existing ? answered(existing) : null,
});

export function registerPortalRoutes(app: AppHono, services: Services): void {
  const settings = new UserSettingsStore(services.store);

  app.get(`${PORTAL_API}/userApps`, (c) => c.json(USER_APPS));

  app.get(`${PORTAL_API}/userSettings/:group`, (c) => {
    // Settings are a user's: without a session there is nobody to read them for. An empty list
    // would read as "everything deleted" to a page whose user was signed out elsewhere.
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    return c.json(settings.group(persona.user.username, group).map(answered));
  });

  app.post(`${PORTAL_API}/userSettings/:group`, async (c) => {
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    const { name, value } = await readForm(
      c,
      z.strictObject({
        name: nameSchema,
        value: z.string().max(VALUE_LIMIT, "höchstens 64 KB"),
      }),
    );
    const user = persona.user.username;
    const list = settings.group(user, group);
    const existing = list.find((s) => s.name === name);
    if (!preconditionHolds(c, existing))
      return c.json(preconditionFailed(existing), 412);
    if (!existing && list.length >= SETTINGS_PER_GROUP) {
      return c.json(
        {
          status: 400,
          error: "too_many_settings",
          message: `Höchstens ${SETTINGS_PER_GROUP} Einstellungen je Gruppe.`,
        },
        400,
      );
    }
    const refusal = settings.refusal(user, group, existing, { name, value });
    // Refused for good, not "not now": the user has to remove something first.
    if (refusal) {
      return c.json(
        { status: 413, error: "settings_quota", message: refusal },
        413,
      );
    }
    const stored = settings.write(user, group, name, value);
    await settings.save(user);
    return c.json(stored.map(answered));
  });

  // Not in the specification's call list; lets saved filters be removed.
  app.delete(`${PORTAL_API}/userSettings/:group`, async (c) => {
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    const { name } = parseQuery(c, z.strictObject({ name: nameSchema }));
    const user = persona.user.username;
    const existing = settings.group(user, group).find((s) => s.name === name);
    if (!preconditionHolds(c, existing))
      return c.json(preconditionFailed(existing), 412);
    if (!existing)
      throw notFound(`Die Einstellung ${name} ist nicht vorhanden.`);
    const stored = settings.remove(user, group, name);
    await settings.save(user);
    return c.json(stored.map(answered));
  });
}
