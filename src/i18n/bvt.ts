/** Product texts of the BAT conclusions page (BVT-Schlussfolgerungen). */
export const BVT_TEXTS = {
  intro:
    "BVT-Schlussfolgerungen beschreiben die besten verfügbaren Techniken (BVT) einer Branche und die mit ihnen erreichbaren Emissionswerte. Die Europäische Kommission veröffentlicht sie als Durchführungsbeschlüsse; die Behörden legen danach die Genehmigungsauflagen der IPPC-Anlagen fest.",
  search: "BVT-Schlussfolgerungen durchsuchen",
  /** Context help ('Kontexthilfe') beside the search and the table. */
  help: {
    search:
      "Sucht im Kürzel, im Titel und im Durchführungsbeschluss der BVT-Schlussfolgerungen.",
    table:
      "Je Branche die Schlussfolgerung mit ihren Dokumenten; die Spaltenköpfe sortieren die Liste.",
  },
  caption: (shown: number, all: number) =>
    shown === all
      ? `${all} BVT-Schlussfolgerungen`
      : `${shown} von ${all} BVT-Schlussfolgerungen`,
  /** Soft hyphens: the long headers may break in a narrow table (Chromium on Linux has no hyphenation dictionary). */
  columns: {
    code: "Kürzel",
    title: "Titel",
    decision: "Durchführungs\u00ADbeschluss",
    publicationDate: "Veröffent\u00ADlichung",
    installationCount: "Anlagen",
  },
  /** Read before each row's actions, so they make sense out of the table too. */
  actionPrefix: (code: string) => `${code}: `,
  /** Read after the number of installations it follows. */
  installationsSuffix: (code: string, count: number) =>
    ` ${count === 1 ? "Anlage" : "Anlagen"} mit BVT-Schlussfolgerungen ${code} im Anlagenregister anzeigen`,
  download: "PDF herunterladen",
  create: "Dokument erstellen",
  creating: "Dokument wird erstellt …",
  created: (code: string) => `Das Dokument zu ${code} wurde erstellt.`,
  createFailed: (code: string) =>
    `Das Dokument zu ${code} konnte nicht erstellt werden.`,
  createdDownload: "Erstelltes Dokument herunterladen",
  dms: "Im DMS öffnen",
  loading: "BVT-Schlussfolgerungen werden geladen …",
  loadFailed: "Die BVT-Schlussfolgerungen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  empty: "Es sind keine BVT-Schlussfolgerungen vorhanden.",
  noMatch: "Keine BVT-Schlussfolgerung passt zum Suchbegriff.",
} as const;
