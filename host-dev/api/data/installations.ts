import type {
  Address,
  BranchenStats,
  ChangeRecord,
  CodeName,
  ContactPerson,
  FilterCriterionMetadata,
  IedActivity,
  Inspection,
  InstallationDetails,
  InstallationSummary,
  Operator,
  InstallationPage,
  Permit,
  SortDirection,
} from "../../../src/api/types";
import {
  batReconsiderationDeadline,
  batReconsiderationState,
  siteVisitDue,
  siteVisitState,
  type BatReconsiderationState,
  type RiskClass,
} from "../../../src/api/deadlines";
import { SEARCH_CRITERION_IDS } from "../../../src/api/installationSearch";
import { DEADLINE_TEXTS } from "../../../src/i18n/deadlines";
import { RESULT_LIST_SOURCES } from "../../../src/api/types";
import { createRng, hashSeed, weightedTable, type Rng } from "../random";
import { germanSortKey, normalizeSearch, searchTokens } from "../text";
import { BEZIRKE, BUNDESLAENDER, GEMEINDEN, type Gemeinde } from "./austria";
import { KG_BY_GKZ } from "./cadastral";
import {
  AUSTRIA_BOUNDS,
  BEZIRK_SEATS,
  BUNDESLAND_CENTRES,
} from "./coordinates";
import {
  AUTHORITY_NAMES_BY_BUNDESLAND,
  BVT_CONCLUSIONS,
  IED_ACTIVITIES,
  LEGAL_FORMS,
  NACE_ACTIVITIES,
  OPERATOR_NAME_PARTS,
  type BvtConclusionData,
} from "./ied";

/** The data set describes the register as of this instant; fixed so every start is identical. */
export const DATA_AS_OF = "2026-10-01T06:00:00.000Z";
const AS_OF_MS = Date.parse(DATA_AS_OF);
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

const SECTOR_LABELS: Readonly<Record<string, string>> = {
  "1": "Energiewirtschaft",
  "2": "Herstellung und Verarbeitung von Metallen",
  "3": "Mineralverarbeitende Industrie",
  "4": "Chemische Industrie",
  "5": "Abfallbehandlung",
  "6": "Sonstige Industriezweige",
};

export const STATUS_LABELS: Readonly<
  Record<InstallationSummary["status"], string>
> = {
  IN_OPERATION: "In Betrieb",
  CLOSED: "Stillgelegt",
};

/** The criteria the search takes: the client's list is the contract (src/api/installationSearch.ts). */
type CriterionId = (typeof SEARCH_CRITERION_IDS)[number];

export const SORT_FIELDS = [
  "id",
  "name",
  "operatorName",
  "postcode",
  "municipality",
  "bezirk",
  "bundesland",
  "mainActivity",
  "bvtCodes",
  "status",
  "lastInspection",
  "nextSiteVisitDue",
] as const satisfies readonly (keyof InstallationSummary)[];
export type SortField = (typeof SORT_FIELDS)[number];

export interface SearchQuery {
  text?: string;
  /** Today (ISO date, Vienna): the deadlines' states are taken on this day. */
  today?: string;
  criteria?: Partial<Record<CriterionId, string[]>>;
  /** Overview scope already resolved for the caller. */
  scope?: { ids?: ReadonlySet<string>; bundesland?: string };
  sort?: { field: SortField; direction: SortDirection };
  /** Sorts by distance from this point instead (nearest first); the items carry distanceKm. */
  near?: { lat: number; lon: number };
}

/** Persona owner keys and how many installations each is registered for. */
export interface OwnerSpec {
  key: string;
  count: number;
}

// ---- Static tables ------------------------------------------------------------------------

/** Installation name words per Annex I activity ("Zementwerk" + place). */
const NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  "1.1": [
    "Heizkraftwerk",
    "Fernheizkraftwerk",
    "Kraftwerk",
    "Biomasse-Heizkraftwerk",
  ],
  "1.2": ["Raffinerie"],
  "1.3": ["Kokerei"],
  "1.4": ["Vergasungsanlage"],
  "2.1": ["Sinteranlage"],
  "2.2": ["Stahlwerk", "Elektrostahlwerk", "Hüttenwerk"],
  "2.3.a": ["Warmwalzwerk"],
  "2.3.b": ["Schmiedewerk", "Gesenkschmiede"],
  "2.3.c": ["Feuerverzinkerei", "Bandverzinkung"],
  "2.4": ["Eisengießerei", "Gießerei"],
  "2.5.a": ["Metallhütte", "Kupferhütte"],
  "2.5.b": ["Aluminiumgießerei", "Umschmelzwerk", "Leichtmetallgießerei"],
  "2.6": ["Galvanik", "Oberflächentechnik", "Beizerei"],
  "3.1.a": ["Zementwerk"],
  "3.1.b": ["Kalkwerk"],
  "3.1.c": ["Magnesitwerk"],
  "3.2": ["Asbestverarbeitung"],
  "3.3": ["Glaswerk", "Glashütte"],
  "3.4": ["Mineralwollewerk", "Steinwollewerk"],
  "3.5": ["Ziegelwerk", "Keramikwerk", "Feuerfestwerk"],
  "4.1": ["Chemiewerk", "Kunststoffwerk", "Chemiepark"],
  "4.2": ["Chemiewerk", "Elektrolyse"],
  "4.3": ["Düngemittelwerk"],
  "4.4": ["Pflanzenschutzmittelwerk"],
  "4.5": ["Pharmawerk", "Wirkstoffproduktion"],
  "4.6": ["Sprengstoffwerk", "Pulverfabrik"],
  "5.1": ["Abfallbehandlungsanlage", "Sonderabfallbehandlung", "CP-Anlage"],
  "5.2.a": [
    "Müllverbrennungsanlage",
    "Reststoffverwertung",
    "Thermische Abfallbehandlung",
  ],
  "5.2.b": ["Sonderabfallverbrennung"],
  "5.3.a": ["Abfallbehandlungsanlage", "Schlammbehandlung"],
  "5.3.b": [
    "Mechanisch-biologische Abfallbehandlung",
    "Kompostieranlage",
    "Biogasanlage",
  ],
  "5.4": ["Deponie", "Reststoffdeponie", "Massenabfalldeponie"],
  "5.5": ["Zwischenlager gefährlicher Abfälle"],
  "5.6": ["Untertagedeponie"],
  "6.1.a": ["Zellstoffwerk"],
  "6.1.b": ["Papierfabrik", "Kartonfabrik"],
  "6.1.c": ["Spanplattenwerk", "Holzwerkstoffwerk"],
  "6.2": ["Textilveredelung", "Färberei"],
  "6.3": ["Lederfabrik", "Gerberei"],
  "6.4.a": ["Schlachthof", "Geflügelschlachthof"],
  "6.4.b": [
    "Brauerei",
    "Zuckerfabrik",
    "Stärkefabrik",
    "Fleischwarenwerk",
    "Mälzerei",
  ],
  "6.4.c": ["Molkerei", "Käserei"],
  "6.5": ["Tierkörperverwertung"],
  "6.6.a": ["Geflügelmast", "Legehennenbetrieb", "Geflügelhof"],
  "6.6.b": ["Schweinemast", "Schweinezucht"],
  "6.6.c": ["Sauenhaltung", "Ferkelproduktion"],
  "6.7": ["Lackieranlage", "Druckerei", "Beschichtungsanlage"],
  "6.8": ["Graphitelektrodenwerk"],
  "6.9": ["CO2-Abscheidung"],
  "6.10": ["Holzimprägnierung"],
  "6.11": ["Abwasserreinigungsanlage"],
};

/** ÖNACE 2008 class of an installation by its main Annex I activity. */
const NACE_BY_ACTIVITY: Readonly<Record<string, string>> = {
  "1.1": "35.11",
  "1.2": "19.20",
  "1.3": "19.10",
  "1.4": "20.11",
  "2.1": "24.10",
  "2.2": "24.10",
  "2.3.a": "24.10",
  "2.3.b": "25.50",
  "2.3.c": "25.61",
  "2.4": "24.51",
  "2.5.a": "24.45",
  "2.5.b": "24.53",
  "2.6": "25.61",
  "3.1.a": "23.51",
  "3.1.b": "23.52",
  "3.1.c": "23.20",
  "3.2": "23.99",
  "3.3": "23.13",
  "3.4": "23.14",
  "3.5": "23.32",
  "4.1": "20.14",
  "4.2": "20.13",
  "4.3": "20.15",
  "4.4": "20.20",
  "4.5": "21.10",
  "4.6": "20.51",
  "5.1": "38.22",
  "5.2.a": "38.21",
  "5.2.b": "38.22",
  "5.3.a": "38.21",
  "5.3.b": "38.21",
  "5.4": "38.21",
  "5.5": "38.22",
  "5.6": "38.22",
  "6.1.a": "17.11",
  "6.1.b": "17.12",
  "6.1.c": "16.21",
  "6.2": "13.30",
  "6.3": "15.11",
  "6.4.a": "10.11",
  "6.4.b": "10.13",
  "6.4.c": "10.51",
  "6.5": "38.21",
  "6.6.a": "01.47",
  "6.6.b": "01.46",
  "6.6.c": "01.46",
  "6.7": "25.61",
  "6.8": "23.99",
  "6.9": "20.11",
  "6.10": "16.10",
  "6.11": "37.00",
};

/** Where the installation's name says more than its Annex I activity (a brewery, a district heating plant). */
const NACE_BY_NAME_WORD: Readonly<Record<string, string>> = {
  Heizkraftwerk: "35.30",
  Fernheizkraftwerk: "35.30",
  Kupferhütte: "24.44",
  Umschmelzwerk: "24.42",
  Feuerfestwerk: "23.20",
  Kunststoffwerk: "20.16",
  Geflügelschlachthof: "10.12",
  Brauerei: "11.05",
  Zuckerfabrik: "10.81",
  Stärkefabrik: "10.62",
  Mälzerei: "11.06",
  Druckerei: "18.12",
};

/** Rough Austrian shares of Annex I activities (livestock, waste, surface treatment lead). */
const ACTIVITY_WEIGHTS: Readonly<Record<string, number>> = {
  "1.1": 60,
  "1.2": 1,
  "1.3": 1,
  "1.4": 1,
  "2.1": 1,
  "2.2": 6,
  "2.3.a": 3,
  "2.3.b": 3,
  "2.3.c": 6,
  "2.4": 8,
  "2.5.a": 3,
  "2.5.b": 10,
  "2.6": 30,
  "3.1.a": 9,
  "3.1.b": 6,
  "3.1.c": 3,
  "3.2": 0,
  "3.3": 5,
  "3.4": 3,
  "3.5": 15,
  "4.1": 25,
  "4.2": 8,
  "4.3": 3,
  "4.4": 2,
  "4.5": 8,
  "4.6": 2,
  "5.1": 25,
  "5.2.a": 12,
  "5.2.b": 3,
  "5.3.a": 10,
  "5.3.b": 40,
  "5.4": 30,
  "5.5": 8,
  "5.6": 0,
  "6.1.a": 5,
  "6.1.b": 20,
  "6.1.c": 10,
  "6.2": 4,
  "6.3": 2,
  "6.4.a": 15,
  "6.4.b": 35,
  "6.4.c": 15,
  "6.5": 3,
  "6.6.a": 80,
  "6.6.b": 60,
  "6.6.c": 25,
  "6.7": 30,
  "6.8": 1,
  "6.9": 0,
  "6.10": 3,
  "6.11": 3,
};

