import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AppRoute } from "../../../src/framework/routing/types";
import { renderRoutes } from "../../utils/renderRoutes";
import type { SimulatedApiHandle } from "../../utils/simulated-fetch";

/** The register page — the page that uses the filter — in the frame, against the simulated API. */
const TABLE: AppRoute[] = [
  {
    path: "installations",
    name: "Anlagenregister",
    hideSidebar: true,
    load: () =>
      import("../../../src/features/register/InstallationsPage").then(
        (module) => module.InstallationsPage,
      ),
  },
];

export async function renderRegister(
  api: SimulatedApiHandle,
  { url = "/installations", fetch = api.fetch } = {},
) {
  const user = userEvent.setup();
  const rendered = await renderRoutes(TABLE, { url, session: null, fetch });
  await screen.findByRole(
    "heading",
    { level: 1, name: "Anlagenregister" },
    { timeout: 5000 },
  );
  await screen.findByText(/Anlagen? gefunden/, undefined, { timeout: 5000 });
  // A signed-in owner starts on "Meine Anlagen" (SPEC §4); these tests filter the whole register.
  const all = screen.queryByRole("radio", { name: "Alle Anlagen" });
  if (all && !(all as HTMLInputElement).checked) {
    await user.click(all);
    await screen.findByText(/Anlagen? gefunden/, undefined, { timeout: 5000 });
  }
  return { user, ...rendered };
}

export const banner = () => screen.getByRole("banner");

/** The header's filter button (SPEC §2). */
export const filterButton = () =>
  within(banner()).getByRole("button", { name: /^Filter/ });

export const sidePage = () => screen.getByRole("region", { name: "Filter" });

export async function openSidePage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(filterButton());
  const page = await screen.findByRole("region", { name: "Filter" });
  await within(page).findByRole("group", { name: "Filter auswählen" });
  return page;
}

/** The saved filters as listed (radio labels, ' (*)' included), without 'Kein Filter'. */
export function savedFilterNames() {
  const list = within(sidePage()).getByRole("group", {
    name: "Filter auswählen",
  });
  return within(list)
    .getAllByRole("radio")
    .map((radio) => radio.parentElement?.textContent ?? "")
    .filter((name) => name !== "Kein Filter");
}

export function selectedFilterName() {
  const list = within(sidePage()).getByRole("group", {
    name: "Filter auswählen",
  });
  const checked = within(list)
    .getAllByRole("radio")
    .find((radio) => (radio as HTMLInputElement).checked);
  return checked?.parentElement?.textContent ?? null;
}

export const resultCount = () => screen.getByText(/Anlagen? gefunden/);
