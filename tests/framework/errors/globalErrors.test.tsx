import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MutationObserver } from "@tanstack/react-query";
import { GlobalErrors } from "../../../src/framework/errors/GlobalErrors";
import { useReportError } from "../../../src/framework/errors/globalErrorsState";
import {
  PERSONAS,
  quietFetch,
  renderFrame,
  requestedUrls,
} from "../../utils/renderFrame";

const FIREWALL_PAGE =
  "<!DOCTYPE html><title>Anfrage abgelehnt</title><h1>Anfrage abgelehnt</h1><script>parent.document.title = 'übernommen';</script>";

/** Answers /api/probe as told, everything else quietly. */
function probeFetch(answer: () => Promise<Response>) {
  const fallback = quietFetch();
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes("/api/probe") ? answer() : fallback(input, init),
  );
}

const firewall = () =>
  Promise.resolve(
    new Response(FIREWALL_PAGE, {
      status: 400,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
  );

async function setup(answer: () => Promise<Response>) {
  const fetch = probeFetch(answer);
  const view = await renderFrame(<GlobalErrors />, {
    session: PERSONAS.owner,
    fetch,
  });
  const probe = (options: { retry?: number } = {}) =>
    act(async () => {
      await view.queryClient
        .fetchQuery({
          queryKey: ["probe", Math.random()],
          queryFn: () => view.http.request("/probe"),
          ...options,
        })
        .catch(() => undefined);
    });
  const mutate = (mutationFn: () => Promise<unknown>, onError?: () => void) =>
    act(async () => {
      await new MutationObserver(view.queryClient, { mutationFn, onError })
        .mutate()
        .catch(() => undefined);
    });
  return { ...view, fetch, probe, mutate };
}

describe("firewall rejection (SPEC §4)", () => {
  it("a 400 with HTML opens 'Firewall Ablehnung' with the page in a sandboxed frame", async () => {
    const user = userEvent.setup();
    const { probe } = await setup(firewall);
    await probe();
    const dialog = await screen.findByRole("dialog", {
      name: "Firewall Ablehnung",
    });
    const frame = within(dialog).getByTitle("Antwort der Firewall");
    expect(frame.tagName).toBe("IFRAME");
    // No scripts, no same-origin access: an empty sandbox allows nothing.
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toBe(FIREWALL_PAGE);
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("shows once per error event: two at once give one modal, a later one a new modal", async () => {
    const user = userEvent.setup();
    const { probe } = await setup(firewall);
    await probe();
    await probe();
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await probe();
    expect(
      await screen.findByRole("dialog", { name: "Firewall Ablehnung" }),
    ).toBeVisible();
  });

  it("also for a mutation that handles its own errors", async () => {
    const { mutate, http } = await setup(firewall);
    await mutate(
      () => http.request("/probe", { method: "POST" }),
      () => undefined,
    );
    expect(
      await screen.findByRole("dialog", { name: "Firewall Ablehnung" }),
    ).toBeVisible();
  });
});

describe("timeout (SPEC §8)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("a request without an answer for 60 s opens 'Zeitüberschreitung' — at the first timeout, retries or not", async () => {
    // Never answers; rejects when the client aborts, like a browser.
    const fetch = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("Abgebrochen", "AbortError")),
          ),
        ),
    );
    const view = await renderFrame(<GlobalErrors />, { fetch });
    void view.queryClient
      .fetchQuery({
        queryKey: ["slow"],
        queryFn: () => view.http.request("/slow"),
        retry: 3,
        retryDelay: 1000,
      })
      .catch(() => undefined);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_999);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    const dialog = screen.getByRole("dialog", { name: "Zeitüberschreitung" });
    expect(dialog).toHaveTextContent(
      "Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.",
    );
    expect(
      within(dialog).getByRole("button", { name: "Schließen" }),
    ).toBeVisible();
    view.queryClient.cancelQueries();
  });
});

describe("unexpected errors (SPEC §4, §8)", () => {
  it("a mutation error without its own onError: the error box with an error id, logged to the server", async () => {
    const { mutate, fetch } = await setup(firewall);
    await mutate(() => Promise.reject(new Error("kaputt")));
    const dialog = await screen.findByRole("dialog", {
      name: "Unerwarteter Fehler",
    });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      /Es ist ein unerwarteter Fehler aufgetreten\. Bitte laden Sie die Seite mittels F5 .* Fehler-ID: [A-Z2-9]{4}-[A-Z2-9]{4}/,
    );
    await waitFor(() =>
      expect(requestedUrls(fetch)).toContain("/natippc/api/log"),
    );
  });

  it("a mutation with its own onError, and a failed query, are left to the page", async () => {
    const { mutate, probe } = await setup(() =>
      Promise.resolve(Response.json({ error: "x" }, { status: 500 })),
    );
    await mutate(
      () => Promise.reject(new Error("kaputt")),
      () => undefined,
    );
    await probe();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("pages report what they cannot handle with useReportError; a failed log is said", async () => {
    const user = userEvent.setup();
    function Page() {
      const reportError = useReportError();
      return (
        <button
          type="button"
          onClick={() => reportError(new TypeError("undefined"))}
        >
          Auslösen
        </button>
      );
    }
    const fetch = jest.fn(async () => new Response(null, { status: 500 }));
    await renderFrame(
      <>
        <Page />
        <GlobalErrors />
      </>,
      { fetch },
    );
    await user.click(screen.getByRole("button", { name: "Auslösen" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Unerwarteter Fehler",
    });
    expect(
      await within(dialog).findByText(
        "Das Protokoll konnte nicht gespeichert werden.",
      ),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole("link", { name: "Mehr Informationen" }),
    );
    expect(within(dialog).getByText("TypeError: undefined")).toBeVisible();
  });

  it("the details are behind a link (SPEC §8) that says whether they are shown and works with Enter", async () => {
    const user = userEvent.setup();
    const { mutate } = await setup(firewall);
    await mutate(() => Promise.reject(new Error("kaputt")));
    const dialog = await screen.findByRole("dialog", {
      name: "Unerwarteter Fehler",
    });
    const details = within(dialog).getByRole("link", {
      name: "Mehr Informationen",
    });
    expect(
      within(dialog).queryByRole("button", { name: "Mehr Informationen" }),
    ).not.toBeInTheDocument();
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).getByText("Error: kaputt")).not.toBeVisible();
    // The dialog focuses its first control, 'Dialog schließen'; the link is the next.
    const close = within(dialog).getByRole("button", {
      name: "Dialog schließen",
    });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(details).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(details).toHaveAttribute("aria-expanded", "true");
    const text = within(dialog).getByText("Error: kaputt");
    expect(text).toBeVisible();
    expect(details).toHaveAttribute("aria-controls", text.id);
    await user.keyboard("{Enter}");
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(text).not.toBeVisible();
  });

  it("stops listening when unmounted", async () => {
    const { unmount, queryClient } = await setup(firewall);
    expect(queryClient.getQueryCache().hasListeners()).toBe(true);
    expect(queryClient.getMutationCache().hasListeners()).toBe(true);
    unmount();
    expect(queryClient.getQueryCache().hasListeners()).toBe(false);
    expect(queryClient.getMutationCache().hasListeners()).toBe(false);
  });
});
