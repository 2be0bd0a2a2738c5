/**
 * Product texts of the installation details page (/installations/:id) — not in the specification
 * (those live in T, src/i18n/de.ts).
 */
export const DETAILS_TEXTS = {
  backToRegister: "Zurück zum Anlagenregister",
  subtitle: (id: string, status: string) => `Anlagen-ID ${id} · ${status}`,
  retry: "Erneut versuchen",
  loadingPart: "Wird geladen …",
  toc: "Inhalt dieser Seite",
  version: {
    /** Above the details while an earlier version is shown. */
    title: (name: string, date: string) => `Sie sehen ${name} vom ${date}`,
    text: "Das ist eine frühere Fassung dieses Registereintrags, nicht sein aktueller Stand.",
    loading: (name: string) => `${name} wird geladen …`,
    failed: (name: string) => `${name} ist derzeit nicht verfügbar.`,
  },
  status: {
    IN_OPERATION: "In Betrieb",
    CLOSED: "Stillgelegt",
  },
  /** Context help ('Kontexthilfe') beside each section's heading. */
  sectionHelp: {
    overview:
      "Die wichtigsten Angaben zur Anlage, wie die zuständige Behörde sie im Register führt.",
    operator: "Wer die Anlage betreibt und für sie verantwortlich ist.",
    location: "Wo die Anlage liegt; die Karte zeigt ihre Koordinaten.",
    activities:
      "Die Tätigkeiten nach Anhang I der Industrieemissionsrichtlinie, die in der Anlage ausgeübt werden; sie bestimmen, welche BVT-Schlussfolgerungen gelten.",
    bvt: "Die Schlussfolgerungen zu den besten verfügbaren Techniken (BVT), die für die Tätigkeiten der Anlage gelten.",
    permits: "Die Genehmigungen der Anlage und ihre Bescheide.",
    inspections:
      "Die Umweltinspektionen der Behörde in der Anlage und ihre Berichte.",
    documents:
      "Dokumente der Anlage, die nur Sie als für die Anlage registrierte Person sehen.",
  },
  sections: {
    overview: "Überblick",
    operator: "Betreiber",
    location: "Standort",
    activities: "Tätigkeiten nach Anhang I der Industrieemissionsrichtlinie",
    bvt: "Anwendbare BVT-Schlussfolgerungen",
    permits: "Genehmigungen",
    inspections: "Umweltinspektionen",
    documents: "Ihre Dokumente",
  },
  overview: {
    name: "Bezeichnung",
    id: "Anlagen-ID",
    status: "Status",
    eprtrId: "E-PRTR-Kennung",
    competentAuthority: "Zuständige Behörde",
    lastInspection: "Letzte Umweltinspektion",
    lastModified: "Zuletzt geändert",
    showHistory: "Änderungsverlauf anzeigen",
    edm: "Im EDM anzeigen",
    edmFailed: "Der Link ins EDM ist derzeit nicht verfügbar.",
  },
  operator: {
    name: "Name",
    legalForm: "Rechtsform",
    address: "Anschrift",
    companyRegisterNumber: "Firmenbuchnummer",
    id: "Betreiber-ID",
    country: "Staat des Sitzes",
  },
  contact: {
    heading: "Ansprechperson",
    name: "Name",
    gender: "Geschlecht",
    phone: "Telefon",
    email: "E-Mail",
    /** By gender code (red list genders); other codes have no salutation. */
    salutations: { W: "Frau", M: "Herr" },
    withheld:
      "Die Ansprechperson des Betreibers wird aus Datenschutzgründen nur den für diese Anlage registrierten Personen und den zuständigen Behörden angezeigt.",
  },
  location: {
    address: "Anschrift",
    municipality: "Postleitzahl und Gemeinde",
    municipalityCode: "Gemeindekennziffer",
    cadastralMunicipality: "Katastralgemeinde",
    cadastralMunicipalityValue: (name: string, code: string) =>
      `${name} (KG-Nr. ${code})`,
    bezirk: "Politischer Bezirk",
    bundesland: "Bundesland",
    coordinates: "Koordinaten (WGS 84)",
    /** Degrees without sign: the hemisphere says it. */
    coordinatesValue: (
      lat: string,
      north: boolean,
      lon: string,
      east: boolean,
    ) =>
      `${lat}° ${north ? "nördliche" : "südliche"} Breite, ${lon}° ${east ? "östliche" : "westliche"} Länge`,
    map: "Auf der Karte anzeigen (OpenStreetMap)",
    coordinatesUnusable: "Keine gültigen Koordinaten vorhanden",
  },
  activities: {
    main: "Haupttätigkeit",
    other: "Weitere Tätigkeiten",
    nace: "Wirtschaftstätigkeit (ÖNACE 2008)",
  },
  bvt: {
    intro:
      "BVT-Schlussfolgerungen legen die besten verfügbaren Techniken und die damit verbundenen Emissionswerte fest, an denen sich die Genehmigung der Anlage orientiert.",
    none: "Dieser Anlage sind keine BVT-Schlussfolgerungen zugeordnet.",
    decision: (decision: string, date: string) =>
      `Durchführungsbeschluss ${decision} vom ${date}`,
    download: "Dokument herunterladen",
    downloadContext: (code: string) => ` (BVT-Schlussfolgerungen ${code}, PDF)`,
    all: "Alle BVT-Schlussfolgerungen",
    failed:
      "Die Titel der BVT-Schlussfolgerungen konnten nicht geladen werden.",
    unknown: "(Titel derzeit nicht verfügbar)",
  },
  permits: {
    caption: (count: number) =>
      `Genehmigungen der Anlage (${count}), neueste zuerst`,
    none: "Für diese Anlage sind keine Genehmigungen erfasst.",
    columns: {
      date: "Datum",
      reference: "Geschäftszahl",
      subject: "Gegenstand",
      authority: "Behörde",
      document: "Bescheid",
    },
    content: "Genehmigungsinhalte öffnen",
    contentHint: "(PDF, öffnet in neuem Tab)",
    contentFailed:
      "Der Link zu den Genehmigungsinhalten ist derzeit nicht verfügbar.",
    download: "Herunterladen",
    downloadContext: (reference: string) => ` (Bescheid ${reference})`,
    noDocument: "kein Dokument",
  },
  inspections: {
    intro:
      "Die zuständige Behörde inspiziert IPPC-Anlagen planmäßig je nach Risiko alle ein bis drei Jahre und anlassbezogen, etwa nach Beschwerden oder Störfällen.",
    nextPlanned: "Nächste planmäßige Inspektion",
    caption: (count: number) =>
      `Umweltinspektionen der Anlage (${count}), neueste zuerst`,
    none: "Für diese Anlage sind keine Umweltinspektionen erfasst.",
    columns: {
      date: "Datum",
      kind: "Art",
      authority: "Behörde",
      findings: "Feststellungen",
      report: "Bericht",
    },
    kinds: { ROUTINE: "planmäßig", OCCASION: "anlassbezogen" },
    request: "Inspektionsbericht anfordern",
    requestHint: "(öffnet Ihr E-Mail-Programm)",
    requestFailed:
      "Die Vorlage zum Anfordern eines Inspektionsberichts ist derzeit nicht verfügbar.",
    download: "Herunterladen",
    downloadContext: (date: string) => ` (Inspektionsbericht vom ${date})`,
    noReport: "kein Dokument",
  },
  documents: {
    intro:
      "Sie sind für diese Anlage registriert. Hier finden Sie die Dokumente ihres Dokumentenordners.",
    folders: {
      genehmigungen: "Genehmigungsbescheide",
      inspektionen: "Umweltinspektionsberichte",
    },
    caption: (folder: string, count: number) => `${folder} (${count})`,
    none: "Dieser Ordner enthält keine Dokumente.",
    columns: {
      name: "Dokument",
      type: "Dokumenttyp",
      created: "Erstellt",
      size: "Größe",
    },
    kilobytes: (value: string) => `${value}\u00a0KB`,
    megabytes: (value: string) => `${value}\u00a0MB`,
    failed: "Die Dokumente dieses Ordners sind derzeit nicht verfügbar.",
    typesFailed:
      "Die Bezeichnungen der Dokumenttypen konnten nicht geladen werden; angezeigt werden die Kürzel.",
    registrationFailed:
      "Ob Sie für diese Anlage registriert sind, konnte nicht geprüft werden. Ihre Dokumente werden daher nicht angezeigt.",
  },
} as const;
