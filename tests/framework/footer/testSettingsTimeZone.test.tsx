/**
 * 'Testeinstellungen' read and write Vienna time (SPEC §1), as the message centre and the task
 * list do, in a browser set to another time zone. The form loads when the dialog opens, so its
 * formatters are made after the time zone below is set.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AppRoute } from "../../../src/framework/routing/types";
import { toastHistoryAtom } from "../../../src/framework/toasts/toasts";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import { firstPage, page, ShowAtom } from "../../utils/frameTestUtils";

const ZONE_BEFORE = process.env.TZ;
// A browser in New York: six hours behind Vienna in winter.
process.env.TZ = "America/New_York";

const TABLE: AppRoute[] = [
  {
    path: "start",
    name: "Start",
    load: page("Start", () => (
      <ShowAtom atom={toastHistoryAtom} label="Meldungen" />
    )),
  },
];

let api: SimulatedApiHandle;
beforeEach(async () => {
  api = installSimulatedApi();
  await api.loginAs("owner");
});
afterEach(async () => {
  await api.close();
});
afterAll(() => {
  process.env.TZ = ZONE_BEFORE;
});

async function setServerClock(datetime: string) {
  const response = await api.fetch(
    `/natippc/api/time?datetime=${encodeURIComponent(datetime)}`,
    {
      method: "POST",
      headers: { "X-XSRF-TOKEN": api.cookies().get("XSRF-TOKEN") ?? "" },
    },
  );
  expect(response.ok).toBe(true);
}

async function openTestSettings() {
  const user = userEvent.setup();
  await renderRoutes(TABLE, {
    url: "/start",
    session: loggedIn(),
    host: { portalBaseUrl: "/portal" },
    fetch: api.fetch,
  });
  await firstPage();
  await user.click(
    await within(screen.getByRole("contentinfo")).findByRole("button", {
      name: "Testeinstellungen",
    }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Testeinstellungen",
  });
  return { user, dialog };
}

it("shows the server time and the test clock's field in Vienna time, not the browser's", async () => {
  // 23:30 UTC on 15 January: 00:30 on the 16th in Vienna, 18:30 on the 15th in New York.
  await setServerClock("2030-01-15T23:30:00Z");
  const { dialog } = await openTestSettings();
  expect(await within(dialog).findByText(/^Serverzeit:/)).toHaveTextContent(
    "Serverzeit: 16.01.2030 00:30",
  );
  const field =
    within(dialog).getByLabelText<HTMLInputElement>(/Testzeitpunkt/);
  // A slow run reaches the next second; the input then shows it, normalised with milliseconds.
  expect(field.value).toMatch(/^2030-01-16T00:30(:\d\d(\.\d+)?)?$/);
});

it("sets the test clock to the Vienna time entered", async () => {
  const { user, dialog } = await openTestSettings();
  await within(dialog).findByText(/^Serverzeit:/);
  fireEvent.change(within(dialog).getByLabelText(/Testzeitpunkt/), {
    target: { value: "2030-01-16T00:30:00" },
  });
  await user.click(
    within(dialog).getByRole("button", { name: "Testuhr stellen" }),
  );
  await waitFor(() =>
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
  );
  expect(screen.getByRole("status", { name: "Meldungen" })).toHaveTextContent(
    "Die Testuhr steht jetzt auf 16.01.2030 00:30.",
  );
  const time = (await (await api.fetch("/natippc/api/time")).json()) as {
    datetime: string;
  };
  const set = Date.parse(time.datetime);
  expect(set).toBeGreaterThanOrEqual(Date.parse("2030-01-15T23:30:00Z"));
  expect(set).toBeLessThan(Date.parse("2030-01-15T23:31:00Z"));
});
