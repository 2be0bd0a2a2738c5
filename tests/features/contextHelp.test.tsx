/**
 * 'Kontexthilfe' (SPEC §2: "info icons give context help"): where a page gives help, the switch is
 * offered and shows an info icon with its German text beside the headings and fields; where it
 * gives none, no switch is offered.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ROUTES } from "../../src/app/routes";
import { renderRoutes } from "../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../utils/simulated-fetch";

jest.setTimeout(30_000);

let api: SimulatedApiHandle;
beforeEach(() => {
  api = installSimulatedApi();
});
afterEach(async () => {
  await api.close();
});

async function open(url: string, ready: () => Promise<unknown>) {
  const user = userEvent.setup();
  await renderRoutes(ROUTES, { url, session: null, fetch: api.fetch });
  await ready();
  return user;
}

/** Switches the help on and reads each icon's text from its tooltip. */
async function helpTopics(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Kontexthilfe" }));
  const buttons = await screen.findAllByRole("button", { name: /^Hilfe zu / });
  const topics = new Map<string, string>();
  for (const button of buttons) {
    await user.click(button);
    const name = button.getAttribute("aria-label")!;
    const bubble = await screen.findByRole("dialog", { name });
    topics.set(name, bubble.textContent ?? "");
    await user.keyboard("{Escape}");
  }
  return topics;
}

it("the register gives help for its search, its choices and its filter", async () => {
  const user = await open("/installations", () =>
    screen.findByText(/Anlagen gefunden/),
  );
  await user.click(screen.getByRole("button", { name: /^Filter/ }));
  await screen.findByRole("heading", { name: /^Filterkriterien/ });
  const topics = await helpTopics(user);
  expect(topics.get("Hilfe zu Anlagen durchsuchen")).toMatch(/Anlagen-ID/);
  expect(topics.get("Hilfe zu Ort oder PLZ")).toMatch(/Postleitzahl/);
  expect(topics.get("Hilfe zu Darstellung")).toMatch(/Karte/);
  expect(topics.get("Hilfe zu Gespeicherte Filter")).toMatch(/Namen/);
  expect(topics.get("Hilfe zu Filterkriterien")).toMatch(/„oder“/);
});

it("the details page gives help beside every section's heading", async () => {
  const user = await open("/installations/AT-IPPC-000001", () =>
    screen.findByRole("heading", { level: 1 }),
  );
  const topics = await helpTopics(user);
  for (const section of [
    "Überblick",
    "Betreiber",
    "Standort",
    "Anwendbare BVT-Schlussfolgerungen",
    "Genehmigungen",
    "Umweltinspektionen",
  ])
    expect(topics.get(`Hilfe zu ${section}`)).toBeTruthy();
  const heading = screen.getByRole("heading", { name: /^Genehmigungen/ });
  expect(
    within(heading).getByRole("button", { name: "Hilfe zu Genehmigungen" }),
  ).toBeInTheDocument();
});

it("the BVT page gives help for its search and its table", async () => {
  const user = await open("/bvt-conclusions", () =>
    screen.findByRole("table", { name: /BVT-Schlussfolgerungen/ }),
  );
  const topics = await helpTopics(user);
  expect(topics.get("Hilfe zu BVT-Schlussfolgerungen durchsuchen")).toMatch(
    /Kürzel/,
  );
  expect(topics.get("Hilfe zu BVT-Schlussfolgerungen")).toMatch(/sortieren/);
});

it("a page without context help offers no switch", async () => {
  await open("/start", () => screen.findByRole("heading", { level: 1 }));
  expect(
    screen.queryByRole("button", { name: "Kontexthilfe" }),
  ).not.toBeInTheDocument();
});
