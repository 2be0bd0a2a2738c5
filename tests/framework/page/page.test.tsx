import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider, createStore } from "jotai";
import { useState, type ReactNode } from "react";
import { ContextHelp } from "../../../src/framework/help/ContextHelp";
import {
  HostProvider,
  resolveHost,
} from "../../../src/framework/host/HostContext";
import {
  helpModeAtom,
  pageHasFilterAtom,
  pageHasHistoryAtom,
} from "../../../src/framework/chrome/chromeState";
import { Page, type PageProps } from "../../../src/framework/page/Page";
import type { ToolbarAction } from "../../../src/framework/page/toolbar";
import { fitCount } from "../../../src/ui/overflow";

function setup(ui: ReactNode, store = createStore()) {
  const user = userEvent.setup();
  const view = render(
    <HostProvider host={resolveHost({ portalBaseUrl: "/portal" })}>
      <Provider store={store}>{ui}</Provider>
    </HostProvider>,
  );
  return { user, store, ...view };
}

describe("title bar", () => {
  it("renders the title as the only h1 and sets the document title until unmount", () => {
    document.title = "Portal";
    const { unmount } = setup(
      <Page title="Anlagenregister" subtitle="Alle Anlagen in Österreich">
        <h2>Inhalt</h2>
      </Page>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole("heading", { level: 1, name: "Anlagenregister" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Alle Anlagen in Österreich")).toBeInTheDocument();
    expect(document.title).toBe("Anlagenregister – IPPC Austria");
    unmount();
    expect(document.title).toBe("Portal");
  });

  it("offers a labelled search field with the page's maximum length that the page owns and that clears", async () => {
    const onChange = jest.fn();
    function SearchPage() {
      const [value, setValue] = useState("");
      return (
        <Page
          title="Anlagenregister"
          search={{
            value,
            onChange: (next) => {
              onChange(next);
              setValue(next);
            },
            label: "Anlagen durchsuchen",
            maxLength: 5,
          }}
        />
      );
    }
    const { user } = setup(<SearchPage />);
    const field = screen.getByRole("searchbox", {
      name: "Anlagen durchsuchen",
    });
    expect(screen.getByRole("search")).toContainElement(field);
    expect(field).toHaveAttribute("maxLength", "5");
    expect(
      screen.queryByRole("button", { name: "Suchbegriff löschen" }),
    ).not.toBeInTheDocument();

    await user.type(field, "Zementwerk");
    expect(field).toHaveValue("Zemen");
    expect(onChange).toHaveBeenLastCalledWith("Zemen");

    await user.click(
      screen.getByRole("button", { name: "Suchbegriff löschen" }),
    );
    expect(field).toHaveValue("");
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(field).toHaveFocus();
  });
});

describe("filter and history flags", () => {
  it("raise the header's buttons while the page is mounted and lower them on unmount", () => {
    const { store, unmount } = setup(
      <Page
        title="Anlagendetails"
        filter
        history={{ historyType: "history", items: [] }}
      />,
    );
    expect(store.get(pageHasFilterAtom)).toBe(true);
    expect(store.get(pageHasHistoryAtom)).toBe(true);
    unmount();
    expect(store.get(pageHasFilterAtom)).toBe(false);
    expect(store.get(pageHasHistoryAtom)).toBe(false);
  });

  it("stay down for a page that does not declare them", () => {
    const { store } = setup(<Page title="FAQ" />);
    expect(store.get(pageHasFilterAtom)).toBe(false);
    expect(store.get(pageHasHistoryAtom)).toBe(false);
  });
});

describe("fitCount", () => {
  it("keeps every item when all fit, without room for 'Mehr'", () => {
    expect(fitCount([100, 100], 203, 3, 60)).toBe(2);
  });

  it("leaves room for 'Mehr' once something overflows", () => {
    // 60 + 3 + 100 + 3 + 100 = 266 fits in 300; a third item (369) does not.
    expect(fitCount([100, 100, 100], 300, 3, 60)).toBe(2);
    expect(fitCount([100, 100, 100], 100, 3, 60)).toBe(0);
  });
});

/**
 * jsdom does no layout: every toolbar item is ITEM_WIDTH wide, 'Mehr' MORE_WIDTH,
 * and the bar as wide as `barWidth`; a fake ResizeObserver reports resizes on demand, and, as a
 * browser's does after its next layout, once when it starts observing an element.
 */
const ITEM_WIDTH = 100;
const MORE_WIDTH = 60;
let barWidth = 500;
const observers: { callback: ResizeObserverCallback }[] = [];

class FakeResizeObserver {
  constructor(readonly callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe() {
    queueMicrotask(() =>
      act(() => this.callback([], this as unknown as ResizeObserver)),
    );
  }
  unobserve() {}
  disconnect() {
    observers.splice(observers.indexOf(this), 1);
  }
}

function resizeBars(width: number) {
  barWidth = width;
  act(() => {
    for (const observer of [...observers])
      observer.callback([], observer as unknown as ResizeObserver);
  });
}

const ACTIONS = (onClick: jest.Mock): ToolbarAction[] =>
  ["Neu", "Bearbeiten", "Kopieren", "Exportieren", "Drucken"].map((label) => ({
    id: label,
    label,
    onClick: () => onClick(label),
  }));

describe("toolbars", () => {
  const originalObserver = globalThis.ResizeObserver;
  beforeEach(() => {
    barWidth = 500;
    globalThis.ResizeObserver =
      FakeResizeObserver as unknown as typeof ResizeObserver;
    jest
      .spyOn(HTMLElement.prototype, "offsetWidth", "get")
      .mockImplementation(function (this: HTMLElement) {
        return this.textContent?.startsWith("Mehr") ? MORE_WIDTH : ITEM_WIDTH;
      });
    jest
      .spyOn(Element.prototype, "clientWidth", "get")
      .mockImplementation(function (this: Element) {
        return this.getAttribute("role") === "group" ? barWidth : 0;
      });
  });
  afterEach(() => {
    globalThis.ResizeObserver = originalObserver;
  });

  function renderBars(props: Partial<PageProps>) {
    return setup(<Page title="Anlagendetails" helpdesk={false} {...props} />);
  }

  it("shows every action while they fit", () => {
    renderBars({ actions: ACTIONS(jest.fn()) });
    const bar = screen.getByRole("group", { name: "Aktionen" });
    expect(within(bar).getAllByRole("button")).toHaveLength(5);
    expect(
      within(bar).queryByRole("button", { name: /Mehr/ }),
    ).not.toBeInTheDocument();
  });

  it("a bar too narrow from the start shows 'Mehr' once laid out", async () => {
    barWidth = 250;
    renderBars({ actions: ACTIONS(jest.fn()) });
    const bar = screen.getByRole("group", { name: "Aktionen" });
    expect(
      await within(bar).findByRole("button", { name: /Mehr/ }),
    ).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Neu", "Mehr▾"]);
  });

  it("moves what does not fit into the 'Mehr' menu, and back when the bar grows", async () => {
    const onClick = jest.fn();
    const { user } = renderBars({ actions: ACTIONS(onClick) });
    // 60 + 3 × (100) = 360 > 350: two actions and 'Mehr'.
    resizeBars(350);
    const bar = screen.getByRole("group", { name: "Aktionen" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Neu", "Bearbeiten", "Mehr▾"]);

    const more = within(bar).getByRole("button", { name: /Mehr/ });
    expect(more).toHaveAttribute("aria-haspopup", "menu");
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    // Open at once; the menu's own code loads on its first opening, the menu comes with it.
    expect(more).toHaveAttribute("aria-expanded", "true");
    const menu = await screen.findByRole("menu", { name: /Mehr/ });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Kopieren", "Exportieren", "Drucken"]);

    await user.keyboard("{ArrowDown}");
    expect(
      within(menu).getByRole("menuitem", { name: "Kopieren" }),
    ).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onClick).toHaveBeenCalledWith("Exportieren");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    resizeBars(600);
    expect(within(bar).getAllByRole("button")).toHaveLength(5);
  });

  it("closes the menu with Escape and returns focus to 'Mehr'", async () => {
    const { user } = renderBars({ actions: ACTIONS(jest.fn()) });
    resizeBars(250);
    const more = screen.getByRole("button", { name: /Mehr/ });
    await user.click(more);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it("renders an action with href as a link", () => {
    renderBars({
      actions: [{ id: "hilfe", label: "Anleitung", href: "/portal/hilfe" }],
    });
    expect(screen.getByRole("link", { name: "Anleitung" })).toHaveAttribute(
      "href",
      "/portal/hilfe",
    );
  });

  it("process bar: 'Mehr' unfolds every step, 'Weniger' folds them again", async () => {
    const onClick = jest.fn();
    const { user } = renderBars({ processActions: ACTIONS(onClick) });
    resizeBars(350);
    const bar = screen.getByRole("group", { name: "Prozessschritte" });
    const toggle = within(bar).getByRole("button", { name: "Mehr" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(bar).queryByRole("button", { name: "Drucken" })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveTextContent("Weniger");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(within(bar).getByRole("button", { name: "Drucken" }));
    expect(onClick).toHaveBeenCalledWith("Drucken");

    await user.click(toggle);
    expect(toggle).toHaveTextContent("Mehr");
    expect(within(bar).queryByRole("button", { name: "Drucken" })).toBeNull();
  });
});

describe("validation summary and info box", () => {
  it("places the summary and the info box above the page's content", () => {
    setup(
      <Page
        title="Anlagendetails"
        validationSummary={<div role="alert">Zusammenfassung</div>}
        info={{ text: "Die Daten stammen aus dem EDM." }}
      >
        <p>Inhalt</p>
      </Page>,
    );
    const summary = screen.getByRole("alert");
    const info = screen.getByText("Die Daten stammen aus dem EDM.");
    const content = screen.getByText("Inhalt");
    expect(summary.compareDocumentPosition(info)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(info.compareDocumentPosition(content)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe("helpdesk box 'Hilfe'", () => {
  it("links the online help and the helpdesk on the portal and explains the info icons", () => {
    setup(<Page title="FAQ" />);
    const box = screen.getByRole("complementary", { name: "Hilfe" });
    expect(
      within(box).getByRole("heading", { level: 2, name: "Hilfe" }),
    ).toBeInTheDocument();
    expect(within(box).getByText(/Info-Symbole/)).toBeInTheDocument();
    // A page without context help offers no switch, and the box does not speak of one.
    expect(within(box).queryByText(/Schalter/)).not.toBeInTheDocument();
    expect(
      within(box).queryByRole("button", { name: "Kontexthilfe" }),
    ).not.toBeInTheDocument();
    expect(
      within(box).getByRole("link", { name: "Online-Hilfe" }),
    ).toHaveAttribute("href", "/portal/hilfe");
    expect(
      within(box).getByRole("link", { name: "Helpdesk kontaktieren" }),
    ).toHaveAttribute("href", "/portal/helpdesk");
  });

  it("the help toggle shows and hides the context-help info icons", async () => {
    // SPEC §1: Page framework: … help toggle
    const { user, store } = setup(
      <Page title="Anlagenregister">
        <h2>
          Suche{" "}
          <ContextHelp topic="Suche" text="Suchen Sie nach Name oder Ort." />
        </h2>
      </Page>,
    );
    const toggle = screen.getByRole("button", { name: "Kontexthilfe" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(
      screen.getByText(
        "Die Info-Symbole neben Überschriften und Feldern geben Ihnen Hilfe zum jeweiligen Zusammenhang. Mit dem Schalter „Kontexthilfe“ blenden Sie sie ein oder aus.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Hilfe zu Suche" }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(store.get(helpModeAtom)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Hilfe zu Suche" }));
    // A click pins the text: a non-modal dialog named after its button.
    expect(
      await screen.findByRole("dialog", { name: "Hilfe zu Suche" }),
    ).toHaveTextContent("Suchen Sie nach Name oder Ort.");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(
      screen.queryByRole("button", { name: "Hilfe zu Suche" }),
    ).not.toBeInTheDocument();
  });

  it("can be left out by a page", () => {
    setup(<Page title="FAQ" helpdesk={false} />);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });
});
