import { randomInt } from "node:crypto";
import { z } from "zod";
import { errorResponse } from "./errors";

const FAULT_MODES = [
  "500",
  "hang",
  "malformed",
  "wrong-shape",
  "wrong-type",
  "firewall",
  "abort",
  "fail-task",
  "hold-task",
] as const;
const TASK_MODES: readonly FaultMode[] = ["fail-task", "hold-task"];
export type FaultMode = (typeof FAULT_MODES)[number];

export const faultRuleInputSchema = z.strictObject({
  path: z.string().min(1).max(500).startsWith("/"),
  mode: z.enum(FAULT_MODES),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .max(10)
    .transform((m) => m.toUpperCase())
    .optional(),
  times: z.number().int().min(1).max(1_000_000).optional(),
});
export type FaultRuleInput = z.infer<typeof faultRuleInputSchema>;

export interface FaultRule extends FaultRuleInput {
  id: number;
  /** Left before the rule is used up; null = unlimited. */
  remaining: number | null;
  hits: number;
}

/** A hanging request gives up on its own after this long, so nothing waits forever. */
const HANG_LIMIT_MS = 10 * 60 * 1000;

/**
 * Fault injection for dev and tests. Rules live in memory only: a restart
 * should bring back a healthy server.
 */
export class FaultRegistry {
  private rules: FaultRule[] = [];
  private nextId = 1;
  private readonly hanging = new Set<() => void>();
  /** Body of the firewall page instead of the built-in one (dev tooling: /__dev/hostile). */
  firewallBody: string | null = null;

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  add(input: FaultRuleInput): FaultRule {
    const rule: FaultRule = {
      ...input,
      id: this.nextId++,
      remaining: input.times ?? null,
      hits: 0,
    };
    this.rules.push(rule);
    return { ...rule };
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * The request fault for this request, if any; uses up one of the rule's
   * `times`. `methods` holds the wire method and an override, so a rule for
   * DELETE also catches POST + X-HTTP-Method-Override: DELETE. A rule that
   * changes the real answer (`changesAnswer`) goes to `alter`, the others to `respond`.
   */
  takeRequestFault(path: string, methods: readonly string[]): FaultRule | null {
    return this.take(path, methods, (mode) => !TASK_MODES.includes(mode));
  }

  /**
   * What befalls the export task started by a request to `path`: `fail-task` fails it half-way,
   * `hold-task` keeps it running half-way until it is cancelled (a test's fixed "still running").
   * `path` includes the query, so a rule for `…/excel?hold=1` holds only the export asked for so.
   */
  takeTaskFault(path: string): "fail-task" | "hold-task" | null {
    const rule = this.take(path, [], (mode) => TASK_MODES.includes(mode));
    return rule?.mode === "fail-task" || rule?.mode === "hold-task"
      ? rule.mode
      : null;
  }

  respond(
    rule: FaultRule,
    signal: AbortSignal | undefined,
  ): Promise<Response> | Response {
    switch (rule.mode) {
      case "500":
        return errorResponse(
          500,
          "internal_server_error",
          "Simulierter Serverfehler (Fehlerinjektion).",
        );
      case "malformed":
        return new Response(
          '{"items":[{"id":"AT-IPPC-000001","name":"Zementwerk Kirch',
          {
            status: 200,
            headers: { "Content-Type": "application/json" },
          },
        );
      case "wrong-shape":
        // Valid JSON of the wrong kind: an object where a list belongs, and no expected field.
        return Response.json({ unerwartet: [1, "zwei", null] });
      case "firewall":
        return new Response(this.firewallBody ?? firewallPage(), {
          status: 400,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      case "abort":
        return new Response(abortingStream(), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      case "hang":
        return this.hang(signal);
      case "wrong-type":
        // Changes the real answer (alter); listed for exhaustiveness.
        return errorResponse(500, "internal_server_error", "wrong-type");
      case "fail-task":
      case "hold-task":
        // Never a request fault; listed for exhaustiveness.
        return errorResponse(500, "internal_server_error", rule.mode);
    }
  }

  /**
   * `wrong-type`: the real answer, all but one value: its first number becomes a string, or, in an
   * answer without numbers, its first string a number. Almost right is what a server of another
   * version sends, and what a check of the outer shape alone lets through. Errors and text
   * answers pass unchanged.
   */
  async alter(response: Response): Promise<Response> {
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.ok || !/\bjson\b/i.test(type)) return response;
    const data: unknown = await response.json();
    const changed =
      retype(data, (value) =>
        typeof value === "number" ? String(value) : NO,
      ) ??
      retype(data, (value) =>
        typeof value === "string" ? value.length : NO,
      ) ??
      data;
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    return new Response(JSON.stringify(changed), {
      status: response.status,
      headers,
    });
  }

  /** Releases every hanging request (close() of the API). */
  releaseAll(): void {
    for (const release of [...this.hanging]) release();
  }

  private hang(signal: AbortSignal | undefined): Promise<Response> {
    return new Promise((resolve) => {
      const release = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", release);
        this.hanging.delete(release);
        resolve(
          errorResponse(
            504,
            "gateway_timeout",
            "Die simulierte Anfrage wurde nicht beantwortet.",
          ),
        );
      };
      const timer = setTimeout(release, HANG_LIMIT_MS);
      // A hanging request must not keep the process (or jest) alive.
      (timer as { unref?: () => void }).unref?.();
      signal?.addEventListener("abort", release);
      this.hanging.add(release);
    });
  }

  private take(
    path: string,
    methods: readonly string[],
    modeFits: (mode: FaultMode) => boolean,
  ): FaultRule | null {
    const rule = this.rules.find(
      (r) =>
        modeFits(r.mode) &&
        path.startsWith(r.path) &&
        (r.method === undefined || methods.includes(r.method)),
    );
    if (!rule) return null;
    rule.hits += 1;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0)
        this.rules = this.rules.filter((r) => r !== rule);
    }
    return { ...rule };
  }
}

