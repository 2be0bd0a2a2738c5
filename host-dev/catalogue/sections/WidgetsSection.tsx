/** Catalogue section: replaced by the components' owner. */
export function WidgetsSection() {
  return (
    <section aria-labelledby="auswahl">
      <h2 id="auswahl">Tooltip, Auswahl und Suche</h2>
    </section>
  );
}
