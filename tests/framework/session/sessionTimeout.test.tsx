import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { T } from "../../../src/i18n/de";
import { assignLocation } from "../../../src/framework/host/navigate";
import type { SessionUser } from "../../../src/api/types";
import {
  LAST_RESPONSE_KEY,
  SESSION_ENDED_KEY,
  recordResponse,
} from "../../../src/framework/session/countdown";
import { SessionTimeout } from "../../../src/framework/session/SessionTimeout";
import {
  ANONYMOUS,
  ENVIRONMENT,
  PERSONAS,
  quietFetch,
  renderFrame,
  requestedUrls,
  type FrameOptions,
} from "../../utils/renderFrame";

jest.mock("../../../src/framework/host/navigate", () => ({
  assignLocation: jest.fn(),
}));

const MIN = 60_000;

function envFetch() {
  const fallback = quietFetch();
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith("/api/env")
      ? Response.json(ENVIRONMENT)
      : fallback(input, init),
  );
}

async function setup(options: FrameOptions = {}) {
  recordResponse(Date.now());
  const sessionExpired = jest.fn();
  const login = jest.fn();
  const fetch = envFetch();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = await renderFrame(<SessionTimeout />, {
    host: { handlers: { sessionExpired, login } },
    fetch,
    ...options,
  });
  return { user, fetch, sessionExpired, login, ...view };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The visible mm:ss text, hidden from screen readers. */
const timer = () =>
  screen.getByText(/^Ihre Sitzung läuft in \d\d:\d\d Minuten ab…$/);
const liveRegion = () => screen.getByRole("status");

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("session countdown UI (SPEC §4)", () => {
  it("banner 10 minutes before the end with mm:ss each second, the timer hidden from screen readers", async () => {
    await setup();
    advance(20 * MIN - 1000);
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    advance(1000);
    expect(timer()).toHaveTextContent(
      "Ihre Sitzung läuft in 10:00 Minuten ab…",
    );
    expect(timer()).toHaveAttribute("aria-hidden", "true");
    advance(1000);
    expect(timer()).toHaveTextContent(
      "Ihre Sitzung läuft in 09:59 Minuten ab…",
    );
  });

  it("the live region speaks on appearing, then each minute — not each second", async () => {
    await setup();
    advance(20 * MIN);
    expect(liveRegion()).toBeEmptyDOMElement();
    advance(1000);
    expect(liveRegion()).toHaveTextContent(
      "Ihre Sitzung läuft in 10 Minuten ab…",
    );
    advance(30_000);
    expect(liveRegion()).toHaveTextContent(
      "Ihre Sitzung läuft in 10 Minuten ab…",
    );
    advance(29_000);
    expect(liveRegion()).toHaveTextContent(
      "Ihre Sitzung läuft in 9 Minuten ab…",
    );
  });

  it("in the last minute the live region speaks every 15 seconds", async () => {
    await setup();
    advance(29 * MIN);
    // The dialog opened a moment ago: its live region speaks once it is in the page.
    advance(500);
    const region = () =>
      within(screen.getByRole("dialog", { name: "Sitzungsablauf" })).getByRole(
        "status",
      );
    expect(region()).toHaveTextContent("Ihre Sitzung läuft in 60 Sekunden ab…");
    advance(14_000 - 500);
    expect(region()).toHaveTextContent("Ihre Sitzung läuft in 60 Sekunden ab…");
    advance(1000);
    expect(region()).toHaveTextContent("Ihre Sitzung läuft in 45 Sekunden ab…");
  });

  it("the banner closes once per cycle; the dialog still comes at 5 minutes", async () => {
    const { user } = await setup();
    advance(20 * MIN);
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    advance(2 * MIN);
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    advance(3 * MIN);
    expect(
      screen.getByRole("dialog", { name: "Sitzungsablauf" }),
    ).toBeVisible();
  });

  it("'Sitzungsablauf' at 5 minutes; 'Sitzung verlängern' calls /api/env and starts a new cycle", async () => {
    const { user, fetch } = await setup();
    advance(25 * MIN);
    advance(100); // focus moves in once the dialog is open
    const dialog = screen.getByRole("dialog", { name: "Sitzungsablauf" });
    expect(within(dialog).getByText(/05:00 Minuten/)).toBeVisible();
    expect(
      within(dialog).getByRole("button", { name: "Schließen" }),
    ).toBeVisible();
    const extend = within(dialog).getByRole("button", {
      name: "Sitzung verlängern",
    });
    expect(extend).toHaveFocus();

    advance(30_000);
    const clickedAt = Date.now();
    await user.click(extend);
    await act(async () => {
      await Promise.resolve();
    });
    expect(requestedUrls(fetch)).toContain("/natippc/api/env");
    advance(10);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    // The answer restarted the countdown (the response observer's timestamp).
    expect(
      Number(localStorage.getItem(LAST_RESPONSE_KEY)),
    ).toBeGreaterThanOrEqual(clickedAt);
  });

  it("the dialog closes once per cycle", async () => {
    const { user } = await setup();
    advance(25 * MIN);
    const dialog = screen.getByRole("dialog", { name: "Sitzungsablauf" });
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    advance(10);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    advance(MIN);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("at the end: the expired dialog, the host's handler once, 'Zur Anmeldemaske' signs in again", async () => {
    const { user, sessionExpired, login } = await setup();
    advance(30 * MIN);
    const dialog = screen.getByRole("dialog", { name: "Sitzungsablauf" });
    expect(dialog).toHaveTextContent(
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
    );
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    advance(5 * MIN);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    await user.click(
      within(dialog).getByRole("button", { name: "Zur Anmeldemaske" }),
    );
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("at the end the countdown stands at 00:00 beside 'Ihre Sitzung ist abgelaufen…', in the dialog and in the banner", async () => {
    // SPEC §1: Page framework: … a session timeout countdown
    const { user } = await setup();
    advance(30 * MIN - 1000);
    expect(
      within(screen.getByRole("dialog", { name: "Sitzungsablauf" })).getByText(
        /Minuten ab…$/,
      ),
    ).toHaveTextContent("Ihre Sitzung läuft in 00:01 Minuten ab…");
    advance(1000);
    advance(10); // the closing warning dialog's animation (SPEC §9)
    const dialog = screen.getByRole("dialog", { name: "Sitzungsablauf" });
    expect(dialog).toHaveAccessibleDescription(
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
    );
    expect(within(dialog).getByText("00:00")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    advance(MIN);
    // The banner did not vanish at the deadline: it shows the ended countdown.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("00:00")).toBeVisible();
    expect(screen.getByText(T.session.expired)).toBeVisible();
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
  });

  it("the expired dialog closes with 'Schließen' and stays closed", async () => {
    const { user } = await setup();
    advance(30 * MIN);
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Schließen",
      }),
    );
    advance(MIN);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("pvp users sign in again via the site root", async () => {
    const { user, login } = await setup({ session: PERSONAS.pvp });
    advance(30 * MIN);
    await user.click(screen.getByRole("button", { name: "Zur Anmeldemaske" }));
    expect(assignLocation).toHaveBeenCalledWith("/");
    expect(login).not.toHaveBeenCalled();
  });

  it("another tab's response moves the deadline within a second", async () => {
    await setup();
    advance(21 * MIN);
    expect(timer()).toBeInTheDocument();
    act(() => {
      localStorage.setItem(LAST_RESPONSE_KEY, String(Date.now()));
      window.dispatchEvent(
        new StorageEvent("storage", { key: LAST_RESPONSE_KEY }),
      );
    });
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
  });

  it("each phase starts at its moment, not at the next tick, so all tabs change together", async () => {
    const { sessionExpired } = await setup();
    act(() => {
      recordResponse(Date.now() - 500);
      window.dispatchEvent(
        new StorageEvent("storage", { key: LAST_RESPONSE_KEY }),
      );
    });
    advance(20 * MIN - 501);
    expect(screen.queryByText(/Ihre Sitzung läuft/)).not.toBeInTheDocument();
    advance(1);
    expect(timer()).toBeInTheDocument();
    advance(10 * MIN - 1);
    expect(sessionExpired).not.toHaveBeenCalled();
    advance(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    advance(10); // the closing 'Sitzungsablauf' warning's animation (SPEC §9)
    expect(
      within(screen.getByRole("dialog", { name: "Sitzungsablauf" })).getByText(
        T.session.expired,
      ),
    ).toBeVisible();
  });

  it("a logout in another tab signs this one out: no countdown, the cached user logged out", async () => {
    const { queryClient, sessionExpired } = await setup();
    advance(21 * MIN);
    expect(timer()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: SESSION_ENDED_KEY,
          newValue: String(Date.now()),
        }),
      );
    });
    advance(0); // the query cache tells its observers on the next tick
    expect(screen.queryByText(/Ihre Sitzung/)).not.toBeInTheDocument();
    expect(
      queryClient.getQueryData<SessionUser>(["auth", "user"])?.isLoggedIn,
    ).toBe(false);
    advance(10 * MIN);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("anonymous visitors have no countdown", async () => {
    const { sessionExpired } = await setup({ session: ANONYMOUS });
    advance(40 * MIN);
    expect(screen.queryByText(/Ihre Sitzung/)).not.toBeInTheDocument();
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe("a session ended elsewhere (SPEC §4, §8)", () => {
  /** The session's fetch, where `path` answers 401 as the portal does once it signed the user out. */
  function signedOutFetch(path: string, body: string) {
    const fallback = envFetch();
    return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(path)
        ? new Response(body, { status: 401 })
        : fallback(input, init),
    );
  }

  it.each([
    [
      "a write in the foreground",
      "POST",
      "/portal/api/userSettings/natippc-filters",
      '{"status":401,"error":"unauthorized"}',
    ],
    [
      "a background poll",
      "GET",
      "/natippc/api/user-tasks",
      '{"status":401,"error":"unauthorized"}',
    ],
    [
      "an answer that is not JSON",
      "GET",
      "/natippc/api/time",
      "<html>401</html>",
    ],
  ] as const)(
    "%s answered 401 while signed in ends the countdown at once: the expired dialog with 'Zur Anmeldemaske', the host's handler — once",
    async (_what, method, path, body) => {
      const { http, sessionExpired, user } = await setup({
        fetch: signedOutFetch(path, body),
      });
      const send = () =>
        http
          .request(path, { method, target: "context", throwOnError: false })
          .catch(() => undefined);
      expect(
        screen.queryByRole("dialog", { name: "Sitzungsablauf" }),
      ).not.toBeInTheDocument();
      await act(async () => {
        await send();
        await send();
      });
      const dialog = await screen.findByRole("dialog", {
        name: "Sitzungsablauf",
      });
      expect(within(dialog).getByText(T.session.expired)).toBeVisible();
      expect(
        within(dialog).getByRole("button", { name: T.session.toLogin }),
      ).toBeVisible();
      expect(sessionExpired).toHaveBeenCalledTimes(1);
      await user.click(
        within(dialog).getByRole("button", { name: "Schließen" }),
      );
      await act(async () => {
        await send();
      });
      advance(10);
      expect(
        screen.queryByRole("dialog", { name: "Sitzungsablauf" }),
      ).not.toBeInTheDocument();
      expect(sessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it("a visitor's 401 (something that needs sign-in) ends nothing", async () => {
    const path = "/natippc/api/user-tasks";
    const { http, sessionExpired } = await setup({
      session: ANONYMOUS,
      fetch: signedOutFetch(path, '{"status":401,"error":"unauthorized"}'),
    });
    await act(async () => {
      await http
        .request(path, { target: "context", throwOnError: false })
        .catch(() => undefined);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});
