/**
 * Errors of the remote's own code (SPEC §8 'unexpected frontend error'): while rendering outside a
 * route's page, in an event handler, in a promise nobody waits for — each opens the error box with
 * its Fehler-ID, logs it, and says when logging failed. The portal's own errors are left alone.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createHttpClient } from "../../../src/api/http";
import { createLogger } from "../../../src/api/logger";
import { MountFailure } from "../../../src/app/MountFailure";
import { GlobalErrors } from "../../../src/framework/errors/GlobalErrors";
import { isOwnError } from "../../../src/framework/errors/ownErrors";
import type { AppRoute } from "../../../src/framework/routing/types";
import { firstPage, page } from "../../utils/frameTestUtils";
import { renderFrame } from "../../utils/renderFrame";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

const OWN = "https://portal.example/remotes/natippc/";

/** An error as the browser gives it: its stack names the file each frame ran in. */
function thrownIn(file: string, message = "kaputt"): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at onClick (${file}:1:4242)\n    at dispatch (https://portal.example/shell/react-dom.js:1:99)`;
  return error;
}

describe("whose error it is", () => {
  it.each([
    [`${OWN}test-clock.1a2b.js`, true],
    [`${OWN}sub/chunk.js`, true],
    ["https://portal.example/remotes/natippc-other/app.js", false],
    ["https://portal.example/shell/main.js", false],
    ["https://cdn.example/remotes/natippc/app.js", false],
  ])("thrown in %s: own %s", (file, own) => {
    expect(isOwnError(thrownIn(file), OWN)).toBe(own);
  });

  it("an error without a stack is told by the script it came from; a value by nothing", () => {
    expect(isOwnError({ message: "x" }, OWN, `${OWN}app.js`)).toBe(true);
    expect(isOwnError("Zeichenkette", OWN)).toBe(false);
    expect(isOwnError(thrownIn(`${OWN}app.js`), undefined)).toBe(false);
  });
});

describe("the window's errors of the remote's own code", () => {
  async function setup() {
    return renderFrame(<GlobalErrors ownFiles={OWN} />);
  }

  const errorBox = () =>
    screen.findByRole("dialog", { name: "Unerwarteter Fehler" });

  it("an event handler's error opens the error box with its Fehler-ID", async () => {
    await setup();
    act(() => {
      window.dispatchEvent(
        new ErrorEvent("error", { error: thrownIn(`${OWN}test-clock.js`) }),
      );
    });
    expect(
      within(await errorBox()).getByText(
        /^Es ist ein unerwarteter Fehler aufgetreten\. .* Fehler-ID: \S+$/,
      ),
    ).toBeVisible();
  });

  it("a promise nobody waited for opens it too", async () => {
    await setup();
    const event = new Event("unhandledrejection");
    Object.assign(event, { reason: thrownIn(`${OWN}app.js`) });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(await errorBox()).toBeVisible();
  });

  it("the portal's errors, another app's and one already taken are left alone", async () => {
    await setup();
    const taken = new ErrorEvent("error", {
      error: thrownIn(`${OWN}app.js`),
      cancelable: true,
    });
    taken.preventDefault();
    const rejection = new Event("unhandledrejection");
    Object.assign(rejection, {
      reason: thrownIn("https://portal.example/shell/main.js"),
    });
    act(() => {
      window.dispatchEvent(
        new ErrorEvent("error", {
          error: thrownIn("https://portal.example/shell/main.js"),
        }),
      );
      window.dispatchEvent(
        new ErrorEvent("error", {
          error: thrownIn("https://portal.example/remotes/eras/app.js"),
        }),
      );
      window.dispatchEvent(taken);
      window.dispatchEvent(rejection);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("an error while rendering the frame (outside a route's page)", () => {
  jest.setTimeout(20_000);
  let api: SimulatedApiHandle;
  beforeEach(async () => {
    api = installSimulatedApi({ installGlobal: false });
    await api.loginAs("owner");
  });
  afterEach(() => api.close());

  const TABLE: AppRoute[] = [
    { path: "start", name: "Start", load: page("Start") },
  ];

  async function breakTheFrame() {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const logged: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith("/api/log"))
        logged.push(String(init?.body ?? ""));
      return api.fetch(input, init);
    };
    await renderRoutes(TABLE, { url: "/start", session: loggedIn(), fetch });
    await firstPage();
    const { click } = userEvent.setup();
    await click(
      await screen.findByRole("button", { name: "Testeinstellungen" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Testeinstellungen",
    });
    await click(
      await within(dialog).findByRole("button", {
        name: "Fehler beim Anzeigen",
      }),
    );
    expect(
      await screen.findByRole("heading", {
        name: "Unexpected Application Error!",
      }),
    ).toBeVisible();
    const text = screen.getByText(/Fehler-ID: \S+$/).textContent ?? "";
    return { errorId: text.replace(/.*Fehler-ID: /, ""), logged };
  }

  it("shows the error box with its Fehler-ID and logs the error with it", async () => {
    const { errorId, logged } = await breakTheFrame();
    await waitFor(() =>
      expect(
        logged.some((body) =>
          new URLSearchParams(body).get("message")?.includes(errorId),
        ),
      ).toBe(true),
    );
    expect(
      screen.queryByText("Das Protokoll konnte nicht gespeichert werden."),
    ).not.toBeInTheDocument();
  });

  it("says 'Das Protokoll konnte nicht gespeichert werden.' when logging fails", async () => {
    await api.addFault({ path: "/natippc/api/log", mode: "500" });
    await breakTheFrame();
    expect(
      await screen.findByText("Das Protokoll konnte nicht gespeichert werden."),
    ).toBeVisible();
  });
});

describe("the whole app failing to render (the mount's last resort)", () => {
  it("'Schwerer Fehler' with the error box, logged through the mount's own client", async () => {
    const fetch = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null)),
    );
    const http = createHttpClient({ portalBaseUrl: "/portal", fetch });
    const sink = {
      debug: jest.fn(),
      info: jest.fn(),
      warn: jest.fn(),
      error: jest.fn(),
    };
    const logger = createLogger({ http, console: sink });
    render(
      <MountFailure
        error={new Error("Nichts geht mehr")}
        mount={{ http, logger }}
      />,
    );
    expect(
      screen.getByRole("heading", { name: "Schwerer Fehler" }),
    ).toBeVisible();
    const text = screen.getByText(/Fehler-ID: \S+$/).textContent ?? "";
    const errorId = text.replace(/.*Fehler-ID: /, "");
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith("/api/log") &&
            new URLSearchParams(String(init?.body))
              .get("message")
              ?.includes(errorId),
        ),
      ).toBe(true),
    );
  });
});
