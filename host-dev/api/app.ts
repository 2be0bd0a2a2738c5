import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { Services } from "./context";
import { InstallationDataset } from "./data/installations";
import { HttpError, errorResponse } from "./errors";
import { changesAnswer, FaultRegistry, type FaultRule } from "./faults";
import { fromAnotherSite } from "./origin";
import { PERSONAS } from "./personas";
import { registerAssistantRoutes } from "./routes/assistant";
import { registerAuthRoutes } from "./routes/auth";
import { registerDevRoutes } from "./routes/dev";
import { registerPortalRoutes } from "./routes/portal";
import { registerRedListRoutes } from "./routes/redlists";
import { registerMapRoutes } from "./routes/map";
import { registerOpenDataRoutes } from "./routes/opendata";
import { registerRegisterRoutes } from "./routes/register";
import { registerSystemRoutes } from "./routes/system";
import { registerTaskRoutes } from "./routes/tasks";
import {
  ANONYMOUS_PERSONA,
  SESSION_COOKIE,
  SessionManager,
  XSRF_COOKIE,
  XSRF_HEADER,
  clearSessionCookie,
  newXsrfToken,
  parseCookies,
  xsrfCookie,
} from "./session";
import { AnonymousExportQuota, UNKNOWN_CLIENT } from "./limits";
import { JsonStore } from "./store";
import { TaskManager } from "./tasks";
import type { AppEnv } from "./context";

export interface ApiOptions {
  dataDir: string;
  /** Idle timeout of a session; default 1800. */
  sessionTimeoutS?: number;
  /** Size of the generated register; default 750. */
  installations?: number;
  /** Delay of every answer; default 0. */
  latencyMs?: number;
  /** Clock for session expiry (tests inject one); default Date.now. */
  now?: () => number;
  /** Environment name reported by /api/env; "PROD" disables the test clock. Default "LOCAL". */
  environment?: string;
  /**
   * Where browsers reach this server (`https://portal.example`): absolute addresses the API hands
   * out are built on it, never on a request's Host header. Default http://localhost.
   */
  publicOrigin?: string;
}

/** What the HTTP server knows of the connection a request came on. */
interface Connection {
  /** The client's address (the socket's peer); absent when the API is called directly. */
  clientAddress?: string;
}

export interface SimulatedApi {
  fetch: (request: Request, connection?: Connection) => Promise<Response>;
  /** Method and path pattern of every route and middleware, as registered (`/x/:id`, `ALL /*`). */
  readonly routes: readonly { method: string; path: string }[];
  /** Stops timers, releases hanging requests and waits for pending writes. */
  close(): Promise<void>;
}

/** Path prefixes the API answers; everything else belongs to the static server. */
export const API_PATH_PREFIXES = [
  "/natippc/api/",
  "/portal/api/",
  "/__dev/",
  "/natippc/logout",
];

const BODY_LIMIT_BYTES = 1024 * 1024;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const OVERRIDABLE = new Set(["PUT", "PATCH", "DELETE"]);
const OVERRIDE_HEADER = "X-HTTP-Method-Override";

const optionsSchema = z.object({
  dataDir: z.string().min(1),
  sessionTimeoutS: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(1800),
  installations: z.number().int().min(1).max(999_999).default(750),
  latencyMs: z.number().int().min(0).max(600_000).default(0),
  environment: z.string().min(1).max(20).default("LOCAL"),
  publicOrigin: z
    .url()
    .transform((url) => new URL(url).origin)
    .default("http://localhost"),
});

