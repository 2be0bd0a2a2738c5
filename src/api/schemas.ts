/**
 * The shapes of answers, checked where they arrive (the HTTP client's `schema` option). A wrong
 * shape becomes a ParseError of that one request, which the piece of the page that asked shows in
 * German; it never reaches a component as data that crashes it or keeps it loading. The types of
 * these answers are derived from here (types.ts), not written twice.
 */
import * as v from "valibot";
import { REGISTRATION_TYPES, TASK_PERSISTENCE, TASK_STATUSES } from "./types";

const optionalText = v.optional(v.nullable(v.string()));

/** GET /api/auth/user */
export const sessionUserSchema = v.object({
  isLoggedIn: v.boolean(),
  user: v.object({
    /** "anonymousUser" = not logged in. */
    username: v.string(),
    currentUserName: v.string(),
    /** e.g. "ROLE_NATIPPC_REGISTERED". */
    authorities: v.array(v.object({ authority: v.string() })),
    activeRole: v.nullable(v.string()),
    switchableRoles: v.array(v.object({ id: v.string(), name: v.string() })),
    mainUserName: optionalText,
    mainUser: v.optional(v.boolean()),
    loginName: optionalText,
    mainUserLoginName: optionalText,
    userKind: optionalText,
    pvp: v.optional(v.boolean()),
    usp: v.optional(v.boolean()),
    oidc: v.optional(v.boolean()),
  }),
});

/** GET /api/env */
export const environmentSchema = v.object({
  /** Seconds. */
  sessionTimeout: v.number(),
  /** LOCAL, DEV, TEST, DEMO, PREPROD, PROD or another name. */
  environment: v.string(),
  title: v.string(),
  version: v.string(),
  versionDetail: v.string(),
  buildNumber: v.string(),
});

/** GET /api/user-tasks */
export const userTasksSchema = v.array(
  v.object({
    id: v.string(),
    name: v.string(),
    status: v.picklist(TASK_STATUSES),
    persistence: v.picklist(TASK_PERSISTENCE),
    /** ISO 8601. */
    timeStarted: v.string(),
    timeFinished: v.nullable(v.string()),
    /** 0..100 */
    progress: v.number(),
    message: v.nullable(v.string()),
    resultFileName: v.nullable(v.string()),
  }),
);

/** GET <portal>/api/userApps: the portal's applications. */
export const userAppsSchema = v.array(
  v.object({
    /** A regular expression matched against a URL. */
    matcher: v.string(),
    url: v.string(),
    shortName: v.string(),
    /** The reporting duty the portal application serves; not shown. */
    registrationType: v.picklist(REGISTRATION_TYPES),
  }),
);

const userSettingSchema = v.object({ name: v.string(), value: v.string() });

/** GET and POST <portal>/api/userSettings/{group}; some portals answer an empty group with null. */
export const userSettingsSchema = v.nullable(v.array(userSettingSchema));

/** The shape of a request's answer. */
export type AnswerSchema = v.GenericSchema;

/** Checks an answer; the issues of a wrong one, in short, or null when it fits. */
export function shapeProblem(
  schema: AnswerSchema,
  data: unknown,
): string | null {
  const checked = v.safeParse(schema, data);
  if (checked.success) return null;
  return checked.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? "answer"}: ${issue.message}`)
    .join("; ");
}
