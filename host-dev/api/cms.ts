/**
 * Content service pages (GET /natippc/api/cms/{path}). German HTML fragments as
 * an editorial CMS would deliver them; the client sanitises before display,
 * so nothing here relies on scripts or inline event handlers.
 */

const START = `<h2>Willkommen bei IPPC Austria</h2>
<p>IPPC Austria ist das öffentliche Register der Industrieanlagen in Österreich, die unter die
Richtlinie 2010/75/EU über Industrieemissionen (IED) fallen. Das Register gibt Auskunft über
Standort, Betreiber, Tätigkeiten nach Anhang I der IED, anzuwendende BVT-Schlussfolgerungen sowie
über Genehmigungen und Umweltinspektionen.</p>
<h3>Was finden Sie hier?</h3>
<ul>
<li><a href="../installations">Anlagenregister</a> – Suche nach Anlagen, Betreibern und Standorten, Export als Excel-Liste oder GeoJSON.</li>
<li><a href="../environmental-inspection">Umweltinspektionen</a> – wie und wie oft IPPC-Anlagen überprüft werden.</li>
<li><a href="../bvt-conclusions">BVT-Schlussfolgerungen</a> – die von der Europäischen Kommission veröffentlichten Durchführungsbeschlüsse.</li>
<li><a href="../legal-bases-guidelines">Rechtsgrundlagen und Leitfäden</a> – Gesetze, Verordnungen und Hilfestellungen.</li>
<li><a href="../faq">Häufige Fragen</a></li>
</ul>
<h3>Für Anlageninhaberinnen und Anlageninhaber</h3>
<p>Nach der Anmeldung im EDM-Portal sehen Sie unter „Meine Anlagen“ die Anlagen, für die Sie
registriert sind. Behörden sehen unter „Behördenansicht“ die Anlagen ihres Bundeslandes.</p>
<p class="hinweis">Die Daten werden von den zuständigen Behörden gepflegt. Stand und Vollständigkeit
richten sich nach den Meldungen der Behörden.</p>`;

const ENVIRONMENTAL_INSPECTION = `<h2>Umweltinspektionen nach der Industrieemissionsrichtlinie</h2>
<p>Artikel 23 der Richtlinie 2010/75/EU verpflichtet die Mitgliedstaaten, ein System von
Umweltinspektionen für IPPC-Anlagen einzurichten. In Österreich wurde diese Verpflichtung in den
jeweiligen Materiengesetzen umgesetzt, insbesondere in
<strong>§ 63a Gewerbeordnung 1994 (GewO 1994)</strong>, <strong>§ 62 Abs. 2a Abfallwirtschaftsgesetz 2002
(AWG 2002)</strong>, im <strong>Emissionsgesetz-Kesselanlagen (EG-K 2013)</strong> und im
<strong>Mineralrohstoffgesetz (MinroG)</strong>.</p>
<h3>Umweltinspektionsprogramm</h3>
<p>Die Behörden erstellen Umweltinspektionspläne und darauf aufbauend Umweltinspektionsprogramme.
Sie legen fest, wie oft eine Anlage vor Ort überprüft wird:</p>
<ul>
<li>Der Zeitraum zwischen zwei Vor-Ort-Besichtigungen richtet sich nach einer
<strong>systematischen Beurteilung der Umweltrisiken</strong> der Anlage.</li>
<li>Er beträgt <strong>höchstens ein Jahr</strong> bei Anlagen der höchsten Risikostufe und
<strong>höchstens drei Jahre</strong> bei Anlagen der niedrigsten Risikostufe.</li>
<li>Kriterien sind unter anderem die Auswirkungen auf Mensch und Umwelt, die Einhaltung der
Genehmigungsauflagen und die Teilnahme am Umweltmanagementsystem EMAS.</li>
</ul>
<h3>Planmäßige und anlassbezogene Inspektionen</h3>
<p><strong>Planmäßige Umweltinspektionen</strong> erfolgen nach dem Umweltinspektionsprogramm.
<strong>Anlassbezogene Umweltinspektionen</strong> werden bei Beschwerden wegen ernsthafter
Umweltbeeinträchtigungen, bei ernsthaften umweltbezogenen Unfällen und Vorfällen sowie bei
Verstößen gegen Vorschriften durchgeführt.</p>
<h3>Umweltinspektionsbericht</h3>
<p>Nach jeder Vor-Ort-Besichtigung erstellt die Behörde einen Bericht mit den relevanten
Feststellungen und den erforderlichen Maßnahmen. Der Bericht wird dem Anlageninhaber binnen zwei
Monaten übermittelt und innerhalb von vier Monaten nach der Besichtigung im Internet
veröffentlicht.</p>`;

