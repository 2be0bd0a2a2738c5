import { useRef, useState, type CSSProperties, type ReactNode } from "react";
import { T } from "../../../src/i18n/de";
import { Alert } from "../../../src/ui/alert/Alert";
import { ALERT_TYPES, type AlertType } from "../../../src/ui/alert/alertTypes";
import { CombinedAlert } from "../../../src/ui/alert/CombinedAlert";
import {
  BlockGroup,
  BlockToggle,
} from "../../../src/ui/collapsible/BlockGroup";
import { CollapsibleBlock } from "../../../src/ui/collapsible/CollapsibleBlock";
import { scrollToBlock } from "../../../src/ui/collapsible/scrollToBlock";
import {
  Dialog,
  DIALOG_SIZES,
  DIALOG_TYPES,
  type DialogSize,
  type DialogType,
} from "../../../src/ui/dialog/Dialog";
import { Drawer } from "../../../src/ui/dialog/Drawer";
import { MessageDialog } from "../../../src/ui/dialog/MessageDialog";
import { InfoText } from "../../../src/ui/info-text/InfoText";
import { INFO_TEXT_MODES } from "../../../src/ui/info-text/useInfoText";
import { Spinner } from "../../../src/ui/spinner/Spinner";
import { SPINNER_DELAY_MS } from "../../../src/ui/tokens";

const STACK: CSSProperties = { display: "grid", gap: 12, maxWidth: 760 };
const ROW: CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  gap: 12,
  alignItems: "center",
};
const DEMO_BUTTON: CSSProperties = { minHeight: 32, padding: "4px 12px" };

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBlock: 24 }}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function DemoButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" style={DEMO_BUTTON} onClick={onClick}>
      {children}
    </button>
  );
}

const ALERTS: [AlertType, string, string][] = [
  [
    ALERT_TYPES.Info,
    "Datenstand",
    "Das Anlagenregister wird täglich um 6:00 Uhr aktualisiert.",
  ],
  [
    ALERT_TYPES.Success,
    "Gespeichert",
    "Die Angaben zum Betreiber wurden übernommen.",
  ],
  [
    ALERT_TYPES.Warning,
    "Inspektion überfällig",
    "Die letzte Umweltinspektion der Anlage liegt mehr als drei Jahre zurück.",
  ],
  [
    ALERT_TYPES.Danger,
    "Speichern fehlgeschlagen",
    "Die BVT-Zuordnung konnte nicht gespeichert werden.",
  ],
];

const COMBINED = [
  {
    id: "success",
    type: ALERT_TYPES.Success,
    text: "Die Anlage Zementwerk Wietersdorf wurde gespeichert.",
  },
  {
    id: "info",
    type: ALERT_TYPES.Info,
    text: "Der Bezirk Sankt Veit an der Glan wurde aus der Postleitzahl übernommen.",
  },
  {
    id: "danger",
    type: ALERT_TYPES.Danger,
    text: "Für die Tätigkeit 3.1 fehlt die BVT-Schlussfolgerung CLM.",
  },
  {
    id: "warning",
    type: ALERT_TYPES.Warning,
    text: "Der Genehmigungsbescheid ist älter als zehn Jahre.",
  },
];

function AlertsDemo() {
  const [dismissed, setDismissed] = useState(false);
  const [combinedDismissed, setCombinedDismissed] = useState(false);
  const restoreRef = useRef<HTMLButtonElement>(null);
  // The close button goes away with its alert: focus moves on first.
  const dismiss = (setGone: (gone: boolean) => void) => {
    restoreRef.current?.focus();
    setGone(true);
  };
  return (
    <>
      <Demo title="Hinweise in allen Typen">
        <div style={STACK}>
          {ALERTS.map(([type, title, text]) => (
            <Alert key={type} type={type} title={title}>
              {text}
            </Alert>
          ))}
          <Alert type={ALERT_TYPES.Info}>Hinweis ohne Titel.</Alert>
        </div>
      </Demo>
      <Demo title="Schließbarer Hinweis und kombinierter Hinweis">
        <div style={STACK}>
          {dismissed ? null : (
            <Alert
              type={ALERT_TYPES.Danger}
              live
              onDismiss={() => dismiss(setDismissed)}
            >
              {T.errors.roleSwitch}
            </Alert>
          )}
          {combinedDismissed ? null : (
            <CombinedAlert
              messages={COMBINED}
              onDismiss={() => dismiss(setCombinedDismissed)}
            />
          )}
          <div style={ROW}>
            <button
              type="button"
              ref={restoreRef}
              style={DEMO_BUTTON}
              onClick={() => {
                setDismissed(false);
                setCombinedDismissed(false);
              }}
            >
              Hinweise wiederherstellen
            </button>
          </div>
        </div>
      </Demo>
    </>
  );
}

