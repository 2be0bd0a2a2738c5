/**
 * The product's own texts for the user menu, session countdown, toasts, message centre and error
 * dialogs — the ones the specification does not give (its texts are in de.ts).
 */
export const USER_TEXTS = {
  menu: {
    /** Read after the user's name on the header button. */
    buttonSuffix: "Benutzermenü",
    login: "Anmelden",
    logout: "Abmelden",
    profile: "Mein Profil",
    changePassword: "Passwort ändern",
    activeRole: "Aktive Rolle",
    switchRole: "Rolle wechseln",
    actingFor: (mainUserName: string, userName: string) =>
      `Angemeldet als ${mainUserName}, in Vertretung für ${userName}`,
  },
  messages: {
    unread: (count: number) =>
      count === 1
        ? "1 ungelesene Nachricht"
        : `${count} ungelesene Nachrichten`,
    /** Heading of the toast region for screen readers. */
    toastRegion: "Benachrichtigungen",
    time: "Zeitpunkt",
  },
  session: {
    /** The live region's last-minute announcement (the spec's text counts in minutes). */
    expiresInSeconds: (seconds: number) =>
      `Ihre Sitzung läuft in ${seconds} Sekunden ab…`,
  },
  errors: {
    unexpectedTitle: "Unerwarteter Fehler",
    firewallIntro:
      "Die Anfrage wurde von der Firewall abgelehnt. Die Antwort der Firewall:",
    firewallFrame: "Antwort der Firewall",
  },
} as const;
