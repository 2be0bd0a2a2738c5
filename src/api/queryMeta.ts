/**
 * What a query tells the app's global error handling about itself (TanStack Query's `meta`).
 * `failureLog`: how its failure is logged when not as 'Anfrage fehlgeschlagen' at level error —
 * a failed session-user fetch, for one, is expected and only a warning (SPEC §4).
 */
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { failureLog?: { level: "warn"; message: string } };
  }
}

export {};
