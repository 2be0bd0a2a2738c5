import { screen, waitFor } from "@testing-library/react";
import { bootstrap, mount, unmount } from "../../src/expose";
import { ANONYMOUS, loggedIn, quietFetch } from "../utils/renderRoutes";
import { lifecycleProps, mountOutsideAct } from "../utils/portalMount";

type Listener = [EventTarget, string, EventListenerOrEventListenerObject];

/** Counts listeners added to window and document and not removed again. */
function trackListeners() {
  const live: Listener[] = [];
  const spies = [window, document].flatMap((target: EventTarget) => {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    return [
      jest
        .spyOn(target, "addEventListener")
        .mockImplementation((type, listener, options) => {
          if (listener) live.push([target, type, listener]);
          add(type, listener, options);
        }),
      jest
        .spyOn(target, "removeEventListener")
        .mockImplementation((type, listener, options) => {
          const index = live.findIndex(
            ([t, ty, l]) => t === target && ty === type && l === listener,
          );
          if (index >= 0) live.splice(index, 1);
          remove(type, listener, options);
        }),
    ];
  });
  return { live, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe("single-spa lifecycles", () => {
  mountOutsideAct();

  beforeEach(() => {
    globalThis.fetch = quietFetch() as unknown as typeof fetch;
  });

  it("mount → render → unmount, twice in a row, leaves nothing behind", async () => {
    const baselineNodes = document.body.childNodes.length;
    const setBreadcrumbs = jest.fn();
    const cycle = async (session: unknown) => {
      window.history.replaceState(null, "", "/natippc/faq");
      await mount(
        lifecycleProps({
          setBreadcrumbs,
          preloadedQueries: [{ queryKey: ["auth", "user"], data: session }],
        }),
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: "FAQ" }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(setBreadcrumbs).toHaveBeenLastCalledWith([
          { label: "EDM Portal", href: "/portal/" },
          { label: "IPPC Austria", href: "/natippc/" },
          { label: "FAQ", href: "/natippc/faq" },
        ]),
      );
      // The host renders the breadcrumbs, so the remote does not.
      expect(
        screen.queryByRole("navigation", { name: "Brotkrümelnavigation" }),
      ).not.toBeInTheDocument();
      await unmount(lifecycleProps());
      expect(
        screen.queryByRole("heading", { level: 1 }),
      ).not.toBeInTheDocument();
      expect(document.body.childNodes.length).toBe(baselineNodes);
    };
    await bootstrap(lifecycleProps());
    // Warm-up: React and jsdom register their per-document listeners once, on first use.
    await cycle(ANONYMOUS);
    const listeners = trackListeners();
    try {
      await cycle(ANONYMOUS);
      await cycle(loggedIn());
      expect(listeners.live.map(([, type]) => type)).toEqual([]);
    } finally {
      listeners.restore();
    }
  });

  it("leaves window and document with exactly the listeners they had before its code was loaded", async () => {
    // Tracked from before the remote's modules are evaluated: a listener added at import counts.
    const listeners = trackListeners();
    try {
      await jest.isolateModulesAsync(async () => {
        const lifecycles = await import("../../src/expose");
        window.history.replaceState(null, "", "/natippc/installations");
        await lifecycles.bootstrap(lifecycleProps());
        await lifecycles.mount(
          lifecycleProps({
            preloadedQueries: [
              { queryKey: ["auth", "user"], data: loggedIn() },
            ],
          }),
        );
        expect(
          await screen.findByRole("heading", {
            level: 1,
            name: "Anlagenregister",
          }),
        ).toBeInTheDocument();
        await lifecycles.unmount(lifecycleProps());
      });
      // React DOM listens for `selectionchange` on the document once, for good: the portal's
      // shared React DOM has done so before any remote is loaded.
      expect(
        listeners.live
          .map(
            ([target, type]) =>
              `${target === window ? "window" : "document"} ${type}`,
          )
          .filter((listener) => listener !== "document selectionchange"),
      ).toEqual([]);
    } finally {
      listeners.restore();
    }
  });

  it("mounts into the host's element and leaves that element in place", async () => {
    const element = document.createElement("section");
    document.body.appendChild(element);
    window.history.replaceState(null, "", "/natippc/start");
    await mount(
      lifecycleProps({
        domElement: element,
        preloadedQueries: [{ queryKey: ["auth", "user"], data: ANONYMOUS }],
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Startseite" }),
    ).toBeInTheDocument();
    expect(element).toContainElement(screen.getByRole("heading", { level: 1 }));
    await unmount(lifecycleProps({ domElement: element }));
    expect(element).toBeEmptyDOMElement();
    expect(element.isConnected).toBe(true);
    element.remove();
  });

  it("preloaded queries are used before any request", async () => {
    const fetch = quietFetch();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    window.history.replaceState(null, "", "/natippc/start");
    await mount(
      lifecycleProps({
        preloadedQueries: [{ queryKey: ["auth", "user"], data: ANONYMOUS }],
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Startseite" });
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain(
      "/natippc/api/auth/user",
    );
    await unmount(lifecycleProps());
  });

  it("hands the breadcrumbs back on unmount", async () => {
    const setBreadcrumbs = jest.fn();
    window.history.replaceState(null, "", "/natippc/faq");
    const hostProps = lifecycleProps({
      setBreadcrumbs,
      preloadedQueries: [{ queryKey: ["auth", "user"], data: ANONYMOUS }],
    });
    await mount(hostProps);
    await waitFor(() =>
      expect(setBreadcrumbs).toHaveBeenLastCalledWith(
        expect.arrayContaining([{ label: "FAQ", href: "/natippc/faq" }]),
      ),
    );
    await unmount(hostProps);
    expect(setBreadcrumbs).toHaveBeenLastCalledWith([]);
  });

  it("takes its stylesheets out of the portal's head on unmount and puts them back on mount", async () => {
    const scope = globalThis as { __webpack_public_path__?: string };
    scope.__webpack_public_path__ = "http://localhost/remotes/natippc/";
    const link = (rel: string, href: string) => {
      const element = document.createElement("link");
      element.rel = rel;
      element.href = href;
      document.head.appendChild(element);
      return element;
    };
    const portalStyles = link(
      "stylesheet",
      "http://localhost/shell/portal.css",
    );
    const ownStyles = link(
      "stylesheet",
      "http://localhost/remotes/natippc/page-faq.css",
    );
    const preload = link(
      "preload",
      "http://localhost/remotes/natippc/page-faq.js",
    );
    const hostProps = lifecycleProps({
      preloadedQueries: [{ queryKey: ["auth", "user"], data: ANONYMOUS }],
    });
    try {
      window.history.replaceState(null, "", "/natippc/faq");
      await mount(hostProps);
      await screen.findByRole("heading", { level: 1, name: "FAQ" });
      await unmount(hostProps);
      expect(ownStyles.isConnected).toBe(false);
      expect(preload.isConnected).toBe(false);
      expect(portalStyles.isConnected).toBe(true);

      await mount(hostProps);
      await screen.findByRole("heading", { level: 1, name: "FAQ" });
      expect(ownStyles.isConnected).toBe(true);
      expect(preload.isConnected).toBe(false);
      expect(
        // eslint-disable-next-line testing-library/no-node-access -- the portal's head, outside the app
        document.head.querySelectorAll(`link[href="${ownStyles.href}"]`),
      ).toHaveLength(1);
      await unmount(hostProps);
    } finally {
      delete scope.__webpack_public_path__;
      portalStyles.remove();
      ownStyles.remove();
    }
  });
});

describe("two instances on one page", () => {
  mountOutsideAct();

  beforeEach(() => {
    globalThis.fetch = quietFetch() as unknown as typeof fetch;
    window.history.replaceState(null, "", "/natippc/faq");
  });

  function container() {
    const element = document.createElement("section");
    document.body.appendChild(element);
    return element;
  }

  function propsFor(name: string, domElement: HTMLElement) {
    return lifecycleProps({
      name,
      domElement,
      preloadedQueries: [{ queryKey: ["auth", "user"], data: ANONYMOUS }],
    });
  }

  it("work side by side, and their stylesheets stay until the last of them goes", async () => {
    const scope = globalThis as { __webpack_public_path__?: string };
    scope.__webpack_public_path__ = "http://localhost/remotes/natippc/";
    const styles = document.createElement("link");
    styles.rel = "stylesheet";
    styles.href = "http://localhost/remotes/natippc/page-faq.css";
    document.head.appendChild(styles);
    const [first, second] = [container(), container()];
    try {
      await mount(propsFor("parcel-1", first));
      await mount(propsFor("parcel-2", second));
      await waitFor(() =>
        expect(
          screen.getAllByRole("heading", { level: 1, name: "FAQ" }),
        ).toHaveLength(2),
      );

      await unmount(propsFor("parcel-1", first));
      expect(first).toBeEmptyDOMElement();
      expect(styles.isConnected).toBe(true);
      expect(second).toContainElement(
        screen.getByRole("heading", { level: 1, name: "FAQ" }),
      );

      await unmount(propsFor("parcel-2", second));
      expect(second).toBeEmptyDOMElement();
      expect(styles.isConnected).toBe(false);
    } finally {
      delete scope.__webpack_public_path__;
      styles.remove();
      first.remove();
      second.remove();
    }
  });

  it("a second mount of a name still mounted is refused with one error that says what to do; the first stays", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    // The page's own failed requests (this suite answers none) are logged too.
    const refusals = () =>
      errors.mock.calls
        .map(([message]) => String(message))
        .filter((message) => message.includes("natippc: "));
    const [first, second] = [container(), container()];
    const firstProps = propsFor("natippc", first);
    const secondProps = propsFor("natippc", second);
    await mount(firstProps);
    await screen.findByRole("heading", { level: 1, name: "FAQ" });

    await mount(secondProps);
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toMatch(
      /"natippc" is mounted already.*Unmount it first, or give the second instance a name of its own/,
    );
    expect(second).toBeEmptyDOMElement();

    // The refused mount's unmount leaves the first alone; the first's own unmount ends it.
    await unmount(secondProps);
    expect(first).toContainElement(
      screen.getByRole("heading", { level: 1, name: "FAQ" }),
    );
    await unmount(firstProps);
    expect(first).toBeEmptyDOMElement();
    expect(refusals()).toHaveLength(1);
    first.remove();
    second.remove();
  });
});
