import { z } from "zod";
import type { UserApp, UserSetting } from "../../../src/api/types";
import {
  PORTAL_API,
  requireLogin,
  type AppHono,
  type Services,
} from "../context";
import { notFound, parseQuery, parseWith, readForm } from "../errors";
import { keyedBy, type PersistentDocument } from "../store";

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

/**
 * A stored setting and its version, raised by every write: reads answer it with each setting, a
 * write or removal that sends it back in `If-Match` fails with 412 once another client changed the
 * setting since (and `If-None-Match: *` once one was created under the name meanwhile).
 */
interface StoredSetting {
  name: string;
  value: string;
  version: number;
}

/** User and group names are keys, not properties: `toString` is a group like any other. */
type SettingsByUser = Map<string, Map<string, StoredSetting[]>>;

const settingsSchema = keyedBy(
  keyedBy(
    z.array(
      z.object({
        name: z.string(),
        value: z.string(),
        // Settings stored before versions were kept count as the first.
        version: z.number().int().positive().default(1),
      }),
    ),
  ),
);

function createSettingsDocument(
  services: Pick<Services, "store">,
): PersistentDocument<SettingsByUser> {
  return services.store.document(
    "user-settings",
    () => new Map(),
    (raw) => settingsSchema.parse(raw),
  );
}

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
  const settings = createSettingsDocument(services);

  const groupOf = (username: string, group: string): StoredSetting[] => {
    let groups = settings.value.get(username);
    if (!groups) settings.value.set(username, (groups = new Map()));
    let list = groups.get(group);
    if (!list) groups.set(group, (list = []));
    return list;
  };

  app.get(`${PORTAL_API}/userApps`, (c) => c.json(USER_APPS));

  app.get(`${PORTAL_API}/userSettings/:group`, (c) => {
    // Settings are a user's: without a session there is nobody to read them for. An empty list
    // would read as "everything deleted" to a page whose user was signed out elsewhere.
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    return c.json(
      (settings.value.get(persona.user.username)?.get(group) ?? []).map(
        answered,
      ),
    );
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
    if (!preconditionHolds(c, existing))
      return c.json(preconditionFailed(existing), 412);
    if (existing) {
      existing.value = value;
      existing.version += 1;
    } else {
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
      list.push({ name, value, version: 1 });
    }
    await settings.save();
    return c.json(list.map(answered));
  });

  // Not in the specification's call list; lets saved filters be removed.
  app.delete(`${PORTAL_API}/userSettings/:group`, async (c) => {
    const persona = requireLogin(c);
    const group = parseWith(groupSchema, c.req.param("group"), "Gruppe");
    const { name } = parseQuery(c, z.strictObject({ name: nameSchema }));
    const list = groupOf(persona.user.username, group);
    const index = list.findIndex((s) => s.name === name);
    if (!preconditionHolds(c, list[index]))
      return c.json(preconditionFailed(list[index]), 412);
    if (index < 0)
      throw notFound(`Die Einstellung ${name} ist nicht vorhanden.`);
    list.splice(index, 1);
    await settings.save();
    return c.json(list.map(answered));
  });
}
