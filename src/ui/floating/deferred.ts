import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";

/** What arrives with floating-ui: the widgets' full behaviour (widgets.ts). */
export type FloatingWidgets = typeof import("./widgets");

/**
 * How the chunk is loaded: the frame's `loadChunk` (framework/lazy), which tries once more and
 * tells the host of a failure, as for every lazy part (ADR 17). Handed in, since ui/ cannot import
 * the framework; until then a plain dynamic import.
 */
type LoadChunk = <T>(part: string, load: () => Promise<T>) => Promise<T>;

let loadChunk: LoadChunk = (_part, load) => load();
let widgets: FloatingWidgets | null = null;
let failure: unknown = null;
let loading: Promise<FloatingWidgets> | null = null;
const listeners = new Set<() => void>();

interface Handover {
  /** A plain input's text, where the user typed one. */
  value: string | null;
  selection: [number | null, number | null] | null;
  /** Clicked (or opened by key) while plain: the full control is clicked for it. */
  activated: boolean;
}

/**
 * What the plain controls had when the widgets arrived, by element id: each is replaced by the
 * full control under the same id, which takes over the text typed so far and an activation
 * (click, opening key) that came before it, and removes its entry. At most the typed-into inputs
 * and the activated control have one.
 */
const handovers = new Map<string, Handover>();
let pendingActivation: string | null = null;

/**
 * The element that has the focus, or had it when it was taken out of the page. A full control
 * replaces its plain one by a new element: the focus falls to the body, and the full control
 * takes it back. A tooltip's trigger is replaced in a deferred render, some time after the
 * widgets arrived, and may be focused meanwhile.
 */
let lastFocused: Element | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", ({ target }) => {
    lastFocused = target instanceof Element ? target : null;
  });
  document.addEventListener("focusout", ({ target }) => {
    // Later, to tell a focus given up (the element is still there) from a replaced element's.
    queueMicrotask(() => {
      if (
        target === lastFocused &&
        target instanceof Element &&
        target.isConnected
      )
        lastFocused = null;
    });
  });
}

/**
 * The presses under way: pointers down, and Space held on a button (which clicks on its release).
 * Replacing the pressed control then would lose the click that ends the press (its down and up
 * would land on two elements), so the widgets arrive after them — at the latest PRESS_WAIT_MS
 * after they were asked to, for a release the page never sees (one taken by a context menu).
 */
const pressed = new Set<number | "space">();
const PRESS_WAIT_MS = 2_000;
let afterPress: (() => void) | null = null;

function pressEnded() {
  // After the click the release dispatches next; a press begun meanwhile is waited for too.
  setTimeout(() => {
    if (pressed.size === 0) afterPress?.();
  });
}

if (typeof document !== "undefined") {
  const release = (key: number | "space") => {
    if (pressed.delete(key)) pressEnded();
  };
  const releaseAll = () => {
    if (pressed.size === 0) return;
    pressed.clear();
    pressEnded();
  };
  const listen = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
  ) => document.addEventListener(type, listener, true);
  listen("pointerdown", ({ pointerId }) => pressed.add(pointerId));
  listen("pointerup", ({ pointerId }) => release(pointerId));
  listen("pointercancel", ({ pointerId }) => release(pointerId));
  // A pointer moving with no button down has been released where the page did not see it.
  listen("pointermove", ({ pointerId, buttons }) => {
    if (buttons === 0) release(pointerId);
  });
  // A context menu takes the release: no click comes.
  listen("contextmenu", releaseAll);
  listen("keydown", ({ key }) => {
    if (key === " ") pressed.add("space");
  });
  listen("keyup", ({ key }) => {
    if (key === " ") release("space");
  });
  // A release outside the window is never seen.
  window.addEventListener("blur", releaseAll);
}

/** Resolves when no press is under way. */
function pressDone(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      afterPress = null;
      resolve();
    };
    const timer = setTimeout(done, PRESS_WAIT_MS);
    if (pressed.size === 0) done();
    else afterPress = done;
  });
}

/** Marks an input whose text the full control takes over. */
const PLAIN_INPUT_ATTRIBUTE = "data-plain-input";
export const PLAIN_INPUT_PROPS = { [PLAIN_INPUT_ATTRIBUTE]: "" } as const;

function notify() {
  for (const listener of listeners) listener();
}

const PLAIN: Handover = {
  value: null,
  selection: null,
  activated: false,
};

