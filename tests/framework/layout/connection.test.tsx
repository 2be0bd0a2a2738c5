import { act, screen, within } from "@testing-library/react";
import { onlineManager, useQuery } from "@tanstack/react-query";
import type { AppRoute } from "../../../src/framework/routing/types";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import { firstPage, frameFetch, page } from "../../utils/frameTestUtils";

const OFFLINE =
  "Keine Verbindung zum Netz. Was die Seite anfordert, wird geladen, sobald die Verbindung wieder besteht.";

/** A page whose one request fails until `answering.ok` is set. */
const answering = { ok: false, calls: 0 };
function Figures() {
  const figures = useQuery({
    queryKey: ["connection-test-figures"],
    queryFn: async () => {
      answering.calls += 1;
      if (!answering.ok) throw new TypeError("Failed to fetch");
      return 42;
    },
    retry: false,
  });
  if (figures.isError) return <p>Nicht geladen</p>;
  return (
    <p>{figures.data === undefined ? "lädt" : `${figures.data} Anlagen`}</p>
  );
}
const TABLE: AppRoute[] = [
  { path: "start", name: "Start", load: page("Start", () => <Figures />) },
];

function setOnline(online: boolean) {
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => onlineManager.setOnline(true));

it("offline, the page says why it waits; back online, it says so and asks again for what failed", async () => {
  answering.ok = false;
  answering.calls = 0;
  await renderRoutes(TABLE, {
    url: "/start",
    session: loggedIn(),
    host: { basename: "/natippc", portalBaseUrl: "/portal" },
    fetch: frameFetch(),
  });
  await firstPage();
  expect(await screen.findByText("Nicht geladen")).toBeInTheDocument();
  expect(screen.queryByText(OFFLINE)).toBeNull();

  setOnline(false);
  const main = screen.getByRole("main");
  expect(within(main).getByText(OFFLINE)).toBeVisible();

  answering.ok = true;
  setOnline(true);
  expect(screen.queryByText(OFFLINE)).toBeNull();
  expect(
    within(
      screen.getByRole("region", { name: "Benachrichtigungen" }),
    ).getByText("Die Verbindung besteht wieder."),
  ).toBeInTheDocument();
  expect(await screen.findByText("42 Anlagen")).toBeInTheDocument();
  expect(answering.calls).toBe(2);
});
