import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import type { UserApp } from "../../../src/api/types";
import { previousApplication } from "../../../src/framework/footer/previousApplication";
import type { AppRoute } from "../../../src/framework/routing/types";
import { toastHistoryAtom } from "../../../src/framework/toasts/toasts";
import { ANONYMOUS, loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import {
  firstPage,
  frameFetch,
  page,
  ShowAtom,
} from "../../utils/frameTestUtils";

const TABLE: AppRoute[] = [
  {
    path: "start",
    name: "Start",
    load: page("Start", () => (
      <ShowAtom atom={toastHistoryAtom} label="Meldungen" />
    )),
  },
];

const USER_APPS: UserApp[] = [
  {
    matcher: "^/portal(/|$)",
    url: "/portal/",
    shortName: "EDM Portal",
    registrationType: "OTHER",
  },
  {
    matcher: "^/natippc(/|$)",
    url: "/natippc/start",
    shortName: "IPPC Austria",
    registrationType: "IPPC",
  },
  {
    matcher: "^/eras(/|$)",
    url: "/eras/",
    shortName: "eRAS",
    registrationType: "OTHER",
  },
];

const footer = () => screen.getByRole("contentinfo");

async function renderFooter(
  options: Parameters<typeof frameFetch>[0] = {},
  fetch: typeof globalThis.fetch = frameFetch(options),
  session = loggedIn(),
) {
  const user = userEvent.setup();
  const view = await renderRoutes(TABLE, {
    url: "/start",
    session,
    host: { portalBaseUrl: "/portal" },
    fetch,
  });
  await firstPage();
  return { ...view, user };
}

describe("footer links (SPEC §2)", () => {
  it("about, imprint, accessibility statement, data protection and helpdesk point to portal pages", async () => {
    await renderFooter();
    const links = within(
      within(footer()).getByRole("navigation", { name: "Informationen" }),
    ).getAllByRole("link");
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Über", "/portal/about"],
      ["Impressum", "/portal/impressum"],
      ["Barrierefreiheitserklärung", "/portal/barrierefreiheit"],
      ["Datenschutz", "/portal/datenschutz"],
      ["Helpdesk", "/portal/helpdesk"],
    ]);
  });
});