/** Further activities that typically share a site with a main activity of a sector. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  "1": ["5.2.a", "6.11"],
  "2": ["2.6", "1.1", "2.3.c", "5.1"],
  "3": ["5.2.a", "1.1", "5.1"],
  "4": ["4.1", "4.2", "6.11", "1.1", "5.1"],
  "5": ["5.1", "5.3.a", "5.5", "5.4"],
  "6": ["1.1", "6.11", "6.7"],
  // Livestock farms only combine housing types, never a large combustion plant.
  "6.6": ["6.6.a", "6.6.b", "6.6.c"],
};

/**
 * Operator name words (from OPERATOR_NAME_PARTS.suffixesBySector) that fit an
 * activity, so a slaughterhouse is not run by "… Papier GmbH". Longest prefix wins.
 */
const SUFFIX_HINTS: Readonly<Record<string, readonly string[]>> = {
  "1.1": ["Energie", "Kraftwerk", "Fernwärme", "Wärme"],
  "1.2": ["Raffinerie", "Gas"],
  "6.1": ["Papier", "Zellstoff", "Karton"],
  "6.1.c": ["Holzwerkstoff"],
  "6.2": ["Textil"],
  "6.3": ["Leder"],
  "6.4.a": ["Fleisch"],
  "6.4.b": ["Zucker", "Mälzerei", "Fleisch"],
  "6.4.c": ["Molkerei"],
  "6.5": ["Fleisch"],
  "6.6.a": ["Geflügel"],
  "6.6.b": ["Schweinezucht"],
  "6.6.c": ["Schweinezucht"],
  "6.7": ["Lackiererei", "Druck"],
  "6.10": ["Holzwerkstoff"],
};

function suffixesFor(sector: string, code: string): readonly string[] {
  const parts = OPERATOR_NAME_PARTS.suffixesBySector;
  const available = parts[sector] ?? parts["6"] ?? ["Industrie"];
  const hintKey = [code, code.slice(0, 3)].find((key) => SUFFIX_HINTS[key]);
  const hinted = hintKey
    ? (SUFFIX_HINTS[hintKey] ?? []).filter((w) => available.includes(w))
    : [];
  return hinted.length > 0 ? hinted : available;
}

/** Operator groups stay within one line of business. */
function businessOf(code: string): string {
  const sector = sectorOf(code);
  return sector === "1" || sector === "6" ? code.slice(0, 3) : sector;
}

const RURAL_ACTIVITY = /^(6\.6|5\.3\.b|6\.4\.a)/;

const INDUSTRIAL_TOWNS = new Set([
  "Linz",
  "Steyr",
  "Wels",
  "Traun",
  "Leonding",
  "Enns",
  "Asten",
  "Ansfelden",
  "Lenzing",
  "Laakirchen",
  "Gmunden",
  "Braunau am Inn",
  "Mattighofen",
  "Marchtrenk",
  "Kirchdorf an der Krems",
  "Leoben",
  "Kapfenberg",
  "Eisenerz",
  "Trofaiach",
  "Niklasdorf",
  "Gratkorn",
  "Frohnleiten",
  "Zeltweg",
  "Judenburg",
  "Mürzzuschlag",
  "Graz",
  "Schwechat",
  "Wiener Neudorf",
  "Ternitz",
  "Amstetten",
  "Traisen",
  "Hirtenberg",
  "Berndorf",
  "St. Pölten",
  "Wiener Neustadt",
  "Villach",
  "Arnoldstein",
  "Radenthein",
  "Brückl",
  "Klein St. Paul",
  "Wolfsberg",
  "Hallein",
  "Kuchl",
  "Kufstein",
  "Wörgl",
  "Brixlegg",
  "Kundl",
  "Jenbach",
  "Hall in Tirol",
  "Wattens",
  "Reutte",
  "Breitenwang",
  "Dornbirn",
  "Hohenems",
  "Nenzing",
  "Bischofshofen",
  "Hochfilzen",
  "Knittelfeld",
]);

const INDUSTRIAL_LAND_WEIGHTS: Readonly<Record<string, number>> = {
  "1": 4,
  "2": 8,
  "3": 22,
  "4": 25,
  "5": 7,
  "6": 17,
  "7": 7,
  "8": 5,
  "9": 6,
};
const RURAL_LAND_WEIGHTS: Readonly<Record<string, number>> = {
  "1": 6,
  "2": 6,
  "3": 30,
  "4": 32,
  "5": 4,
  "6": 25,
  "7": 3,
  "8": 2,
  "9": 0,
};

/** Statutory cities: a Magistrat, not a Bezirkshauptmannschaft, is the authority. */
const MAGISTRATE: Readonly<Record<string, string>> = {
  "101": "Magistrat der Freistadt Eisenstadt",
  "102": "Magistrat der Freistadt Rust",
  "201": "Magistrat der Landeshauptstadt Klagenfurt am Wörthersee",
  "202": "Magistrat der Stadt Villach",
  "301": "Magistrat der Stadt Krems an der Donau",
  "302": "Magistrat der Landeshauptstadt St. Pölten",
  "303": "Magistrat der Stadt Waidhofen an der Ybbs",
  "304": "Magistrat der Stadt Wiener Neustadt",
  "401": "Magistrat der Landeshauptstadt Linz",
  "402": "Magistrat der Stadt Steyr",
  "403": "Magistrat der Stadt Wels",
  "501": "Magistrat der Stadt Salzburg",
  "601": "Magistrat der Stadt Graz",
  "701": "Stadtmagistrat Innsbruck",
  "900": "Magistrat der Stadt Wien",
};

const LAND_FILE_PREFIX: Readonly<Record<string, string>> = {
  "1": "A4/ANL",
  "2": "KLR-BA",
  "3": "WST1-BA",
  "4": "AUWR",
  "5": "205-GEW",
  "6": "ABT13",
  "7": "U-ANL",
  "8": "VIe",
  "9": "MA22",
};

const FAMILY_NAMES = [
  "Gruber",
  "Huber",
  "Bauer",
  "Wagner",
  "Pichler",
  "Steiner",
  "Moser",
  "Mayer",
  "Hofer",
  "Leitner",
  "Berger",
  "Fuchs",
  "Eder",
  "Fischer",
  "Schmid",
  "Winkler",
  "Weber",
  "Reiter",
  "Mayr",
  "Wimmer",
  "Egger",
  "Brunner",
  "Baumgartner",
  "Auer",
  "Lechner",
  "Wallner",
  "Aigner",
  "Ebner",
  "Koller",
  "Haas",
] as const;
const FIRST_NAMES = [
  "Johann",
  "Josef",
  "Franz",
  "Karl",
  "Anton",
  "Maria",
  "Anna",
  "Elisabeth",
  "Christian",
  "Stefan",
  "Martin",
  "Thomas",
  "Andreas",
  "Michael",
  "Monika",
  "Andrea",
  "Sabine",
  "Gerhard",
] as const;
/** Contact persons: first names and academic titles (Austrian, gendered forms) per gender code. */
const CONTACT_NAMES: Readonly<
  Record<string, { first: readonly string[]; titles: readonly string[] }>
> = {
  W: {
    first: [
      "Andrea",
      "Sabine",
      "Monika",
      "Claudia",
      "Barbara",
      "Katharina",
      "Julia",
      "Eva",
      "Petra",
      "Birgit",
    ],
    titles: ["Mag.a", "DIin", "Dr.in", "Ing.", "DIin Dr.in"],
  },
  M: {
    first: [
      "Markus",
      "Thomas",
      "Michael",
      "Gerhard",
      "Wolfgang",
      "Christian",
      "Stefan",
      "Peter",
      "Martin",
      "Harald",
    ],
    titles: ["Mag.", "DI", "Dr.", "Ing.", "DI Dr."],
  },
  // Divers and "keine Angabe": names used by all genders, titles in the unmarked form.
  D: {
    first: ["Alex", "Kim", "Robin", "Sascha", "Toni"],
    titles: ["Mag.", "DI", "Dr."],
  },
  X: {
    first: ["Alex", "Chris", "Dominique", "Luca", "Sam"],
    titles: ["Mag.", "DI", "Ing."],
  },
};

/** Telephone area code of each Bundesland's capital (Dornbirn for Vorarlberg). */
const AREA_CODES: Readonly<Record<string, string>> = {
  "1": "2682",
  "2": "463",
  "3": "2742",
  "4": "732",
  "5": "662",
  "6": "316",
  "7": "512",
  "8": "5572",
  "9": "1",
};

const TOP_LEVEL_DOMAINS: Readonly<Record<string, string>> = {
  DEU: "de",
  CHE: "ch",
};

const STAFF = [
  "Mag. Andrea Lehner",
  "DI Markus Eder",
  "Ing. Karin Fuchs",
  "Dr. Peter Brunner",
  "Mag.a Julia Wallner",
  "DI (FH) Lukas Aigner",
  "Sachbearbeitung IPPC-Register",
] as const;
const INDUSTRIAL_STREETS = [
  "Industriestraße",
  "Werksstraße",
  "Fabrikstraße",
  "Gewerbestraße",
  "Industriezeile",
  "Am Gewerbepark",
  "Bahnhofstraße",
  "Hauptstraße",
  "Hüttenstraße",
  "Dr.-Karl-Renner-Straße",
  "Wiener Straße",
  "Linzer Straße",
  "Grazer Straße",
  "Salzburger Straße",
  "Betriebsstraße",
] as const;
const RURAL_STREETS = [
  "Dorfstraße",
  "Feldweg",
  "Am Anger",
  "Hofweg",
  "Siedlungsstraße",
  "Aubach",
];

