/** 'In der Nähe': the register sorted by distance from a chosen place or the browser's position. */
import { screen, waitFor, within } from "@testing-library/react";
import { REGISTER_TEXTS } from "../../../src/i18n/register";
import {
  SLOW,
  header,
  location,
  renderRegister,
  rows,
  searches,
  setUpRegisterSuite,
  choosePlace,
} from "./registerSuite";

setUpRegisterSuite();

const TEXTS = REGISTER_TEXTS.near;

/** The distances in the rows' place cells ("4020 Linz · 3,2 km"), in km. */
function distances(): number[] {
  return rows().map((row) => {
    const place = within(row).getAllByRole("cell")[1]?.textContent ?? "";
    const km = / · (\d+,\d) km$/.exec(place)?.[1];
    return km ? Number(km.replace(",", ".")) : NaN;
  });
}

function mockPosition(
  answer: { lat: number; lon: number } | "denied",
): jest.Mock {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure: PositionErrorCallback) => {
      if (answer === "denied")
        failure({ code: 1, message: "denied" } as GeolocationPositionError);
      else
        success({
          coords: { latitude: answer.lat, longitude: answer.lon },
        } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("'in der Nähe'", () => {
  it("sorts by distance from the chosen place instead of narrowing to it, and is undone by a click", async () => {
    const { user, router } = await renderRegister();
    await choosePlace(user, "Linz", "4020 Linz");
    await user.click(
      await screen.findByRole("button", { name: TEXTS.fromPlace("4020 Linz") }),
    );
    await waitFor(() =>
      expect(location(router).get("nearName")).toBe("4020 Linz"),
    );
    expect(location(router).get("near")).toMatch(/^48\.\d+,14\.\d+$/);
    expect(location(router).has("place")).toBe(false);
    expect(
      await screen.findByText(TEXTS.active("4020 Linz"), undefined, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(distances().every(Number.isFinite)).toBe(true));
    const km = distances();
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(15);
    // No column is the order now.
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    expect(searches().at(-1)).toMatchObject({
      near: { lat: expect.any(Number), lon: expect.any(Number) },
    });

    // The focus goes from the pressed button to its opposite, never to the page's start.
    const clear = screen.getByRole("button", { name: TEXTS.clear });
    expect(clear).toHaveFocus();
    await user.click(clear);
    await waitFor(() => expect(location(router).has("near")).toBe(false));
    expect(
      screen.getByRole("button", { name: TEXTS.fromPosition }),
    ).toHaveFocus();
    await waitFor(() => expect(distances().some(Number.isFinite)).toBe(false));
  });

  it("a link's name for the point is shown only when it is the place the register knows there; otherwise the point's position", async () => {
    const { user, router, unmount } = await renderRegister();
    await choosePlace(user, "Linz", "4020 Linz");
    await user.click(
      await screen.findByRole("button", { name: TEXTS.fromPlace("4020 Linz") }),
    );
    await waitFor(() => expect(location(router).get("near")).toBeTruthy());
    const near = location(router).get("near")!;
    unmount();

    // The same link, as shared: the name is confirmed against the place's position.
    const { unmount: leave } = await renderRegister(
      "anonymous",
      `/installations?near=${near}&nearName=4020+Linz`,
    );
    expect(
      await screen.findByText(TEXTS.active("4020 Linz"), undefined, SLOW),
    ).toBeInTheDocument();
    leave();

    const [lat, lon] = near.split(",").map(Number) as [number, number];
    const point = TEXTS.point(
      lat.toFixed(3).replace(".", ","),
      lon.toFixed(3).replace(".", ","),
    );
    for (const name of [
      "Bitte überweisen Sie 50 € an AT12 3456",
      "1010 Wien",
      "4020 Linz hat Ihr Konto gesperrt",
    ]) {
      const { unmount: close } = await renderRegister(
        "anonymous",
        `/installations?near=${near}&nearName=${encodeURIComponent(name)}`,
      );
      expect(
        await screen.findByText(TEXTS.active(point), undefined, SLOW),
      ).toBeInTheDocument();
      expect(screen.queryByText(new RegExp(name.slice(0, 12)))).toBeNull();
      close();
    }
  });

  it("asks for the browser's position only on a click, and sorts from there", async () => {
    const getCurrentPosition = mockPosition({ lat: 47.07, lon: 15.44 });
    const { user, router } = await renderRegister();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: TEXTS.fromPosition }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(TEXTS.active(TEXTS.myPosition), undefined, SLOW),
    ).toBeInTheDocument();
    expect(location(router).get("near")).toBe("47.07000,15.44000");
    await waitFor(() => expect(distances().every(Number.isFinite)).toBe(true));
    // Graz: the nearest are in Styria.
    expect(distances()[0]).toBeLessThan(15);
  });

  it("says so when the position is refused, and the list stays as it was", async () => {
    mockPosition("denied");
    const { user, router } = await renderRegister();
    await user.click(screen.getByRole("button", { name: TEXTS.fromPosition }));
    expect(
      await screen.findByText(new RegExp(`${TEXTS.unavailable.slice(0, 40)}`)),
    ).toBeInTheDocument();
    expect(location(router).has("near")).toBe(false);
  });

  it("a click on a column header sorts by that column again", async () => {
    const { user, router } = await renderRegister(
      "anonymous",
      "/installations?near=48.30600,14.28600&nearName=4020+Linz",
    );
    await screen.findByText(TEXTS.active("4020 Linz"), undefined, SLOW);
    await user.click(
      within(header("Betreiber")).getByRole("button", { name: "Betreiber" }),
    );
    await waitFor(() => expect(location(router).has("near")).toBe(false));
    expect(location(router).get("sort")).toBe("operatorName");
  });
});
