/**
 * Reference data of the Industrial Emissions Directive (IED, Richtlinie
 * 2010/75/EU) and red lists for the simulated backend.
 */

export interface IedActivity {
  code: string;
  label: string;
}

/**
 * Annex I of Directive 2010/75/EU (original 2010 wording), German labels
 * shortened to one line. Activities that Annex I subdivides into separate
 * activities with their own thresholds (2.3, 2.5, 3.1, 5.2, 5.3, 6.1, 6.4,
 * 6.6) are listed per letter, coded "2.3.a" etc.
 */
export const IED_ACTIVITIES: IedActivity[] = [
  // 1. Energiewirtschaft
  {
    code: "1.1",
    label:
      "Verbrennung von Brennstoffen in Anlagen mit einer Gesamtfeuerungswärmeleistung von 50 MW oder mehr",
  },
  { code: "1.2", label: "Raffinieren von Mineralöl und Gas" },
  { code: "1.3", label: "Herstellung von Koks" },
  {
    code: "1.4",
    label:
      "Vergasung oder Verflüssigung von Kohle oder anderen Brennstoffen in Anlagen mit einer Gesamtfeuerungswärmeleistung von 20 MW oder mehr",
  },
  // 2. Herstellung und Verarbeitung von Metallen
  {
    code: "2.1",
    label:
      "Rösten oder Sintern von Metallerz (einschließlich sulfidischer Erze)",
  },
  {
    code: "2.2",
    label:
      "Herstellung von Roheisen oder Stahl (Primär- oder Sekundärschmelzung) einschließlich Stranggießen, mit einer Kapazität von mehr als 2,5 t pro Stunde",
  },
  {
    code: "2.3.a",
    label:
      "Verarbeitung von Eisenmetallen: Betrieb von Warmwalzwerken mit einer Kapazität von mehr als 20 t Rohstahl pro Stunde",
  },
  {
    code: "2.3.b",
    label:
      "Verarbeitung von Eisenmetallen: Betrieb von Schmiedeanlagen mit Hämmern, deren Schlagenergie 50 kJ pro Hammer überschreitet, bei einer Wärmeleistung von über 20 MW",
  },
  {
    code: "2.3.c",
    label:
      "Verarbeitung von Eisenmetallen: Aufbringen von schmelzflüssigen metallischen Schutzschichten mit einer Verarbeitungskapazität von mehr als 2 t Rohstahl pro Stunde",
  },
  {
    code: "2.4",
    label:
      "Betrieb von Eisenmetallgießereien mit einer Produktionskapazität von über 20 t pro Tag",
  },
  {
    code: "2.5.a",
    label:
      "Gewinnung von Nichteisenrohmetallen aus Erzen, Konzentraten oder sekundären Rohstoffen durch metallurgische, chemische oder elektrolytische Verfahren",
  },
  {
    code: "2.5.b",
    label:
      "Schmelzen, einschließlich Legieren, von Nichteisenmetallen und Betrieb von Nichteisenmetallgießereien mit einer Schmelzkapazität von mehr als 4 t pro Tag bei Blei und Cadmium oder 20 t pro Tag bei allen anderen Metallen",
  },
  {
    code: "2.6",
    label:
      "Oberflächenbehandlung von Metallen oder Kunststoffen durch ein elektrolytisches oder chemisches Verfahren, wenn das Volumen der Wirkbäder 30 m³ übersteigt",
  },
  // 3. Mineralverarbeitende Industrie
  {
    code: "3.1.a",
    label:
      "Herstellung von Zementklinker in Drehrohröfen mit einer Produktionskapazität von über 500 t pro Tag oder in anderen Öfen mit einer Produktionskapazität von über 50 t pro Tag",
  },
  {
    code: "3.1.b",
    label:
      "Herstellung von Kalk in Öfen mit einer Produktionskapazität von über 50 t pro Tag",
  },
  {
    code: "3.1.c",
    label:
      "Herstellung von Magnesiumoxid in Öfen mit einer Produktionskapazität von über 50 t pro Tag",
  },
  { code: "3.2", label: "Herstellung von Asbest oder Erzeugnissen aus Asbest" },
  {
    code: "3.3",
    label:
      "Herstellung von Glas einschließlich Glasfasern mit einer Schmelzkapazität von über 20 t pro Tag",
  },
  {
    code: "3.4",
    label:
      "Schmelzen mineralischer Stoffe einschließlich Herstellung von Mineralfasern mit einer Schmelzkapazität von über 20 t pro Tag",
  },
  {
    code: "3.5",
    label:
      "Herstellung von keramischen Erzeugnissen durch Brennen mit einer Produktionskapazität von über 75 t pro Tag und/oder einer Ofenkapazität von über 4 m³ und einer Besatzdichte von über 300 kg/m³ pro Ofen",
  },
  // 4. Chemische Industrie
  { code: "4.1", label: "Herstellung von organischen Chemikalien" },
  { code: "4.2", label: "Herstellung von anorganischen Chemikalien" },
  {
    code: "4.3",
    label:
      "Herstellung von phosphor-, stickstoff- oder kaliumhaltigen Düngemitteln (Einnährstoff- oder Mehrnährstoffdünger)",
  },
  { code: "4.4", label: "Herstellung von Pflanzenschutzmitteln oder Bioziden" },
  {
    code: "4.5",
    label: "Herstellung von Arzneimitteln einschließlich Zwischenerzeugnissen",
  },
  { code: "4.6", label: "Herstellung von Explosivstoffen" },
  // 5. Abfallbehandlung
  {
    code: "5.1",
    label:
      "Beseitigung oder Verwertung gefährlicher Abfälle mit einer Kapazität von über 10 t pro Tag",
  },
  {
    code: "5.2.a",
    label:
      "Beseitigung oder Verwertung nicht gefährlicher Abfälle in Abfallverbrennungs- oder Abfallmitverbrennungsanlagen mit einer Kapazität von über 3 t pro Stunde",
  },
  {
    code: "5.2.b",
    label:
      "Beseitigung oder Verwertung gefährlicher Abfälle in Abfallverbrennungs- oder Abfallmitverbrennungsanlagen mit einer Kapazität von über 10 t pro Tag",
  },
  {
    code: "5.3.a",
    label:
      "Beseitigung nicht gefährlicher Abfälle mit einer Kapazität von über 50 t pro Tag",
  },
  {
    code: "5.3.b",
    label:
      "Verwertung oder eine Kombination aus Verwertung und Beseitigung nicht gefährlicher Abfälle mit einer Kapazität von über 75 t pro Tag",
  },
  {
    code: "5.4",
    label:
      "Deponien mit einer Aufnahmekapazität von über 10 t pro Tag oder einer Gesamtkapazität von über 25 000 t, mit Ausnahme der Deponien für Inertabfälle",
  },
  {
    code: "5.5",
    label:
      "Zeitweilige Lagerung gefährlicher Abfälle mit einer Gesamtkapazität von über 50 t bis zur Beseitigung oder Verwertung",
  },
  {
    code: "5.6",
    label:
      "Unterirdische Lagerung gefährlicher Abfälle mit einer Gesamtkapazität von über 50 t",
  },
  // 6. Sonstige Tätigkeiten
  {
    code: "6.1.a",
    label:
      "Herstellung von Zellstoff aus Holz oder anderen Faserstoffen in Industrieanlagen",
  },
  {
    code: "6.1.b",
    label:
      "Herstellung von Papier oder Pappe in Industrieanlagen mit einer Produktionskapazität von über 20 t pro Tag",
  },
  {
    code: "6.1.c",
    label:
      "Herstellung von Holzwerkstoffplatten (OSB, Spanplatten, Faserplatten) mit einer Produktionskapazität von über 600 m³ pro Tag",
  },
  {
    code: "6.2",
    label:
      "Vorbehandlung (Waschen, Bleichen, Mercerisieren) oder Färben von Textilfasern oder Textilien mit einer Verarbeitungskapazität von über 10 t pro Tag",
  },
  {
    code: "6.3",
    label:
      "Gerben von Häuten oder Fellen mit einer Verarbeitungskapazität von mehr als 12 t Fertigerzeugnissen pro Tag",
  },
  {
    code: "6.4.a",
    label:
      "Betrieb von Schlachthäusern mit einer Schlachtkapazität von mehr als 50 t Schlachtkörper pro Tag",
  },
  {
    code: "6.4.b",
    label:
      "Behandlung und Verarbeitung tierischer und/oder pflanzlicher Rohstoffe zur Herstellung von Nahrungsmitteln oder Futtererzeugnissen oberhalb der Kapazitätsschwellen",
  },
  {
    code: "6.4.c",
    label:
      "Behandlung und Verarbeitung ausschließlich von Milch, wobei die eingehende Milchmenge 200 t pro Tag übersteigt (Jahresdurchschnitt)",
  },
  {
    code: "6.5",
    label:
      "Beseitigung oder Verwertung von Tierkörpern oder tierischen Abfällen mit einer Verarbeitungskapazität von über 10 t pro Tag",
  },
  {
    code: "6.6.a",
    label:
      "Intensivhaltung oder -aufzucht von Geflügel mit mehr als 40 000 Plätzen",
  },
  {
    code: "6.6.b",
    label:
      "Intensivhaltung oder -aufzucht von Schweinen mit mehr als 2 000 Plätzen für Mastschweine (über 30 kg)",
  },
  {
    code: "6.6.c",
    label:
      "Intensivhaltung oder -aufzucht von Schweinen mit mehr als 750 Plätzen für Sauen",
  },
  {
    code: "6.7",
    label:
      "Oberflächenbehandlung unter Verwendung organischer Lösungsmittel mit einer Verbrauchskapazität von mehr als 150 kg pro Stunde oder mehr als 200 t pro Jahr",
  },
  {
    code: "6.8",
    label:
      "Herstellung von Kohlenstoff (Hartbrandkohle) oder Elektrographit durch Brennen oder Graphitieren",
  },
  {
    code: "6.9",
    label:
      "Abscheidung von CO2-Strömen aus Anlagen, die unter die Richtlinie fallen, zur geologischen Speicherung gemäß der Richtlinie 2009/31/EG",
  },
  {
    code: "6.10",
    label:
      "Konservierung von Holz und Holzerzeugnissen mit Chemikalien mit einer Produktionskapazität von mehr als 75 m³ pro Tag, sofern nicht ausschließlich Bläueschutzbehandlung",
  },
  {
    code: "6.11",
    label:
      "Eigenständig betriebene Behandlung von Abwasser, das nicht unter die Richtlinie 91/271/EWG fällt und von einer unter Kapitel II fallenden Anlage eingeleitet wird",
  },
];

