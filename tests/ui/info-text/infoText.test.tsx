import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InfoText } from "../../../src/ui/info-text/InfoText";
import { INFO_TEXT_MODES } from "../../../src/ui/info-text/useInfoText";

const SHORT = "Hier finden Sie alle IPPC-Anlagen Österreichs.";
const ADDITIONAL = "Die Daten stammen aus den Meldungen der Betreiber.";

describe("InfoText", () => {
  it("showOpen (default): the additional text is toggled by the button", async () => {
    const user = userEvent.setup();
    render(<InfoText text={SHORT} additionalText={ADDITIONAL} />);
    expect(screen.getByText(SHORT)).toBeVisible();
    expect(screen.getByText(ADDITIONAL)).not.toBeVisible();

    const show = screen.getByRole("button", {
      name: "Zusatzinformationen einblenden",
    });
    expect(show).toHaveAttribute("aria-expanded", "false");
    expect(show).toHaveAttribute(
      "aria-controls",
      screen.getByText(ADDITIONAL).id,
    );
    await user.click(show);
    expect(screen.getByText(ADDITIONAL)).toBeVisible();
    const hide = screen.getByRole("button", {
      name: "Zusatzinformationen ausblenden",
    });
    expect(hide).toHaveAttribute("aria-expanded", "true");

    await user.click(hide);
    expect(screen.getByText(ADDITIONAL)).not.toBeVisible();
    expect(
      screen.getByRole("button", { name: "Zusatzinformationen einblenden" }),
    ).toBeInTheDocument();
  });

  it("showAll: everything is shown, no toggle", () => {
    render(
      <InfoText
        text={SHORT}
        additionalText={ADDITIONAL}
        mode={INFO_TEXT_MODES.showAll}
      />,
    );
    expect(screen.getByText(SHORT)).toBeVisible();
    expect(screen.getByText(ADDITIONAL)).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("hideAll: the additional text and the toggle are left out", () => {
    render(
      <InfoText
        text={SHORT}
        additionalText={ADDITIONAL}
        mode={INFO_TEXT_MODES.hideAll}
      />,
    );
    expect(screen.getByText(SHORT)).toBeVisible();
    expect(screen.queryByText(ADDITIONAL)).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has no toggle without additional text", () => {
    render(<InfoText text={SHORT} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("'Mehr Informationen' as a link", () => {
    render(<InfoText text={SHORT} moreInformationHref="/natippc/faq" />);
    expect(
      screen.getByRole("link", { name: "Mehr Informationen" }),
    ).toHaveAttribute("href", "/natippc/faq");
  });

  it("'Mehr Informationen' as a button", async () => {
    const user = userEvent.setup();
    const onMoreInformation = jest.fn();
    render(<InfoText text={SHORT} onMoreInformation={onMoreInformation} />);
    await user.click(
      screen.getByRole("button", { name: "Mehr Informationen" }),
    );
    expect(onMoreInformation).toHaveBeenCalledTimes(1);
  });
});
