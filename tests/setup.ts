import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Both jest workers share two cores with each other: a page's first render, with its lazy
// chunks, can take longer than the default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Build-time constants of rspack's DefinePlugin.
Object.assign(globalThis, {
  __APP_VERSION__: "0.0.0-test",
  __LOGIN_REDIRECT__: true,
});

// Each test is a browser of its own: nothing a previous test kept (a filter journal, the full
// page width) is found by the next.
beforeEach(() => {
  // Suites of the simulated API run in node, without a browser's storage.
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * jsdom has the <dialog> element, not its modal behaviour: HTML's showModal() and close() steps
 * (the first focusable element takes the focus; close gives it back to the element that had it)
 * and Escape's close request to the newest modal dialog, made once the key's handlers have run
 * and none took it. Only what the tests meet: the inert page behind a modal dialog is not modelled
 * (the browser suites prove it).
 */
function modelModalDialogs() {
  // The top layer, newest last.
  const modals: HTMLDialogElement[] = [];
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
  const topmost = () =>
    modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  const FOCUSABLE =
    "button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]";

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open && modals.includes(this)) return;
    if (this.open || !this.isConnected)
      throw new DOMException(
        "The dialog cannot be shown.",
        "InvalidStateError",
      );
    this.setAttribute("open", "");
    previouslyFocused.set(this, document.activeElement);
    modals.push(this);
    const target =
      this.querySelector<HTMLElement>("[autofocus]") ??
      this.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  };

  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.removeAttribute("open");
    const wasModal = modals.includes(this);
    if (wasModal) modals.splice(modals.indexOf(this), 1);
    const element = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    // Outside a modal dialog still shown, the element is inert: it cannot take the focus.
    const above = topmost();
    const inert = above !== undefined && !above.contains(element ?? null);
    if (
      element instanceof HTMLElement &&
      (wasModal || this.contains(document.activeElement)) &&
      !inert
    )
      element.focus({ preventScroll: true });
    this.dispatchEvent(new Event("close"));
  };

  // The browser's close request follows the key's dispatch: a handler that stops the event's
  // propagation does not keep it from the dialog, only one that prevents its default does.
  const dispatchEvent = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatch(event: Event) {
    const result = dispatchEvent.call(this, event);
    if (
      event.type === "keydown" &&
      (event as KeyboardEvent).key === "Escape" &&
      !event.defaultPrevented
    ) {
      const dialog = topmost();
      if (dialog?.dispatchEvent(new Event("cancel", { cancelable: true })))
        dialog.close();
    }
    return result;
  };
}

if (
  typeof window !== "undefined" &&
  typeof HTMLDialogElement.prototype.showModal !== "function"
)
  modelModalDialogs();
