import { screen } from "@testing-library/react";
import type { AppRoute } from "../../../src/framework/routing/types";
import { renderRoutes } from "../../utils/renderRoutes";
import { firstPage, frameFetch, page } from "../../utils/frameTestUtils";

const TABLE: AppRoute[] = [
  { path: "start", name: "Start", load: page("Start", () => null) },
];

it("declares its language, Austrian German, whatever the portal page around it is in", async () => {
  document.documentElement.lang = "en";
  await renderRoutes(TABLE, { url: "/start", fetch: frameFetch() });
  await firstPage();
  // The browser hyphenates long compounds by the nearest language (hyphens: auto on the root).
  for (const landmark of [
    screen.getByRole("main"),
    screen.getByRole("contentinfo"),
  ])
    // The language is an attribute of the app's root, which has no role of its own.
    // eslint-disable-next-line testing-library/no-node-access
    expect(landmark.closest("[lang]")).toHaveAttribute("lang", "de-AT");
  document.documentElement.removeAttribute("lang");
});