const LEGAL_BASES = `<h2>Rechtsgrundlagen und Leitfäden</h2>
<h3>Europäische Union</h3>
<ul>
<li><a href="https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32010L0075" rel="noopener noreferrer" target="_blank">Richtlinie 2010/75/EU über Industrieemissionen (IED)</a></li>
<li><a href="https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32024L1785" rel="noopener noreferrer" target="_blank">Richtlinie (EU) 2024/1785 zur Änderung der IED</a></li>
<li>Durchführungsbeschlüsse der Kommission über BVT-Schlussfolgerungen (siehe Seite BVT-Schlussfolgerungen)</li>
</ul>
<h3>Österreich</h3>
<ul>
<li><a href="https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&amp;Gesetzesnummer=10007517" rel="noopener noreferrer" target="_blank">Gewerbeordnung 1994 (GewO 1994)</a>, insbesondere §§ 77a, 81a ff und 63a sowie Anlage 3</li>
<li><a href="https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&amp;Gesetzesnummer=20002086" rel="noopener noreferrer" target="_blank">Abfallwirtschaftsgesetz 2002 (AWG 2002)</a>, insbesondere §§ 37 ff und Anhang 5</li>
<li><a href="https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&amp;Gesetzesnummer=20008443" rel="noopener noreferrer" target="_blank">Emissionsgesetz-Kesselanlagen (EG-K 2013)</a></li>
<li><a href="https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&amp;Gesetzesnummer=20000900" rel="noopener noreferrer" target="_blank">Mineralrohstoffgesetz (MinroG)</a></li>
<li>Emissionsschutzgesetz für Kesselanlagen und landesrechtliche IPPC-Bestimmungen (z. B. für die Intensivtierhaltung)</li>
<li>Industrieemissionsverordnung und Abfallverbrennungsverordnung 2024</li>
</ul>
<h3>Leitfäden</h3>
<ul>
<li>Leitfaden zur Erstellung des Ausgangszustandsberichts (Boden und Grundwasser)</li>
<li>Leitfaden Umweltinspektionen – Risikobeurteilung und Inspektionsprogramm</li>
<li>Leitfaden zur Anpassung bestehender Anlagen an neue BVT-Schlussfolgerungen</li>
</ul>
<p>Die Leitfäden stehen im EDM-Portal unter „Dokumente“ zum Download bereit.</p>`;

