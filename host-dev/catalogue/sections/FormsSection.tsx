import { useState } from "react";
import { formatDate } from "../../../src/i18n/format";
import { CheckboxField } from "../../../src/ui/form/CheckboxField";
import { DateField } from "../../../src/ui/form/DateField";
import { DateRangeField } from "../../../src/ui/form/DateRangeField";
import { Form } from "../../../src/ui/form/Form";
import { FormAutocomplete } from "../../../src/ui/form/FormAutocomplete";
import { FormBlock } from "../../../src/ui/form/FormBlock";
import { FormSelect } from "../../../src/ui/form/FormSelect";
import { NumberField } from "../../../src/ui/form/NumberField";
import type { DateRange } from "../../../src/ui/form/rules";
import { TextareaField } from "../../../src/ui/form/TextareaField";
import { TextField } from "../../../src/ui/form/TextField";

const date = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

const BUNDESLAENDER = [
  "Burgenland",
  "Kärnten",
  "Niederösterreich",
  "Oberösterreich",
  "Salzburg",
  "Steiermark",
  "Tirol",
  "Vorarlberg",
  "Wien",
].map((label, index) => ({ value: String(index + 1), label }));

/** Political districts (code: Bundesland digit + two digits). */
const BEZIRK_LISTE = [
  ["201", "Klagenfurt Stadt"],
  ["202", "Villach Stadt"],
  ["203", "Hermagor"],
  ["204", "Klagenfurt-Land"],
  ["205", "Sankt Veit an der Glan"],
  ["206", "Spittal an der Drau"],
  ["207", "Villach-Land"],
  ["208", "Völkermarkt"],
  ["209", "Wolfsberg"],
  ["210", "Feldkirchen"],
  ["401", "Linz"],
  ["402", "Steyr"],
  ["403", "Wels"],
  ["404", "Braunau am Inn"],
  ["410", "Linz-Land"],
] as const;

interface Bezirk {
  value: string;
  label: string;
}

const BEZIRKE: Bezirk[] = BEZIRK_LISTE.map(([value, label]) => ({
  value,
  label,
}));

function searchBezirke(text: string): Promise<Bezirk[]> {
  const wanted = text.toLowerCase();
  return Promise.resolve(
    BEZIRKE.filter((bezirk) => bezirk.label.toLowerCase().includes(wanted)),
  );
}

const COLUMNS = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
  gap: 24,
} as const;

const KENNUNG = {
  value: /^AT-IPPC-\d{6}$/,
  message: "Kennung im Format AT-IPPC-000000 angeben",
};

interface Anlage {
  bezeichnung: string;
  kennung: string;
  bundesland: string | null;
  bezirk: Bezirk | null;
  kapazitaet: number | null;
  inbetriebnahme: Date | null;
  genehmigung: DateRange;
  beschreibung: string;
  ied: boolean;
  betreiber: string;
  email: string;
  telefon: string;
}

/** A new record: the edit block starts empty, the operator block holds data but misses the e-mail. */
const NEUE_ANLAGE: Anlage = {
  bezeichnung: "",
  kennung: "",
  bundesland: null,
  bezirk: null,
  kapazitaet: null,
  inbetriebnahme: null,
  genehmigung: { from: null, to: null },
  beschreibung: "",
  ied: false,
  betreiber: "Wietersdorfer Zement GmbH",
  email: "",
  telefon: "",
};

const TAETIGKEIT =
  "Herstellung von Zementklinker in zwei Drehrohröfen mit Zyklonvorwärmer und Kalzinator; Mahlung von Zement, Lagerung und Verladung. ";

const FEHLERHAFTE_ANLAGE: Anlage & {
  inspektion: Date | null;
  geschaeftszahl: string;
  bestaetigt: boolean;
} = {
  ...NEUE_ANLAGE,
  bezeichnung: "Z",
  kennung: "AT-123",
  bundesland: null,
  kapazitaet: -5,
  inbetriebnahme: date(2031, 5, 1),
  genehmigung: { from: date(2024, 6, 1), to: date(2023, 12, 31) },
  // Over the 500 characters the field allows.
  beschreibung: TAETIGKEIT.repeat(4),
  // Before the first inspection under the IE directive's rules (7 January 2013).
  inspektion: date(2012, 11, 30),
  geschaeftszahl: "12345",
  bestaetigt: false,
};

