/**
 * A failed task action is the page's to show (its alert): the frame's generic error box
 * ('Unerwarteter Fehler') does not say it a second time.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserTask } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";

const task = (over: Partial<UserTask>): UserTask => ({
  id: "t1",
  name: "Excel-Export Anlagenliste",
  status: "WAITING",
  persistence: "PERSISTENT",
  timeStarted: "2025-03-14T13:05:00Z",
  timeFinished: null,
  progress: 0,
  message: null,
  resultFileName: null,
  ...over,
});

/** The task list as given; every task action answers 500; log entries are stored. */
function failingActions(tasks: UserTask[]) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (/\/user-tasks\/[^/]+\/(cancel|delete)$/.test(url))
      return Response.json(
        { status: 500, error: "internal_error", message: "kaputt" },
        { status: 500 },
      );
    if (url.endsWith("/api/user-tasks")) return Response.json(tasks);
    if (url.includes("/api/log")) return new Response(null, { status: 204 });
    return Response.json(
      { status: 404, error: "not_found", message: url },
      { status: 404 },
    );
  });
}

function renderList(tasks: UserTask[]) {
  const user = userEvent.setup();
  const view = renderRoutes(ROUTES, {
    url: "/user-tasklist",
    session: loggedIn(),
    fetch: failingActions(tasks),
  });
  return { user, ...view };
}

const row = async () =>
  within(
    await screen.findByRole("table", { name: /Hintergrundaufträge/ }),
  ).getAllByRole("row")[1]!;

async function shownOnlyByThePage(text: string) {
  await waitFor(() =>
    expect(
      screen.getAllByRole("alert").map((alert) => alert.textContent),
    ).toContainEqual(expect.stringContaining(text)),
  );
  expect(
    screen.queryByRole("dialog", { name: "Unerwarteter Fehler" }),
  ).not.toBeInTheDocument();
  expect(
    screen.queryByText(/Es ist ein unerwarteter Fehler aufgetreten/),
  ).not.toBeInTheDocument();
}

it("a failed 'Abbrechen' says so on the page, not in the frame's error box", async () => {
  const { user } = renderList([task({ status: "RUNNING", progress: 25 })]);
  await user.click(
    within(await row()).getByRole("button", { name: /^Abbrechen/ }),
  );
  await shownOnlyByThePage("Der Auftrag konnte nicht abgebrochen werden.");
});

it("a failed 'Entfernen' says so on the page, not in the frame's error box", async () => {
  const { user } = renderList([
    task({ status: "CANCELLED", timeFinished: "2025-03-14T13:06:00Z" }),
  ]);
  await user.click(
    within(await row()).getByRole("button", { name: /^Entfernen/ }),
  );
  await user.click(
    within(screen.getByRole("dialog", { name: "Auftrag entfernen" })).getByRole(
      "button",
      { name: "Entfernen" },
    ),
  );
  await shownOnlyByThePage("Der Auftrag konnte nicht entfernt werden.");
});
