/** Catalogue section: replaced by the components' owner. */
export function FormsSection() {
  return (
    <section aria-labelledby="formulare">
      <h2 id="formulare">Formulare</h2>
    </section>
  );
}