/** Whether the rule changes the real answer rather than replacing it. */
export function changesAnswer(rule: FaultRule): boolean {
  return rule.mode === "wrong-type";
}

const NO = Symbol("unchanged");

/** A copy of `value` with the first leaf `swap` changes, depth first; undefined if it changes none. */
function retype(value: unknown, swap: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const changed = retype(item, swap);
      if (changed !== undefined) return value.with(index, changed);
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const changed = retype(item, swap);
      if (changed !== undefined) return { ...value, [key]: changed };
    }
    return undefined;
  }
  const swapped = swap(value);
  return swapped === NO ? undefined : swapped;
}

const ABORT_AFTER_MS = 50;

function abortingStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"items":[{"id":"AT-IPPC-000001",'));
    },
    async pull(controller) {
      // Let the status line and the first bytes reach the client, then fail:
      // the HTTP server destroys the socket, the client sees a broken response.
      await new Promise((resolve) => setTimeout(resolve, ABORT_AFTER_MS));
      controller.error(new Error("Verbindung abgebrochen (simuliert)"));
    },
  });
}

/** Modelled on the block page of a web application firewall in front of the portal. */
function firewallPage(): string {
  const supportId = `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Anfrage abgelehnt</title>
<style>
body { font-family: Arial, Helvetica, sans-serif; margin: 2rem; color: #222; }
.box { max-width: 40rem; border: 1px solid #c00; padding: 1rem 1.5rem; }
h1 { font-size: 1.4rem; color: #c00; }
code { font-size: 1.1rem; }
</style>
</head>
<body>
<div class="box">
<h1>Die Anfrage wurde abgelehnt</h1>
<p>Ihre Anfrage wurde von der Web Application Firewall aus Sicherheitsgründen blockiert,
weil sie Inhalte enthält, die als potenziell schädlich eingestuft wurden.</p>
<p>Falls Sie der Meinung sind, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an den
Helpdesk und geben Sie die folgende Support-ID an:</p>
<p>Support-ID: <code>${supportId}</code></p>
<p><a href="/portal/">Zurück zum Portal</a></p>
</div>
</body>
</html>
`;
}
