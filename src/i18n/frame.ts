/**
 * The page frame's own German texts (header, navigation, footer) that the specification does not
 * spell out. Texts the specification gives verbatim live in `T` (de.ts) and are used from there.
 */
export const FRAME_TEXTS = {
  skipToContent: "Zum Inhalt springen",
  mainNavigation: "Hauptnavigation",
  sidebarNavigation: "Seitennavigation",
  showSidebar: "Seitennavigation einblenden",
  hideSidebar: "Seitennavigation ausblenden",
  subPagesOf: (name: string) => `Unterseiten von ${name}`,
  menu: "Menü",
  backToMenu: "Zurück zum Menü",
  offline:
    "Keine Verbindung zum Netz. Was die Seite anfordert, wird geladen, sobald die Verbindung wieder besteht.",
  backOnline: "Die Verbindung besteht wieder.",
  storageBlocked:
    "Ihr Browser erlaubt dieser Seite keine lokale Speicherung. Ihre Einstellungen und Filter gelten daher nur, bis Sie die Seite verlassen.",
  header: {
    fullWidth: "Volle Seitenbreite",
    filter: "Filter",
    filterLoadFailed: "Gespeicherte Filter konnten nicht geladen werden.",
    environment: "Umgebung",
    filterBar: "Filterleiste",
  },
  /** SPEC §3 environment labels; unknown values get the default. */
  environments: {
    LOCAL: "Lokal",
    DEV: "Entwicklung",
    TEST: "Test",
    DEMO: "Demo",
    PREPROD: "Vorproduktion",
    PROD: "Produktion",
  },
  unknownEnvironment: "Unbekannte Umgebung",
  footer: {
    label: "Fußzeile",
    links: "Informationen",
    about: "Über",
    imprint: "Impressum",
    accessibility: "Barrierefreiheitserklärung",
    dataProtection: "Datenschutz",
    helpdesk: "Helpdesk",
    version: (version: string) => `Version ${version}`,
    versionLabel: "Version",
    versionTitle: "Versionsinformationen",
    application: "Anwendung",
    versionDetail: "Versionsdetails",
    buildNumber: "Build-Nummer",
    previousApplication: "Zurück zur vorherigen Anwendung",
    backToPortal: "Zurück zum Portal",
  },
  testSettings: {
    title: "Testeinstellungen",
  },
} as const;