const ROUTINE_FINDINGS = [
  "Keine Mängel festgestellt. Die Anlage entspricht dem Konsens laut Genehmigungsbescheid.",
  "Geringfügige Mängel bei der Dokumentation der Emissionsmessungen; Nachreichung binnen sechs Wochen aufgetragen.",
  "Betriebstagebuch vollständig geführt; Empfehlung zur Verbesserung der Lagerung wassergefährdender Betriebsmittel.",
  "Kennzeichnung der Abfalllagerbereiche unvollständig; der Mangel wurde während der Inspektion behoben.",
  "Emissionsgrenzwerte für Staub und NOx laut kontinuierlicher Messung eingehalten; keine Beanstandungen.",
  "Auflage des Genehmigungsbescheides zur Wartung der Filteranlage nicht nachgewiesen; Frist von drei Monaten gesetzt.",
  "Abwasservorreinigung geprüft: Grenzwerte der Indirekteinleiterverordnung eingehalten, Eigenüberwachung plausibel.",
  "Umsetzung der BVT-Schlussfolgerungen geprüft; die Anpassungsmaßnahmen liegen im Zeitplan.",
  "Lärmmessung an der Grundgrenze ergab die Einhaltung der vorgeschriebenen Immissionswerte.",
  "Ausgangszustandsbericht (Boden, Grundwasser) aktualisiert; keine Hinweise auf Verunreinigungen.",
] as const;
const OCCASION_FINDINGS = [
  "Anlassbezogene Inspektion nach Nachbarschaftsbeschwerde wegen Geruchsbelästigung; Maßnahmen zur Abluftfassung vorgeschrieben.",
  "Anlassbezogene Inspektion nach einem Störfall (Austritt von Hydrauliköl); Sanierung abgeschlossen, keine Umweltgefährdung.",
  "Anlassbezogene Inspektion nach Überschreitung eines Emissionsgrenzwertes; Ursachenanalyse und Bericht binnen vier Wochen aufgetragen.",
  "Anlassbezogene Inspektion wegen Staubbeschwerden; Befeuchtung der Fahrwege und Einhausung der Siebanlage angeordnet.",
  "Anlassbezogene Inspektion im Zuge eines Änderungsverfahrens; Übereinstimmung mit den Projektunterlagen festgestellt.",
] as const;
const CHANGE_SUBJECTS = [
  "Änderung der Betriebsanlage durch Errichtung einer Rauchgasreinigungsanlage",
  "Erhöhung der Produktionskapazität",
  "Errichtung eines Zwischenlagers für Einsatzstoffe",
  "Austausch der Brenneranlage und Umstellung auf Erdgas",
  "Errichtung einer Abwasservorreinigungsanlage (Indirekteinleitung)",
  "Erweiterung der Lagerhalle und Neuordnung der Verkehrsflächen",
  "Errichtung einer Photovoltaikanlage auf dem Hallendach",
  "Änderung der Betriebszeiten",
  "Einbau einer Wärmerückgewinnung",
] as const;

// ---- Derived lookups ------------------------------------------------------------------------

const BEZIRK_NAMES: ReadonlyMap<string, CodeName> = new Map(
  BEZIRKE.map((b) => [b.code, { code: b.code, name: b.name }]),
);
const BUNDESLAND_NAMES: ReadonlyMap<string, CodeName> = new Map(
  BUNDESLAENDER.map((b) => [b.code, { code: b.code, name: b.name }]),
);
const ACTIVITY_BY_CODE: ReadonlyMap<string, IedActivity> = new Map(
  IED_ACTIVITIES.map((a) => [a.code, { code: a.code, label: a.label }]),
);
const BVT_ORDER: ReadonlyMap<string, number> = new Map(
  BVT_CONCLUSIONS.map((b, i) => [b.code, i]),
);
const BVT_BY_ACTIVITY: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const bvt of BVT_CONCLUSIONS) {
    for (const code of bvt.activityCodes)
      map.set(code, [...(map.get(code) ?? []), bvt.code]);
  }
  return map;
})();
const LEGAL_SHORT: ReadonlyMap<string, string> = new Map(
  LEGAL_FORMS.map((f) => [
    f.code,
    /\(([^)]+)\)\s*$/.exec(f.name)?.[1] ?? f.name,
  ]),
);
const LEGAL_NAME: ReadonlyMap<string, string> = new Map(
  LEGAL_FORMS.map((f) => [f.code, f.name]),
);

function bundeslandOf(gemeinde: Gemeinde): string {
  return gemeinde.bezirkCode.charAt(0);
}

function gemeindeTable(
  landWeights: Readonly<Record<string, number>>,
  boost: number,
) {
  const perLand = new Map<string, number>();
  for (const g of GEMEINDEN)
    perLand.set(bundeslandOf(g), (perLand.get(bundeslandOf(g)) ?? 0) + 1);
  return weightedTable(GEMEINDEN, (g) => {
    const land = bundeslandOf(g);
    const base = (landWeights[land] ?? 1) / (perLand.get(land) ?? 1);
    return INDUSTRIAL_TOWNS.has(g.name) ? base * boost : base;
  });
}

const INDUSTRIAL_SITES = gemeindeTable(INDUSTRIAL_LAND_WEIGHTS, 8);
const RURAL_SITES = weightedTable(
  GEMEINDEN.filter(
    (g) =>
      !INDUSTRIAL_TOWNS.has(g.name) &&
      (RURAL_LAND_WEIGHTS[bundeslandOf(g)] ?? 0) > 0,
  ),
  (g) => RURAL_LAND_WEIGHTS[bundeslandOf(g)] ?? 0,
);
const ACTIVITY_TABLE = weightedTable(
  IED_ACTIVITIES.map((a) => a.code),
  (code) => ACTIVITY_WEIGHTS[code] ?? 1,
);

/** "Kirchdorf an der Krems" → "Kirchdorf", as installations are usually named. */
function shortPlace(name: string): string {
  const cut = name.search(/ (an der|an dem|am|im|in|bei|ob|ob der) /);
  return cut > 0 ? name.slice(0, cut) : name;
}

function sectorOf(code: string): string {
  return code.charAt(0);
}

const isoDates = new Map<number, string>();
/** Cached per day: the generator formats 100 000 dates from a few thousand distinct days. */
function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function authorityAbbreviation(name: string): string {
  const letters = normalizeSearch(name).replace(/[^a-z]/g, "");
  return letters.slice(0, 2).toUpperCase();
}

// ---- Operators ------------------------------------------------------------------------------

interface OperatorInfo {
  id: string;
  name: string;
  legalFormCode: string;
  hq: Gemeinde;
  street: string;
  companyRegisterNumber: string | null;
  /** Seat outside Austria; hq and street are then unused. */
  abroad: ForeignSeat | null;
}

interface ForeignSeat {
  /** ISO 3166-1 alpha-3, the code of the countries reference list. */
  countryCode: string;
  street: string;
  postcode: string;
  municipality: string;
  companyRegisterNumber: string;
}

/** Seats of foreign groups running Austrian sites, mostly across the German border. */
const FOREIGN_SEATS: readonly Omit<ForeignSeat, "companyRegisterNumber">[] = [
  {
    countryCode: "DEU",
    street: "Johannes-Hess-Straße 24",
    postcode: "84489",
    municipality: "Burghausen",
  },
  {
    countryCode: "DEU",
    street: "Leopoldstraße 180",
    postcode: "80804",
    municipality: "München",
  },
  {
    countryCode: "DEU",
    street: "Carl-Bosch-Straße 38",
    postcode: "67063",
    municipality: "Ludwigshafen am Rhein",
  },
  {
    countryCode: "DEU",
    street: "Rüttenscheider Straße 1",
    postcode: "45128",
    municipality: "Essen",
  },
  {
    countryCode: "CHE",
    street: "Hardturmstrasse 101",
    postcode: "8005",
    municipality: "Zürich",
  },
];

function foreignSeat(rng: Rng): ForeignSeat {
  const seat = rng.pick(FOREIGN_SEATS);
  const companyRegisterNumber =
    seat.countryCode === "CHE"
      ? `CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`
      : `HRB ${rng.int(1000, 99999)}`;
  return { ...seat, companyRegisterNumber };
}

function companyRegisterNumber(rng: Rng): string {
  return `FN ${rng.int(10000, 599999)}${"abcdfghikmpstvwxyz".charAt(rng.int(0, 17))}`;
}

function pickLegalForm(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.6) return "GMBH";
  if (roll < 0.74) return "AG";
  if (roll < 0.88) return "GMBH_CO_KG";
  if (roll < 0.95) return "KG";
  return "OG";
}

function makeOperator(
  rng: Rng,
  id: string,
  sector: string,
  code: string,
  site: Gemeinde,
  /** Groups only: a few have their seat in Germany or Switzerland. */
  mayBeAbroad = false,
): OperatorInfo {
  const streetNo = `${rng.pick(INDUSTRIAL_STREETS)} ${rng.int(1, 120)}`;
  if (code.startsWith("6.6") && rng.chance(0.55)) {
    const family = rng.pick(FAMILY_NAMES);
    if (rng.chance(0.5)) {
      return {
        id,
        name: `${rng.pick(FIRST_NAMES)} ${family}`,
        legalFormCode: "EINZEL",
        hq: site,
        street: `${rng.pick(RURAL_STREETS)} ${rng.int(1, 40)}`,
        companyRegisterNumber: null,
        abroad: null,
      };
    }
    const legal = rng.chance(0.5) ? "KG" : "OG";
    const word = code === "6.6.a" ? "Geflügelhof" : "Schweinezucht";
    return {
      id,
      name: `${word} ${family} ${LEGAL_SHORT.get(legal) ?? legal}`,
      legalFormCode: legal,
      hq: site,
      street: `${rng.pick(RURAL_STREETS)} ${rng.int(1, 40)}`,
      companyRegisterNumber: companyRegisterNumber(rng),
      abroad: null,
    };
  }
  if ((code === "5.4" || code === "5.3.b") && rng.chance(0.35)) {
    const bezirk =
      BEZIRK_NAMES.get(site.bezirkCode)?.name.replace(
        / \((Land|Stadt)\)$/,
        "",
      ) ?? site.name;
    return {
      id,
      name: `Abfallwirtschaftsverband ${bezirk}`,
      legalFormCode: "VERBAND",
      hq: site,
      street: streetNo,
      companyRegisterNumber: null,
      abroad: null,
    };
  }
  const parts = OPERATOR_NAME_PARTS;
  const suffixes = suffixesFor(sector, code);
  const head = rng.chance(0.25)
    ? rng.pick(FAMILY_NAMES)
    : rng.pick(parts.prefixes);
  const core = rng.chance(0.45) ? ` ${rng.pick(parts.cores)}` : "";
  const legal = pickLegalForm(rng);
  // Drawn in the order of the fields, as before foreign seats existed: the data set stays the same.
  const name = `${head} ${rng.pick(suffixes)}${core} ${LEGAL_SHORT.get(legal) ?? legal}`;
  const registerNumber = companyRegisterNumber(rng);
  const abroad =
    mayBeAbroad && (legal === "GMBH" || legal === "AG") && rng.chance(0.2)
      ? foreignSeat(rng)
      : null;
  return {
    id,
    name,
    legalFormCode: legal,
    hq: site,
    street: streetNo,
    companyRegisterNumber: abroad?.companyRegisterNumber ?? registerNumber,
    abroad,
  };
}

/** Fixed operators of the personas' installations, so the UI shows one company per owner. */
const PERSONA_SITES: Readonly<
  Record<
    string,
    {
      operator: string;
      legal: string;
      codes: string[];
      /** The persona is the contact person of its installations. */
      contact: Pick<
        ContactPerson,
        "genderCode" | "title" | "firstName" | "lastName"
      >;
    }
  >
> = {
  owner: {
    operator: "Hausruck Metallwerke GmbH",
    legal: "GMBH",
    codes: ["2.5.b", "2.6", "2.4", "6.7", "1.1"],
    contact: {
      genderCode: "W",
      title: "Mag.a",
      firstName: "Maria",
      lastName: "Huber",
    },
  },
  oidc: {
    operator: "Pichler Agrar KG",
    legal: "KG",
    codes: ["6.6.a", "6.6.b"],
    contact: {
      genderCode: "M",
      title: null,
      firstName: "Stefan",
      lastName: "Pichler",
    },
  },
};

