import { z } from "zod";
import type { UserApp, UserSetting } from "../../../src/api/types";
import {
  PORTAL_API,
  requireLogin,
  type AppHono,
  type Services,
} from "../context";
import { notFound, parseQuery, parseWith, readForm } from "../errors";
import type { PersistentDocument } from "../store";

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

/** Names an object already has: as keys of the stored settings they would reach its prototype. */
const RESERVED_GROUPS = new Set(["__proto__", "constructor", "prototype"]);
const groupSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, "nur Buchstaben, Ziffern, _ . -")
  .refine((group) => !RESERVED_GROUPS.has(group), "reservierter Name");
const nameSchema = z.string().min(1).max(200);

type SettingsByUser = Record<string, Record<string, UserSetting[]>>;

const settingsSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.array(z.object({ name: z.string(), value: z.string() })),
  ),
);

function createSettingsDocument(
  services: Pick<Services, "store">,
): PersistentDocument<SettingsByUser> {
  return services.store.document(
    "user-settings",
    () => ({}),
    (raw) => settingsSchema.parse(raw),
  );
}

export function registerPortalRoutes(app: AppHono, services: Services): void {
  const settings = createSettingsDocument(services);

  const groupOf = (username: string, group: string): UserSetting[] => {
    const groups = (settings.value[username] ??= {});
    return (groups[group] ??= []);
  };

  app.get(`${PORTAL_API}/userApps`, (c) => c.json(USER_APPS));

  app.get(`${PORTAL_API}/userSettings/:group`, (c) => {
    // Settings are a user's: without a session there is nobody to read them for. An empty list
    // would read as "everything deleted" to a page whose user was signed out elsewhere.
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    return c.json(settings.value[persona.user.username]?.[group] ?? []);
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
    const list = groupOf(persona.user.username, group);
    const existing = list.find((s) => s.name === name);
    if (existing) existing.value = value;
    else {
      if (list.length >= SETTINGS_PER_GROUP) {
        return c.json(
          {
            status: 400,
            error: "too_many_settings",
            message: `Höchstens ${SETTINGS_PER_GROUP} Einstellungen je Gruppe.`,
          },
          400,
        );
      }
      list.push({ name, value });
    }
    await settings.save();
    return c.json(list);
  });

  // Not in the specification's call list; lets saved filters be removed.
  app.delete(`${PORTAL_API}/userSettings/:group`, async (c) => {
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    const { name } = parseQuery(c, z.strictObject({ name: nameSchema }));
    const list = groupOf(persona.user.username, group);
    const index = list.findIndex((s) => s.name === name);
    if (index < 0)
      throw notFound(`Die Einstellung ${name} ist nicht vorhanden.`);
    list.splice(index, 1);
    await settings.save();
    return c.json(list);
  });
}