describe("app version", () => {
  const versionButton = () =>
    within(footer()).findByRole("button", { name: /^Version 1\.4\.2/ });

  it("has a tooltip with title, version detail and build number", async () => {
    const { user } = await renderFooter();
    await user.hover(await versionButton());
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "IPPC Austria · 1.4.2 (Testserver) · Build-Nummer DEV-1.4.2-77",
    );
  });

  it("a double-click opens the details dialog", async () => {
    const { user } = await renderFooter();
    const button = await versionButton();
    await user.dblClick(button);
    const dialog = await screen.findByRole("dialog", {
      name: "Versionsinformationen",
    });
    const terms = within(dialog).getAllByRole("term");
    const values = within(dialog).getAllByRole("definition");
    expect(
      terms.map((term, index) => [
        term.textContent,
        values[index]?.textContent,
      ]),
    ).toEqual([
      ["Anwendung", "IPPC Austria"],
      ["Version", "1.4.2"],
      ["Versionsdetails", "1.4.2 (Testserver)"],
      ["Build-Nummer", "DEV-1.4.2-77"],
      ["Umgebung", "Entwicklung"],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("a single click or a tap opens it as well: the button does what it announces", async () => {
    const { user } = await renderFooter();
    const button = await versionButton();
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", {
      name: "Versionsinformationen",
    });
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await user.pointer({ keys: "[TouchA]", target: button });
    expect(
      await screen.findByRole("dialog", { name: "Versionsinformationen" }),
    ).toBeInTheDocument();
  });

  it("with the keyboard: focus shows the tooltip, Space opens the dialog, Escape returns to the version", async () => {
    const { user } = await renderFooter();
    const button = await versionButton();
    button.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "IPPC Austria · 1.4.2 (Testserver) · Build-Nummer DEV-1.4.2-77",
    );
    expect(button).toHaveAccessibleDescription(
      "IPPC Austria · 1.4.2 (Testserver) · Build-Nummer DEV-1.4.2-77",
    );
    await user.keyboard(" ");
    const dialog = await screen.findByRole("dialog", {
      name: "Versionsinformationen",
    });
    await waitFor(() =>
      expect(
        within(dialog).getByRole("button", { name: "Dialog schließen" }),
      ).toHaveFocus(),
    );
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("the keyboard opens it too (Enter), and focus returns to the version", async () => {
    const { user } = await renderFooter();
    const button = await versionButton();
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", {
      name: "Versionsinformationen",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Dialog schließen" }),
    );
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("without the environment it shows the build's own version", async () => {
    await renderFooter({ environment: null });
    expect(
      await within(footer()).findByRole("button", {
        name: /^Version 0\.0\.0-test/,
      }),
    ).toBeInTheDocument();
  });
});

describe("previous application", () => {
  const setReferrer = (value: string) =>
    Object.defineProperty(document, "referrer", {
      configurable: true,
      value,
    });
  beforeEach(() => window.history.replaceState(null, "", "/natippc/start"));
  afterEach(() => setReferrer(""));

  it("leads back to the referring portal app, named by its short name", async () => {
    setReferrer("http://localhost/eras/meldungen?jahr=2024");
    await renderFooter({ userApps: USER_APPS });
    const back = await within(footer()).findByRole("link", {
      name: "Zurück zur vorherigen Anwendung: eRAS",
    });
    expect(back).toHaveAttribute("href", "/eras/");
  });

  it("otherwise back to the portal", async () => {
    setReferrer("http://localhost/natippc/faq");
    await renderFooter({ userApps: USER_APPS });
    await waitFor(() =>
      expect(
        within(footer()).getByRole("link", { name: "Zurück zum Portal" }),
      ).toHaveAttribute("href", "/portal/"),
    );
  });

  it("a list of applications of the wrong shape leaves only 'Zurück zum Portal', and the page stands", async () => {
    setReferrer("http://localhost/eras/meldungen?jahr=2024");
    await renderFooter({
      userApps: { eras: USER_APPS } as unknown as typeof USER_APPS,
    });
    await waitFor(() =>
      expect(
        within(footer()).getByRole("link", { name: "Zurück zum Portal" }),
      ).toHaveAttribute("href", "/portal/"),
    );
    expect(
      within(footer()).getByRole("navigation", { name: "Informationen" }),
    ).toBeVisible();
  });

  it("matching rules", () => {
    const here = "http://localhost/natippc/start";
    expect(previousApplication("", USER_APPS, here)).toBeUndefined();
    expect(
      previousApplication("http://localhost/portal/", USER_APPS, here)
        ?.shortName,
    ).toBe("EDM Portal");
    expect(
      previousApplication("http://localhost/natippc/x", USER_APPS, here),
    ).toBeUndefined();
    expect(
      previousApplication("https://www.google.at/", USER_APPS, here),
    ).toBeUndefined();
    // Another site's page under an app's path is not that app.
    for (const origin of [
      "https://evil.example",
      "http://localhost:8080",
      "https://localhost",
    ])
      for (const app of USER_APPS)
        expect(
          previousApplication(new URL(app.url, origin).href, USER_APPS, here),
        ).toBeUndefined();
    const hostMatcher: UserApp = {
      matcher: "^https://edm\\.gv\\.at/eras",
      url: "https://edm.gv.at/eras/",
      shortName: "eRAS",
      registrationType: "OTHER",
    };
    expect(
      previousApplication("https://edm.gv.at/eras/start", [hostMatcher], here)
        ?.url,
    ).toBe("https://edm.gv.at/eras/");
    const broken: UserApp = {
      matcher: "([",
      url: "/x",
      shortName: "X",
      registrationType: "OTHER",
    };
    expect(
      previousApplication("http://localhost/x", [broken], here),
    ).toBeUndefined();
  });

  it("a matcher that could backtrack for ever is not run: the page goes on, the app is not matched", () => {
    // Repeated groups holding a quantifier or an alternative, nested or not, against a referrer
    // that almost matches: run, any of them would hold the page for seconds to years.
    const inner = fc.constantFrom(
      "a+",
      "a*",
      "a|a",
      "a|aa",
      "\\w*",
      ".*a",
      "(a+)",
      "(?:a|a)",
    );
    const repeat = fc.constantFrom("+", "*", "{2,}", "{12}");
    const here = "http://localhost/natippc/start";
    const referrer = `http://localhost/${"a".repeat(40)}!`;
    fc.assert(
      fc.property(inner, repeat, fc.boolean(), (body, times, anchored) => {
        const matcher = `${anchored ? "^/" : ""}(${body})${times}$`;
        const app: UserApp = {
          matcher,
          url: "/portal/",
          shortName: "Portal",
          registrationType: "OTHER",
        };
        expect(previousApplication(referrer, [app], here)).toBeUndefined();
      }),
    );
    // What portals write still matches.
    const plain: UserApp = {
      matcher: "^/(eras|eag)(/.*)?$",
      url: "/eras/",
      shortName: "eRAS",
      registrationType: "OTHER",
    };
    expect(
      previousApplication("http://localhost/eras/meldungen", [plain], here)
        ?.shortName,
    ).toBe("eRAS");
  });
});

describe("test settings (outside production)", () => {
  jest.setTimeout(20_000);
  let api: SimulatedApiHandle;

  beforeEach(async () => {
    api = installSimulatedApi({ installGlobal: false });
    await api.loginAs("owner");
  });
  afterEach(() => api.close());

  it("no clock button in production", async () => {
    await renderFooter({ environment: { environment: "PROD" } });
    await within(footer()).findByRole("button", { name: /^Version/ });
    expect(
      within(footer()).queryByRole("button", { name: "Testeinstellungen" }),
    ).not.toBeInTheDocument();
  });

  it("shows the server time and sets the test clock through the API", async () => {
    const { user } = await renderFooter({}, api.fetch);
    await user.click(
      await within(footer()).findByRole("button", {
        name: "Testeinstellungen",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Testeinstellungen",
    });
    expect(await within(dialog).findByText(/^Serverzeit:/)).toHaveTextContent(
      /Serverzeit: \d\d\.\d\d\.\d{4} \d\d:\d\d/,
    );
    const input = within(dialog).getByLabelText(/Testzeitpunkt/);
    fireEvent.change(input, { target: { value: "15.06.2030 08:30:00" } });
    await user.click(
      within(dialog).getByRole("button", { name: "Testuhr stellen" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("status", { name: "Meldungen" })).toHaveTextContent(
      "Die Testuhr steht jetzt auf 15.06.2030 08:30.",
    );
    const time = await (await api.fetch("/natippc/api/time")).json();
    // The field is Vienna time: 08:30 in June is 06:30 UTC.
    expect(new Date(time.datetime).getTime()).toBeGreaterThanOrEqual(
      Date.parse("2030-06-15T06:30:00Z"),
    );
    expect(new Date(time.datetime).getTime()).toBeLessThan(
      Date.parse("2030-06-15T06:31:00Z"),
    );

    // Back to the real clock.
    await user.click(
      within(footer()).getByRole("button", { name: "Testeinstellungen" }),
    );
    const again = await screen.findByRole("dialog", {
      name: "Testeinstellungen",
    });
    expect(await within(again).findByText(/^Serverzeit:/)).toHaveTextContent(
      "15.06.2030",
    );
    await user.click(
      within(again).getByRole("button", { name: "Echtzeit verwenden" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("status", { name: "Meldungen" })).toHaveTextContent(
      "Der Server verwendet wieder die Echtzeit.",
    );
    const now = await (await api.fetch("/natippc/api/time")).json();
    expect(
      Math.abs(new Date(now.datetime).getTime() - Date.now()),
    ).toBeLessThan(60_000);
  });

  it("tells an anonymous visitor that the clock is moved after signing in, and offers no form", async () => {
    const visitor = installSimulatedApi({ installGlobal: false });
    try {
      const { user } = await renderFooter({}, visitor.fetch, ANONYMOUS);
      await user.click(
        await within(footer()).findByRole("button", {
          name: "Testeinstellungen",
        }),
      );
      const dialog = await screen.findByRole("dialog", {
        name: "Testeinstellungen",
      });
      expect(await within(dialog).findByText(/^Serverzeit:/)).toBeVisible();
      expect(
        within(dialog).getByText(
          "Die Testuhr kann nur nach der Anmeldung gestellt werden.",
        ),
      ).toBeVisible();
      expect(
        within(dialog).queryByRole("button", { name: "Testuhr stellen" }),
      ).not.toBeInTheDocument();
      expect(
        within(dialog).queryByLabelText(/Testzeitpunkt/),
      ).not.toBeInTheDocument();
    } finally {
      visitor.close();
    }
  });

  it("validates the date and time before sending", async () => {
    const fetch = jest.fn(api.fetch);
    const { user } = await renderFooter({}, fetch);
    await user.click(
      await within(footer()).findByRole("button", {
        name: "Testeinstellungen",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Testeinstellungen",
    });
    const input = await within(dialog).findByLabelText(/Testzeitpunkt/);
    fireEvent.change(input, { target: { value: "" } });
    await user.click(
      within(dialog).getByRole("button", { name: "Testuhr stellen" }),
    );
    expect(
      await within(dialog).findAllByText("Dieses Feld ist verpflichtend"),
    ).not.toHaveLength(0);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(
      fetch.mock.calls.filter(
        ([url, init]) =>
          String(url instanceof Request ? url.url : url).includes(
            "/api/time",
          ) &&
          (init?.method ?? (url instanceof Request ? url.method : "GET")) ===
            "POST",
      ),
    ).toHaveLength(0);
  });

  it("says when the server time comes in the wrong shape", async () => {
    // ADR 18: the time as a number.
    await api.addFault({
      path: "/natippc/api/time",
      method: "GET",
      mode: "wrong-type",
      times: 1,
    });
    const { user } = await renderFooter({}, api.fetch);
    await user.click(
      await within(footer()).findByRole("button", {
        name: "Testeinstellungen",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Testeinstellungen",
    });
    expect(
      await within(dialog).findByText(
        "Die Serverzeit ist derzeit nicht verfügbar.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Serverzeit:/)).not.toBeInTheDocument();
  });

  it.each(["500", "wrong-shape"] as const)(
    "a failed setting is reported in the dialog (%s)",
    async (mode) => {
      const { user } = await renderFooter({}, api.fetch);
      await user.click(
        await within(footer()).findByRole("button", {
          name: "Testeinstellungen",
        }),
      );
      const dialog = await screen.findByRole("dialog", {
        name: "Testeinstellungen",
      });
      await within(dialog).findByText(/^Serverzeit:/);
      await api.addFault({ path: "/natippc/api/time", mode, times: 1 });
      await user.click(
        within(dialog).getByRole("button", { name: "Testuhr stellen" }),
      );
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "Die Testuhr konnte nicht gestellt werden.",
      );
    },
  );
});
