/** Leaves the app for a portal page (a full page load). One place, so tests can observe it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Loads the page anew (after the site-root logout, or to pick up a new deployment). */
export function reloadPage(): void {
  window.location.reload();
}
