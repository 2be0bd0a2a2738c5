/**
 * The portal's accessibility statement for IPPC Austria (the footer's 'Barrierefreiheitserklärung'),
 * after the model statement of the Web-Zugänglichkeits-Gesetz (WZG) and Implementing Decision
 * (EU) 2018/1523. It says what the project's proof suites check and what they cannot; keep it in
 * step with docs/testing.md 'Proof suites'.
 */

const ASSESSED_ON = "21. November 2026";
const CONTACT = "barrierefreiheit@edm.gv.at";

export function AccessibilityStatement() {
  return (
    <main className="portal-page">
      <h1>Erklärung zur Barrierefreiheit</h1>
      <p>
        Der Betreiber des EDM Portals ist bemüht, seine Websites und mobilen
        Anwendungen im Einklang mit dem Web-Zugänglichkeits-Gesetz (WZG), BGBl.
        I Nr. 59/2019, barrierefrei zugänglich zu machen, mit dem die Richtlinie
        (EU) 2016/2102 umgesetzt wird.
      </p>
      <p>
        Diese Erklärung gilt für die Webanwendung <strong>IPPC Austria</strong>,
        das öffentliche Register der IPPC-Anlagen in Österreich, mit allen ihren
        Seiten unter <a href="/natippc/start">/natippc</a>.
      </p>

      <h2>Stand der Vereinbarkeit mit den Anforderungen</h2>
      <p>
        Diese Webanwendung ist wegen der unten aufgeführten Unvereinbarkeiten
        und Ausnahmen <strong>teilweise konform</strong> mit der
        Konformitätsstufe AA der „Richtlinien für barrierefreie Webinhalte –
        WCAG 2.1“ beziehungsweise mit der Europäischen Norm EN 301 549 V3.2.1.
      </p>

      <h2>Nicht barrierefreie Inhalte</h2>
      <p>Die nachstehend aufgeführten Inhalte sind nicht barrierefrei:</p>
      <h3>Unvereinbarkeit mit den Anforderungen</h3>
      <ul>
        <li>
          Die Webanwendung wurde bisher nicht mit Screenreadern (etwa NVDA,
          JAWS, VoiceOver, TalkBack), nicht im Modus für erzwungene Farben
          (Kontrastmodus von Windows) und nicht von Menschen mit Behinderungen
          geprüft. Ob Statusmeldungen, Fehlermeldungen und die Zeitanzeige des
          Sitzungsablaufs verständlich angesagt werden, ist daher nicht
          bestätigt.
        </li>
        <li>
          Automatische Prüfwerkzeuge erkennen nur einen Teil der möglichen
          Barrieren. Nicht automatisch geprüft sind unter anderem: ob Linktexte,
          Überschriften und Beschriftungen verständlich sind, ob die
          Lesereihenfolge dem Sinn entspricht, ob die Seiten bei 200 % Textgröße
          und mit vergrößerten Zeichen- und Zeilenabständen vollständig lesbar
          bleiben, und die Farbkontraste von Grafiken und Bedienelementen (außer
          Text).
        </li>
        <li>
          Die Excel- und GeoJSON-Exporte des Anlagenregisters wurden nicht auf
          Barrierefreiheit geprüft.
        </li>
      </ul>
      <h3>
        Unverhältnismäßige Belastung und Inhalte außerhalb des Geltungsbereichs
      </h3>
      <ul>
        <li>
          Die zum Herunterladen angebotenen PDF-Dokumente – die
          BVT-Schlussfolgerungen der Europäischen Kommission und die
          Genehmigungsinhalte der Behörden – stammen nicht vom Betreiber und
          sind teilweise nicht barrierefrei. Die wesentlichen Angaben der
          Anlagen (Genehmigungen, Inspektionen, anwendbare
          BVT-Schlussfolgerungen) stehen als Text auf den Detailseiten.
        </li>
        <li>
          Die Lage einer Anlage wird auf einer Karte von OpenStreetMap gezeigt,
          einem Angebot Dritter. Die Anschrift und die Koordinaten stehen als
          Text auf der Detailseite.
        </li>
        <li>
          Lehnt eine Firewall eine Anfrage ab, zeigt die Anwendung deren Seite
          unverändert in einem Rahmen an; deren Inhalt stammt nicht vom
          Betreiber.
        </li>
        <li>
          Die Texte der Seiten „Umweltinspektion“, „Rechtsgrundlagen und
          Leitfäden“ und „FAQ“ pflegt eine Redaktion. Sie werden bei jeder
          Prüfung in ihrem aktuellen Stand geprüft; später geänderte Texte
          können bis zur nächsten Prüfung Mängel enthalten.
        </li>
      </ul>

      <h2>Erstellung dieser Erklärung zur Barrierefreiheit</h2>
      <p>
        Diese Erklärung wurde am {ASSESSED_ON} erstellt. Die Bewertung beruht
        auf einer Selbstbewertung durch das Entwicklungsteam. Sie wird bei jeder
        Änderung der Webanwendung wiederholt, mindestens aber einmal im Jahr.
        Geprüft wurde so:
      </p>
      <ul>
        <li>
          Automatische Prüfung mit axe-core (Regeln für WCAG 2.0, 2.1 und 2.2,
          Stufen A und AA) bei jeder Änderung der Software: jede Seite der
          Anwendung (Startseite, Anlagenregister, Detailseite einer Anlage,
          BVT-Schlussfolgerungen, Umweltinspektion, Rechtsgrundlagen und
          Leitfäden, FAQ, Aufträge, die Fehlerseiten „nicht gefunden“ und
          „Zugriff nicht erlaubt“) und diese Erklärung, für jede Art von
          Benutzerin und Benutzer (nicht angemeldet, Anlageninhaberin, Behörde,
          Behörde über PVP, Anmeldung über OIDC), am Bildschirm mit 1280 Pixel
          Breite und am Mobiltelefon mit 375 Pixel Breite, mit jedem Dialog,
          Menü, Tooltip und jeder Auswahlliste einmal geöffnet. Das Ergebnis der
          letzten Prüfung: keine Verstöße.
        </li>
        <li>
          Bedienung nur mit der Tastatur, automatisch bei jeder Änderung
          nachgespielt: eine Anlage nach Ort suchen und öffnen, die Liste als
          Excel-Datei exportieren, im Benutzermenü die Rolle wechseln, einen
          gespeicherten Filter umbenennen und duplizieren, den Dialog zum
          Sitzungsablauf beantworten. Dabei wird geprüft, dass der Fokus
          sichtbar ist und an die erwartete Stelle springt.
        </li>
        <li>
          Weitere automatische Prüfungen im Browser bei jeder Änderung: keine
          waagrechte Bildlaufleiste bei 375 Pixel Breite, Dialoge halten den
          Fokus, schließen mit Escape und geben den Fokus zurück, die
          Fehlerzusammenfassung von Formularen erhält den Fokus und führt zum
          Feld.
        </li>
        <li>
          Eine manuelle Prüfung durch Fachleute für Barrierefreiheit und mit
          assistiven Technologien wurde noch nicht durchgeführt.
        </li>
      </ul>

      <h2>Feedback und Kontaktangaben</h2>
      <p>
        Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten von IPPC
        Austria aufgefallen, oder benötigen Sie Informationen, die nicht
        barrierefrei angeboten werden, in einer zugänglichen Form? Dann
        schreiben Sie uns bitte an{" "}
        <a href={`mailto:${CONTACT}?subject=Barrierefreiheit%20IPPC%20Austria`}>
          {CONTACT}
        </a>{" "}
        oder wenden Sie sich an den <a href="/portal/helpdesk">Helpdesk</a> des
        EDM Portals.
      </p>

      <h2>Durchsetzungsverfahren</h2>
      <p>
        Erhalten Sie auf Ihre Mitteilung keine oder keine zufriedenstellende
        Antwort, können Sie sich mit einer Beschwerde an die Österreichische
        Forschungsförderungsgesellschaft mbH (FFG) wenden, die Beschwerdestelle
        nach § 5 des Web-Zugänglichkeits-Gesetzes. Die FFG nimmt Beschwerden
        ausschließlich elektronisch über ihr Beschwerdeformular entgegen:{" "}
        <a href="https://www.digitalbarrierefrei.at">
          www.digitalbarrierefrei.at
        </a>{" "}
        (Website der FFG zur digitalen Barrierefreiheit, mit dem
        Beschwerdeformular).
      </p>
    </main>
  );
}
