import { act, screen } from "@testing-library/react";
import { useAtomValue, useSetAtom, type PrimitiveAtom } from "jotai";
import { useEffect, type ComponentType, type ReactNode } from "react";
import type { Environment, UserApp } from "../../src/api/types";
import type { AppRoute } from "../../src/framework/routing/types";

export const ENVIRONMENT: Environment = {
  sessionTimeout: 1800,
  environment: "DEV",
  title: "IPPC Austria",
  version: "1.4.2",
  versionDetail: "1.4.2 (Testserver)",
  buildNumber: "DEV-1.4.2-77",
};

/**
 * A fetch answering what the frame asks for: environment, tasks, user apps, logs. `null`
 * as environment makes /api/env fail.
 */
export function frameFetch({
  environment = ENVIRONMENT,
  tasks = [],
  userApps = [],
}: {
  environment?: Partial<Environment> | null;
  tasks?: unknown[];
  userApps?: UserApp[];
} = {}): jest.Mock {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/api/env") && environment)
      return Response.json({ ...ENVIRONMENT, ...environment });
    if (url.includes("/user-tasks")) return Response.json(tasks);
    if (url.includes("/userApps")) return Response.json(userApps);
    if (url.includes("/api/log")) return new Response(null, { status: 204 });
    return Response.json(
      { status: 404, error: "not_found", message: url },
      { status: 404 },
    );
  });
}

type Listener = (event: MediaQueryListEvent) => void;

/**
 * A viewport of the given width: `innerWidth` and a `matchMedia` that evaluates the max-width
 * queries the layout hook uses. `resize` moves it and fires the changed queries' events.
 */
export function mockViewport(initialWidth: number) {
  const lists: { query: string; max: number; listeners: Set<Listener> }[] = [];
  const matches = (max: number) => window.innerWidth <= max;
  const setWidth = (width: number) =>
    Object.defineProperty(window, "innerWidth", {
      configurable: true,
      value: width,
    });
  setWidth(initialWidth);
  window.matchMedia = jest.fn((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const entry = { query, max, listeners: new Set<Listener>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(max);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) =>
        entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) =>
        entry.listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    resize(width: number) {
      const before = lists.map((list) => matches(list.max));
      act(() => {
        setWidth(width);
        lists.forEach((list, index) => {
          if (matches(list.max) === before[index]) return;
          const event = {
            matches: matches(list.max),
            media: list.query,
          } as MediaQueryListEvent;
          list.listeners.forEach((listener) => listener(event));
        });
      });
    },
    listenerCount: () =>
      lists.reduce((sum, list) => sum + list.listeners.size, 0),
  };
}

export function restoreViewport() {
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: 1024,
  });
  // jsdom has no matchMedia of its own.
  delete (window as Partial<Window>).matchMedia;
}

/** A page module rendering a heading and whatever else the test needs. */
export function page(
  title: string,
  Extra?: () => ReactNode,
): () => Promise<ComponentType> {
  return async () =>
    function TestPage() {
      return (
        <>
          <h1>{title}</h1>
          {Extra && <Extra />}
        </>
      );
    };
}

/** A page that sets a frame atom while shown (as a page asking for its filter button does). */
export function SetAtom<V>({
  atom,
  value,
}: {
  atom: PrimitiveAtom<V>;
  value: V;
}) {
  const set = useSetAtom(atom);
  useEffect(() => set(value), [set, value]);
  return null;
}

/** Shows an atom's value as text, to observe UI state the frame sets. */
export function ShowAtom<V>({
  atom,
  label,
}: {
  atom: PrimitiveAtom<V>;
  label: string;
}) {
  const value = useAtomValue(atom);
  return <output aria-label={label}>{JSON.stringify(value)}</output>;
}

/** A small table: a flat route, a parent whose children drop down, a nested tree, a link out. */
export const TABLE: AppRoute[] = [
  { path: "start", name: "Start", load: page("Start") },
  {
    path: "register",
    name: "Register",
    hideSidebar: true,
    load: page("Register"),
    children: [
      {
        path: ":id",
        name: "Eintrag",
        isHidden: true,
        load: page("Eintrag"),
      },
    ],
  },
  {
    path: "themen",
    name: "Themen",
    showSubRoutesAsDropdown: true,
    children: [
      { path: "luft", name: "Luft", load: page("Luft") },
      { path: "wasser", name: "Wasser", load: page("Wasser") },
      {
        path: "intern",
        name: "Intern",
        isHidden: true,
        load: page("Intern"),
      },
    ],
  },
  {
    path: "wissen",
    name: "Wissen",
    load: page("Wissen"),
    children: [
      {
        path: "recht",
        name: "Recht",
        load: page("Recht"),
        children: [{ path: "eu", name: "EU-Recht", load: page("EU-Recht") }],
      },
      { path: "faq", name: "Fragen", load: page("Fragen") },
    ],
  },
  {
    path: "admin",
    name: "Verwaltung",
    roles: ["ADMIN"],
    load: page("Verwaltung"),
  },
  {
    path: "extern",
    name: "Umweltbundesamt",
    linkTo: "https://www.umweltbundesamt.at/",
    target: "_blank",
    load: page("x"),
  },
];

/** The first page of a test: the first render loads the frame's modules, which takes a moment on a busy machine. */
export function firstPage() {
  return screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
}