interface DialogDemo {
  type?: DialogType;
  size: DialogSize;
  label: string;
}

const DIALOG_BUTTONS: DialogDemo[] = [
  {
    type: DIALOG_TYPES.INFO,
    size: DIALOG_SIZES.default,
    label: "Informationsdialog",
  },
  {
    type: DIALOG_TYPES.WARNING,
    size: DIALOG_SIZES.default,
    label: "Warndialog",
  },
  {
    type: DIALOG_TYPES.ERROR,
    size: DIALOG_SIZES.default,
    label: "Fehlerdialog",
  },
  { size: DIALOG_SIZES.large, label: "Großen Dialog" },
  { size: DIALOG_SIZES.xlarge, label: "Sehr großen Dialog" },
];

function DialogsDemo() {
  const [open, setOpen] = useState<"dialog" | "message" | "drawer" | null>(
    null,
  );
  // Kept after closing, so the dialog does not change during its close animation.
  const [dialog, setDialog] = useState<DialogDemo>(DIALOG_BUTTONS[0]!);
  const close = () => setOpen(null);
  return (
    <Demo title="Dialoge und Menü-Schublade">
      <div style={ROW}>
        {DIALOG_BUTTONS.map((button) => (
          <DemoButton
            key={button.label}
            onClick={() => {
              setDialog(button);
              setOpen("dialog");
            }}
          >
            {button.label} öffnen
          </DemoButton>
        ))}
        <DemoButton onClick={() => setOpen("message")}>
          Meldung öffnen
        </DemoButton>
        <DemoButton onClick={() => setOpen("drawer")}>Menü öffnen</DemoButton>
      </div>
      <Dialog
        open={open === "dialog"}
        onClose={close}
        type={dialog.type}
        size={dialog.size}
        title={
          dialog.size === DIALOG_SIZES.default
            ? "Anlage aus dem Register entfernen"
            : "Genehmigungsinhalte der Anlage"
        }
        description={
          dialog.size === DIALOG_SIZES.default
            ? "Die Anlage Zementwerk Wietersdorf wird aus dem Register entfernt. Betreiber und Bezirk bleiben erhalten."
            : undefined
        }
        actions={
          <>
            <DemoButton onClick={close}>Abbrechen</DemoButton>
            <DemoButton onClick={close}>Bestätigen</DemoButton>
          </>
        }
      >
        {dialog.size !== DIALOG_SIZES.default && (
          <>
            <p>
              Breite:{" "}
              {dialog.size === DIALOG_SIZES.large
                ? "604 px"
                : "950 bis 1008 px"}
              .
            </p>
            <p>
              Genehmigungsbescheid der Bezirkshauptmannschaft Sankt Veit an der
              Glan vom 12.03.2019 für die Herstellung von Zementklinker
              (Tätigkeit 3.1 a) mit einer Produktionskapazität von 2 500 t pro
              Tag.
            </p>
          </>
        )}
      </Dialog>
      <MessageDialog
        open={open === "message"}
        onClose={close}
        title={T.filters.warnings.noneSelectedDelete.title}
        text={T.filters.warnings.noneSelectedDelete.text}
      />
      <Drawer open={open === "drawer"} onClose={close} title="Menü">
        <nav aria-label="Menü">
          <ul>
            <li>
              <a href="#rueckmeldungen">{T.routes.start}</a>
            </li>
            <li>
              <a href="#rueckmeldungen">{T.routes.installations}</a>
            </li>
            <li>
              <a href="#rueckmeldungen">{T.routes.bvtConclusions}</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </Demo>
  );
}

