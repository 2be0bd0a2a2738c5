import { useState, type ReactNode } from "react";
import { T } from "../../../src/i18n/de";
import {
  Autocomplete,
  type AutocompleteItem,
  type AutocompleteProps,
} from "../../../src/ui/autocomplete";
import { FieldError } from "../../../src/ui/form/Field";
import {
  Select,
  type SelectOption,
  type SelectProps,
} from "../../../src/ui/select";
import { InfoTooltip, Tooltip } from "../../../src/ui/tooltip";
import { BEZIRKE, BUNDESLAENDER, GEMEINDEN } from "../../api/data/austria";

const BUNDESLAND_OPTIONS: SelectOption[] = BUNDESLAENDER.map(
  ({ code, name }) => ({
    value: code,
    label: name,
  }),
);

const BEZIRK_OPTIONS: SelectOption[] = BEZIRKE.map(({ code, name }) => ({
  value: code,
  label: name,
}));

const BETREIBER_OPTIONS: SelectOption[] = [
  { value: "voest", label: "voestalpine Stahl GmbH" },
  { value: "omv", label: "OMV Downstream GmbH" },
  { value: "wietersdorfer", label: "Wietersdorfer Zement GmbH" },
  {
    value: "sappi",
    label: "Sappi Austria Produktions-GmbH & Co. KG",
    disabled: true,
  },
  { value: "verbund", label: "VERBUND Thermal Power GmbH & Co KG" },
];

/** Municipalities and districts, as the register's location search would offer them. */
const ORTE: AutocompleteItem[] = [
  ...BEZIRKE.map(({ code, name }) => ({
    value: `bezirk-${code}`,
    label: `Bezirk ${name}`,
  })),
  ...GEMEINDEN.map(({ gkz, name, postcode }) => ({
    value: `gemeinde-${gkz}`,
    label: `${postcode} ${name}`,
  })),
];

const MAX_HITS = 25;

/** A fake backend: answers after `delayMs`, or fails; gives up when the signal aborts. */
function fakeSearch(delayMs: number, fail = false) {
  return (text: string, signal: AbortSignal) =>
    new Promise<AutocompleteItem[]>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        if (fail) {
          reject(new Error("500 Internal Server Error"));
          return;
        }
        const needle = text.toLocaleLowerCase("de");
        resolve(
          ORTE.filter((ort) =>
            ort.label.toLocaleLowerCase("de").includes(needle),
          ).slice(0, MAX_HITS),
        );
      }, delayMs);
      signal.addEventListener("abort", () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

const SEARCH = fakeSearch(300);
const SLOW_SEARCH = fakeSearch(3000);
const FAILING_SEARCH = fakeSearch(300, true);
const GRAZ = ORTE.find((ort) => ort.label.endsWith(" Graz")) ?? null;

const GRID = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  gap: 24,
  alignItems: "start",
} as const;

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 style={{ margin: "0 0 8px" }}>{title}</h4>
      {children}
    </div>
  );
}

function DemoSelect(
  props: Omit<SelectProps, "value" | "onChange"> & { initial?: string },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return <Select {...rest} value={value} onChange={setValue} />;
}

function DemoAutocomplete({
  initial = null,
  children,
  ...props
}: Omit<AutocompleteProps<AutocompleteItem>, "value" | "onChange"> & {
  initial?: AutocompleteItem | null;
  /** Shown right below the field, e.g. its error message. */
  children?: ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Autocomplete {...props} value={value} onChange={setValue} />
      {children}
      <p style={{ margin: "4px 0 0", fontSize: "0.875rem" }}>
        Gewählt: {value ? value.label : "–"}
      </p>
    </>
  );
}

function AddEntryDemo() {
  const [value, setValue] = useState<string | null>("voest");
  const [added, setAdded] = useState(0);
  return (
    <>
      <Select
        label="Betreiber"
        options={BETREIBER_OPTIONS}
        value={value}
        onChange={setValue}
        addOption={{
          label: "Neuen Betreiber anlegen",
          onAdd: () => setAdded((count) => count + 1),
        }}
      />
      <p role="status" style={{ margin: "4px 0 0", fontSize: "0.875rem" }}>
        {added > 0 &&
          `„Neuen Betreiber anlegen“ ${added}× ausgeführt – der Wert bleibt.`}
      </p>
    </>
  );
}

const truncated = {
  display: "block",
  maxWidth: 180,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  padding: "4px 8px",
  border: "1px solid #c8c8c8",
  background: "none",
  font: "inherit",
  textAlign: "left",
  color: "inherit",
} as const;

