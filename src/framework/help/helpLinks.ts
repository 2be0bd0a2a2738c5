/** Portal pages behind the helpdesk box (SPEC §2); relative to the portal base URL. */
export const PORTAL_HELP_PATHS = {
  onlineHelp: "/hilfe",
  helpdesk: "/helpdesk",
} as const;
