import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InfoTooltip, Tooltip } from "../../../src/ui/tooltip";
import {
  FADE_MS,
  LONG_PRESS_MS,
  TOOLTIP_DELAY_MS,
} from "../../../src/ui/tokens";

const TEXT = "Anlage nach IED Anhang I, Tätigkeit 1.1";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(ui: React.ReactElement) {
  const user = userEvent.setup({
    advanceTimers: jest.advanceTimersByTime,
  });
  render(ui);
  return user;
}

async function advance(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

function trigger() {
  return screen.getByRole("button", { name: "Anlage" });
}

test("hover opens after 300 ms, not before, and leaving closes it", async () => {
  const user = setup(
    <Tooltip text={TEXT}>
      <button type="button">Anlage</button>
    </Tooltip>,
  );
  await user.hover(trigger());
  await advance(TOOLTIP_DELAY_MS - 1);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  await advance(1);
  expect(screen.getByRole("tooltip")).toHaveTextContent(TEXT);

  await user.unhover(trigger());
  await advance(FADE_MS);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

test("focus opens after the delay and sets aria-describedby while shown", async () => {
  const user = setup(
    <>
      <Tooltip text={TEXT}>
        <button type="button">Anlage</button>
      </Tooltip>
      <button type="button">Weiter</button>
    </>,
  );
  await user.tab();
  expect(trigger()).toHaveFocus();
  expect(trigger()).not.toHaveAttribute("aria-describedby");
  await advance(TOOLTIP_DELAY_MS - 1);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  await advance(1);
  expect(trigger()).toHaveAccessibleDescription(TEXT);

  await user.tab();
  expect(trigger()).not.toHaveAttribute("aria-describedby");
});

test("a focused trigger whose tooltip is switched on keeps the focus, and the tooltip shows", async () => {
  // A table cell's text found cut off while the cell has the focus: the trigger stays the same
  // element, keeps the focus, and its tooltip shows after the delay.
  const cell = (cutOff: boolean) => (
    <>
      <Tooltip text={TEXT} disabled={!cutOff}>
        <button type="button">Anlage</button>
      </Tooltip>
      <button type="button">Weiter</button>
    </>
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { rerender } = render(cell(false));
  await user.tab();
  expect(trigger()).toHaveFocus();

  rerender(cell(true));
  expect(trigger()).toHaveFocus();
  await advance(TOOLTIP_DELAY_MS);
  expect(screen.getByRole("tooltip")).toHaveTextContent(TEXT);

  // Switched off and on again after the focus has moved on: the focus stays where it went.
  await user.tab();
  rerender(cell(false));
  rerender(cell(true));
  expect(screen.getByRole("button", { name: "Weiter" })).toHaveFocus();
});

test("a trigger's own aria-describedby is kept next to the tooltip's", async () => {
  const user = setup(
    <>
      <Tooltip text={TEXT}>
        <button type="button" aria-describedby="hinweis">
          Anlage
        </button>
      </Tooltip>
      <p id="hinweis">Stillgelegt</p>
    </>,
  );
  await user.tab();
  await advance(TOOLTIP_DELAY_MS);
  expect(trigger()).toHaveAccessibleDescription(`Stillgelegt ${TEXT}`);
});

test("blurring before the delay ends never shows it", async () => {
  const user = setup(
    <>
      <Tooltip text={TEXT}>
        <button type="button">Anlage</button>
      </Tooltip>
      <button type="button">Weiter</button>
    </>,
  );
  await user.tab();
  await advance(TOOLTIP_DELAY_MS - 100);
  await user.tab();
  await advance(TOOLTIP_DELAY_MS);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

test("Escape hides it; the fade-out takes 150 ms", async () => {
  const user = setup(
    <Tooltip text={TEXT}>
      <button type="button">Anlage</button>
    </Tooltip>,
  );
  await user.tab();
  await advance(TOOLTIP_DELAY_MS);
  expect(screen.getByRole("tooltip")).toBeInTheDocument();

  await user.keyboard("{Escape}");
  expect(trigger()).not.toHaveAttribute("aria-describedby");
  expect(trigger()).toHaveFocus();
  await advance(FADE_MS);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

test("an empty text never shows a tooltip", async () => {
  const user = setup(
    <Tooltip text="">
      <button type="button">Anlage</button>
    </Tooltip>,
  );
  await user.hover(trigger());
  await user.tab();
  await advance(TOOLTIP_DELAY_MS * 2);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  expect(trigger()).not.toHaveAttribute("aria-describedby");
});

describe("onlyWhenOverflowing", () => {
  function setupTruncated() {
    return setup(
      <Tooltip
        text="Zementwerk Wietersdorf der w&p Zement GmbH"
        onlyWhenOverflowing
      >
        <button type="button">Anlage</button>
      </Tooltip>,
    );
  }
  function setWidths(scrollWidth: number, clientWidth: number) {
    Object.defineProperty(trigger(), "scrollWidth", {
      value: scrollWidth,
      configurable: true,
    });
    Object.defineProperty(trigger(), "clientWidth", {
      value: clientWidth,
      configurable: true,
    });
  }

  test("is not shown when the content fits", async () => {
    const user = setupTruncated();
    setWidths(100, 100);
    await user.hover(trigger());
    await advance(TOOLTIP_DELAY_MS);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  test("is shown when the content is cut off", async () => {
    const user = setupTruncated();
    setWidths(240, 100);
    await user.hover(trigger());
    await advance(TOOLTIP_DELAY_MS);
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Zementwerk Wietersdorf der w&p Zement GmbH",
    );
  });
});

describe("long press on touch", () => {
  test("a 300 ms press pins the tooltip; 'Tooltip schließen' closes it", async () => {
    const user = setup(
      <Tooltip text={TEXT}>
        <button type="button">Anlage</button>
      </Tooltip>,
    );
    await user.pointer({ keys: "[TouchA>]", target: trigger() });
    await advance(LONG_PRESS_MS - 1);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await advance(1);
    await user.pointer({ keys: "[/TouchA]", target: trigger() });
    // Pinned, with a button in it: a non-modal dialog named after its trigger.
    const pinned = screen.getByRole("dialog", { name: "Anlage" });
    expect(pinned).toHaveTextContent(TEXT);

    // Pinned: leaving the trigger does not close it.
    await user.unhover(trigger());
    await advance(1000);
    expect(pinned).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Tooltip schließen" }));
    await advance(FADE_MS);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  test("a short tap does not pin it", async () => {
    const user = setup(
      <Tooltip text={TEXT}>
        <button type="button">Anlage</button>
      </Tooltip>,
    );
    await user.pointer({ keys: "[TouchA>]", target: trigger() });
    await advance(LONG_PRESS_MS - 100);
    await user.pointer({ keys: "[/TouchA]", target: trigger() });
    await advance(LONG_PRESS_MS);
    expect(
      screen.queryByRole("button", { name: "Tooltip schließen" }),
    ).not.toBeInTheDocument();
  });

  test("a mouse press is no long press", async () => {
    const user = setup(
      <Tooltip text={TEXT}>
        <button type="button">Anlage</button>
      </Tooltip>,
    );
    await user.pointer({ keys: "[MouseLeft>]", target: trigger() });
    await advance(LONG_PRESS_MS);
    expect(
      screen.queryByRole("button", { name: "Tooltip schließen" }),
    ).not.toBeInTheDocument();
  });
});

test("InfoTooltip: 'Mehr Informationen' describes itself with the text; a click pins it", async () => {
  const user = setup(
    <InfoTooltip text="Betreiberin laut Genehmigungsbescheid" />,
  );
  const button = screen.getByRole("button", { name: "Mehr Informationen" });
  await user.click(button);
  expect(button).toHaveAccessibleDescription(
    expect.stringContaining("Betreiberin laut Genehmigungsbescheid"),
  );
  expect(
    screen.getByRole("button", { name: "Tooltip schließen" }),
  ).toBeInTheDocument();

  await user.click(button);
  await advance(FADE_MS);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

describe("the pinned tooltip is a non-modal dialog (WAI-ARIA APG)", () => {
  const INFO = "Betreiberin laut Genehmigungsbescheid";

  function setupInfo() {
    return setup(
      <>
        <InfoTooltip text={INFO} />
        <button type="button">Weiter</button>
      </>,
    );
  }
  const info = () => screen.getByRole("button", { name: "Mehr Informationen" });

  test("the info button says it opens a dialog; Enter opens it, named by the button and described by the text", async () => {
    const user = setupInfo();
    expect(info()).toHaveAttribute("aria-haspopup", "dialog");
    expect(info()).toHaveAttribute("aria-expanded", "false");
    await user.tab();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "Mehr Informationen" });
    expect(dialog).not.toHaveAttribute("aria-modal");
    expect(dialog).toHaveAccessibleDescription(INFO);
    expect(info()).toHaveAttribute("aria-expanded", "true");
    expect(info()).toHaveAttribute("aria-controls", dialog.id);
    // The trigger is described by the text, not by the close button beside it.
    expect(info()).toHaveAccessibleDescription(INFO);
    // Non-modal: focus stays where it was and the page goes on being usable.
    expect(info()).toHaveFocus();
  });

  test("Tab reaches 'Tooltip schließen'; Escape there closes the dialog and focus returns to the button", async () => {
    const user = setupInfo();
    await user.tab();
    await user.keyboard("{Enter}");
    await user.tab();
    const close = screen.getByRole("button", { name: "Tooltip schließen" });
    expect(close).toHaveFocus();
    expect(
      screen.getByRole("dialog", { name: "Mehr Informationen" }),
    ).toContainElement(close);

    await user.keyboard("{Escape}");
    await advance(FADE_MS);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(info()).toHaveFocus();
    expect(info()).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape on the button closes it too", async () => {
    const user = setupInfo();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await advance(FADE_MS);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(info()).toHaveFocus();
  });
});
