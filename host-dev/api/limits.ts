import { HttpError } from "./errors";

/**
 * Work without a sign-in costs the server but nobody answers for it, so it is bounded per client
 * and in total (docs/security.md, ADR 39). The windows live in memory: a restart forgets them, as
 * it forgets the anonymous tasks they counted.
 */
export const ANONYMOUS_EXPORT_WINDOW_MS = 60 * 60 * 1000;
/** Excel exports one client address may start without a sign-in per window. */
export const ANONYMOUS_EXPORTS_PER_CLIENT = 10;
/** Excel exports all clients together may start without a sign-in per window. */
export const ANONYMOUS_EXPORTS_TOTAL = 100;

/** Requests whose connection is not known (jest calls the API directly) count as one client. */
export const UNKNOWN_CLIENT = "unknown";

interface Taken {
  at: number;
  client: string;
}

/**
 * Sliding windows over the starts of the last hour: one per client, one for everybody. Only
 * accepted starts are kept, so the memory it holds is bounded by the total.
 */
export class AnonymousExportQuota {
  private readonly taken: Taken[] = [];
  private readonly byClient = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Counts one start for the client, or throws 429 with the seconds until one is possible. */
  take(client: string): void {
    const now = this.now();
    this.forgetBefore(now - ANONYMOUS_EXPORT_WINDOW_MS);
    const own = this.byClient.get(client) ?? [];
    if (own.length >= ANONYMOUS_EXPORTS_PER_CLIENT) {
      throw tooMany(
        now,
        own[0] ?? now,
        `Ohne Anmeldung sind höchstens ${ANONYMOUS_EXPORTS_PER_CLIENT} Excel-Exporte pro Stunde möglich.`,
      );
    }
    if (this.taken.length >= ANONYMOUS_EXPORTS_TOTAL) {
      throw tooMany(
        now,
        this.taken[0]?.at ?? now,
        "Derzeit werden zu viele Excel-Exporte ohne Anmeldung erstellt.",
      );
    }
    own.push(now);
    this.byClient.set(client, own);
    this.taken.push({ at: now, client });
  }

  private forgetBefore(limit: number): void {
    // Both lists are in the order of the starts: the oldest start overall is its client's oldest.
    while (this.taken.length > 0 && (this.taken[0]?.at ?? limit) <= limit) {
      const { client } = this.taken.shift() as Taken;
      const own = this.byClient.get(client);
      own?.shift();
      if (own?.length === 0) this.byClient.delete(client);
    }
  }
}

function tooMany(now: number, oldest: number, reason: string): HttpError {
  const seconds = Math.max(
    1,
    Math.ceil((oldest + ANONYMOUS_EXPORT_WINDOW_MS - now) / 1000),
  );
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    "too_many_requests",
    `${reason} Bitte versuchen Sie es in ${minutes === 1 ? "einer Minute" : `${minutes} Minuten`} erneut oder melden Sie sich an.`,
    { "Retry-After": String(seconds) },
  );
}
