import { useId, useState, type ComponentType } from "react";
import { AppRoot } from "../../src/app/AppRoot";
import { Page } from "../../src/framework/page/Page";
import type { AppRoute } from "../../src/framework/routing/types";
import { postActiveRole } from "../shell/portalApi";

/** Where the demo lives in the shell: the router's basename, the context path of its '../' links. */
const ROUTE_DEMO_BASENAME = "/portal/katalog/routen";

/** A page of the demo: its title and what it shows, in the app's real page chrome. */
function demoPage(title: string, text: string): () => Promise<ComponentType> {
  function DemoPage() {
    return (
      <Page title={title} helpdesk={false}>
        <p>{text}</p>
      </Page>
    );
  }
  return () => Promise.resolve(DemoPage);
}

const topic = (name: string) =>
  demoPage(name, `Eine Seite im Zweig „Umweltthemen“: ${name}.`);

/**
 * Demo data (German, as the app's): a route table that uses every feature of the page framework
 * no route of the app's own table (src/app/routes.ts) uses. The roles are the simulated personas':
 * 'Behörde Oberösterreich' acts as AUTHORITY and may switch to AUTHORITY_ADMIN.
 */
function demoRoutes(origin: string): AppRoute[] {
  return [
    {
      path: "uebersicht",
      name: "Übersicht",
      load: demoPage(
        "Übersicht",
        "Die erste sichtbare Route: hierher führt die Wurzel der Demo.",
      ),
    },
    {
      // A parent without a page of its own, shown as a dropdown in the main navigation.
      path: "anlagenarten",
      name: "Anlagenarten",
      showSubRoutesAsDropdown: true,
      children: [
        {
          path: "feuerung",
          name: "Feuerungsanlagen",
          load: demoPage("Feuerungsanlagen", "Großfeuerungsanlagen ab 50 MW."),
        },
        {
          path: "abfall",
          name: "Abfallbehandlung",
          load: demoPage("Abfallbehandlung", "Behandlung und Verbrennung."),
        },
        {
          path: "chemie",
          name: "Chemische Industrie",
          roles: ["AUTHORITY", "AUTHORITY_ADMIN"],
          load: demoPage(
            "Chemische Industrie",
            "Nur für Behörden sichtbar: eine Route mit Rolle im Untermenü.",
          ),
        },
      ],
    },
    {
      // Two levels below: the sidebar's expandable branches and the burger menu's second level.
      path: "themen",
      name: "Umweltthemen",
      load: demoPage(
        "Umweltthemen",
        "Ein Zweig mit Unterseiten und Unter-Unterseiten.",
      ),
      children: [
        {
          path: "wasser",
          name: "Wasser",
          load: topic("Wasser"),
          children: [
            {
              path: "grundwasser",
              name: "Grundwasser",
              load: topic("Grundwasser"),
            },
            {
              path: "fliessgewaesser",
              name: "Fließgewässer",
              load: topic("Fließgewässer"),
            },
          ],
        },
        {
          path: "luft",
          name: "Luft",
          load: topic("Luft"),
          children: [
            {
              path: "feinstaub",
              name: "Feinstaub",
              load: topic("Feinstaub"),
            },
            {
              path: "stickoxide",
              name: "Stickoxide",
              load: topic("Stickoxide"),
            },
          ],
        },
      ],
    },
    {
      // Restricted to a role and without a page: opens its first visible, permitted child.
      path: "behoerde",
      name: "Behördenbereich",
      roles: ["AUTHORITY", "AUTHORITY_ADMIN"],
      children: [
        {
          path: "verwaltung",
          name: "Verwaltung",
          roles: ["AUTHORITY_ADMIN"],
          load: demoPage(
            "Verwaltung",
            "Nur in der Rolle „Behörde OÖ – Administration“.",
          ),
        },
        {
          // No role of its own: permitted only where its parent is.
          path: "berichte",
          name: "Berichte",
          load: demoPage("Berichte", "Für jede Rolle einer Behörde."),
        },
      ],
    },
    {
      path: "weiterfuehrend",
      name: "Weiterführend",
      showSubRoutesAsDropdown: true,
      children: [
        {
          path: "serverseite",
          name: "Serverseite",
          serverPage: true,
          load: demoPage(
            "Serverseite",
            "Vom Server geladen: der Link öffnet die Seite im selben Fenster neu.",
          ),
        },
        {
          // Absolute, so external (a new tab without referrer); the portal, so it opens offline too.
          path: "portal",
          name: "EDM Portal",
          linkTo: `${origin}/portal/`,
        },
        {
          // One level above the context path: the catalogue.
          path: "katalog",
          name: "Komponentenkatalog",
          linkTo: "../",
        },
      ],
    },
    {
      path: "intern",
      name: "Interne Seite",
      isHidden: true,
      load: demoPage(
        "Interne Seite",
        "Nicht in der Navigation, aber über ihre Adresse erreichbar.",
      ),
    },
  ];
}

function login(returnUrl: string) {
  window.location.assign(
    `/portal/login?returnUrl=${encodeURIComponent(returnUrl)}`,
  );
}

/**
 * The app's real page framework (layout, navigation, sidebar, burger menu, breadcrumbs, route
 * rules) with the demo's route table, for trying its features out and for the e2e suite. The
 * persona is chosen in the portal header; the breadcrumbs are the app's own (no setBreadcrumbs).
 */
export function RouteDemo() {
  const [interactiveName, setInteractiveName] = useState(false);
  const [routes] = useState(() => demoRoutes(window.location.origin));
  const checkboxId = useId();
  return (
    // The shell's place for an app: the demo takes the width the remote would.
    <div id="route-demo" className="portal-app">
      <div style={{ padding: "8px 16px" }}>
        <p>
          Routen-Demo: der Seitenrahmen von IPPC Austria mit einer
          Beispiel-Routentabelle. Die Persona wählen Sie oben im Portal-Kopf.{" "}
          <a href="/portal/katalog">Zum Komponentenkatalog</a>
        </p>
        <p>
          <input
            id={checkboxId}
            type="checkbox"
            checked={interactiveName}
            onChange={(event) => setInteractiveName(event.target.checked)}
          />{" "}
          <label htmlFor={checkboxId}>Anwendungstitel als Link</label>
        </p>
      </div>
      <AppRoot
        // The title's kind is fixed when the router is made: another one is another mount.
        key={String(interactiveName)}
        basename={ROUTE_DEMO_BASENAME}
        portalBaseUrl="/portal"
        // The simulated app API lives below the app's own context path, not the demo's.
        apiPrefix="/natippc/"
        handlers={{ login, switchRole: postActiveRole }}
        routes={routes}
        interactiveName={interactiveName}
      />
    </div>
  );
}
