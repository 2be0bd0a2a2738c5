/**
 * The byte budgets `npm test` holds the production build to: gzip (zlib's default level, what
 * host-dev's compression sends), in KB of 1024 bytes. The sets are read from the build itself
 * (chunk-groups.json, mf-manifest.json), so a new split chunk or shared package is counted where
 * it is loaded. A limit is what the build weighs now with a little room: growing past it fails
 * `npm test` with a table of what grew. Raise one only with a reason in the commit; lower it when
 * a change makes room.
 */
export const BYTE_BUDGETS_KB = {
  /** remoteEntry.js: what every host loads first, where it provides the federation runtime. */
  remoteEntry: 12,
  /** remoteEntry.js with the remote's own federation runtime, for hosts without one. */
  remoteEntryWithRuntime: 35,
  /**
   * Everything of the remote's own before the register's first rows: remoteEntry.js, the exposed
   * App, the register page, and the shared packages a host that provides only react and
   * react-dom takes from the remote (react-router, React Query, jotai). DESIGN §7's budget.
   */
  firstRows: 100,
  /** Each lazily loaded page, its split chunks included. */
  pages: {
    "page-start": 5,
    // The register's select and place search, whole from the first paint (ADR 34).
    "page-installations": 18.5,
    // Context help beside every section ('Kontexthilfe').
    "page-installation-details": 26,
    "page-environmental-inspection": 15,
    // Context help beside the search and the table ('Kontexthilfe').
    "page-bvt-conclusions": 4.5,
    "page-legal-bases-guidelines": 15,
    "page-faq": 16,
    "page-user-tasklist": 3,
  },
  /**
   * Each part loaded on demand (panels, dialogs, the open header panels' and 'Mehr' menu's own
   * code, the hyphenation patterns' loader).
   */
  parts: 6,
  /**
   * Parts that carry a library of their own: the register's map and the details page's small map
   * are MapLibre GL (about 280 KB, one chunk for both),
   * loaded only when the map is shown — never with the first rows. Its worker is a file of its
   * own, fetched by MapLibre when the map starts. `saved-filters` is the saved filters' machinery and the side filter page, loaded beside
   * the register's first results.
   */
  largeParts: {
    // floating-ui's DOM part, which places an open list, tooltip, panel or menu (ADR 34).
    position: 7.5,
    "register-map": 300,
    "location-map": 300,
    // With its own messages (save problems, conflicts), which the first rows no longer carry, and
    // React Query's mutation observers, which write the saved filters.
    "saved-filters": 10,
    // The test settings' clock form with react-hook-form, offered only outside production.
    "test-clock": 18,
  } as Record<string, number>,
} as const;