/** "Hausruck Metallwerke GmbH" → "hausruck-metallwerke": the operator's mail domain without its legal form. */
function domainName(operatorName: string): string {
  return mailPart(
    operatorName.replace(/ (GmbH & Co KG|GmbH|AG|KG|OG|e\.U\.|SE)$/, ""),
  ).replace(/[.-]+/g, "-");
}

function mailPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Drawn from its own seed, so the rest of the data set does not depend on it. */
function contactFor(row: Row): ContactPerson {
  const rng = createRng(hashSeed("contact", row.seed));
  const roll = rng.next();
  const genderCode =
    roll < 0.47 ? "W" : roll < 0.95 ? "M" : roll < 0.975 ? "D" : "X";
  const names = CONTACT_NAMES[genderCode] ?? { first: ["Alex"], titles: [] };
  const persona = row.ownerKey ? PERSONA_SITES[row.ownerKey] : undefined;
  const person = persona?.contact ?? {
    genderCode,
    title: rng.chance(0.4) ? rng.pick(names.titles) : null,
    firstName: rng.pick(names.first),
    lastName: rng.pick(FAMILY_NAMES),
  };
  const land = bundeslandOf(row.gemeinde);
  const area = AREA_CODES[land] ?? "1";
  const { operator } = row;
  const tld = TOP_LEVEL_DOMAINS[operator.abroad?.countryCode ?? ""] ?? "at";
  return {
    ...person,
    phone: `+43 ${area} ${rng.int(2000, 89999)}-${rng.int(10, 399)}`,
    email: `${mailPart(`${person.firstName}.${person.lastName}`)}@${domainName(operator.name)}.${tld}`,
  };
}

// ---- Deadlines (src/api/deadlines.ts) --------------------------------------------------------

const RISK_BY_INTERVAL: Readonly<Record<1 | 2 | 3, RiskClass>> = {
  1: "HIGH",
  2: "MEDIUM",
  3: "LOW",
};

/** The latest BAT conclusions for an activity: the ones whose reconsideration is the current one. */
const LATEST_BVT_BY_ACTIVITY: ReadonlyMap<string, BvtConclusionData> = (() => {
  const map = new Map<string, BvtConclusionData>();
  for (const bvt of BVT_CONCLUSIONS) {
    for (const code of bvt.activityCodes) {
      const known = map.get(code);
      if (!known || known.publicationDate < bvt.publicationDate)
        map.set(code, bvt);
    }
  }
  return map;
})();

type Reconsideration = NonNullable<InstallationSummary["batReconsideration"]>;

/**
 * Whether and when the permit was adapted to the latest BAT conclusions of the main activity: of
 * the installations operating when they were published, most on time, some late, some not yet.
 */
function reconsiderationOf(
  mainCode: string,
  startMs: number,
  closedMs: number | null,
  rng: Rng,
): Reconsideration | null {
  const bvt = LATEST_BVT_BY_ACTIVITY.get(mainCode);
  if (!bvt) return null;
  const publishedMs = Date.parse(bvt.publicationDate);
  if (closedMs !== null && closedMs < publishedMs) return null;
  const deadline = batReconsiderationDeadline(bvt.publicationDate);
  const deadlineMs = Date.parse(deadline);
  // Permitted after the publication: the new permit already followed the conclusions.
  const from = Math.max(publishedMs, startMs);
  const roll = rng.next();
  let adaptedMs: number | null = null;
  if (startMs >= publishedMs) adaptedMs = startMs;
  else if (roll < 0.72)
    adaptedMs = from + rng.next() * Math.max(0, deadlineMs - from);
  else if (roll < 0.82) adaptedMs = deadlineMs + rng.int(20, 700) * DAY_MS;
  const until = closedMs ?? AS_OF_MS - 30 * DAY_MS;
  return {
    code: bvt.code,
    deadline,
    adaptedOn:
      adaptedMs !== null && adaptedMs <= until ? isoDate(adaptedMs) : null,
  };
}

/** Where the installation's site visits stand today; null when closed (none is due). */
function siteVisitStateOf(
  summary: InstallationSummary,
  today: string,
): ReturnType<typeof siteVisitState> | null {
  return summary.nextSiteVisitDue
    ? siteVisitState(summary.nextSiteVisitDue, today)
    : null;
}

/** Where the reconsideration after the main activity's latest BAT conclusions stands today. */
function reconsiderationStateOf(
  summary: InstallationSummary,
  today: string,
): BatReconsiderationState | null {
  const r = summary.batReconsideration;
  return r ? batReconsiderationState(r.deadline, r.adaptedOn, today) : null;
}

// ---- The data set ---------------------------------------------------------------------------

interface Row {
  seed: number;
  gemeinde: Gemeinde;
  /** Main activity first. */
  activityCodes: string[];
  /** ÖNACE class, a code of the naceActivities reference list. */
  naceCode: string;
  operator: OperatorInfo;
  startMs: number;
  closedMs: number | null;
  inspectionIntervalYears: number;
  lastInspectionMs: number | null;
  competentAuthority: string;
  /** The persona registered for the installation, if any. */
  ownerKey: string | undefined;
}

/** A register row with what the Excel export adds: the ÖNACE class and the operator's legal form. */
export interface ExportRow extends InstallationSummary {
  naceCode: string;
  legalFormCode: string;
}

const DETAIL_CACHE_SIZE = 256;

export class InstallationDataset {
  readonly summaries: readonly InstallationSummary[];
  private readonly rows: Row[];
  /**
   * Normalised id, name and operator of every row, one row per line. A native
   * indexOf over one string is much faster than 100 000 includes calls.
   */
  private readonly corpus: string;
  /** Start of row i in the corpus; offsets[size] = corpus length. */
  private readonly offsets: Int32Array;
  private readonly indexById = new Map<string, number>();
  private readonly owned = new Map<string, string[]>();
  private readonly orders = new Map<SortField, Int32Array>();
  /** Every row's position, made on first use: the map and 'near' read 100 000 of them at once. */
  private positions: { lat: Float64Array; lon: Float64Array } | undefined;
  private readonly detailCache = new Map<string, InstallationDetails>();
  /** Installations rewritten by dev tooling (/__dev/hostile, /__dev/large-record), with their original summary. */
  private readonly rewrites = new Map<
    string,
    { original: InstallationSummary; details: InstallationDetails }
  >();
  /** Further documents dev tooling (/__dev/large-record) files for an installation, until restoreAll(). */
  readonly extraDocuments = new Map<string, number>();
  private readonly columns: Columns;

  constructor(size: number, owners: readonly OwnerSpec[] = []) {
    const ownerAt = new Map<number, string>();
    owners.forEach((owner, ownerIndex) => {
      const wanted = Math.min(owner.count, size - ownerAt.size);
      for (let placed = 0; placed < wanted; placed++) {
        // Spread the personas' installations over the whole list.
        let index =
          Math.floor(((placed + 0.5 + ownerIndex * 0.31) / wanted) * size) %
          size;
        while (ownerAt.has(index)) index = (index + 1) % size;
        ownerAt.set(index, owner.key);
      }
    });

    const summaries: InstallationSummary[] = new Array(size);
    this.rows = new Array(size);
    const haystacks: string[] = new Array(size);
    const nameCounts = new Map<string, number>();
    const bvtCache = new Map<string, string[]>();
    const groups = new Map<string, OperatorInfo>();
    const personaCounters = new Map<string, number>();
    const groupCount = clamp(Math.round(size / 12), 8, 5000);

    for (let i = 0; i < size; i++) {
      const id = `AT-IPPC-${String(i + 1).padStart(6, "0")}`;
      const seed = hashSeed("installation", i);
      const rng = createRng(seed);
      const ownerKey = ownerAt.get(i);
      const personaSite = ownerKey ? PERSONA_SITES[ownerKey] : undefined;

      let mainCode = ACTIVITY_TABLE.pick(rng);
      if (personaSite) {
        const n = personaCounters.get(ownerKey ?? "") ?? 0;
        personaCounters.set(ownerKey ?? "", n + 1);
        mainCode = personaSite.codes[n % personaSite.codes.length] ?? mainCode;
      }
      const sector = sectorOf(mainCode);
      const gemeinde = (
        RURAL_ACTIVITY.test(mainCode) ? RURAL_SITES : INDUSTRIAL_SITES
      ).pick(rng);

      const activityCodes = [mainCode];
      if (rng.chance(0.3)) {
        const companions =
          COMPANIONS[mainCode.slice(0, 3)] ?? COMPANIONS[sector] ?? [];
        const extra = rng.int(1, 2);
        for (let k = 0; k < extra && companions.length > 0; k++) {
          const code = rng.pick(companions);
          if (!activityCodes.includes(code) && ACTIVITY_BY_CODE.has(code))
            activityCodes.push(code);
        }
      }
      const bvtKey = activityCodes.join("|");
      let bvtCodes = bvtCache.get(bvtKey);
      if (!bvtCodes) {
        bvtCodes = bvtFor(activityCodes);
        bvtCache.set(bvtKey, bvtCodes);
      }

      let operator: OperatorInfo;
      if (personaSite && ownerKey) {
        const key = `persona:${ownerKey}`;
        operator = groups.get(key) ?? {
          id: `OP-P${ownerKey.toUpperCase()}`,
          name: personaSite.operator,
          legalFormCode: personaSite.legal,
          hq: gemeinde,
          street: `${INDUSTRIAL_STREETS[0]} 12`,
          companyRegisterNumber: "FN 123456x",
          abroad: null,
        };
        groups.set(key, operator);
      } else if (!mainCode.startsWith("6.6") && rng.chance(0.35)) {
        const groupIndex = rng.int(0, Math.ceil(groupCount / 6) - 1);
        const key = `${businessOf(mainCode)}:${groupIndex}`;
        operator =
          groups.get(key) ??
          makeOperator(
            createRng(hashSeed("group", key)),
            `OP-G${businessOf(mainCode).replace(".", "")}-${String(groupIndex).padStart(4, "0")}`,
            sector,
            mainCode,
            gemeinde,
            true,
          );
        groups.set(key, operator);
      } else {
        operator = makeOperator(
          createRng(hashSeed("operator", i)),
          `OP-${String(i + 1).padStart(6, "0")}`,
          sector,
          mainCode,
          gemeinde,
        );
      }

      const startMs = Date.UTC(
        rng.int(1972, 2021),
        rng.int(0, 11),
        rng.int(1, 28),
      );
      const closed = !personaSite && rng.chance(0.05);
      const closedMs = closed
        ? Math.min(AS_OF_MS - 90 * DAY_MS, startMs + rng.int(5, 40) * YEAR_MS)
        : null;
      const interval = rng.pick([1, 2, 2, 3, 3] as const);
      const endMs = closedMs ?? AS_OF_MS;
      const lastInspectionMs =
        endMs - startMs < 120 * DAY_MS
          ? null
          : Math.max(
              startMs + 60 * DAY_MS,
              endMs - rng.int(10, Math.round(interval * 365)) * DAY_MS,
            );

      const riskClass = RISK_BY_INTERVAL[interval];
      const batReconsideration = reconsiderationOf(
        mainCode,
        startMs,
        closedMs,
        // Its own stream of numbers: every other field stays as it was before deadlines came.
        createRng(hashSeed("bat", i)),
      );

      const bundeslandCode = bundeslandOf(gemeinde);
      const competentAuthority = authorityFor(rng, mainCode, gemeinde);

      const nameWord = rng.pick(NAME_WORDS[mainCode] ?? ["Betriebsanlage"]);
      const baseName = `${nameWord} ${shortPlace(gemeinde.name)}`;
      const seen = nameCounts.get(baseName) ?? 0;
      nameCounts.set(baseName, seen + 1);
      const name =
        seen === 0
          ? baseName
          : `${baseName} ${DUPLICATE_SUFFIXES[seen - 1] ?? `Standort ${seen + 1}`}`;

      const summary: InstallationSummary = {
        id,
        name,
        operatorName: operator.name,
        postcode: gemeinde.postcode,
        municipality: gemeinde.name,
        bezirk: BEZIRK_NAMES.get(gemeinde.bezirkCode) ?? {
          code: gemeinde.bezirkCode,
          name: "",
        },
        bundesland: BUNDESLAND_NAMES.get(bundeslandCode) ?? {
          code: bundeslandCode,
          name: "",
        },
        mainActivity: ACTIVITY_BY_CODE.get(mainCode) ?? {
          code: mainCode,
          label: "",
        },
        bvtCodes,
        status: closed ? "CLOSED" : "IN_OPERATION",
        lastInspection:
          lastInspectionMs === null ? null : isoDate(lastInspectionMs),
        riskClass,
        nextSiteVisitDue: closed
          ? null
          : siteVisitDue(
              riskClass,
              lastInspectionMs === null ? null : isoDate(lastInspectionMs),
              isoDate(startMs),
            ),
        batReconsideration,
        source: RESULT_LIST_SOURCES[i % RESULT_LIST_SOURCES.length] ?? "EDM",
      };
      summaries[i] = summary;
      this.rows[i] = {
        seed,
        gemeinde,
        activityCodes,
        naceCode:
          NACE_BY_NAME_WORD[nameWord] ?? NACE_BY_ACTIVITY[mainCode] ?? "",
        operator,
        startMs,
        closedMs,
        inspectionIntervalYears: interval,
        lastInspectionMs,
        competentAuthority,
        ownerKey,
      };
      // Place fields live in PLACE_HAYSTACKS, matched once per query, not per row.
      haystacks[i] = normalizeSearch(
        `${id}\u0000${name}\u0000${operator.name}`,
      );
      this.indexById.set(id, i);
      if (ownerKey)
        this.owned.set(ownerKey, [...(this.owned.get(ownerKey) ?? []), id]);
    }
    this.summaries = summaries;
    this.offsets = new Int32Array(size + 1);
    let offset = 0;
    haystacks.forEach((haystack, i) => {
      this.offsets[i] = offset;
      offset += haystack.length + 1;
    });
    this.offsets[size] = offset;
    this.corpus = `${haystacks.join("\n")}\n`;
    this.columns = buildColumns(summaries, this.rows);
    // The register's default order; computed up front so the first search is fast too.
    this.order("name");
  }