function arrive(module: FloatingWidgets) {
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `input[${PLAIN_INPUT_ATTRIBUTE}]`,
  )) {
    if (!input.id || input.value === input.defaultValue) continue;
    handovers.set(input.id, {
      ...PLAIN,
      value: input.value,
      selection: [input.selectionStart, input.selectionEnd],
    });
  }
  if (pendingActivation)
    handovers.set(pendingActivation, {
      ...(handovers.get(pendingActivation) ?? PLAIN),
      activated: true,
    });
  pendingActivation = null;
  widgets = module;
  notify();
}

/**
 * Starts loading the widgets' full behaviour (floating-ui and what uses it: lists, tooltips,
 * dialogs, panels); the first rows need none of it. Resolves when it is there; a failure is kept
 * for the frame to say (useFloatingWidgetsFailure), and the next call tries again.
 */
export function preloadFloatingWidgets(): Promise<FloatingWidgets> {
  if (widgets) return Promise.resolve(widgets);
  loading ??= loadChunk(
    "floating",
    () => import(/* webpackChunkName: "floating" */ "./widgets"),
  ).then(
    async (module) => {
      await pressDone();
      failure = null;
      arrive(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      failure = error;
      notify();
      throw error;
    },
  );
  return loading;
}

function startLoading() {
  preloadFloatingWidgets().catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The widgets once loaded, else null. */
export function useFloatingWidgets(): FloatingWidgets | null {
  return useSyncExternalStore(subscribe, () => widgets);
}

/** The focus was on the plain control `id`, and fell to the body when it was replaced. */
function focusFellFrom(id: string): boolean {
  const active = document.activeElement;
  return (
    lastFocused !== null &&
    !lastFocused.isConnected &&
    lastFocused.id === id &&
    (active === null || active === document.body)
  );
}

/**
 * Once the full control under `id` has replaced the plain one (`enhanced`), it takes over what the
 * plain one had: the focus, the typed text, an activation.
 */
export function useTakeOver(id: string, enhanced: boolean): void {
  useLayoutEffect(() => {
    if (!enhanced) return;
    const handover = handovers.get(id);
    const focused = focusFellFrom(id);
    if (!handover && !focused) return;
    handovers.delete(id);
    const element = document.getElementById(id);
    if (!element) return;
    const { value, selection, activated } = handover ?? PLAIN;
    if (focused) element.focus({ preventScroll: true });
    if (element instanceof HTMLInputElement && value !== null) {
      if (value !== element.value) typeInto(element, value);
      if (selection) element.setSelectionRange(selection[0], selection[1]);
    }
    if (activated) element.click();
  }, [id, enhanced]);
}

/**
 * The widgets for a part shown only at times (an open dialog, drawer, panel or menu): loaded once
 * `needed`, if they are not yet (a failed load is tried again then).
 */
export function useFloatingWidgetsWhen(
  needed: boolean,
): FloatingWidgets | null {
  const loaded = useFloatingWidgets();
  useEffect(() => {
    if (needed && !loaded) startLoading();
  }, [needed, loaded]);
  return loaded;
}

/**
 * Why the widgets could not be loaded (also on the second try), until a later try succeeds: the
 * frame says so, since no list, dialog, panel or menu can open meanwhile.
 */
export function useFloatingWidgetsFailure(): unknown {
  return useSyncExternalStore(subscribe, () => failure);
}

/** Sets an input's text as typing does, so that React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    "value",
  )?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Props for a plain control standing in until the widgets arrive: pointing at or focusing it
 * loads them (if the page has not yet), activating it is done again by the full control.
 */
export function plainControlProps(id: string) {
  return {
    id,
    onFocus: startLoading,
    onPointerEnter: startLoading,
    onTouchStart: startLoading,
  };
}

/** The control `id` was activated before the widgets arrived: the full one is activated for it. */
export function activateWhenLoaded(id: string) {
  // Arrived already, but this control has not yet been rendered anew (a deferred render, a slice
  // of a transition): the full one takes the activation over when it is.
  if (widgets) {
    handovers.set(id, { ...(handovers.get(id) ?? PLAIN), activated: true });
    return;
  }
  pendingActivation = id;
  startLoading();
}

/**
 * Loads the widgets once `enabled` says the page's first content is on screen, through the frame's
 * `loadChunk`.
 */
export function useFloatingWidgetsPreload(
  enabled: boolean,
  frameLoadChunk: LoadChunk,
): void {
  useEffect(() => {
    loadChunk = frameLoadChunk;
  }, [frameLoadChunk]);
  useEffect(() => {
    if (enabled) startLoading();
  }, [enabled]);
}