const GESPEICHERTE_ANLAGE: Anlage = {
  bezeichnung: "Zementwerk Wietersdorf",
  kennung: "AT-IPPC-000042",
  bundesland: "2",
  bezirk: BEZIRKE[4]!,
  kapazitaet: 3250.5,
  inbetriebnahme: date(1998, 3, 15),
  genehmigung: { from: date(2019, 1, 1), to: date(2029, 12, 31) },
  beschreibung:
    "Herstellung von Zementklinker in Drehrohröfen (Tätigkeit 3.1 a nach Anhang I der IE-Richtlinie).",
  ied: true,
  betreiber: "Wietersdorfer Zement GmbH",
  email: "umwelt@wietersdorfer.example",
  telefon: "",
};

/** Every field kind, with rules; the demo forms differ in values and state. */
function StammdatenFields({ disabled = false, readOnly = false }) {
  const shared = { disabled, readOnly };
  return (
    <>
      <TextField
        {...shared}
        name="bezeichnung"
        label="Bezeichnung der Anlage"
        rules={{ required: true, minLength: 3, maxLength: 80 }}
      />
      <TextField
        {...shared}
        name="kennung"
        label="Anlagenkennung"
        hint="Format AT-IPPC-000000"
        width="md"
        rules={{ pattern: KENNUNG }}
      />
      <FormSelect
        {...shared}
        name="bundesland"
        label="Bundesland"
        options={BUNDESLAENDER}
        rules={{ required: true }}
      />
      <FormAutocomplete
        {...shared}
        name="bezirk"
        label="Bezirk"
        hint="Ab dem ersten Buchstaben werden Bezirke vorgeschlagen"
        search={searchBezirke}
        rules={{ required: true }}
      />
      <NumberField
        {...shared}
        name="kapazitaet"
        label="Kapazität"
        hint="Tonnen Klinker pro Tag, z. B. 1.234,50"
        rules={{ min: 0, max: 100000 }}
      />
      <DateField
        {...shared}
        name="inbetriebnahme"
        label="Inbetriebnahme"
        rules={{ max: date(2030, 12, 31) }}
      />
      <DateRangeField
        {...shared}
        name="genehmigung"
        label="Gültigkeit der Genehmigung"
        rules={{ required: true }}
      />
      <TextareaField
        {...shared}
        name="beschreibung"
        label="Beschreibung der Tätigkeit"
        rules={{ maxLength: 500 }}
      />
      <CheckboxField
        {...shared}
        name="ied"
        label="Die Anlage fällt unter die IE-Richtlinie"
        hint="Richtlinie 2010/75/EU über Industrieemissionen"
      />
    </>
  );
}

function BetreiberFields() {
  return (
    <>
      <TextField
        name="betreiber"
        label="Betreiber"
        autoComplete="organization"
        rules={{ required: true }}
      />
      <TextField
        name="email"
        label="E-Mail-Adresse für Umweltmeldungen"
        type="email"
        autoComplete="email"
        rules={{
          required: true,
          pattern: {
            value: /^\S+@\S+\.\S+$/,
            message: "E-Mail-Adresse im Format name@beispiel.at angeben",
          },
        }}
      />
      <TextField
        name="telefon"
        label="Telefon"
        type="tel"
        autoComplete="tel"
        width="md"
      />
    </>
  );
}