  get size(): number {
    return this.summaries.length;
  }

  has(id: string): boolean {
    return this.indexById.has(id);
  }

  summary(id: string): InstallationSummary | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : this.summaries[index];
  }

  /** Installation ids a persona (owner key) is registered for. */
  ownedBy(ownerKey: string): readonly string[] {
    return this.owned.get(ownerKey) ?? [];
  }

  coordinates(id: string): { lat: number; lon: number } | undefined {
    const index = this.indexById.get(id);
    if (index === undefined) return undefined;
    const { lat, lon } = this.allPositions();
    return { lat: lat[index] ?? NaN, lon: lon[index] ?? NaN };
  }

  private allPositions(): { lat: Float64Array; lon: Float64Array } {
    if (!this.positions) {
      const lat = new Float64Array(this.size);
      const lon = new Float64Array(this.size);
      this.rows.forEach((row, i) => {
        const at = coordinatesOf(row);
        lat[i] = at.lat;
        lon[i] = at.lon;
      });
      this.positions = { lat, lon };
    }
    return this.positions;
  }

  search(query: SearchQuery, page: number, pageSize: number): InstallationPage {
    const from = page * pageSize;
    if (query.near) {
      // Only the page's rows get their distance written: 100 000 copies would be the slow part.
      const { order, km } = this.nearest(this.matchMask(query), query.near);
      const items = Array.from(order.subarray(from, from + pageSize), (index) =>
        this.withDistance(index, km),
      );
      return { items, total: order.length, page, pageSize };
    }
    // A plain loop, not `matching`: the search is the hot path over 100 000 rows.
    const mask = this.matchMask(query);
    const order = this.order(query.sort?.field ?? "name");
    const descending = query.sort?.direction === "desc";
    const items: InstallationSummary[] = [];
    let total = 0;
    const n = order.length;
    for (let k = 0; k < n; k++) {
      const index = order[descending ? n - 1 - k : k] ?? 0;
      if (mask !== null && mask[index] === 0) continue;
      if (total >= from && items.length < pageSize) {
        const summary = this.summaries[index];
        if (summary) items.push(summary);
      }
      total++;
    }
    return { items, total, page, pageSize };
  }

  /** Every match in result order, one at a time: a download streams them without a copy of the list. */
  *matching(query: SearchQuery): Generator<InstallationSummary> {
    const mask = this.matchMask(query);
    if (query.near) {
      const { order, km } = this.nearest(mask, query.near);
      for (const index of order) yield this.withDistance(index, km);
      return;
    }
    const order = this.order(query.sort?.field ?? "name");
    const descending = query.sort?.direction === "desc";
    const n = order.length;
    for (let k = 0; k < n; k++) {
      const index = order[descending ? n - 1 - k : k] ?? 0;
      if (mask !== null && mask[index] === 0) continue;
      const summary = this.summaries[index];
      if (summary) yield summary;
    }
  }

  /**
   * The matches by distance from `near`, nearest first (equal distances by name): their indices,
   * and every row's distance in km by index.
   */
  private nearest(
    mask: Uint8Array | null,
    near: { lat: number; lon: number },
  ): { order: Int32Array; km: Float64Array } {
    const { lat, lon } = this.allPositions();
    const km = new Float64Array(this.size);
    const byName = this.order("name");
    const order = new Int32Array(this.size);
    let count = 0;
    for (const index of byName) {
      if (mask !== null && mask[index] === 0) continue;
      km[index] = distanceKm(near, {
        lat: lat[index] ?? NaN,
        lon: lon[index] ?? NaN,
      });
      order[count++] = index;
    }
    const matches = order.subarray(0, count);
    // Stable (typed arrays sort stably): equal distances keep the order by name.
    matches.sort((a, b) => (km[a] ?? 0) - (km[b] ?? 0));
    return { order: matches, km };
  }

  private withDistance(index: number, km: Float64Array): InstallationSummary {
    return {
      ...(this.summaries[index] as InstallationSummary),
      distanceKm: Math.round((km[index] ?? 0) * 10) / 10,
    };
  }

  /** Every match in result order (exports). */
  matchAll(query: SearchQuery): InstallationSummary[] {
    return this.search(query, 0, Number.MAX_SAFE_INTEGER).items;
  }

  /** Every match in result order, with the ÖNACE class and legal form the Excel export adds. */
  exportRows(query: SearchQuery): ExportRow[] {
    return this.matchAll(query).map((summary) => {
      const rewritten = this.rewrites.get(summary.id)?.details;
      const row = this.rows[this.indexById.get(summary.id) ?? -1];
      return {
        ...summary,
        naceCode: rewritten?.naceCode ?? row?.naceCode ?? "",
        legalFormCode:
          rewritten?.operator.legalFormCode ??
          row?.operator.legalFormCode ??
          "",
      };
    });
  }

  details(id: string): InstallationDetails | undefined {
    const rewritten = this.rewrites.get(id);
    if (rewritten) return rewritten.details;
    const cached = this.detailCache.get(id);
    if (cached) {
      // Re-insert: Map iteration order makes this a small LRU.
      this.detailCache.delete(id);
      this.detailCache.set(id, cached);
      return cached;
    }
    const index = this.indexById.get(id);
    const row = index === undefined ? undefined : this.rows[index];
    const summary = index === undefined ? undefined : this.summaries[index];
    if (!row || !summary) return undefined;
    const details = buildDetails(summary, row);
    this.detailCache.set(id, details);
    if (this.detailCache.size > DETAIL_CACHE_SIZE) {
      const oldest = this.detailCache.keys().next().value;
      if (oldest !== undefined) this.detailCache.delete(oldest);
    }
    return details;
  }

  /**
   * Dev tooling (/__dev/hostile): serves `edit`'s version of one installation in lists, exports
   * and details until restoreAll(). Search and sort indexes keep the original texts.
   */
  rewrite(
    id: string,
    edit: (details: InstallationDetails) => InstallationDetails,
  ): boolean {
    const index = this.indexById.get(id);
    const row = index === undefined ? undefined : this.rows[index];
    if (index === undefined || !row) return false;
    const original = this.rewrites.get(id)?.original ?? this.summaries[index];
    if (!original) return false;
    const details = edit(buildDetails(original, row));
    const summary: InstallationSummary = {
      id,
      name: details.name,
      operatorName: details.operatorName,
      postcode: details.postcode,
      municipality: details.municipality,
      bezirk: details.bezirk,
      bundesland: details.bundesland,
      mainActivity: details.mainActivity,
      bvtCodes: details.bvtCodes,
      status: details.status,
      lastInspection: details.lastInspection,
      riskClass: details.riskClass,
      nextSiteVisitDue: details.nextSiteVisitDue,
      batReconsideration: details.batReconsideration,
      source: original.source,
    };
    (this.summaries as InstallationSummary[])[index] = summary;
    this.rewrites.set(id, { original, details });
    return true;
  }

  restoreAll(): void {
    for (const [id, { original }] of this.rewrites) {
      const index = this.indexById.get(id);
      if (index !== undefined)
        (this.summaries as InstallationSummary[])[index] = original;
    }
    this.rewrites.clear();
    this.extraDocuments.clear();
  }

  /** Per BAT conclusions: how many installations whose main activity they cover stand where today. */
  reconsiderationCounts(
    today: string,
  ): Map<string, Record<BatReconsiderationState, number>> {
    const counts = new Map<string, Record<BatReconsiderationState, number>>();
    for (const summary of this.summaries) {
      const code = summary.batReconsideration?.code;
      const state = reconsiderationStateOf(summary, today);
      if (!code || !state) continue;
      let entry = counts.get(code);
      if (!entry) {
        entry = { ADAPTED: 0, ADAPTED_LATE: 0, OPEN: 0, OVERDUE: 0 };
        counts.set(code, entry);
      }
      entry[state] += 1;
    }
    return counts;
  }

  bvtInstallationCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const summary of this.summaries) {
      for (const code of summary.bvtCodes)
        counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    return counts;
  }

  branchenStats(today: string, bundesland?: string): BranchenStats {
    const bySector = new Map<string, number>();
    const byLand = new Map<string, number>();
    const overdue = new Map<string, number>();
    let total = 0;
    for (const summary of this.summaries) {
      if (bundesland && summary.bundesland.code !== bundesland) continue;
      if (siteVisitStateOf(summary, today) === "OVERDUE")
        overdue.set(
          summary.bundesland.code,
          (overdue.get(summary.bundesland.code) ?? 0) + 1,
        );
      const sector = sectorOf(summary.mainActivity.code);
      bySector.set(sector, (bySector.get(sector) ?? 0) + 1);
      byLand.set(
        summary.bundesland.code,
        (byLand.get(summary.bundesland.code) ?? 0) + 1,
      );
      total++;
    }
    return {
      bySector: Object.entries(SECTOR_LABELS).map(([code, label]) => ({
        code,
        label,
        count: bySector.get(code) ?? 0,
      })),
      byBundesland: BUNDESLAENDER.filter(
        (b) => !bundesland || b.code === bundesland,
      ).map((b) => ({
        code: b.code,
        name: b.name,
        count: byLand.get(b.code) ?? 0,
        overdueSiteVisits: overdue.get(b.code) ?? 0,
      })),
      total,
    };
  }

  /**
   * Filter criteria with the options that actually occur in the data. Criteria on a
   * reference list carry only the codes in use, in the list's order, labelled with the code:
   * the client names them from GET /api/redalists/{list}.
   */
  filterCriteria(): FilterCriterionMetadata[] {
    const lands = new Set<string>();
    const bezirke = new Set<string>();
    const activities = new Set<string>();
    const bvts = new Set<string>();
    const statuses = new Set<string>();
    const naces = new Set<string>();
    const legalForms = new Set<string>();
    this.summaries.forEach((summary, i) => {
      const row = this.rows[i];
      lands.add(summary.bundesland.code);
      bezirke.add(summary.bezirk.code);
      for (const code of row?.activityCodes ?? []) activities.add(code);
      for (const code of summary.bvtCodes) bvts.add(code);
      statuses.add(summary.status);
      if (row) {
        naces.add(row.naceCode);
        legalForms.add(row.operator.legalFormCode);
      }
    });
    const sectors = new Set([...activities].map(sectorOf));
    const codesInUse = (
      list: readonly { code: string }[],
      used: ReadonlySet<string>,
    ) =>
      list
        .filter(({ code }) => used.has(code))
        .map(({ code }) => ({ value: code, label: code }));
    return [
      {
        id: "bundesland",
        label: "Bundesland",
        category: "Standort",
        multiple: true,
        referenceList: "provinces",
        options: codesInUse(BUNDESLAENDER, lands),
      },
      {
        id: "bezirk",
        label: "Bezirk",
        category: "Standort",
        multiple: true,
        referenceList: "politicalDistricts",
        options: codesInUse(BEZIRKE, bezirke),
      },
      {
        id: "activity",
        label: "Tätigkeit (IED Anhang I)",
        category: "Tätigkeit",
        multiple: true,
        options: [
          ...Object.entries(SECTOR_LABELS)
            .filter(([code]) => sectors.has(code))
            .map(([code, label]) => ({
              value: code,
              label: `${code}. ${label}`,
            })),
          ...IED_ACTIVITIES.filter((a) => activities.has(a.code)).map((a) => ({
            value: a.code,
            label: `${a.code} ${a.label}`,
          })),
        ],
      },
      {
        id: "nace",
        label: "NACE-Tätigkeit",
        category: "Tätigkeit",
        multiple: true,
        referenceList: "naceActivities",
        options: codesInUse(NACE_ACTIVITIES, naces),
      },
      {
        id: "bvt",
        label: "BVT-Schlussfolgerungen",
        category: "Tätigkeit",
        multiple: true,
        options: BVT_CONCLUSIONS.filter((b) => bvts.has(b.code)).map((b) => ({
          value: b.code,
          label: `${b.code} – ${b.title}`,
        })),
      },
      {
        id: "status",
        label: "Status",
        category: "Anlage",
        multiple: true,
        options: (Object.keys(STATUS_LABELS) as InstallationSummary["status"][])
          .filter((status) => statuses.has(status))
          .map((status) => ({ value: status, label: STATUS_LABELS[status] })),
      },
      {
        id: "legalForm",
        label: "Rechtsform des Betreibers",
        category: "Betreiber",
        multiple: true,
        referenceList: "legalForms",
        options: codesInUse(LEGAL_FORMS, legalForms),
      },
      {
        id: "siteVisit",
        label: DEADLINE_TEXTS.siteVisit.criterion,
        category: DEADLINE_TEXTS.siteVisit.category,
        multiple: true,
        options: Object.entries(DEADLINE_TEXTS.siteVisit.states).map(
          ([value, label]) => ({ value, label }),
        ),
      },
      {
        id: "batReconsideration",
        label: DEADLINE_TEXTS.bat.criterion,
        category: "Tätigkeit",
        multiple: true,
        options: Object.entries(DEADLINE_TEXTS.bat.states).map(
          ([value, label]) => ({ value, label }),
        ),
      },
    ];
  }

  /** null = everything matches (no scan needed). */
  private matchMask(query: SearchQuery): Uint8Array | null {
    const tokens = query.text ? searchTokens(query.text) : [];
    const criteria = query.criteria ?? {};
    const scope = query.scope;
    const filters = {
      land: landBits(criteria.bundesland),
      bezirk: bezirkTable(criteria.bezirk),
      status: statusBits(criteria.status),
      bvt: bvtBits(criteria.bvt),
      activity: activityBits(criteria.activity),
      nace: indexTable(criteria.nace, NACE_INDEX),
      legalForm: indexTable(criteria.legalForm, LEGAL_FORM_INDEX),
      siteVisit: criteria.siteVisit ? new Set(criteria.siteVisit) : null,
      bat: criteria.batReconsideration
        ? new Set(criteria.batReconsideration)
        : null,
    };
    const today = query.today ?? isoDate(AS_OF_MS);
    const active =
      tokens.length > 0 ||
      scope !== undefined ||
      Object.values(filters).some((filter) => filter !== null);
    if (!active) return null;

    const mask = new Uint8Array(this.size);
    const { land, bezirk, status, bvt, activity, nace, legalForm } =
      this.columns;
    const scopeLand = scope?.bundesland ? Number(scope.bundesland) : -1;
    // An owner scope is a handful of rows: visit only those.
    const candidates: number[] | null = scope?.ids
      ? [...scope.ids].flatMap((id) => {
          const index = this.indexById.get(id);
          return index === undefined ? [] : [index];
        })
      : null;
    const textRows = tokens.length > 0 ? this.textMatches(tokens) : null;
    const count = candidates ? candidates.length : this.size;
    for (let k = 0; k < count; k++) {
      const i = candidates ? (candidates[k] ?? 0) : k;
      if (scopeLand >= 0 && land[i] !== scopeLand) continue;
      if (filters.land !== null && ((filters.land >> (land[i] ?? 0)) & 1) === 0)
        continue;
      if (filters.bezirk !== null && filters.bezirk[bezirk[i] ?? 0] !== 1)
        continue;
      if (
        filters.status !== null &&
        ((filters.status >> (status[i] ?? 0)) & 1) === 0
      )
        continue;
      if (filters.bvt !== null && ((bvt[i] ?? 0) & filters.bvt) === 0) continue;
      if (filters.nace !== null && filters.nace[nace[i] ?? 0] !== 1) continue;
      if (
        filters.legalForm !== null &&
        filters.legalForm[legalForm[i] ?? 0] !== 1
      )
        continue;
      if (
        filters.activity !== null &&
        ((activity[2 * i] ?? 0) & filters.activity[0]) === 0 &&
        ((activity[2 * i + 1] ?? 0) & filters.activity[1]) === 0
      ) {
        continue;
      }
      if (textRows !== null && textRows[i] !== 1) continue;
      if (filters.siteVisit !== null || filters.bat !== null) {
        const summary = this.summaries[i];
        if (!summary) continue;
        if (
          filters.siteVisit !== null &&
          !filters.siteVisit.has(siteVisitStateOf(summary, today) ?? "")
        )
          continue;
        // With BAT conclusions chosen too, it is their reconsideration that is asked for.
        if (
          filters.bat !== null &&
          (!filters.bat.has(reconsiderationStateOf(summary, today) ?? "") ||
            (criteria.bvt !== undefined &&
              !criteria.bvt.includes(summary.batReconsideration?.code ?? "")))
        )
          continue;
      }
      mask[i] = 1;
    }
    return mask;
  }

  /**
   * Computes the remaining sort orders in the background, one per macrotask,
   * so the first click on a column header is fast too. Returns a cancel function.
   */
  warmUp(): () => void {
    const pending = SORT_FIELDS.filter((field) => !this.orders.has(field));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (): void => {
      const field = pending.shift();
      if (!field) return;
      this.order(field);
      timer = setTimeout(next, 0);
      (timer as { unref?: () => void }).unref?.();
    };
    timer = setTimeout(next, 0);
    (timer as { unref?: () => void }).unref?.();
    return () => clearTimeout(timer);
  }

  /** Rows matching every token: one corpus scan for the longest, then checks on its hits. */
  private textMatches(tokens: readonly string[]): Uint8Array {
    const [first = "", ...rest] = [...tokens].sort(
      (a, b) => b.length - a.length,
    );
    const rows = this.rowsContaining(first);
    if (rest.length === 0) return rows;
    const placeHits = rest.map((token) =>
      PLACE_HAYSTACKS.map((place) => place.includes(token)),
    );
    const { corpus, offsets } = this;
    const { place } = this.columns;
    for (let i = 0; i < this.size; i++) {
      if (rows[i] !== 1) continue;
      const text = corpus.slice(offsets[i] ?? 0, offsets[i + 1] ?? 0);
      const placeIndex = place[i] ?? 0;
      for (let t = 0; t < rest.length; t++) {
        if (!placeHits[t]?.[placeIndex] && !text.includes(rest[t] ?? "")) {
          rows[i] = 0;
          break;
        }
      }
    }
    return rows;
  }

  /** Rows whose id, name, operator or place contains the (normalised) token. */
  private rowsContaining(token: string): Uint8Array {
    const rows = new Uint8Array(this.size);
    const { corpus, offsets } = this;
    let position = corpus.indexOf(token);
    let row = 0;
    while (position >= 0) {
      // Matches come in ascending order, so the row cursor only moves forward.
      while ((offsets[row + 1] ?? Infinity) <= position) row++;
      rows[row] = 1;
      position = corpus.indexOf(token, offsets[row + 1] ?? corpus.length);
    }
    const placeHits = PLACE_HAYSTACKS.map((place) => place.includes(token));
    if (placeHits.some(Boolean)) {
      const { place } = this.columns;
      for (let i = 0; i < this.size; i++)
        if (placeHits[place[i] ?? 0]) rows[i] = 1;
    }
    return rows;
  }

  /** Ascending order of all rows by a field, computed once per field. */
  private order(field: SortField): Int32Array {
    const cached = this.orders.get(field);
    if (cached) return cached;
    const n = this.size;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    if (field !== "id") {
      const keys = this.summaries.map((s) => sortKeyOf(s, field));
      order.sort((a, b) => {
        const ka = keys[a] ?? "";
        const kb = keys[b] ?? "";
        return ka < kb ? -1 : ka > kb ? 1 : a - b;
      });
    }
    this.orders.set(field, order);
    return order;
  }
}

