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
  // In the de-AT order, to the second (a slow run reaches the next one).
  expect(field.value).toMatch(/^16\.01\.2030 00:30:\d\d$/);
});

it("sets the test clock to the Vienna time entered", async () => {
  const { user, dialog } = await openTestSettings();
  await within(dialog).findByText(/^Serverzeit:/);
  fireEvent.change(within(dialog).getByLabelText(/Testzeitpunkt/), {
    target: { value: "16.01.2030 00:30:00" },
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

it.each([
  "31.02.2030 08:30:00",
  "2030-06-15T08:30",
  "15.06.2030",
  "15.13.2030 08:30",
])(
  "refuses %s with the format to type, and leaves the clock as it was",
  async (typed) => {
    const { user, dialog } = await openTestSettings();
    await within(dialog).findByText(/^Serverzeit:/);
    const before = (await (await api.fetch("/natippc/api/time")).json()) as {
      datetime: string;
    };
    const field = within(dialog).getByLabelText(/Testzeitpunkt/);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(
      within(dialog).getByRole("button", { name: "Testuhr stellen" }),
    );
    expect(
      await within(dialog).findAllByText(
        "Bitte geben Sie Datum und Uhrzeit vollständig ein, z. B. 15.06.2030 08:30:00.",
      ),
    ).not.toHaveLength(0);
    const after = (await (await api.fetch("/natippc/api/time")).json()) as {
      datetime: string;
    };
    expect(
      Math.abs(Date.parse(after.datetime) - Date.parse(before.datetime)),
    ).toBeLessThan(60_000);
  },
);