export function WidgetsSection() {
  return (
    <section aria-labelledby="auswahl">
      <h2 id="auswahl">Tooltip, Auswahl und Suche</h2>

      <h3>Tooltip</h3>
      <p>
        Zeigt sich nach 300 ms bei Hover oder Fokus, Escape schließt ihn; der
        Mauszeiger darf auf den Tooltip wechseln. Langes Drücken (300 ms) auf
        Touch-Geräten heftet ihn an.
      </p>
      <div style={GRID}>
        <Example title="Normal">
          <Tooltip text="BVT-Schlussfolgerungen für Großfeuerungsanlagen, Durchführungsbeschluss (EU) 2021/2326">
            <button type="button">LCP</button>
          </Tooltip>
        </Example>
        <Example title="Info-Symbol (Klick heftet an)">
          <span>
            Genehmigungsstatus{" "}
            <InfoTooltip text="Stand des Genehmigungsbescheids laut Behörde; maßgeblich ist der zuletzt rechtskräftige Bescheid." />
          </span>
        </Example>
        <Example title="Nur bei abgeschnittenem Inhalt">
          <Tooltip
            text="Zementwerk Wietersdorf der Wietersdorfer Zement GmbH"
            onlyWhenOverflowing
          >
            <button type="button" style={truncated}>
              Zementwerk Wietersdorf der Wietersdorfer Zement GmbH
            </button>
          </Tooltip>
          <Tooltip text="Raffinerie Schwechat" onlyWhenOverflowing>
            <button type="button" style={{ ...truncated, marginTop: 8 }}>
              Raffinerie Schwechat
            </button>
          </Tooltip>
        </Example>
        <Example title="Leerer Text (kein Tooltip)">
          <Tooltip text="">
            <button type="button">Anlage ohne Hinweis</button>
          </Tooltip>
        </Example>
      </div>

      <h3>Auswahl</h3>
      <div style={GRID}>
        <Example title="Geschlossen, ohne Wert (sm)">
          <DemoSelect
            label="Bundesland"
            options={BUNDESLAND_OPTIONS}
            width="sm"
          />
        </Example>
        <Example title="Gewählt, lange Liste (md)">
          <DemoSelect
            label="Politischer Bezirk"
            options={BEZIRK_OPTIONS}
            initial="601"
            width="md"
          />
        </Example>
        <Example title="Mit Hinzufügen-Eintrag und gesperrter Option">
          <AddEntryDemo />
        </Example>
        <Example title="Deaktiviert (lg)">
          <DemoSelect
            label="Bundesland der Behörde"
            options={BUNDESLAND_OPTIONS}
            initial="4"
            width="lg"
            disabled
          />
        </Example>
        <Example title="Fehler">
          <DemoSelect
            label="Bundesland des Standorts"
            options={BUNDESLAND_OPTIONS}
            required
            invalid
            describedBy="auswahl-fehler"
          />
          <FieldError id="auswahl-fehler">{T.validation.required}</FieldError>
        </Example>
        <Example title="Leere Liste">
          <DemoSelect label="BVT-Schlussfolgerung" options={[]} />
        </Example>
      </div>

      <h3>Suche</h3>
      <p>
        Sucht 400 ms nach der letzten Eingabe in Gemeinden und Bezirken („gra“,
        „wien“, „linz“ …).
      </p>
      <div style={GRID}>
        <Example title="Normal">
          <DemoAutocomplete label="Gemeinde oder Bezirk" search={SEARCH} />
        </Example>
        <Example title="Mit Wert, ab 2 Zeichen">
          <DemoAutocomplete
            label="Standortgemeinde"
            search={SEARCH}
            initial={GRAZ}
            minChars={2}
          />
        </Example>
        <Example title="Langsam (3 s)">
          <DemoAutocomplete
            label="Gemeinde (langsame Suche)"
            search={SLOW_SEARCH}
          />
        </Example>
        <Example title="Fehlschlag">
          <DemoAutocomplete
            label="Gemeinde (Suche schlägt fehl)"
            search={FAILING_SEARCH}
          />
        </Example>
        <Example title="Fehler">
          <DemoAutocomplete
            label="Gemeinde des Betreibers"
            search={SEARCH}
            required
            invalid
            describedBy="suche-fehler"
          >
            <FieldError id="suche-fehler">{T.validation.required}</FieldError>
          </DemoAutocomplete>
        </Example>
        <Example title="Deaktiviert">
          <DemoAutocomplete
            label="Gemeinde (gesperrt)"
            search={SEARCH}
            initial={GRAZ}
            disabled
          />
        </Example>
      </div>
    </section>
  );
}