const DUPLICATE_SUFFIXES = [
  "Nord",
  "Süd",
  "West",
  "Ost",
  "II",
  "III",
  "IV",
] as const;

const PLACE_INDEX: ReadonlyMap<Gemeinde, number> = new Map(
  GEMEINDEN.map((g, i) => [g, i]),
);
const PLACE_HAYSTACKS: readonly string[] = GEMEINDEN.map((g) =>
  normalizeSearch(
    `${g.name}\u0000${g.postcode}\u0000${BEZIRK_NAMES.get(g.bezirkCode)?.name ?? ""}`,
  ),
);

/**
 * Per-row filter columns as typed arrays: a criterion check is then a few
 * integer operations, which keeps a scan of 100 000 rows around a millisecond.
 */
interface Columns {
  /** Index into GEMEINDEN. */
  place: Uint16Array;
  land: Uint8Array;
  bezirk: Uint16Array;
  /** 0 in operation, 1 closed. */
  status: Uint8Array;
  /** Bit per BVT conclusion (22 < 32). */
  bvt: Uint32Array;
  /** Two 32-bit words per row, bit per Annex I activity (main and further). */
  activity: Uint32Array;
  /** Index into NACE_ACTIVITIES. */
  nace: Uint8Array;
  /** Index into LEGAL_FORMS. */
  legalForm: Uint8Array;
}

