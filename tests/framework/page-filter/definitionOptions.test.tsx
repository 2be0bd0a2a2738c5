/**
 * The filter definition's options (SPEC §3): live update mode, disabled filter management,
 * expand defaults and the display-value function — on a page of its own, as a visitor who is
 * not logged in (filters kept in the session).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterLayout } from "../../../src/framework/page-filter/FilterLayout";
import type { FilterDefinition } from "../../../src/framework/filters/model";
import { usePageFilter } from "../../../src/framework/page-filter/usePageFilter";
import { Page } from "../../../src/framework/page/Page";
import type { AppRoute } from "../../../src/framework/routing/types";
import { renderRoutes } from "../../utils/renderRoutes";

const DEFINITION: FilterDefinition = {
  id: "demo",
  updateMode: "live",
  disableFilterManagement: true,
  criterias: [
    {
      id: "land",
      label: "Land",
      category: "Ort",
      defaultValue: [],
      options: ["1", "2", "3"].map((value) => ({
        value,
        label: `Land ${value}`,
      })),
      displayValue: (value) => `L${value}`,
    },
    {
      id: "art",
      label: "Art",
      category: "Anlage",
      defaultExpanded: true,
      defaultValue: [],
      options: [{ value: "a", label: "Art A" }],
    },
  ],
};

function DemoPage() {
  const { criteria, panel } = usePageFilter(DEFINITION, [], null);
  return (
    <Page title="Demo" filter helpdesk={false}>
      <FilterLayout panel={panel}>
        <p>Kriterien: {JSON.stringify(criteria)}</p>
      </FilterLayout>
    </Page>
  );
}

const TABLE: AppRoute[] = [
  { path: "demo", name: "Demo", load: async () => DemoPage },
];

beforeEach(() => sessionStorage.clear());

it("live mode without filter management: no saved filters, no 'Anwenden', changes apply at once", async () => {
  const user = userEvent.setup();
  await renderRoutes(TABLE, { url: "/demo" });
  await screen.findByText("Kriterien: {}");
  await user.click(screen.getByRole("button", { name: /^Filter/ }));
  const page = await screen.findByRole("region", { name: "Filter" });
  // Loaded with the first opening: the criteria are there before anything is found missing.
  await within(page).findByRole("heading", { name: "Filterkriterien" });
  expect(within(page).queryByText("Gespeicherte Filter")).toBeNull();
  expect(within(page).queryByRole("button", { name: "Anwenden" })).toBeNull();
  expect(
    within(page).queryByRole("checkbox", {
      name: "Änderungen sofort anwenden",
    }),
  ).toBeNull();

  // A criterion's defaultExpanded opens its block; the others follow isDefaultExpanded (false).
  expect(within(page).getByRole("button", { name: "Ort" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  expect(within(page).getByRole("button", { name: "Anlage" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await user.click(within(page).getByRole("button", { name: "Ort" }));
  await user.click(within(page).getByRole("checkbox", { name: "Land 2" }));
  expect(
    await screen.findByText('Kriterien: {"land":["2"]}'),
  ).toBeInTheDocument();

  // The filter bar shows the display value.
  const bar = screen.getByRole("region", { name: "Filterleiste" });
  expect(
    within(bar).getByRole("button", { name: "Land: L2 entfernen" }),
  ).toBeInTheDocument();
});
