import { randomBytes } from "node:crypto";
import { z } from "zod";
import { keyedBy, type JsonStore, type PersistentDocument } from "./store";

export const SESSION_COOKIE = "SESSION";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** Persona name of a session that exists only to hold an anonymous visitor's tasks. */
export const ANONYMOUS_PERSONA = "anonymous";

export interface SessionRecord {
  id: string;
  persona: string;
  activeRole: string | null;
  created: number;
  lastAccess: number;
}

export type SessionLookup =
  | { state: "none" }
  | { state: "valid"; session: SessionRecord }
  | { state: "expired"; session: SessionRecord };

const sessionsSchema = keyedBy(
  z.object({
    id: z.string(),
    persona: z.string(),
    activeRole: z.string().nullable(),
    created: z.number(),
    lastAccess: z.number(),
  }),
);

/** What `create` issues (24 random bytes, base64url); any other cookie is no session. */
const SESSION_ID = /^[\w-]{32}$/;

/** How far lastAccess may drift from disk; only matters across a restart. */
const TOUCH_PERSIST_INTERVAL_MS = 30_000;
/** Expired sessions are kept this long so their next request can be told it expired. */
const EXPIRED_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Server-side sessions like Spring Session: an opaque id in the cookie, an
 * idle timeout measured from the session's last request. Sessions survive a
 * dev-server restart so a code change does not log the developer out.
 */
export class SessionManager {
  private readonly doc: PersistentDocument<Map<string, SessionRecord>>;
  private readonly persistedAccess = new Map<string, number>();

  constructor(
    store: JsonStore,
    private readonly timeoutMs: number,
    private readonly now: () => number,
  ) {
    this.doc = store.document(
      "sessions",
      () => new Map(),
      (raw) => sessionsSchema.parse(raw),
    );
    for (const session of this.doc.value.values()) {
      this.persistedAccess.set(session.id, session.lastAccess);
    }
  }

  /** Looks the cookie up and, when valid, counts this request as activity. */
  lookup(id: string | undefined): SessionLookup {
    if (!id || !SESSION_ID.test(id)) return { state: "none" };
    const session = this.doc.value.get(id);
    if (!session) return { state: "none" };
    const now = this.now();
    if (now - session.lastAccess > this.timeoutMs) {
      this.remove(id);
      return { state: "expired", session };
    }
    session.lastAccess = now;
    if (
      now - (this.persistedAccess.get(id) ?? 0) >=
      TOUCH_PERSIST_INTERVAL_MS
    ) {
      this.persistedAccess.set(id, now);
      void this.doc.save();
    }
    return { state: "valid", session };
  }

  async create(
    persona: string,
    activeRole: string | null,
  ): Promise<SessionRecord> {
    this.sweep();
    const now = this.now();
    const session: SessionRecord = {
      id: randomBytes(24).toString("base64url"),
      persona,
      activeRole,
      created: now,
      lastAccess: now,
    };
    this.doc.value.set(session.id, session);
    this.persistedAccess.set(session.id, now);
    await this.doc.save();
    return session;
  }

  async update(session: SessionRecord): Promise<void> {
    this.doc.value.set(session.id, session);
    await this.doc.save();
  }

  async destroy(id: string): Promise<void> {
    if (this.doc.value.has(id)) {
      this.remove(id);
      await this.doc.save();
    }
  }

  private remove(id: string): void {
    this.doc.value.delete(id);
    this.persistedAccess.delete(id);
    void this.doc.save();
  }

  private sweep(): void {
    const limit = this.now() - this.timeoutMs - EXPIRED_RETENTION_MS;
    for (const session of this.doc.value.values()) {
      if (session.lastAccess < limit) this.remove(session.id);
    }
  }
}

export function newXsrfToken(): string {
  return randomBytes(18).toString("base64url");
}

/** Minimal Cookie header parser; used before Hono sees the request. */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw value; a broken cookie simply will not match anything.
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** Not HttpOnly: the client reads it to echo it in X-XSRF-TOKEN. */
export function xsrfCookie(token: string): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`;
}