const STATUS_BIT: Readonly<Record<InstallationSummary["status"], number>> = {
  IN_OPERATION: 0,
  CLOSED: 1,
};
const ACTIVITY_BIT: ReadonlyMap<string, number> = new Map(
  IED_ACTIVITIES.slice(0, 64).map((a, i) => [a.code, i]),
);

const NACE_INDEX: ReadonlyMap<string, number> = new Map(
  NACE_ACTIVITIES.map((n, i) => [n.code, i]),
);
const LEGAL_FORM_INDEX: ReadonlyMap<string, number> = new Map(
  LEGAL_FORMS.map((f, i) => [f.code, i]),
);

/** Which list indexes the chosen codes select; unknown codes select nothing. */
function indexTable(
  values: string[] | undefined,
  index: ReadonlyMap<string, number>,
): Uint8Array | null {
  if (!values || values.length === 0) return null;
  const table = new Uint8Array(256);
  for (const value of values) {
    const i = index.get(value);
    if (i !== undefined) table[i] = 1;
  }
  return table;
}

function landBits(values: string[] | undefined): number | null {
  if (!values || values.length === 0) return null;
  let bits = 0;
  for (const value of values)
    if (/^[0-9]$/.test(value)) bits |= 1 << Number(value);
  return bits;
}

function bezirkTable(values: string[] | undefined): Uint8Array | null {
  if (!values || values.length === 0) return null;
  const table = new Uint8Array(1000);
  for (const value of values)
    if (/^\d{3}$/.test(value)) table[Number(value)] = 1;
  return table;
}

function statusBits(values: string[] | undefined): number | null {
  if (!values || values.length === 0) return null;
  let bits = 0;
  for (const value of values) {
    if (value === "IN_OPERATION" || value === "CLOSED")
      bits |= 1 << STATUS_BIT[value];
  }
  return bits;
}

function bvtBits(values: string[] | undefined): number | null {
  if (!values || values.length === 0) return null;
  let bits = 0;
  for (const value of values) {
    const bit = BVT_ORDER.get(value);
    if (bit !== undefined) bits |= 1 << bit;
  }
  return bits >>> 0;
}

/** A value is an Annex I code or a prefix of codes ("3" = chapter 3, "2.3" = 2.3.a–c). */
function activityBits(values: string[] | undefined): [number, number] | null {
  if (!values || values.length === 0) return null;
  const words: [number, number] = [0, 0];
  for (const [code, bit] of ACTIVITY_BIT) {
    if (
      values.some(
        (value) =>
          value !== "" && (code === value || code.startsWith(`${value}.`)),
      )
    ) {
      words[bit >> 5] = ((words[bit >> 5] ?? 0) | (1 << (bit & 31))) >>> 0;
    }
  }
  return words;
}

function buildColumns(
  summaries: readonly InstallationSummary[],
  rows: readonly Row[],
): Columns {
  const n = summaries.length;
  const columns: Columns = {
    place: new Uint16Array(n),
    land: new Uint8Array(n),
    bezirk: new Uint16Array(n),
    status: new Uint8Array(n),
    bvt: new Uint32Array(n),
    activity: new Uint32Array(2 * n),
    nace: new Uint8Array(n),
    legalForm: new Uint8Array(n),
  };
  summaries.forEach((summary, i) => {
    const row = rows[i];
    columns.place[i] = row ? (PLACE_INDEX.get(row.gemeinde) ?? 0) : 0;
    columns.land[i] = Number(summary.bundesland.code);
    columns.bezirk[i] = Number(summary.bezirk.code);
    columns.status[i] = STATUS_BIT[summary.status];
    let bvt = 0;
    for (const code of summary.bvtCodes) bvt |= 1 << (BVT_ORDER.get(code) ?? 0);
    columns.bvt[i] = bvt >>> 0;
    columns.nace[i] = NACE_INDEX.get(row?.naceCode ?? "") ?? 0;
    columns.legalForm[i] =
      LEGAL_FORM_INDEX.get(row?.operator.legalFormCode ?? "") ?? 0;
    for (const code of row?.activityCodes ?? []) {
      const bit = ACTIVITY_BIT.get(code);
      if (bit === undefined) continue;
      const word = 2 * i + (bit >> 5);
      columns.activity[word] =
        ((columns.activity[word] ?? 0) | (1 << (bit & 31))) >>> 0;
    }
  });
  return columns;
}

function sortKeyOf(summary: InstallationSummary, field: SortField): string {
  switch (field) {
    case "id":
      return summary.id;
    case "bezirk":
    case "bundesland":
      return germanSortKey(summary[field].name);
    case "mainActivity":
      return germanSortKey(summary.mainActivity.code);
    case "bvtCodes":
      return summary.bvtCodes.join(",");
    case "lastInspection":
      // Never inspected sorts first ascending, as a missing date is the oldest.
      return summary.lastInspection ?? "";
    case "nextSiteVisitDue":
      // Closed installations have none due: after every date ascending.
      return summary.nextSiteVisitDue ?? "~";
    default:
      return germanSortKey(summary[field]);
  }
}

function bvtFor(activityCodes: readonly string[]): string[] {
  const main = activityCodes[0];
  const result = new Set<string>();
  for (const code of activityCodes) {
    for (const bvt of BVT_BY_ACTIVITY.get(code) ?? []) {
      // 6.11 (independent waste water treatment) follows the conclusions of the
      // site's production unless it is the installation's own main activity.
      if (code === "6.11" && code !== main && !result.has(bvt)) continue;
      result.add(bvt);
    }
  }
  return [...result].sort(
    (a, b) => (BVT_ORDER.get(a) ?? 0) - (BVT_ORDER.get(b) ?? 0),
  );
}

function authorityFor(rng: Rng, mainCode: string, gemeinde: Gemeinde): string {
  const land = bundeslandOf(gemeinde);
  // AWG 2002 § 37: IPPC waste treatment installations are permitted by the Landeshauptmann.
  if (sectorOf(mainCode) === "5" || rng.chance(0.1)) {
    return (
      AUTHORITY_NAMES_BY_BUNDESLAND[land] ?? `Amt der Landesregierung ${land}`
    );
  }
  const magistrate = MAGISTRATE[gemeinde.bezirkCode];
  if (magistrate) return magistrate;
  const bezirk = BEZIRK_NAMES.get(gemeinde.bezirkCode)?.name ?? gemeinde.name;
  const seat = bezirk
    .replace(/ \(Land\)$/, "")
    .replace(/^Sankt /, "St. ")
    .replace(/ Land$/, "-Land");
  return `Bezirkshauptmannschaft ${seat}`;
}

/** Great-circle distance in km (haversine; the Earth as a sphere of 6 371 km). */
function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function coordinatesOf(row: Row): { lat: number; lon: number } {
  const rng = createRng(hashSeed("coordinates", row.seed));
  const land = bundeslandOf(row.gemeinde);
  const seat = BEZIRK_SEATS[row.gemeinde.bezirkCode];
  const centre = seat ?? BUNDESLAND_CENTRES[land] ?? [47.6, 14.1];
  // Cities are compact, rural districts wide; unknown districts use the whole Land.
  const spread = !seat
    ? 0.35
    : MAGISTRATE[row.gemeinde.bezirkCode]
      ? 0.035
      : 0.1;
  const lat = clamp(
    centre[0] + (rng.next() - 0.5) * 2 * spread,
    AUSTRIA_BOUNDS.minLat,
    AUSTRIA_BOUNDS.maxLat,
  );
  const lon = clamp(
    centre[1] + (rng.next() - 0.5) * 2 * spread * 1.5,
    AUSTRIA_BOUNDS.minLon,
    AUSTRIA_BOUNDS.maxLon,
  );
  return { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 };
}

function fileNumber(
  rng: Rng,
  authority: string,
  land: string,
  year: number,
): string {
  const serial = rng.int(1000, 99999);
  const part = rng.int(1, 40);
  if (authority.startsWith("Bezirkshauptmannschaft")) {
    const seat = authority.replace("Bezirkshauptmannschaft ", "");
    return `BH${authorityAbbreviation(seat)}-${year}-${serial}/${part}`;
  }
  if (authority.includes("Magistrat")) {
    return `MAG-${authorityAbbreviation(authority.split(" ").pop() ?? "")}-${serial}/${year}`;
  }
  return `${LAND_FILE_PREFIX[land] ?? "LR"}-${year}-${serial}/${part}`;
}

/** The fields of the change history, as the register names them. */
const HISTORY_FIELDS = {
  operator: "Betreiber",
  bvt: "BVT-Schlussfolgerungen",
  authority: "Zuständige Behörde",
  otherActivity: "Weitere Tätigkeit",
  address: "Adresse",
  status: "Status",
} as const;

/** Fields that change from one value to the next; the others change once in a record's life. */
const CHAINED_FIELDS: ReadonlySet<string> = new Set([
  HISTORY_FIELDS.operator,
  HISTORY_FIELDS.address,
]);

/**
 * Oldest first in, oldest first out, so that each version follows from the one before: a chained
 * field's change starts from the value its previous change ended with (the newest ends with the
 * current value); any other field keeps only its newest change.
 */