function AnlageBearbeiten() {
  const [saved, setSaved] = useState("");
  return (
    <>
      <h3 id="anlage-bearbeiten">Anlage bearbeiten</h3>
      <p>
        Der Block „Stammdaten“ steht im Bearbeitungsmodus, „Betreiber“ in der
        Ansicht. Absenden ohne Eingaben zeigt die Fehlerübersicht; ihre Links
        führen zum Feld und öffnen dafür auch einen geschlossenen Block.
      </p>
      <Form<Anlage>
        id="anlage"
        aria-labelledby="anlage-bearbeiten"
        defaultValues={NEUE_ANLAGE}
        onSubmit={(values) =>
          setSaved(
            `${values.bezeichnung} gespeichert (${formatDate(Date.now())})`,
          )
        }
      >
        <FormBlock title="Stammdaten" headingLevel={4} defaultEditMode>
          <StammdatenFields />
        </FormBlock>
        <FormBlock title="Betreiber" headingLevel={4}>
          <BetreiberFields />
        </FormBlock>
      </Form>
      <p role="status">{saved}</p>
    </>
  );
}

function FehlerNachDemAbsenden() {
  return (
    <>
      <h3 id="formular-fehler">Fehlerzustand</h3>
      <p>
        Dieselben Felder mit fehlerhaften Werten, bereits geprüft: jede Regel
        mit ihrer Meldung (auch den Standardmeldungen für das früheste Datum und
        „Validierungsfehler“) und die Fehlerübersicht.
      </p>
      <Form<typeof FEHLERHAFTE_ANLAGE>
        id="fehler"
        aria-labelledby="formular-fehler"
        defaultValues={FEHLERHAFTE_ANLAGE}
        validateOnMount
        onSubmit={() => undefined}
      >
        <StammdatenFields />
        <BetreiberFields />
        {/* Rules without their own message: the default messages of SPEC §5. */}
        <DateField
          name="inspektion"
          label="Letzte Umweltinspektion"
          rules={{ min: date(2013, 1, 7) }}
        />
        <TextField
          name="geschaeftszahl"
          label="Geschäftszahl des Bescheids"
          hint="Beginnt mit dem Kürzel der Behörde, z. B. BHSV-2019-12345"
          width="lg"
          rules={{ pattern: /^[A-Z]/ }}
        />
        <CheckboxField
          name="bestaetigt"
          label="Die Angaben sind vollständig und richtig"
          rules={{ required: true }}
        />
        <button type="submit">Prüfen</button>
      </Form>
    </>
  );
}

function GesperrtUndSchreibgeschuetzt() {
  return (
    <>
      <h3 id="formular-zustaende">Deaktiviert und schreibgeschützt</h3>
      <div style={COLUMNS}>
        <Form<Anlage>
          id="deaktiviert"
          aria-label="Deaktivierte Felder"
          defaultValues={{ ...GESPEICHERTE_ANLAGE, kennung: "" }}
          onSubmit={() => undefined}
        >
          <h4>Deaktiviert</h4>
          <StammdatenFields disabled />
        </Form>
        <Form<Anlage>
          id="schreibgeschuetzt"
          aria-label="Schreibgeschützte Felder"
          defaultValues={{ ...GESPEICHERTE_ANLAGE, kennung: "" }}
          onSubmit={() => undefined}
        >
          <h4>Schreibgeschützt</h4>
          <StammdatenFields readOnly />
        </Form>
      </div>
    </>
  );
}

function Feldbreiten() {
  return (
    <>
      <h3 id="feldbreiten">Feldbreiten</h3>
      <Form
        id="breiten"
        aria-labelledby="feldbreiten"
        defaultValues={{
          sm: "Bezirk",
          md: "Bezirkshauptmannschaft",
          lg: "Bezirkshauptmannschaft St. Veit an der Glan",
        }}
        onSubmit={() => undefined}
      >
        <TextField name="sm" label="Schmal (sm, 191 px)" width="sm" />
        <TextField name="md" label="Mittel (md, 224 px)" width="md" />
        <TextField name="lg" label="Breit (lg, 257 px)" width="lg" />
      </Form>
    </>
  );
}

export function FormsSection() {
  return (
    <section aria-labelledby="formulare">
      <h2 id="formulare">Formulare</h2>
      <AnlageBearbeiten />
      <FehlerNachDemAbsenden />
      <GesperrtUndSchreibgeschuetzt />
      <Feldbreiten />
    </section>
  );
}
