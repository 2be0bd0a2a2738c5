import "../../src/ui/tokens.css";
import { FeedbackSection } from "./sections/FeedbackSection";
import { FormsSection } from "./sections/FormsSection";
import { PageChromeSection } from "./sections/PageChromeSection";
import { WidgetsSection } from "./sections/WidgetsSection";

/**
 * Every design-system component in every state (host-dev only): for trying them out with keyboard
 * and screen reader, for screenshots, and for the accessibility suite.
 */
export function Catalogue() {
  return (
    <div className="natippc-root catalogue">
      <main>
        <h1>Komponentenkatalog</h1>
        <p>
          Alle Bausteine des Designsystems von IPPC Austria in allen Zuständen.
        </p>
        <nav aria-label="Katalog">
          <ul>
            <li>
              <a href="#formulare">Formulare</a>
            </li>
            <li>
              <a href="#auswahl">Tooltip, Auswahl und Suche</a>
            </li>
            <li>
              <a href="#rueckmeldungen">Hinweise, Dialoge und Blöcke</a>
            </li>
            <li>
              <a href="#seitenrahmen">Seitenrahmen</a>
            </li>
            <li>
              {/* The app's framework with a demo route table: a page of its own. */}
              <a href="/portal/katalog/routen">Routen-Demo</a>
            </li>
          </ul>
        </nav>
        <FormsSection />
        <WidgetsSection />
        <FeedbackSection />
        <PageChromeSection />
      </main>
    </div>
  );
}