function consistentChanges<C extends Omit<ChangeRecord, "versionName">>(
  changes: readonly C[],
): C[] {
  const kept: C[] = [];
  for (let k = changes.length - 1; k >= 0; k--) {
    const change = changes[k]!;
    const newer = kept.find((c) => c.field === change.field);
    if (newer && !CHAINED_FIELDS.has(change.field)) continue;
    kept.unshift(
      newer
        ? { ...change, newValue: newer.oldValue ?? change.newValue }
        : change,
    );
  }
  return kept;
}

/**
 * The register entry at version `version` (1 = the oldest) as it stood while that version was the
 * current one: the current details with every newer change taken back, and only the permits and
 * inspections from before the next version. The newest version is the entry itself. undefined
 * when the entry has no such version.
 */
export function installationAtVersion(
  details: InstallationDetails,
  version: number,
): InstallationDetails | undefined {
  const { history } = details;
  const index = history.length - version;
  const at = history[index];
  const next = history[index - 1];
  if (!Number.isInteger(version) || version < 1 || !at) return undefined;
  if (!next) return details;
  let result: InstallationDetails = { ...details };
  for (const change of history.slice(0, index)) {
    result = revert(result, change);
  }
  const replacedMs = Date.parse(next.date);
  const before = (date: string) => Date.parse(date) < replacedMs;
  const inspections = result.inspections.filter((i) => before(i.date));
  return {
    ...result,
    permits: result.permits.filter((p) => before(p.date)),
    inspections,
    lastInspection: inspections[0]?.date ?? null,
    history: history.slice(index),
    lastModified: at.date,
  };
}

/** Takes one change back. */
function revert(
  details: InstallationDetails,
  change: ChangeRecord,
): InstallationDetails {
  const old = change.oldValue;
  switch (change.field) {
    case HISTORY_FIELDS.operator:
      return old === null
        ? details
        : {
            ...details,
            operatorName: old,
            operator: { ...details.operator, name: old },
          };
    case HISTORY_FIELDS.bvt:
      return { ...details, bvtCodes: old ? old.split(", ") : [] };
    case HISTORY_FIELDS.authority:
      return { ...details, competentAuthority: old ?? "" };
    case HISTORY_FIELDS.otherActivity: {
      const [code = "", ...label] = (old ?? "").split(" ");
      if (!code || details.activities.some((a) => a.code === code))
        return details;
      return {
        ...details,
        activities: [...details.activities, { code, label: label.join(" ") }],
      };
    }
    case HISTORY_FIELDS.address:
      return old === null
        ? details
        : { ...details, address: { ...details.address, street: old } };
    case HISTORY_FIELDS.status: {
      const status = (
        Object.keys(STATUS_LABELS) as InstallationSummary["status"][]
      ).find((key) => STATUS_LABELS[key] === old);
      return status ? { ...details, status } : details;
    }
    default:
      return details;
  }
}

function buildDetails(
  summary: InstallationSummary,
  row: Row,
): InstallationDetails {
  const rng = createRng(hashSeed("details", row.seed));
  const land = summary.bundesland.code;
  const gemeinde = row.gemeinde;
  const rural = RURAL_ACTIVITY.test(summary.mainActivity.code);
  const address: Address = {
    street: `${rural ? rng.pick(RURAL_STREETS) : rng.pick(INDUSTRIAL_STREETS)} ${rng.int(1, 150)}`,
    postcode: gemeinde.postcode,
    municipality: gemeinde.name,
    municipalityCode: gemeinde.gkz,
    cadastralMunicipalityCode: KG_BY_GKZ.get(gemeinde.gkz),
  };
  const op = row.operator;
  const operator: Operator = {
    id: op.id,
    name: op.name,
    legalForm: LEGAL_NAME.get(op.legalFormCode) ?? op.legalFormCode,
    legalFormCode: op.legalFormCode,
    countryCode: op.abroad?.countryCode ?? "AUT",
    address: op.abroad
      ? {
          street: op.abroad.street,
          postcode: op.abroad.postcode,
          municipality: op.abroad.municipality,
          municipalityCode: "",
        }
      : {
          street: op.street,
          postcode: op.hq.postcode,
          municipality: op.hq.name,
          municipalityCode: op.hq.gkz,
        },
    companyRegisterNumber: op.companyRegisterNumber,
    contactPerson: contactFor(row),
  };

  // Permits: the original one, then changes, oldest first.
  const endMs = row.closedMs ?? AS_OF_MS - 30 * DAY_MS;
  const firstPermitMs = row.startMs - rng.int(60, 400) * DAY_MS;
  const changeWindow = endMs - (firstPermitMs + YEAR_MS);
  const changeCount = changeWindow > 0 ? rng.int(0, 5) : 0;
  const permitDates = [
    firstPermitMs,
    ...Array.from(
      { length: changeCount },
      () => firstPermitMs + YEAR_MS + rng.next() * changeWindow,
    ).sort((a, b) => a - b),
  ];
  const bvtCode = summary.bvtCodes[0];
  const permits: Permit[] = permitDates.map((permitMs, k) => {
    const year = new Date(permitMs).getUTCFullYear();
    let subject: string;
    if (k === 0)
      subject =
        "Genehmigung der Errichtung und des Betriebes der Betriebsanlage";
    // The adaptation to BAT conclusions is its own permit (below), dated by the reconsideration.
    else if (bvtCode && year >= 2014 && rng.chance(0.3))
      subject = "Änderung des Betriebes (§ 81 GewO 1994)";
    else subject = rng.pick(CHANGE_SUBJECTS);
    return {
      id: `${summary.id}-G${k + 1}`,
      date: isoDate(permitMs),
      authority: row.competentAuthority,
      reference: fileNumber(rng, row.competentAuthority, land, year),
      subject,
      documentId: rng.chance(0.7)
        ? `DOC-${summary.id.slice(-6)}-${k + 1}`
        : null,
    };
  });
  const adaptedOn = summary.batReconsideration?.adaptedOn;
  if (adaptedOn && adaptedOn !== permits[0]?.date) {
    // Its own numbers: the other permits, inspections and history stay as they were.
    const batRng = createRng(hashSeed("bat-permit", row.seed));
    permits.push({
      id: `${summary.id}-GB`,
      date: adaptedOn,
      authority: row.competentAuthority,
      reference: fileNumber(
        batRng,
        row.competentAuthority,
        land,
        Number(adaptedOn.slice(0, 4)),
      ),
      subject: `Anpassung an die BVT-Schlussfolgerungen ${summary.batReconsideration?.code ?? ""} (§ 81b GewO 1994)`,
      documentId: `DOC-${summary.id.slice(-6)}-B`,
    });
    permits.sort((a, b) => a.date.localeCompare(b.date));
  }

  // Inspections: risk-based interval back from the last one (the summary's date).
  const inspections: Inspection[] = [];
  if (row.lastInspectionMs !== null) {
    const earliest = Math.max(row.startMs, Date.UTC(2013, 0, 7));
    let at = row.lastInspectionMs;
    let first = true;
    while (at >= earliest && inspections.length < 14) {
      const occasion = !first && rng.chance(0.12);
      inspections.push({
        id: `${summary.id}-I${String(inspections.length + 1).padStart(2, "0")}`,
        date: isoDate(at),
        kind: occasion ? "OCCASION" : "ROUTINE",
        authority: row.competentAuthority,
        findings: occasion
          ? rng.pick(OCCASION_FINDINGS)
          : rng.pick(ROUTINE_FINDINGS),
        nextPlanned: first ? (summary.nextSiteVisitDue ?? null) : null,
      });
      first = false;
      at -= row.inspectionIntervalYears * YEAR_MS + rng.int(-45, 45) * DAY_MS;
    }
  }

  // Change history of the register entry, newest first.
  const history: ChangeRecord[] = [];
  const registeredMs = Math.max(
    row.startMs,
    Date.UTC(2013, 5, 1) + rng.int(0, 400) * DAY_MS,
  );
  const changes: Omit<ChangeRecord, "versionName">[] = [
    {
      type: "new",
      field: "Anlage",
      oldValue: null,
      newValue: summary.name,
      date: new Date(registeredMs).toISOString(),
      user: "Datenübernahme EDM",
    },
  ];
  const updates = rng.int(1, 6);
  let changeMs = registeredMs;
  for (let k = 0; k < updates; k++) {
    changeMs += rng.int(60, 700) * DAY_MS;
    if (changeMs > endMs) break;
    const date = new Date(changeMs).toISOString();
    const user = rng.pick(STAFF);
    const roll = rng.next();
    if (roll < 0.25) {
      changes.push({
        type: "updated",
        field: HISTORY_FIELDS.operator,
        oldValue: `${rng.pick(OPERATOR_NAME_PARTS.prefixes)} ${rng.pick(OPERATOR_NAME_PARTS.cores)} GmbH`,
        newValue: op.name,
        date,
        user,
      });
    } else if (roll < 0.5) {
      changes.push({
        type: "updated",
        field: HISTORY_FIELDS.bvt,
        oldValue: summary.bvtCodes.slice(1).join(", ") || null,
        newValue: summary.bvtCodes.join(", "),
        date,
        user,
      });
    } else if (roll < 0.7) {
      changes.push({
        type: "updated",
        field: HISTORY_FIELDS.authority,
        oldValue: "Bezirkshauptmannschaft",
        newValue: row.competentAuthority,
        date,
        user,
      });
    } else if (roll < 0.85) {
      changes.push({
        type: "deleted",
        field: HISTORY_FIELDS.otherActivity,
        oldValue: "6.11 Eigenständig betriebene Abwasserbehandlung",
        newValue: null,
        date,
        user,
      });
    } else {
      changes.push({
        type: "updated",
        field: HISTORY_FIELDS.address,
        oldValue: `${rng.pick(INDUSTRIAL_STREETS)} ${rng.int(1, 99)}`,
        newValue: address.street,
        date,
        user,
      });
    }
  }
  if (row.closedMs !== null) {
    changes.push({
      type: "updated",
      field: HISTORY_FIELDS.status,
      oldValue: STATUS_LABELS.IN_OPERATION,
      newValue: STATUS_LABELS.CLOSED,
      date: new Date(row.closedMs).toISOString(),
      user: rng.pick(STAFF),
    });
  }
  changes.sort((a, b) => a.date.localeCompare(b.date));
  consistentChanges(changes).forEach((change, k) =>
    history.unshift({ ...change, versionName: `Version ${k + 1}` }),
  );

  const activities = row.activityCodes
    .map((code) => ACTIVITY_BY_CODE.get(code))
    .filter((a): a is IedActivity => a !== undefined);

  return {
    ...summary,
    operator,
    address,
    coordinates: coordinatesOf(row),
    activities,
    naceCode: row.naceCode,
    competentAuthority: row.competentAuthority,
    eprtrId: rng.chance(0.6)
      ? `AT.CAED/9008390${rng.int(100_000, 999_999)}.FACILITY`
      : null,
    permits: permits.reverse(),
    inspections,
    history,
    lastModified: history[0]?.date ?? new Date(registeredMs).toISOString(),
  };
}
