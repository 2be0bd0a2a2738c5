import { useId, useState, type CSSProperties, type ReactNode } from "react";
import { formatDate } from "../../../src/i18n/format";
import { ActionBar } from "../../../src/framework/page/ActionBar";
import { ProcessBar } from "../../../src/framework/page/ProcessBar";
import type { ToolbarAction } from "../../../src/framework/page/toolbar";
import { DateField } from "../../../src/ui/form/DateField";
import { ErrorSummary } from "../../../src/ui/form/ErrorSummary";
import { FormElement, FormRoot } from "../../../src/ui/form/Form";
import { TextField } from "../../../src/ui/form/TextField";

const date = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/** Narrower than the bars' items together: they overflow. */
const NARROW: CSSProperties = { maxWidth: 300 };
const PAGE: CSSProperties = {
  padding: 16,
  border: "1px solid var(--ippc-color-border)",
  borderRadius: "var(--ippc-radius)",
  maxWidth: 760,
};

/** One state of a component: a titled group, so tests and screen readers find it by its name. */
function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} style={{ marginBlock: 24 }}>
      <h4 id={id}>{title}</h4>
      {children}
    </div>
  );
}

/** Actions that report their use in a status line below the bars. */
function useActions(labels: readonly string[]) {
  const [chosen, setChosen] = useState("");
  const actions: ToolbarAction[] = labels.map((label) => ({
    id: label,
    label,
    onClick: () => setChosen(label),
  }));
  const status = <p role="status">{chosen && `Gewählt: ${chosen}`}</p>;
  return { actions, status };
}

const FEW_ACTIONS = ["Neu", "Bearbeiten", "Drucken"];
const MANY_ACTIONS = [
  "Neu",
  "Bearbeiten",
  "Kopieren",
  "Excel-Export",
  "GIS-Export",
  "Drucken",
];
const FEW_STEPS = ["Zurück", "Weiter"];
const MANY_STEPS = [
  "Stammdaten",
  "Betreiber",
  "Standort",
  "Tätigkeiten",
  "Genehmigungen",
  "Abschluss",
];

function Toolbars() {
  const few = useActions(FEW_ACTIONS);
  const many = useActions(MANY_ACTIONS);
  const steps = useActions(FEW_STEPS);
  const manySteps = useActions(MANY_STEPS);
  const expandedSteps = useActions(MANY_STEPS);
  return (
    <>
      <h3>Aktionsleiste</h3>
      <Demo title="Alle Aktionen passen in die Leiste">
        <ActionBar actions={few.actions} />
        {few.status}
      </Demo>
      <Demo title="Zu schmal: die übrigen Aktionen im Menü „Mehr“">
        <div style={NARROW}>
          <ActionBar actions={many.actions} />
        </div>
        {many.status}
      </Demo>
      <h3>Prozessleiste</h3>
      <Demo title="Alle Prozessschritte passen in die Leiste">
        <ProcessBar actions={steps.actions} />
        {steps.status}
      </Demo>
      <Demo title="Zu schmal, eingeklappt: „Mehr“ klappt auf">
        <div style={NARROW}>
          <ProcessBar actions={manySteps.actions} />
        </div>
        {manySteps.status}
      </Demo>
      <Demo title="Zu schmal, aufgeklappt: „Weniger“ klappt zu">
        <div style={NARROW}>
          <ProcessBar actions={expandedSteps.actions} defaultExpanded />
        </div>
        {expandedSteps.status}
      </Demo>
    </>
  );
}

interface Meldung {
  bezeichnung: string;
  geschaeftszahl: string;
  inspektion: Date | null;
}

const LEERE_MELDUNG: Meldung = {
  bezeichnung: "",
  geschaeftszahl: "",
  inspektion: null,
};

const FEHLERHAFTE_MELDUNG: Meldung = {
  bezeichnung: "Zementwerk Wietersdorf",
  geschaeftszahl: "12345",
  inspektion: date(2012, 11, 30),
};

/** Begins with the authority's letters: "BHSV-2019-12345", "WST1-B-24/0815". */
const GESCHAEFTSZAHL = /^[A-Z]/;

/**
 * A page's form whose summary sits in the page chrome, above the content and outside the <form>
 * (SPEC §2 page-level validation summary). Its rules carry no messages of their own, so the
 * defaults of SPEC §5 show: the minimum date, and 'Validierungsfehler' for the rest.
 */
function PageWithSummary({
  id,
  title,
  defaultValues,
  validateOnMount = false,
}: {
  id: string;
  title: string;
  defaultValues: Meldung;
  validateOnMount?: boolean;
}) {
  const headingId = `${id}-titel`;
  const [sent, setSent] = useState("");
  return (
    <FormRoot<Meldung>
      id={id}
      defaultValues={defaultValues}
      validateOnMount={validateOnMount}
      onSubmit={(values) =>
        setSent(`${values.bezeichnung} gemeldet (${formatDate(Date.now())})`)
      }
    >
      <div style={PAGE}>
        <h4 id={headingId}>{title}</h4>
        <ErrorSummary />
        <FormElement aria-labelledby={headingId}>
          <TextField
            name="bezeichnung"
            label="Bezeichnung der Anlage"
            rules={{ required: true }}
          />
          <TextField
            name="geschaeftszahl"
            label="Geschäftszahl des Bescheids"
            hint="Beginnt mit dem Kürzel der Behörde, z. B. BHSV-2019-12345"
            width="lg"
            rules={{ pattern: GESCHAEFTSZAHL }}
          />
          <DateField
            name="inspektion"
            label="Letzte Umweltinspektion"
            rules={{ min: date(2013, 1, 7) }}
          />
          <button type="submit">Melden</button>
        </FormElement>
        <p role="status">{sent}</p>
      </div>
    </FormRoot>
  );
}

export function PageChromeSection() {
  return (
    <section aria-labelledby="seitenrahmen">
      <h2 id="seitenrahmen">Seitenrahmen</h2>
      <Toolbars />
      <h3>Fehlerübersicht der Seite</h3>
      <p>
        Die Fehlerübersicht steht im Seitenrahmen über dem Inhalt. Nach dem
        Absenden mit Fehlern erhält sie den Fokus; ihre Links führen zum Feld.
      </p>
      <Demo title="Vor dem Absenden">
        <PageWithSummary
          id="seite-neu"
          title="Anlage melden"
          defaultValues={LEERE_MELDUNG}
        />
      </Demo>
      <Demo title="Mit fehlerhaften Angaben geladen">
        <PageWithSummary
          id="seite-fehler"
          title="Meldung prüfen"
          defaultValues={FEHLERHAFTE_MELDUNG}
          validateOnMount
        />
      </Demo>
    </section>
  );
}
