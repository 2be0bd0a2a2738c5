/** Catalogue section: replaced by the components' owner. */
export function FeedbackSection() {
  return (
    <section aria-labelledby="rueckmeldungen">
      <h2 id="rueckmeldungen">Hinweise, Dialoge und Blöcke</h2>
    </section>
  );
}
