/** Reloads the page after the site-root logout. One place, so tests can observe it. */
export function reloadPage(): void {
  window.location.reload();
}
