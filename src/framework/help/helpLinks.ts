/** Portal pages behind the helpdesk box (SPEC §2); relative to the portal base URL. */
export const PORTAL_HELP_PATHS = {
  onlineHelp: "/hilfe",
  helpdesk: "/helpdesk",
} as const;

export function portalHelpUrl(
  portalBaseUrl: string,
  page: keyof typeof PORTAL_HELP_PATHS,
): string {
  return `${portalBaseUrl}${PORTAL_HELP_PATHS[page]}`;
}