export interface BvtConclusionData {
  code: string;
  title: string;
  decision: string;
  /** ISO yyyy-mm-dd, publication in the Official Journal of the EU. */
  publicationDate: string;
  /** IED Annex I activity codes (see IED_ACTIVITIES) the conclusions cover. */
  activityCodes: string[];
}

/** BVT-Schlussfolgerungen (BAT conclusions) adopted under Art. 13(5) IED. */
export const BVT_CONCLUSIONS: BvtConclusionData[] = [
  {
    code: "IS",
    title: "Eisen- und Stahlerzeugung",
    decision: "2012/135/EU",
    publicationDate: "2012-03-08",
    activityCodes: ["1.3", "2.1", "2.2"],
  },
  {
    code: "GLS",
    title: "Glasherstellung",
    decision: "2012/134/EU",
    publicationDate: "2012-03-08",
    activityCodes: ["3.3", "3.4"],
  },
  {
    code: "TAN",
    title: "Gerben von Häuten und Fellen",
    decision: "2013/84/EU",
    publicationDate: "2013-02-16",
    activityCodes: ["6.3"],
  },
  {
    code: "CLM",
    title: "Zement-, Kalk- und Magnesiumoxidindustrie",
    decision: "2013/163/EU",
    publicationDate: "2013-04-09",
    activityCodes: ["3.1.a", "3.1.b", "3.1.c"],
  },
  {
    code: "CAK",
    title: "Chloralkaliindustrie",
    decision: "2013/732/EU",
    publicationDate: "2013-12-11",
    activityCodes: ["4.2"],
  },
  {
    code: "PP",
    title: "Zellstoff, Papier und Karton",
    decision: "2014/687/EU",
    publicationDate: "2014-09-30",
    activityCodes: ["6.1.a", "6.1.b"],
  },
  {
    code: "REF",
    title: "Raffinieren von Mineralöl und Gas",
    decision: "2014/738/EU",
    publicationDate: "2014-10-28",
    activityCodes: ["1.2", "1.4"],
  },
  {
    code: "WBP",
    title: "Holzwerkstoffe",
    decision: "(EU) 2015/2119",
    publicationDate: "2015-11-24",
    activityCodes: ["6.1.c"],
  },
  {
    code: "CWW",
    title: "Abwasser-/Abgasbehandlung in der chemischen Industrie",
    decision: "(EU) 2016/902",
    publicationDate: "2016-06-09",
    activityCodes: ["4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "6.11"],
  },
  {
    code: "NFM",
    title: "Nichteisenmetallindustrie",
    decision: "(EU) 2016/1032",
    publicationDate: "2016-06-30",
    activityCodes: ["2.1", "2.5.a", "2.5.b", "6.8"],
  },
  {
    code: "IRPP",
    title: "Intensivhaltung von Geflügel oder Schweinen",
    decision: "(EU) 2017/302",
    publicationDate: "2017-02-21",
    activityCodes: ["6.6.a", "6.6.b", "6.6.c"],
  },
  {
    code: "LCP",
    title: "Großfeuerungsanlagen",
    decision: "(EU) 2021/2326",
    publicationDate: "2021-12-29",
    activityCodes: ["1.1", "1.4", "5.2.a", "5.2.b"],
  },
  {
    code: "LVOC",
    title: "Organische Grundchemikalien",
    decision: "(EU) 2017/2117",
    publicationDate: "2017-12-07",
    activityCodes: ["4.1"],
  },
  {
    code: "WT",
    title: "Abfallbehandlung",
    decision: "(EU) 2018/1147",
    publicationDate: "2018-08-17",
    activityCodes: ["5.1", "5.3.a", "5.3.b", "5.5", "6.11"],
  },
  {
    code: "WI",
    title: "Abfallverbrennung",
    decision: "(EU) 2019/2010",
    publicationDate: "2019-12-03",
    activityCodes: ["5.1", "5.2.a", "5.2.b", "5.3.a", "5.3.b"],
  },
  {
    code: "FDM",
    title: "Nahrungsmittel-, Getränke- und Milchindustrie",
    decision: "(EU) 2019/2031",
    publicationDate: "2019-12-04",
    activityCodes: ["6.4.b", "6.4.c", "6.11"],
  },
  {
    code: "STS",
    title: "Oberflächenbehandlung mit organischen Lösungsmitteln",
    decision: "(EU) 2020/2009",
    publicationDate: "2020-12-09",
    activityCodes: ["6.7", "6.10"],
  },
  {
    code: "FMP",
    title: "Eisenmetallverarbeitung",
    decision: "(EU) 2022/2110",
    publicationDate: "2022-11-04",
    activityCodes: ["2.3.a", "2.3.c", "2.6"],
  },
  {
    code: "WGC",
    title: "Abgasbehandlung in der chemischen Industrie",
    decision: "(EU) 2022/2427",
    publicationDate: "2022-12-12",
    activityCodes: ["4.1", "4.2", "4.3", "4.4", "4.5", "4.6"],
  },
  {
    code: "TXT",
    title: "Textilindustrie",
    decision: "(EU) 2022/2508",
    publicationDate: "2022-12-20",
    activityCodes: ["6.2", "6.7", "6.11"],
  },
  {
    code: "SA",
    title: "Schlachthöfe und tierische Nebenprodukte",
    decision: "(EU) 2023/2749",
    publicationDate: "2023-12-18",
    activityCodes: ["6.4.a", "6.5", "6.11"],
  },
  {
    code: "SF",
    title: "Schmieden und Gießereien",
    decision: "(EU) 2024/2974",
    publicationDate: "2024-12-06",
    activityCodes: ["2.3.b", "2.4", "2.5.b", "6.11"],
  },
];

/** Austrian legal forms (Rechtsformen) for operators. */
export const LEGAL_FORMS: { code: string; name: string }[] = [
  { code: "GMBH", name: "Gesellschaft mit beschränkter Haftung (GmbH)" },
  { code: "AG", name: "Aktiengesellschaft (AG)" },
  { code: "GMBH_CO_KG", name: "GmbH & Co KG" },
  { code: "KG", name: "Kommanditgesellschaft (KG)" },
  { code: "OG", name: "Offene Gesellschaft (OG)" },
  { code: "EU", name: "Eingetragenes Unternehmen (e.U.)" },
  { code: "EINZEL", name: "Einzelunternehmen (nicht protokolliert)" },
  {
    code: "GEN",
    name: "Eingetragene Genossenschaft (reg. Gen.m.b.H.)",
  },
  { code: "SE", name: "Europäische Gesellschaft (SE)" },
  { code: "FLEXCO", name: "Flexible Kapitalgesellschaft (FlexCo)" },
  { code: "PRIVST", name: "Privatstiftung" },
  { code: "VEREIN", name: "Verein" },
  { code: "KOERPER", name: "Körperschaft öffentlichen Rechts" },
  { code: "GEBIETSK", name: "Gebietskörperschaft (Gemeinde, Land, Bund)" },
  { code: "VERBAND", name: "Gemeindeverband / Abfallwirtschaftsverband" },
  { code: "AUSL", name: "Ausländische Rechtsform" },
];

/**
 * Building blocks for fictional operator names, e.g. prefix + sector word
 * ("Alpen Stahl", "Donau Zement", "Tauern Papier"), optionally followed by a
 * core ("Tauern Papier Werke"). suffixesBySector is keyed by the IED Annex I
 * chapter ("1" Energie … "6" Sonstige). The combinations are made up and do
 * not refer to real companies.
 */
export const OPERATOR_NAME_PARTS: {
  prefixes: string[];
  cores: string[];
  suffixesBySector: Record<string, string[]>;
} = {
  prefixes: [
    "Alpen",
    "Donau",
    "Tauern",
    "Inntal",
    "Enns",
    "Murtal",
    "Drautal",
    "Traun",
    "Salzach",
    "Karawanken",
    "Wachau",
    "Mühlviertler",
    "Waldviertler",
    "Weinviertler",
    "Pannonia",
    "Dachstein",
    "Hochschwab",
    "Rax",
    "Ötscher",
    "Gailtal",
    "Lavanttal",
    "Ybbstal",
    "Marchfeld",
    "Rheintal",
    "Montafon",
    "Zillertal",
    "Bucklige Welt",
    "Leithatal",
    "Kamptal",
    "Hausruck",
  ],
  cores: [
    "Werke",
    "Industrie",
    "Produktion",
    "Technik",
    "Betriebe",
    "Verarbeitung",
    "Erzeugung",
    "Holding",
    "Service",
    "Anlagen",
  ],
  suffixesBySector: {
    "1": ["Energie", "Kraftwerk", "Fernwärme", "Wärme", "Raffinerie", "Gas"],
    "2": [
      "Stahl",
      "Eisen",
      "Metall",
      "Aluminium",
      "Kupfer",
      "Guss",
      "Schmiede",
      "Walzwerk",
      "Galvanik",
      "Verzinkerei",
    ],
    "3": [
      "Zement",
      "Kalk",
      "Magnesit",
      "Glas",
      "Ziegel",
      "Keramik",
      "Feuerfest",
      "Mineralwolle",
    ],
    "4": [
      "Chemie",
      "Kunststoff",
      "Pharma",
      "Düngemittel",
      "Harze",
      "Fasern",
      "Farben",
    ],
    "5": [
      "Entsorgung",
      "Recycling",
      "Umwelttechnik",
      "Abfallwirtschaft",
      "Verwertung",
      "Deponie",
    ],
    "6": [
      "Papier",
      "Zellstoff",
      "Karton",
      "Holzwerkstoff",
      "Textil",
      "Leder",
      "Fleisch",
      "Molkerei",
      "Zucker",
      "Mälzerei",
      "Geflügel",
      "Schweinezucht",
      "Lackiererei",
      "Druck",
    ],
  },
};

/** NACE Rev. 2 classes (German names as in ÖNACE 2008) relevant to IED industries. */
export const NACE_ACTIVITIES: { code: string; name: string }[] = [
  { code: "01.46", name: "Haltung von Schweinen" },
  { code: "01.47", name: "Haltung von Geflügel" },
  { code: "06.20", name: "Gewinnung von Erdgas" },
  {
    code: "08.11",
    name: "Gewinnung von Naturwerksteinen und Natursteinen, Kalk- und Gipsstein, Kreide und Schiefer",
  },
  { code: "10.11", name: "Schlachten (ohne Schlachten von Geflügel)" },
  { code: "10.12", name: "Schlachten von Geflügel" },
  { code: "10.13", name: "Fleischverarbeitung" },
  { code: "10.51", name: "Milchverarbeitung (ohne Herstellung von Speiseeis)" },
  { code: "10.62", name: "Herstellung von Stärke und Stärkeerzeugnissen" },
  { code: "10.81", name: "Herstellung von Zucker" },
  { code: "10.91", name: "Herstellung von Futtermitteln für Nutztiere" },
  { code: "11.05", name: "Herstellung von Bier" },
  { code: "11.06", name: "Herstellung von Malz" },
  { code: "13.30", name: "Veredlung von Textilien und Bekleidung" },
  {
    code: "15.11",
    name: "Herstellung von Leder und Lederfaserstoff; Zurichtung und Färben von Fellen",
  },
  { code: "16.10", name: "Säge-, Hobel- und Holzimprägnierwerke" },
  {
    code: "16.21",
    name: "Herstellung von Furnier-, Sperrholz-, Holzfaser- und Holzspanplatten",
  },
  { code: "17.11", name: "Herstellung von Holz- und Zellstoff" },
  { code: "17.12", name: "Herstellung von Papier, Karton und Pappe" },
  { code: "18.12", name: "Drucken a. n. g." },
  { code: "19.10", name: "Kokerei" },
  { code: "19.20", name: "Mineralölverarbeitung" },
  { code: "20.11", name: "Herstellung von Industriegasen" },
  {
    code: "20.13",
    name: "Herstellung von sonstigen anorganischen Grundstoffen und Chemikalien",
  },
  {
    code: "20.14",
    name: "Herstellung von sonstigen organischen Grundstoffen und Chemikalien",
  },
  {
    code: "20.15",
    name: "Herstellung von Düngemitteln und Stickstoffverbindungen",
  },
  { code: "20.16", name: "Herstellung von Kunststoffen in Primärformen" },
  {
    code: "20.20",
    name: "Herstellung von Schädlingsbekämpfungs-, Pflanzenschutz- und Desinfektionsmitteln",
  },
  {
    code: "20.30",
    name: "Herstellung von Anstrichmitteln, Druckfarben und Kitten",
  },
  { code: "20.51", name: "Herstellung von pyrotechnischen Erzeugnissen" },
  { code: "20.60", name: "Herstellung von Chemiefasern" },
  { code: "21.10", name: "Herstellung von pharmazeutischen Grundstoffen" },
  {
    code: "21.20",
    name: "Herstellung von pharmazeutischen Spezialitäten und sonstigen pharmazeutischen Erzeugnissen",
  },
  { code: "23.11", name: "Herstellung von Flachglas" },
  { code: "23.13", name: "Herstellung von Hohlglas" },
  { code: "23.14", name: "Herstellung von Glasfasern und Waren daraus" },
  {
    code: "23.20",
    name: "Herstellung von feuerfesten keramischen Werkstoffen und Waren",
  },
  { code: "23.32", name: "Herstellung von Ziegeln und sonstiger Baukeramik" },
  { code: "23.51", name: "Herstellung von Zement" },
  { code: "23.52", name: "Herstellung von Kalk und gebranntem Gips" },
  {
    code: "23.99",
    name: "Herstellung von sonstigen Erzeugnissen aus nichtmetallischen Mineralen a. n. g.",
  },
  {
    code: "24.10",
    name: "Erzeugung von Roheisen, Stahl und Ferrolegierungen",
  },
  { code: "24.34", name: "Herstellung von kaltgezogenem Draht" },
  { code: "24.42", name: "Erzeugung und erste Bearbeitung von Aluminium" },
  { code: "24.44", name: "Erzeugung und erste Bearbeitung von Kupfer" },
  {
    code: "24.45",
    name: "Erzeugung und erste Bearbeitung von sonstigen NE-Metallen",
  },
  { code: "24.51", name: "Eisengießereien" },
  { code: "24.53", name: "Leichtmetallgießereien" },
  {
    code: "25.50",
    name: "Herstellung von Schmiede-, Press-, Zieh- und Stanzteilen, gewalzten Ringen und pulvermetallurgischen Erzeugnissen",
  },
  { code: "25.61", name: "Oberflächenveredlung und Wärmebehandlung" },
  { code: "29.10", name: "Herstellung von Kraftwagen und Kraftwagenmotoren" },
  { code: "35.11", name: "Elektrizitätserzeugung" },
  { code: "35.30", name: "Wärme- und Kälteversorgung" },
  { code: "37.00", name: "Abwasserentsorgung" },
  {
    code: "38.21",
    name: "Behandlung und Beseitigung nicht gefährlicher Abfälle",
  },
  { code: "38.22", name: "Behandlung und Beseitigung gefährlicher Abfälle" },
  { code: "38.32", name: "Rückgewinnung sortierter Werkstoffe" },
];

/** Countries: ISO 3166-1 alpha-3 in `code`, alpha-2 in `alpha2`, German name. */
export const COUNTRIES: { code: string; alpha2: string; name: string }[] = [
  // EU member states
  { code: "AUT", alpha2: "AT", name: "Österreich" },
  { code: "BEL", alpha2: "BE", name: "Belgien" },
  { code: "BGR", alpha2: "BG", name: "Bulgarien" },
  { code: "HRV", alpha2: "HR", name: "Kroatien" },
  { code: "CYP", alpha2: "CY", name: "Zypern" },
  { code: "CZE", alpha2: "CZ", name: "Tschechien" },
  { code: "DNK", alpha2: "DK", name: "Dänemark" },
  { code: "EST", alpha2: "EE", name: "Estland" },
  { code: "FIN", alpha2: "FI", name: "Finnland" },
  { code: "FRA", alpha2: "FR", name: "Frankreich" },
  { code: "DEU", alpha2: "DE", name: "Deutschland" },
  { code: "GRC", alpha2: "GR", name: "Griechenland" },
  { code: "HUN", alpha2: "HU", name: "Ungarn" },
  { code: "IRL", alpha2: "IE", name: "Irland" },
  { code: "ITA", alpha2: "IT", name: "Italien" },
  { code: "LVA", alpha2: "LV", name: "Lettland" },
  { code: "LTU", alpha2: "LT", name: "Litauen" },
  { code: "LUX", alpha2: "LU", name: "Luxemburg" },
  { code: "MLT", alpha2: "MT", name: "Malta" },
  { code: "NLD", alpha2: "NL", name: "Niederlande" },
  { code: "POL", alpha2: "PL", name: "Polen" },
  { code: "PRT", alpha2: "PT", name: "Portugal" },
  { code: "ROU", alpha2: "RO", name: "Rumänien" },
  { code: "SVK", alpha2: "SK", name: "Slowakei" },
  { code: "SVN", alpha2: "SI", name: "Slowenien" },
  { code: "ESP", alpha2: "ES", name: "Spanien" },
  { code: "SWE", alpha2: "SE", name: "Schweden" },
  // EEA / EFTA and neighbours
  { code: "CHE", alpha2: "CH", name: "Schweiz" },
  { code: "LIE", alpha2: "LI", name: "Liechtenstein" },
  { code: "NOR", alpha2: "NO", name: "Norwegen" },
  { code: "ISL", alpha2: "IS", name: "Island" },
  { code: "GBR", alpha2: "GB", name: "Vereinigtes Königreich" },
  { code: "SRB", alpha2: "RS", name: "Serbien" },
  { code: "BIH", alpha2: "BA", name: "Bosnien und Herzegowina" },
  { code: "MNE", alpha2: "ME", name: "Montenegro" },
  { code: "MKD", alpha2: "MK", name: "Nordmazedonien" },
  { code: "ALB", alpha2: "AL", name: "Albanien" },
  { code: "TUR", alpha2: "TR", name: "Türkei" },
  { code: "UKR", alpha2: "UA", name: "Ukraine" },
  // Other
  { code: "USA", alpha2: "US", name: "Vereinigte Staaten" },
  { code: "CAN", alpha2: "CA", name: "Kanada" },
  { code: "CHN", alpha2: "CN", name: "China" },
  { code: "JPN", alpha2: "JP", name: "Japan" },
  { code: "KOR", alpha2: "KR", name: "Südkorea" },
  { code: "IND", alpha2: "IN", name: "Indien" },
];

export const GENDERS: { code: string; name: string }[] = [
  { code: "M", name: "Männlich" },
  { code: "W", name: "Weiblich" },
  { code: "D", name: "Divers" },
  { code: "X", name: "Keine Angabe" },
];

/**
 * Office of the provincial government per Bundesland (keyed by Bundesland
 * code), the competent authority for most IPPC installations. In Wien the
 * Magistrat acts as Amt der Wiener Landesregierung.
 */
export const AUTHORITY_NAMES_BY_BUNDESLAND: Record<string, string> = {
  "1": "Amt der Burgenländischen Landesregierung",
  "2": "Amt der Kärntner Landesregierung",
  "3": "Amt der Niederösterreichischen Landesregierung",
  "4": "Amt der Oö. Landesregierung",
  "5": "Amt der Salzburger Landesregierung",
  "6": "Amt der Steiermärkischen Landesregierung",
  "7": "Amt der Tiroler Landesregierung",
  "8": "Amt der Vorarlberger Landesregierung",
  "9": "Amt der Wiener Landesregierung",
};
