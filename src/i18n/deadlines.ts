/**
 * Product texts of the deadlines the register shows beyond the specification (src/api/deadlines.ts):
 * site visits (IED Art. 23(4)) and the reconsideration of permits after BAT conclusions (Art. 21(3)).
 * The simulated API names its filter options with the same texts.
 */
import type {
  BatReconsiderationState,
  RiskClass,
  SiteVisitState,
} from "../api/deadlines";

const days = (count: number) => (count === 1 ? "einem Tag" : `${count} Tagen`);

export const DEADLINE_TEXTS = {
  riskClass: {
    term: "Risikoklasse",
    names: {
      HIGH: "hoch",
      MEDIUM: "mittel",
      LOW: "gering",
    } satisfies Record<RiskClass, string>,
    interval: (years: number) =>
      years === 1
        ? "Vor-Ort-Besichtigung mindestens jährlich"
        : `Vor-Ort-Besichtigung mindestens alle ${years} Jahre`,
  },
  siteVisit: {
    /** Filter criterion and its category. */
    criterion: "Vor-Ort-Besichtigung",
    category: "Umweltinspektion",
    states: {
      ON_TIME: "Fristgerecht",
      OVERDUE: "Überfällig",
    } satisfies Record<SiteVisitState, string>,
    /** Register column. */
    column: "Nächste Vor-Ort-Besichtigung",
    lastVisit: "Letzte planmäßige Vor-Ort-Besichtigung",
    noVisit: "Keine erfasst",
    due: "Nächste Vor-Ort-Besichtigung fällig bis",
    overdueSince: (count: number) => `Überfällig seit ${days(count)}`,
    closed: "Keine (stillgelegt)",
  },
  bat: {
    /** Filter criterion. */
    criterion: "Anpassung an BVT-Schlussfolgerungen",
    states: {
      ADAPTED: "Fristgerecht angepasst",
      ADAPTED_LATE: "Verspätet angepasst",
      OPEN: "Offen",
      OVERDUE: "Überfällig",
    } satisfies Record<BatReconsiderationState, string>,
    /** Details page, BAT section. */
    title: (code: string) =>
      `Anpassung an die BVT-Schlussfolgerungen ${code} (Haupttätigkeit)`,
    deadline: "Frist",
    state: "Stand",
    adaptedOn: "Angepasst am",
    overdueSince: (count: number) => `Überfällig seit ${days(count)}`,
    /** Details page: to the register, filtered by the conclusions and the state. */
    sameState: (code: string, state: string) =>
      `Alle Anlagen mit BVT-Schlussfolgerungen ${code} im Stand „${state}“`,
    legal:
      "Nach Art. 21 Abs. 3 der Industrieemissionsrichtlinie werden die Genehmigungsauflagen binnen vier Jahren nach Veröffentlichung der BVT-Schlussfolgerungen zur Haupttätigkeit einer Anlage überprüft und nötigenfalls angepasst.",
    /**
     * BAT conclusions page: the installations each concerns, by state. The soft hyphen lets the
     * column fit beside the sidebar.
     */
    column: "Anpassung der Genehmi\u00ADgungen",
    deadlineOf: (date: string) => `Frist bis ${date}`,
    count: (count: string, state: string) => `${state}: ${count}`,
    // The soft hyphen: the longest word of the column, which must fit beside the sidebar.
    none: "Keine Anlage mit dieser Haupt\u00ADtätigkeit",
  },
  stats: {
    title: "Überfällige Vor-Ort-Besichtigungen je Bundesland",
    description:
      "In Betrieb befindliche Anlagen, deren nächste Vor-Ort-Besichtigung nach Art. 23 Abs. 4 der Industrieemissionsrichtlinie heute überfällig ist.",
  },
} as const;