function isXsrfProtected(path: string): boolean {
  return path.startsWith("/natippc/api/") || path.startsWith("/portal/api/");
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads at most `limit` bytes; null when the body is larger. */
async function readLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The simulated backend of IPPC Austria and the portal (DESIGN §4): one
 * web-standard fetch handler that behaves like the real Spring server.
 */
export function createApi(options: ApiOptions): SimulatedApi {
  const config = optionsSchema.parse(options);
  const now = options.now ?? Date.now;
  const store = new JsonStore(config.dataDir);
  const services: Services = {
    environment: config.environment,
    publicOrigin: config.publicOrigin,
    sessionTimeoutS: config.sessionTimeoutS,
    now,
    store,
    sessions: new SessionManager(store, config.sessionTimeoutS * 1000, now),
    faults: new FaultRegistry(),
    dataset: new InstallationDataset(
      config.installations,
      PERSONAS.filter((p) => p.ownedInstallations > 0).map((p) => ({
        key: p.name,
        count: p.ownedInstallations,
      })),
    ),
    tasks: new TaskManager(store, now),
    anonymousExports: new AnonymousExportQuota(now),
    logs: [],
    testClock: store.document(
      "test-clock",
      () => ({ offsetMs: 0 }),
      (raw) => z.object({ offsetMs: z.number() }).parse(raw),
    ),
  };

  const stopWarmUp = services.dataset.warmUp();

  const app = new Hono<AppEnv>();

  // Session: resolve the cookie, extend the session, report an expired one once.
  app.use("*", async (c, next) => {
    const lookup = services.sessions.lookup(getCookie(c, SESSION_COOKIE));
    if (lookup.state === "expired") {
      await services.tasks.endSession(lookup.session.id);
      c.header("Set-Cookie", clearSessionCookie(), { append: true });
      const exempt =
        c.req.path.startsWith("/__dev/") || c.req.path === "/natippc/logout";
      // An anonymous session only held tasks; its visitor never logged in and is not told.
      if (lookup.session.persona !== ANONYMOUS_PERSONA && !exempt) {
        return c.json(
          {
            status: 401,
            error: "session_expired",
            message:
              "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
            path: c.req.path,
          },
          401,
        );
      }
    }
    c.set("session", lookup.state === "valid" ? lookup.session : null);
    await next();
  });

  registerAuthRoutes(app, services);
  registerSystemRoutes(app, services);
  registerPortalRoutes(app, services);
  registerTaskRoutes(app, services);
  registerRegisterRoutes(app, services);
  registerOpenDataRoutes(app, services);
  registerMapRoutes(app, services);
  registerAssistantRoutes(app, services);
  registerRedListRoutes(app);
  registerDevRoutes(app, services);

  app.notFound((c) =>
    errorResponse(
      404,
      "not_found",
      `Unbekannter Pfad ${c.req.path}.`,
      c.req.path,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return errorResponse(
        error.status,
        error.error,
        error.message,
        c.req.path,
        error.headers,
      );
    }
    // Last resort; the tests make sure bad input never ends up here.
    console.error("[host-dev api] unhandled error", error);
    return errorResponse(
      500,
      "internal_server_error",
      "Es ist ein interner Fehler aufgetreten.",
      c.req.path,
    );
  });

  /** Everything that must happen before routing (and may answer without it). */
  async function preRoute(
    request: Request,
    url: URL,
    cookies: Map<string, string>,
    connection: Connection,
  ): Promise<Response> {
    const path = url.pathname;
    let fault: FaultRule | null = null;
    const override = request.headers.get(OVERRIDE_HEADER);

    // Another site's page may not change anything here, sign a user out or touch the dev switches
    // (SameSite=Lax cookies already keep the session out of most such requests; this is the rest).
    if (
      (MUTATING.has(request.method) ||
        path.startsWith("/__dev/") ||
        path === "/natippc/logout") &&
      fromAnotherSite(request, url)
    ) {
      return errorResponse(
        403,
        "cross_site",
        "Anfragen von anderen Websites werden nicht angenommen.",
        path,
      );
    }

    if (!path.startsWith("/__dev/")) {
      const methods = [
        request.method,
        ...(override ? [override.toUpperCase()] : []),
      ];
      fault = services.faults.takeRequestFault(path, methods);
      if (fault && !changesAnswer(fault))
        return services.faults.respond(fault, request.signal);
    }

    let body: Uint8Array<ArrayBuffer> | null = null;
    if (request.method !== "GET" && request.method !== "HEAD") {
      try {
        body = await readLimited(request, BODY_LIMIT_BYTES);
      } catch {
        // The client went away (or sent garbage framing) mid-upload.
        return errorResponse(
          400,
          "bad_request",
          "Der Anfrageinhalt konnte nicht gelesen werden.",
          path,
        );
      }
      if (body === null) {
        return errorResponse(
          413,
          "payload_too_large",
          "Der Anfrageinhalt ist größer als 1 MB.",
          path,
        );
      }
    }

    // Spring's HiddenHttpMethodFilter semantics: only POST, only to PUT/PATCH/DELETE.
    let method = request.method;
    if (override !== null) {
      const target = override.trim().toUpperCase();
      if (request.method !== "POST" || !OVERRIDABLE.has(target)) {
        return errorResponse(
          400,
          "method_override",
          `${OVERRIDE_HEADER} ist nur bei POST und nur für PUT, PATCH oder DELETE erlaubt.`,
          path,
        );
      }
      method = target;
    }

    // /__dev/* is test tooling and deliberately not XSRF-protected.
    if (MUTATING.has(method) && isXsrfProtected(path)) {
      const cookie = cookies.get(XSRF_COOKIE);
      const header = request.headers.get(XSRF_HEADER);
      if (!cookie || !header || cookie !== header) {
        return errorResponse(
          403,
          "xsrf",
          "Ungültiges oder fehlendes XSRF-Token. Bitte laden Sie die Seite neu.",
          path,
        );
      }
    }

    const headers = new Headers(request.headers);
    headers.delete(OVERRIDE_HEADER);
    const routed = new Request(url, {
      method,
      headers,
      body,
      signal: request.signal,
    });
    const response = await app.fetch(routed, {
      clientAddress: connection.clientAddress ?? UNKNOWN_CLIENT,
    });
    return fault ? services.faults.alter(response) : response;
  }

  async function handle(
    request: Request,
    connection: Connection = {},
  ): Promise<Response> {
    if (config.latencyMs > 0) await delay(config.latencyMs);
    const url = new URL(request.url);
    const cookies = parseCookies(request.headers.get("Cookie"));
    let response: Response;
    try {
      response = await preRoute(request, url, cookies, connection);
    } catch (error) {
      console.error("[host-dev api] request failed", error);
      response = errorResponse(
        500,
        "internal_server_error",
        "Es ist ein interner Fehler aufgetreten.",
      );
    }
    if (cookies.get(XSRF_COOKIE)) return response;
    // Like Spring's CookieCsrfTokenRepository: hand out a token to whoever has none.
    const withCookie = new Response(response.body, response);
    withCookie.headers.append("Set-Cookie", xsrfCookie(newXsrfToken()));
    return withCookie;
  }

  return {
    fetch: handle,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    async close() {
      stopWarmUp();
      services.tasks.close();
      services.faults.releaseAll();
      await store.flush();
    },
  };
}
