/**
 * The remote's stylesheets in the portal's `<head>`, taken out on unmount and put back on mount.
 *
 * rspack adds a `<link>` per CSS chunk the first time the chunk loads and never again, so the
 * links cannot simply be removed: the next mount would render unstyled. They are kept here while
 * the remote is not mounted. Preload hints for the remote's files are spent once the files load
 * and are dropped.
 */
import { ownFilesUrl } from "../framework/host";

const detached: HTMLLinkElement[] = [];

export function detachStyles(): void {
  const prefix = ownFilesUrl();
  if (!prefix) return;
  for (const link of document.head.querySelectorAll("link")) {
    if (!link.href.startsWith(prefix)) continue;
    if (link.rel === "stylesheet") detached.push(link);
    link.remove();
  }
}

export function reattachStyles(): void {
  document.head.append(...detached.splice(0));
}
