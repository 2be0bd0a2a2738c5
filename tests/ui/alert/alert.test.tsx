import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Alert } from "../../../src/ui/alert/Alert";
import { CombinedAlert } from "../../../src/ui/alert/CombinedAlert";
import {
  ALERT_SEVERITY_ORDER,
  ALERT_TYPES,
  sortBySeverity,
  type AlertType,
} from "../../../src/ui/alert/alertTypes";

describe("Alert", () => {
  it.each<[AlertType, string]>([
    [ALERT_TYPES.Info, "Information"],
    [ALERT_TYPES.Success, "Erfolg"],
    [ALERT_TYPES.Warning, "Warnung"],
    [ALERT_TYPES.Danger, "Fehler"],
  ])("type %s shows the label '%s'", (type, label) => {
    render(<Alert type={type}>Die Anlage wurde gespeichert.</Alert>);
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.getByText("Die Anlage wurde gespeichert.")).toBeVisible();
  });

  it("shows the title after the label", () => {
    render(
      <Alert type={ALERT_TYPES.Warning} title="Bescheid fehlt">
        Für die Anlage liegt kein Genehmigungsbescheid vor.
      </Alert>,
    );
    expect(screen.getByText(/Bescheid fehlt/)).toHaveTextContent(
      "Warnung: Bescheid fehlt",
    );
  });

  it.each<[AlertType, string]>([
    [ALERT_TYPES.Danger, "alert"],
    [ALERT_TYPES.Warning, "alert"],
    [ALERT_TYPES.Info, "status"],
    [ALERT_TYPES.Success, "status"],
  ])("a live %s alert has role %s", (type, role) => {
    render(
      <Alert type={type} live>
        Text
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent("Text");
  });

  it("is not a live region unless asked", () => {
    render(<Alert type={ALERT_TYPES.Danger}>Text</Alert>);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("has no close button without onDismiss", () => {
    render(<Alert>Text</Alert>);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("a dismissible alert calls onDismiss from its 'Schließen' button", async () => {
    const onDismiss = jest.fn();
    const user = userEvent.setup();
    render(
      <Alert type={ALERT_TYPES.Danger} onDismiss={onDismiss}>
        Es ist ein Fehler aufgetreten.
      </Alert>,
    );
    const close = screen.getByRole("button", { name: "Schließen" });
    expect(close).toHaveAccessibleDescription("Fehler");
    await user.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe("combined alert ordering", () => {
  it("orders Danger, Warning, Info, Success", () => {
    expect(ALERT_SEVERITY_ORDER).toEqual([
      "danger",
      "warning",
      "info",
      "success",
    ]);
  });

  it("sorts most severe first and keeps the order within a type", () => {
    const sorted = sortBySeverity([
      { id: "1", type: ALERT_TYPES.Success },
      { id: "2", type: ALERT_TYPES.Info },
      { id: "3", type: ALERT_TYPES.Danger },
      { id: "4", type: ALERT_TYPES.Warning },
      { id: "5", type: ALERT_TYPES.Danger },
    ]);
    expect(sorted.map((message) => message.id)).toEqual([
      "3",
      "5",
      "4",
      "2",
      "1",
    ]);
  });
});

describe("CombinedAlert", () => {
  const messages = [
    { id: "a", type: ALERT_TYPES.Success, text: "Betreiber gespeichert" },
    { id: "b", type: ALERT_TYPES.Info, text: "Bezirk wurde übernommen" },
    { id: "c", type: ALERT_TYPES.Danger, text: "BVT-Zuordnung fehlt" },
    { id: "d", type: ALERT_TYPES.Warning, text: "Inspektion überfällig" },
  ];

  it("lists the messages most severe first, each with its label", () => {
    render(<CombinedAlert messages={messages} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Fehler: BVT-Zuordnung fehlt",
      "Warnung: Inspektion überfällig",
      "Information: Bezirk wurde übernommen",
      "Erfolg: Betreiber gespeichert",
    ]);
  });

  it("announces with the role of its most severe message", () => {
    const { rerender } = render(<CombinedAlert messages={messages} live />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(
      <CombinedAlert
        messages={messages.filter(
          (message) => message.type === "success" || message.type === "info",
        )}
        live
      />,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("is dismissible", async () => {
    const onDismiss = jest.fn();
    const user = userEvent.setup();
    render(<CombinedAlert messages={messages} onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("renders nothing without messages", () => {
    const { container } = render(<CombinedAlert messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
