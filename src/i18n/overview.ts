/**
 * The three views of the register (SPEC §3: all, official, owner), in the same words on the start
 * page, where they are chosen, and in the register, where they are shown and changed.
 */
export const OVERVIEW_TEXTS = {
  legend: "Übersicht",
  all: "Alle Anlagen",
  owner: "Meine Anlagen",
  /** An authority's view: its Bundesland, named once it is known. */
  official: (bundesland?: string) =>
    bundesland
      ? `Anlagen meines Bundeslands (${bundesland})`
      : "Anlagen meines Bundeslands",
} as const;
