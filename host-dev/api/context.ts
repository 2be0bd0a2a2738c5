import type { Context, Hono } from "hono";
import type { InstallationDataset } from "./data/installations";
import { forbidden, unauthorized } from "./errors";
import type { FaultRegistry } from "./faults";
import { PERSONA_BY_NAME, type Persona } from "./personas";
import {
  ANONYMOUS_PERSONA,
  sessionCookie,
  type SessionManager,
  type SessionRecord,
} from "./session";
import type { AnonymousExportQuota } from "./limits";
import type { JsonStore, PersistentDocument } from "./store";
import type { TaskManager } from "./tasks";

interface AppVariables {
  /** The caller's live session (anonymous or logged in), if any. */
  session: SessionRecord | null;
}
/** What the server knows of the connection a request came on. */
interface ApiBindings {
  /** The peer's address as the socket has it; the same for every request of one client. */
  clientAddress: string;
}
export interface AppEnv {
  Bindings: ApiBindings;
  Variables: AppVariables;
}
export type AppContext = Context<AppEnv>;
export type AppHono = Hono<AppEnv>;

interface LogEntry {
  time: string;
  level: string;
  message: string;
  user: string | null;
}

/** Everything the route groups share. */
export interface Services {
  environment: string;
  /** Where browsers reach the server: the base of absolute addresses it hands out. */
  publicOrigin: string;
  sessionTimeoutS: number;
  now: () => number;
  store: JsonStore;
  sessions: SessionManager;
  faults: FaultRegistry;
  dataset: InstallationDataset;
  tasks: TaskManager;
  anonymousExports: AnonymousExportQuota;
  /** What POST /api/log received, newest last (kept for /__dev/logs). */
  logs: LogEntry[];
  /** Offset of the test clock (POST /api/time) from the real clock. */
  testClock: PersistentDocument<{ offsetMs: number }>;
}

export const APP_API = "/natippc/api";
export const PORTAL_API = "/portal/api";

export function personaOf(c: AppContext): Persona | null {
  const session = c.get("session");
  if (!session || session.persona === ANONYMOUS_PERSONA) return null;
  return PERSONA_BY_NAME.get(session.persona) ?? null;
}

export function requireLogin(c: AppContext): Persona {
  const persona = personaOf(c);
  if (!persona) throw unauthorized();
  return persona;
}

export function isAuthority(persona: Persona): boolean {
  return persona.user.authorities.some((a) => a.authority === "ROLE_AUTHORITY");
}

/** Authority-only calls: the signed-in user must hold ROLE_AUTHORITY. */
export function requireAuthority(c: AppContext): Persona {
  const persona = requireLogin(c);
  if (!isAuthority(persona))
    throw forbidden("Diese Funktion steht nur Behörden zur Verfügung.");
  return persona;
}

/**
 * Owner key of the caller's tasks: the user when logged in, otherwise the
 * (anonymous) session, which is created on demand like Spring's session.
 */
export async function taskOwner(
  c: AppContext,
  services: Services,
  create: boolean,
): Promise<{ owner: string | null; persistent: boolean }> {
  const persona = personaOf(c);
  if (persona)
    return { owner: `user:${persona.user.username}`, persistent: true };
  let session = c.get("session");
  if (!session && create) {
    session = await services.sessions.create(ANONYMOUS_PERSONA, null);
    c.set("session", session);
    c.header("Set-Cookie", sessionCookie(session.id), { append: true });
  }
  return { owner: session ? `session:${session.id}` : null, persistent: false };
}

/** A session ends (sign-out, a new sign-in, expiry): an anonymous visitor's tasks end with it. */
export async function endSession(
  services: Services,
  id: string,
): Promise<void> {
  await services.sessions.destroy(id);
  await services.tasks.endSession(id);
}
