import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ROUTES } from "../../../src/app/routes";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

const UNAVAILABLE = "Die Information ist derzeit nicht verfügbar.";

/** The alert that says `text` (the toast region holds an empty one too). */
const alertWith = (text: string) =>
  screen
    .getAllByRole("alert")
    .find((alert) => within(alert).queryByText(text) !== null);

/** The markup around `text` as inserted: what a sanitiser test must look at. */
const insertedHtml = (text: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- the markup itself is under test
  screen.getByText(text).closest("div")?.innerHTML ?? "";

const HOSTILE = `<h2>Umweltinspektion</h2>
<p>Bericht <strong>wichtig</strong></p>
<script>window.pwned = true</script>
<img src="x.png" alt="Anlage" onerror="window.pwned = true">
<a href="javascript:alert(1)">Skript-Link</a>
<a href="JaVaScRiPt:alert(1)">Skript-Link 2</a>
<a href="https://www.ris.bka.gv.at/">RIS</a>
<a href="/natippc/installations?q=Linz">Anlagen in Linz</a>
<a href="../portal/hilfe">Portalhilfe</a>
<svg><script>alert(1)</script><circle r="5"></circle></svg>
<iframe src="https://evil.example/"></iframe>
<form action="https://evil.example/"><input name="pw"></form>`;

describe("content pages against the simulated API", () => {
  let api: SimulatedApiHandle;
  beforeEach(() => {
    api = installSimulatedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  async function renderPage(
    url: string,
    fetch: typeof globalThis.fetch = api.fetch,
  ) {
    const user = userEvent.setup();
    return {
      user,
      ...(await renderRoutes(ROUTES, { url, session: null, fetch })),
    };
  }

  /** The simulated API, but the content service answers `html`. */
  const cmsAnswers = (html: string): typeof globalThis.fetch =>
    jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes("/api/cms/")
        ? new Response(html, {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          })
        : api.fetch(input, init),
    );

  it("shows the environmental-inspection page under its route name", async () => {
    await renderPage("/environmental-inspection");
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Umweltinspektionen nach der Industrieemissionsrichtlinie",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Umweltinspektion" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/§ 63a Gewerbeordnung 1994/)).toBeInTheDocument();
    expect(document.title).toBe("Umweltinspektion – IPPC Austria");
  });

  it("shows legal bases once titled, with external links in a new tab", async () => {
    await renderPage("/legal-bases-guidelines");
    const link = await screen.findByRole("link", {
      name: "Richtlinie 2010/75/EU über Industrieemissionen (IED) (öffnet in neuem Tab)",
    });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // The CMS repeats the page title as its first heading; the page says it once.
    expect(
      screen.getAllByRole("heading", {
        name: "Rechtsgrundlagen und Leitfäden",
      }),
    ).toHaveLength(1);
    expect(
      // The content service's h3s, directly under the page's h1: the page's outline has no gap.
      screen.getByRole("heading", { level: 2, name: "Österreich" }),
    ).toBeInTheDocument();
  });

  it("shows the spinner only after 500 ms while the content loads", async () => {
    await api.addFault({
      path: "/natippc/api/cms/environmental-inspection",
      mode: "hang",
      times: 1,
    });
    await renderPage("/environmental-inspection");
    await screen.findByRole("heading", { level: 1, name: "Umweltinspektion" });
    expect(
      screen.queryByRole("status", { name: "Inhalt wird geladen …" }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole("status", { name: "Inhalt wird geladen …" }),
    ).toBeInTheDocument();
  });

  it("says the information is unavailable when the content service fails, and retries", async () => {
    await api.addFault({
      path: "/natippc/api/cms/legal-bases-guidelines",
      mode: "500",
      times: 1,
    });
    const { user } = await renderPage("/legal-bases-guidelines");
    await screen.findByText(UNAVAILABLE);
    expect(alertWith(UNAVAILABLE)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Europäische Union",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it("says the information is unavailable for an empty page", async () => {
    await renderPage("/environmental-inspection", cmsAnswers("  \n"));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Erneut versuchen" }),
    ).not.toBeInTheDocument();
  });

  it("inserts hostile CMS HTML only sanitised", async () => {
    await renderPage("/environmental-inspection", cmsAnswers(HOSTILE));
    await screen.findByText("wichtig");
    const html = insertedHtml("wichtig");
    expect(html).toContain("<strong>wichtig</strong>");
    expect(html).not.toMatch(/<script|<svg|<iframe|onerror|javascript:/i);
    expect(screen.getByRole("link", { name: /^RIS/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    // "Umweltinspektion" repeated the title: the page has it once, as h1.
    expect(
      screen.getAllByRole("heading", { name: "Umweltinspektion" }),
    ).toHaveLength(1);
  });

  it("follows CMS links into the app on the client", async () => {
    const { user, router } = await renderPage(
      "/environmental-inspection",
      cmsAnswers(HOSTILE),
    );
    await user.click(
      await screen.findByRole("link", { name: "Anlagen in Linz" }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/installations"),
    );
    expect(router.state.location.search).toBe("?q=Linz");
  });

  describe("FAQ", () => {
    const questions = () =>
      screen
        .getAllByRole("heading", { level: 3 })
        .map((heading) => within(heading).getByRole("button"));

    it("shows the questions collapsed and opens and closes them all", async () => {
      const { user } = await renderPage("/faq");
      const first = await screen.findByRole("button", {
        name: "Was ist eine IPPC-Anlage?",
      });
      expect(first).toHaveAttribute("aria-expanded", "false");
      expect(questions()).toHaveLength(6);
      expect(screen.getByText(/Feuerungsanlagen ab 50 MW/)).not.toBeVisible();

      await user.click(
        screen.getByRole("button", { name: "Alles aufklappen" }),
      );
      for (const question of questions())
        expect(question).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByText(/Feuerungsanlagen ab 50 MW/)).toBeVisible();

      await user.click(screen.getByRole("button", { name: "Alles zuklappen" }));
      for (const question of questions())
        expect(question).toHaveAttribute("aria-expanded", "false");
      expect(
        screen.getByRole("button", { name: "Alles aufklappen" }),
      ).toBeInTheDocument();
    });

    it("opens one question on its own", async () => {
      const { user } = await renderPage("/faq");
      const question = await screen.findByRole("button", {
        name: "Kann ich die Liste der Anlagen exportieren?",
      });
      await user.click(question);
      expect(question).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByText(/als Excel-Datei exportieren/)).toBeVisible();
      expect(
        screen.getByRole("button", { name: "Was ist eine IPPC-Anlage?" }),
      ).toHaveAttribute("aria-expanded", "false");
    });

    it("sanitises the answers", async () => {
      const { user } = await renderPage(
        "/faq",
        cmsAnswers(
          '<dl><dt>Frage?</dt><dd>Antwort <img src=x onerror="alert(1)"><script>alert(1)</script></dd><dt>Zweite?</dt><dd>Ja.</dd></dl>',
        ),
      );
      await user.click(await screen.findByRole("button", { name: "Frage?" }));
      expect(screen.getByText(/Antwort/)).toBeVisible();
      expect(insertedHtml("Ja.")).not.toMatch(/<script|onerror/i);
      expect(insertedHtml("Antwort")).not.toMatch(/<script|onerror/i);
      // Without an h2 before them the questions are h2.
      expect(
        screen.getByRole("heading", { level: 2, name: "Frage?" }),
      ).toBeInTheDocument();
    });

    it("shows unstructured FAQ HTML as it is", async () => {
      await renderPage("/faq", cmsAnswers("<p>Fragen folgen.</p>"));
      expect(await screen.findByText("Fragen folgen.")).toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: "Alles aufklappen" }),
      ).not.toBeInTheDocument();
    });

    it("says the information is unavailable when the FAQ fails", async () => {
      await api.addFault({
        path: "/natippc/api/cms/faq",
        mode: "500",
        times: 1,
      });
      await renderPage("/faq");
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      ).toBeInTheDocument();
    });
  });
});