const SHORT_INFO =
  "Das Anlagenregister enthält alle IPPC-Anlagen Österreichs mit Betreiber, Standort und Tätigkeiten.";
const ADDITIONAL_INFO =
  "Die Angaben stammen aus den Meldungen der Betreiber und werden von den Behörden der Bundesländer geprüft. Die Zuordnung zu den BVT-Schlussfolgerungen folgt der Haupttätigkeit der Anlage.";

function InfoTextDemo() {
  return (
    <Demo title="Infotext">
      <div style={STACK}>
        <p style={{ margin: 0 }}>Modus showOpen (Standard), mit Link:</p>
        <InfoText
          text={SHORT_INFO}
          additionalText={ADDITIONAL_INFO}
          moreInformationHref="#rueckmeldungen"
        />
        <p style={{ margin: 0 }}>Modus showAll:</p>
        <InfoText
          text={SHORT_INFO}
          additionalText={ADDITIONAL_INFO}
          mode={INFO_TEXT_MODES.showAll}
        />
        <p style={{ margin: 0 }}>Modus hideAll, mit Schaltfläche:</p>
        <InfoText
          text={SHORT_INFO}
          additionalText={ADDITIONAL_INFO}
          mode={INFO_TEXT_MODES.hideAll}
          onMoreInformation={() => {}}
        />
      </div>
    </Demo>
  );
}

function BlocksDemo() {
  return (
    <>
      <Demo title="Aufklappbare Blöcke">
        <BlockGroup>
          <div style={{ ...STACK, gap: 0 }}>
            <div>
              <BlockToggle />
            </div>
            <CollapsibleBlock
              id="katalog-block-betreiber"
              title="Betreiber"
              headingLevel={4}
            >
              <p>Wietersdorfer &amp; Peggauer Zementwerke GmbH</p>
            </CollapsibleBlock>
            <CollapsibleBlock
              id="katalog-block-standort"
              title="Standort"
              headingLevel={4}
              defaultExpanded
            >
              <p>9373 Klein St. Paul, Bezirk Sankt Veit an der Glan, Kärnten</p>
            </CollapsibleBlock>
            <CollapsibleBlock
              id="katalog-block-bvt"
              title="BVT-Schlussfolgerungen"
              headingLevel={4}
            >
              <p>CLM Zement-, Kalk- und Magnesiumoxidindustrie 2013/163/EU</p>
            </CollapsibleBlock>
          </div>
        </BlockGroup>
        <div style={{ ...ROW, marginTop: 12 }}>
          <DemoButton onClick={() => scrollToBlock("katalog-block-bvt")}>
            Zu „BVT-Schlussfolgerungen“ springen
          </DemoButton>
        </div>
      </Demo>
      <Demo title="Gruppe mit nur einem Block (ohne „Alles aufklappen“)">
        <BlockGroup>
          <BlockToggle />
          <CollapsibleBlock title="Umweltinspektionen" headingLevel={4}>
            <p>Letzte Inspektion am 14.05.2024, nächste spätestens 2027.</p>
          </CollapsibleBlock>
        </BlockGroup>
      </Demo>
    </>
  );
}

function SpinnerDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <Demo title="Ladeanzeige">
      <div style={ROW}>
        <Spinner />
        <Spinner size={24} showLabel label="Anlagen werden geladen …" />
        <DemoButton onClick={() => setLoading((value) => !value)}>
          {loading ? "Laden beenden" : "Verzögertes Laden starten"}
        </DemoButton>
        {loading && <Spinner delayMs={SPINNER_DELAY_MS} showLabel />}
      </div>
    </Demo>
  );
}

export function FeedbackSection() {
  return (
    <section aria-labelledby="rueckmeldungen">
      <h2 id="rueckmeldungen">Hinweise, Dialoge und Blöcke</h2>
      {/* Blocks first: scrolling to one needs page below it. */}
      <BlocksDemo />
      <AlertsDemo />
      <DialogsDemo />
      <InfoTextDemo />
      <SpinnerDemo />
    </section>
  );
}