const FAQ = `<h2>Häufige Fragen</h2>
<dl class="faq">
<dt>Was ist eine IPPC-Anlage?</dt>
<dd>Eine Anlage, in der eine oder mehrere der in Anhang I der Industrieemissionsrichtlinie
genannten Tätigkeiten über den dort festgelegten Schwellenwerten durchgeführt werden, etwa
Feuerungsanlagen ab 50 MW, Zementwerke oder die Intensivhaltung von Geflügel und Schweinen.</dd>
<dt>Was bedeutet „BVT“?</dt>
<dd>BVT steht für „beste verfügbare Techniken“. Die BVT-Schlussfolgerungen legen fest, welche
Emissionswerte mit diesen Techniken erreichbar sind. Sie sind Referenz für die Festlegung der
Genehmigungsauflagen.</dd>
<dt>Wie oft wird meine Anlage überprüft?</dt>
<dd>Je nach Umweltrisiko mindestens alle ein bis drei Jahre. Details finden Sie unter
„Umweltinspektionen“.</dd>
<dt>Warum sehe ich meine Anlage nicht unter „Meine Anlagen“?</dt>
<dd>Sie müssen im EDM-Portal für die Anlage registriert sein. Die Registrierung beantragen Sie
über Ihr Benutzerprofil im EDM-Portal.</dd>
<dt>Die Daten meiner Anlage sind nicht aktuell. Was kann ich tun?</dt>
<dd>Die Daten werden von der zuständigen Behörde gepflegt. Wenden Sie sich bitte an die in den
Anlagendetails angegebene Behörde.</dd>
<dt>Kann ich die Liste der Anlagen exportieren?</dt>
<dd>Ja. Im Anlagenregister können Sie die gefilterte Liste als Excel-Datei exportieren. Der
Export läuft als Auftrag im Hintergrund; das Ergebnis finden Sie unter „Aufträge“.</dd>
</dl>`;

const ABOUT = `<h2>Über IPPC Austria</h2>
<p>IPPC Austria ist eine Anwendung des Elektronischen Datenmanagements (EDM) Umwelt. Sie wird im
Auftrag des für Umwelt zuständigen Bundesministeriums betrieben und stellt die Informationen
bereit, die nach Artikel 24 der Richtlinie 2010/75/EU öffentlich zugänglich zu machen sind.</p>`;

const IMPRINT = `<h2>Impressum</h2>
<p>Medieninhaber und Herausgeber: Bundesministerium für Land- und Forstwirtschaft, Klima- und
Umweltschutz, Regionen und Wasserwirtschaft, Stubenring 1, 1010 Wien.</p>
<p>Technische Umsetzung und Betrieb: Umweltbundesamt GmbH, Spittelauer Lände 5, 1090 Wien.</p>
<p>Hinweis: Dies ist eine Entwicklungsumgebung mit simulierten Daten.</p>`;

const PRIVACY = `<h2>Datenschutz</h2>
<p>Bei der Nutzung von IPPC Austria werden nur die für den Betrieb technisch notwendigen Daten
verarbeitet (Sitzungs-Cookie, Schutz vor Cross-Site-Request-Forgery, Protokollierung von Fehlern).
Angemeldete Benutzerinnen und Benutzer speichern Filtereinstellungen in ihrem Benutzerprofil.</p>
<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit Art. 24 der Richtlinie
2010/75/EU. Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der
Verarbeitung sowie das Recht auf Beschwerde bei der Datenschutzbehörde.</p>`;

const ACCESSIBILITY = `<h2>Erklärung zur Barrierefreiheit</h2>
<p>Diese Anwendung ist bemüht, im Einklang mit dem Web-Zugänglichkeits-Gesetz (WZG) barrierefrei
zugänglich zu sein. Sie erfüllt die Anforderungen der WCAG 2.1 auf Konformitätsstufe AA.</p>
<h3>Feedback und Kontakt</h3>
<p>Barrieren melden Sie bitte über den Helpdesk des EDM-Portals. Reagieren wir nicht
zufriedenstellend, können Sie sich an die Beschwerdestelle der FFG wenden.</p>`;

const CMS_PAGES: Readonly<Record<string, string>> = {
  start: START,
  "environmental-inspection": ENVIRONMENTAL_INSPECTION,
  "legal-bases-guidelines": LEGAL_BASES,
  faq: FAQ,
  about: ABOUT,
  imprint: IMPRINT,
  privacy: PRIVACY,
  accessibility: ACCESSIBILITY,
};

/** Pages replaced by dev tooling (/__dev/hostile); empty in normal operation. */
export const CMS_OVERRIDES = new Map<string, string>();

export function cmsPage(path: string): string | undefined {
  return (
    CMS_OVERRIDES.get(path) ??
    (Object.hasOwn(CMS_PAGES, path) ? CMS_PAGES[path] : undefined)
  );
}
