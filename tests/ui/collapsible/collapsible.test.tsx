import { readFileSync } from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  BlockGroup,
  BlockToggle,
} from "../../../src/ui/collapsible/BlockGroup";
import { CollapsibleBlock } from "../../../src/ui/collapsible/CollapsibleBlock";
import { scrollToBlock } from "../../../src/ui/collapsible/scrollToBlock";
import { COLLAPSE_MS } from "../../../src/ui/tokens";

function setup() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

afterEach(() => jest.useRealTimers());

describe("CollapsibleBlock", () => {
  it("is a heading with a disclosure button controlling the content", async () => {
    const user = setup();
    render(
      <CollapsibleBlock title="Betreiber">
        Zementwerk Wietersdorf
      </CollapsibleBlock>,
    );
    const button = screen.getByRole("button", { name: "Betreiber" });
    expect(
      screen.getByRole("heading", { name: "Betreiber", level: 3 }),
    ).toContainElement(button);
    const content = screen.getByText("Zementwerk Wietersdorf");
    expect(content).not.toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(content).toBeVisible();
    expect(
      // eslint-disable-next-line testing-library/no-node-access -- aria-controls points at the panel around the content
      content.closest(`[id="${button.getAttribute("aria-controls")}"]`),
    ).not.toBeNull();
  });

  it(`collapses after the ${COLLAPSE_MS} ms animation`, async () => {
    const user = setup();
    render(
      <CollapsibleBlock title="Betreiber" defaultExpanded>
        Zementwerk Wietersdorf
      </CollapsibleBlock>,
    );
    const content = screen.getByText("Zementwerk Wietersdorf");
    expect(content).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Betreiber" }));
    expect(screen.getByRole("button", { name: "Betreiber" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    act(() => jest.advanceTimersByTime(COLLAPSE_MS - 1));
    expect(content).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(content).not.toBeVisible();
  });

  it("can be controlled", async () => {
    const user = setup();
    const onExpandedChange = jest.fn();
    const { rerender } = render(
      <CollapsibleBlock
        title="Genehmigungen"
        expanded={false}
        onExpandedChange={onExpandedChange}
      >
        Bescheid vom 12.03.2019
      </CollapsibleBlock>,
    );
    await user.click(screen.getByRole("button", { name: "Genehmigungen" }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByText("Bescheid vom 12.03.2019")).not.toBeVisible();
    rerender(
      <CollapsibleBlock
        title="Genehmigungen"
        expanded
        onExpandedChange={onExpandedChange}
      >
        Bescheid vom 12.03.2019
      </CollapsibleBlock>,
    );
    expect(screen.getByText("Bescheid vom 12.03.2019")).toBeVisible();
  });

  it("takes a heading level", () => {
    render(
      <CollapsibleBlock title="Inspektionen" headingLevel={2}>
        Letzte Inspektion 2024
      </CollapsibleBlock>,
    );
    expect(
      screen.getByRole("heading", { name: "Inspektionen", level: 2 }),
    ).toBeInTheDocument();
  });
});

describe("BlockGroup and BlockToggle", () => {
  it("shows no toggle for a single block", () => {
    render(
      <BlockGroup>
        <BlockToggle />
        <CollapsibleBlock title="Betreiber">Text</CollapsibleBlock>
      </BlockGroup>,
    );
    expect(
      screen.queryByRole("button", { name: "Alles aufklappen" }),
    ).not.toBeInTheDocument();
  });

  it("with more than one block, opens and closes them all", async () => {
    const user = setup();
    render(
      <BlockGroup>
        <BlockToggle />
        <CollapsibleBlock title="Betreiber">Zementwerk</CollapsibleBlock>
        <CollapsibleBlock title="Standort" defaultExpanded>
          Bezirk Sankt Veit an der Glan
        </CollapsibleBlock>
        <CollapsibleBlock title="BVT">CLM 2013/163/EU</CollapsibleBlock>
      </BlockGroup>,
    );
    const buttons = () =>
      ["Betreiber", "Standort", "BVT"].map((name) =>
        screen.getByRole("button", { name }),
      );
    await user.click(screen.getByRole("button", { name: "Alles aufklappen" }));
    for (const button of buttons()) {
      expect(button).toHaveAttribute("aria-expanded", "true");
    }
    expect(screen.getByText("CLM 2013/163/EU")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Alles zuklappen" }));
    for (const button of buttons()) {
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
    act(() => jest.advanceTimersByTime(COLLAPSE_MS));
    expect(screen.getByText("CLM 2013/163/EU")).not.toBeVisible();
    expect(
      screen.getByRole("button", { name: "Alles aufklappen" }),
    ).toBeInTheDocument();
  });

  it("plays the opening animation only for blocks opened after they appeared", async () => {
    const user = setup();
    render(
      <BlockGroup>
        <BlockToggle />
        <CollapsibleBlock title="Betreiber" defaultExpanded>
          Zementwerk
        </CollapsibleBlock>
        <CollapsibleBlock title="Standort">Bezirk Sankt Veit</CollapsibleBlock>
        <CollapsibleBlock title="BVT">CLM 2013/163/EU</CollapsibleBlock>
      </BlockGroup>,
    );
    // The stylesheet animates the opening (@starting-style) only where data-toggled is set.
    const panel = (name: string) =>
      // eslint-disable-next-line testing-library/no-node-access -- the panel has no role; aria-controls names it
      document.getElementById(
        screen.getByRole("button", { name }).getAttribute("aria-controls")!,
      );
    expect(panel("Betreiber")).toHaveAttribute("data-expanded", "true");
    expect(panel("Betreiber")).not.toHaveAttribute("data-toggled");

    await user.click(screen.getByRole("button", { name: "Standort" }));
    expect(panel("Standort")).toHaveAttribute("data-toggled");
    expect(panel("BVT")).not.toHaveAttribute("data-toggled");

    await user.click(screen.getByRole("button", { name: "Alles aufklappen" }));
    expect(panel("BVT")).toHaveAttribute("data-expanded", "true");
    expect(panel("BVT")).toHaveAttribute("data-toggled");
    // Already open: 'Alles aufklappen' does not replay it.
    expect(panel("Betreiber")).not.toHaveAttribute("data-toggled");
  });

  it("keys the opening animation to data-toggled in its stylesheet", () => {
    const css = readFileSync(
      path.join(
        __dirname,
        "../../../src/ui/collapsible/Collapsible.module.css",
      ),
      "utf8",
    );
    const startingStyle = /@starting-style\s*{([^}]*){/.exec(css)?.[1] ?? "";
    expect(startingStyle).toContain("[data-toggled]");
  });

  it("says 'Alles zuklappen' once every block was opened one by one", async () => {
    const user = setup();
    render(
      <BlockGroup>
        <BlockToggle />
        <CollapsibleBlock title="Betreiber">Zementwerk</CollapsibleBlock>
        <CollapsibleBlock title="Standort">Bezirk</CollapsibleBlock>
      </BlockGroup>,
    );
    await user.click(screen.getByRole("button", { name: "Betreiber" }));
    expect(
      screen.getByRole("button", { name: "Alles aufklappen" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Standort" }));
    expect(
      screen.getByRole("button", { name: "Alles zuklappen" }),
    ).toBeInTheDocument();
  });

  it("drops the toggle when blocks leave the group", async () => {
    const user = setup();
    function Group() {
      const [showSecond, setShowSecond] = useState(true);
      return (
        <BlockGroup>
          <BlockToggle />
          <CollapsibleBlock title="Betreiber">Zementwerk</CollapsibleBlock>
          {showSecond && (
            <CollapsibleBlock title="Standort">Bezirk</CollapsibleBlock>
          )}
          <button type="button" onClick={() => setShowSecond(false)}>
            Entfernen
          </button>
        </BlockGroup>
      );
    }
    render(<Group />);
    expect(
      screen.getByRole("button", { name: "Alles aufklappen" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Entfernen" }));
    expect(
      screen.queryByRole("button", { name: "Alles aufklappen" }),
    ).not.toBeInTheDocument();
  });
});

describe("scrollToBlock", () => {
  // jsdom does not lay out, so it has no scrollIntoView.
  const original = Element.prototype.scrollIntoView;
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it("opens the block and scrolls it 10 px below the sticky header", () => {
    render(
      <>
        <header data-testid="header" />
        <BlockGroup>
          <CollapsibleBlock id="block-betreiber" title="Betreiber">
            <label>
              Name <input />
            </label>
          </CollapsibleBlock>
        </BlockGroup>
      </>,
    );
    const header = screen.getByTestId("header");
    jest
      .spyOn(header, "getBoundingClientRect")
      .mockReturnValue({ height: 56 } as DOMRect);

    let block: HTMLElement | null = null;
    act(() => {
      block = scrollToBlock("block-betreiber", { stickyHeader: header });
      // Open synchronously: the caller can focus the content at once.
      screen.getByRole("textbox", { name: "Name" }).focus();
    });
    expect(screen.getByRole("button", { name: "Betreiber" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(block).toHaveStyle({ scrollMarginTop: "66px" });
    expect(scrollIntoView).toHaveBeenCalledWith(
      expect.objectContaining({ block: "start" }),
    );
    expect(scrollIntoView.mock.contexts[0]).toBe(block);
  });

  it("returns null for an unknown id", () => {
    expect(scrollToBlock("gibt-es-nicht")).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
