/**
 * The portal of every interop host: its header and breadcrumb bar in #portal, and IPPC Austria
 * registered with single-spa under /natippc. Plain DOM, so that the portal's chrome does not depend on
 * the React a host shares (the react18 host's or the others' 19) nor on where this file resolves it.
 */
import {
  navigateToUrl,
  registerApplication,
  start,
  type LifeCycles,
} from "single-spa";

export interface Crumb {
  label: string;
  href: string;
}

/** The portal's own trail: shown whenever no app has handed one over. */
const PORTAL_TRAIL: Crumb[] = [{ label: "Portal", href: "/portal/" }];

let crumbs: Crumb[] = [];
let bar: HTMLOListElement | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = "",
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.textContent = text;
  return created;
}

function link(label: string, href: string): HTMLAnchorElement {
  const anchor = element("a", label);
  anchor.href = href;
  return anchor;
}

function renderTrail(): void {
  const trail = crumbs.length > 0 ? crumbs : PORTAL_TRAIL;
  bar?.replaceChildren(
    ...trail.map((item, index) => {
      const li = element("li");
      if (index < trail.length - 1) li.append(link(item.label, item.href));
      else {
        const current = element("span", item.label);
        current.setAttribute("aria-current", "page");
        li.append(current);
      }
      return li;
    }),
  );
}

/** What an app hands over to show in the portal's bar; an empty list gives the bar back to the portal. */
export function setBreadcrumbs(items: Crumb[]): void {
  crumbs = items;
  renderTrail();
}

/** The portal's header and breadcrumb bar, in #portal; its links navigate through single-spa. */
export function renderPortal(): void {
  const root = document.getElementById("portal")!;
  const header = element("header");
  header.append(
    element("strong", "Umweltportal"),
    " ",
    link("Portalseite", "/portal/"),
    " ",
    link("IPPC Austria", "/natippc/start"),
  );
  const nav = element("nav");
  nav.setAttribute("aria-label", "Portal-Brotkrümel");
  bar = element("ol");
  nav.append(bar);
  root.replaceChildren(header, nav);
  root.addEventListener("click", (event) => {
    const anchor =
      event.target instanceof Element ? event.target.closest("a") : null;
    if (!anchor) return;
    event.preventDefault();
    navigateToUrl(anchor.href);
  });
  renderTrail();
}

/** Each call of a portal handler, as [name, ...arguments], for the suite to read. */
const handlerCalls: unknown[][] = [];
(
  window as unknown as { __portalHandlerCalls: unknown[][] }
).__portalHandlerCalls = handlerCalls;

/**
 * What the portal hands IPPC Austria as single-spa's customProps: the handlers of DESIGN §3 (sign-in,
 * an expired session, a role switch) record their calls. A portal that provides the container
 * also hands it #natippc-container and setBreadcrumbs; otherwise the remote makes its own container at
 * the end of <body> and shows its own breadcrumbs.
 */
export function natippcProps({
  providesContainer,
}: {
  providesContainer: boolean;
}) {
  return {
    basename: "/natippc",
    portalBaseUrl: "/portal",
    apiPrefix: ".",
    handlers: {
      login: (returnUrl: string) => handlerCalls.push(["login", returnUrl]),
      sessionExpired: () => handlerCalls.push(["sessionExpired"]),
      switchRole: (roleId: string) => {
        handlerCalls.push(["switchRole", roleId]);
      },
    },
    ...(providesContainer && {
      setBreadcrumbs,
      domElement: document.getElementById("natippc-container") ?? undefined,
    }),
  };
}

/**
 * The portal's chrome, and IPPC Austria (loaded by `app`) mounted by single-spa under /natippc with
 * `customProps` (natippcProps).
 */
export function startPortal(
  app: () => Promise<LifeCycles<object>>,
  customProps: object,
): void {
  renderPortal();
  registerApplication({
    name: "natippc",
    app,
    activeWhen: (location) => location.pathname.startsWith("/natippc"),
    customProps: { ...customProps },
  });
  start();
}
