import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { navigateToUrl } from "single-spa";
import type { SessionUser, UserApp } from "../../src/api/types";
import { getJson, loginUrl, type Persona } from "./portalApi";
import { mountNatippc, type Breadcrumb } from "./natippc";
import { safeReturnUrl } from "../returnUrl";

const Catalogue = lazy(() =>
  import("../catalogue/Catalogue").then((module) => ({
    default: module.Catalogue,
  })),
);
const RouteDemo = lazy(() =>
  import("../catalogue/RouteDemo").then((module) => ({
    default: module.RouteDemo,
  })),
);
const AccessibilityStatement = lazy(() =>
  import("./AccessibilityStatement").then((module) => ({
    default: module.AccessibilityStatement,
  })),
);

function subscribeLocation(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener("single-spa:routing-event", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("single-spa:routing-event", onChange);
  };
}
function usePathname() {
  return useSyncExternalStore(
    subscribeLocation,
    () => window.location.pathname,
  );
}

function currentUrl() {
  return (
    window.location.pathname + window.location.search + window.location.hash
  );
}

function PortalLogo() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="6" fill="#006b3f" />
      <path d="M8 28c6-14 18-18 24-16-4 2-8 8-10 16z" fill="#fff" />
    </svg>
  );
}

function PersonaSwitcher({
  personas,
  current,
}: {
  personas: Persona[];
  current: string;
}) {
  return (
    <label className="persona">
      Persona{" "}
      <select
        value={current}
        onChange={(event) =>
          window.location.assign(loginUrl(event.target.value, currentUrl()))
        }
      >
        {personas.map((persona) => (
          <option key={persona.name} value={persona.name}>
            {persona.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The portal's sign-in page; `event` carries what the app asked for (SPEC §2 user menu). */
function LoginPage({ personas }: { personas: Persona[] }) {
  const params = new URLSearchParams(window.location.search);
  const returnUrl = safeReturnUrl(params.get("returnUrl") ?? undefined);
  const event = params.get("event");
  useEffect(() => {
    if (event === "logout")
      void fetch("/natippc/logout", { credentials: "include" });
  }, [event]);
  if (event === "manageUser" || event === "changePassword") {
    return (
      <main className="portal-page">
        <h1>{event === "manageUser" ? "Mein Profil" : "Passwort ändern"}</h1>
        <p>
          Simulierte Portalseite: hier verwaltet das EDM Portal das
          Benutzerkonto.
        </p>
        <p>
          <a href={returnUrl}>Zurück zu IPPC Austria</a>
        </p>
      </main>
    );
  }
  return (
    <main className="portal-page">
      <h1>Anmeldung am EDM Portal</h1>
      {event === "logout" && <p role="status">Sie wurden abgemeldet.</p>}
      <p>Simulierte Anmeldung: wählen Sie, als wer Sie sich anmelden.</p>
      <ul className="persona-list">
        {personas
          .filter((persona) => persona.name !== "anonymous")
          .map((persona) => (
            <li key={persona.name}>
              <a className="button" href={loginUrl(persona.name, returnUrl)}>
                Anmelden als {persona.label}
              </a>
              <span> – {persona.description}</span>
            </li>
          ))}
      </ul>
    </main>
  );
}

function LogoutPage() {
  useEffect(() => {
    void fetch("/natippc/logout", { credentials: "include" });
  }, []);
  return (
    <main className="portal-page">
      <h1>Abgemeldet</h1>
      <p>Sie wurden vom EDM Portal abgemeldet.</p>
      <p>
        <a href="/natippc/start">Zurück zu IPPC Austria</a>
      </p>
    </main>
  );
}

function PortalHome({ apps }: { apps: UserApp[] }) {
  return (
    <main className="portal-page">
      <h1>EDM Portal</h1>
      <p>Das elektronische Datenmanagement für Umwelt- und Abfallwirtschaft.</p>
      <h2>Anwendungen</h2>
      <ul>
        {apps.map((app) => (
          <li key={app.url}>
            <a href={app.url}>{app.shortName}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function Shell() {
  const pathname = usePathname();
  const [session, setSession] = useState<SessionUser | null>(null);
  const [personas, setPersonas] = useState<Persona[]>([]);
  const [apps, setApps] = useState<UserApp[]>([]);
  const [breadcrumbs, setBreadcrumbs] = useState<Breadcrumb[]>([]);
  const [sessionExpired, setSessionExpired] = useState(false);

  useEffect(() => {
    void getJson<Persona[]>("/__dev/personas").then((list) =>
      setPersonas(list ?? []),
    );
    void mountNatippc({
      onSession: setSession,
      onApps: setApps,
      setBreadcrumbs,
      onSessionExpired: () => setSessionExpired(true),
      login: (returnUrl) =>
        window.location.assign(
          `/portal/login?returnUrl=${encodeURIComponent(returnUrl)}`,
        ),
    });
  }, []);

  const inApp = pathname.startsWith("/natippc");
  const user = session?.isLoggedIn ? session.user : null;
  const persona = user
    ? (personas.find((p) => p.username === user.username)?.name ?? "")
    : "anonymous";

  return (
    <div className="portal">
      <header className="portal-header">
        <a href="/portal/" className="portal-brand">
          <PortalLogo />
          <span>EDM Portal</span>
        </a>
        <nav aria-label="Portal" className="portal-tools">
          {/* Rendered before the list arrives, so the header does not wrap differently when it does. */}
          <PersonaSwitcher personas={personas} current={persona} />
          <span className="portal-user">
            {user ? user.currentUserName : "Nicht angemeldet"}
          </span>
          {user ? (
            <a href="/portal/logout?event=logout">Abmelden</a>
          ) : (
            <a
              href={`/portal/login?returnUrl=${encodeURIComponent(currentUrl())}`}
            >
              Anmelden
            </a>
          )}
        </nav>
      </header>
      {sessionExpired && (
        <div className="portal-banner" role="alert">
          Ihre Portal-Sitzung ist abgelaufen.{" "}
          <a
            href={`/portal/login?returnUrl=${encodeURIComponent(currentUrl())}`}
          >
            Erneut anmelden
          </a>
        </div>
      )}
      {/* The bar's place is kept while the app has not sent its breadcrumbs yet: nothing moves when they come. */}
      {inApp && breadcrumbs.length === 0 && (
        <div className="portal-breadcrumbs" />
      )}
      {inApp && breadcrumbs.length > 0 && (
        <nav aria-label="Brotkrümelnavigation" className="portal-breadcrumbs">
          <ol>
            {breadcrumbs.map((item, index) => (
              <li key={item.href}>
                {index === breadcrumbs.length - 1 ? (
                  <span aria-current="page">{item.label}</span>
                ) : (
                  <a
                    href={item.href}
                    onClick={(event) => {
                      if (item.href.startsWith("/natippc")) {
                        event.preventDefault();
                        navigateToUrl(item.href);
                      }
                    }}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="portal-body">
        {/* Likewise the apps column: the app beside it keeps its width when the list arrives. */}
        {inApp && apps.length === 0 && <div className="portal-apps" />}
        {inApp && apps.length > 0 && (
          <nav aria-label="Meine Anwendungen" className="portal-apps">
            <ul>
              {apps.map((app) => (
                <li key={app.url}>
                  <a
                    href={app.url}
                    aria-current={
                      new RegExp(app.matcher).test(pathname)
                        ? "page"
                        : undefined
                    }
                  >
                    {app.shortName}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* single-spa mounts the remote here; React never renders children into it. */}
        <div id="natippc-container" className="portal-app" hidden={!inApp} />
        {!inApp &&
          (pathname.startsWith("/portal/katalog/routen") ? (
            <Suspense fallback={null}>
              <RouteDemo />
            </Suspense>
          ) : pathname.startsWith("/portal/katalog") ? (
            <Suspense fallback={null}>
              <Catalogue />
            </Suspense>
          ) : pathname.startsWith("/portal/barrierefreiheit") ? (
            <Suspense fallback={null}>
              <AccessibilityStatement />
            </Suspense>
          ) : pathname.startsWith("/portal/login") ? (
            <LoginPage personas={personas} />
          ) : pathname.startsWith("/portal/logout") ? (
            <LogoutPage />
          ) : (
            <PortalHome apps={apps} />
          ))}
      </div>
    </div>
  );
}
