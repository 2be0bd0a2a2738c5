/**
 * A tooltip's trigger stands plain until floating-ui has loaded; a click that pins the tooltip
 * meanwhile pins it once the full tooltip is there. (Every other suite meets the widgets loaded.)
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InfoTooltip } from "../../../src/ui/tooltip";
import { slowNetwork } from "./slowNetwork";

const { SlowNetwork, release } = slowNetwork();

test("a pinning click before the widgets arrive pins the tooltip once they have", async () => {
  const user = userEvent.setup();
  render(
    <>
      <SlowNetwork />
      <InfoTooltip text="Die Anlage liegt im Bezirk." />
    </>,
  );
  const info = screen.getByRole("button", { name: "Mehr Informationen" });
  await user.click(info);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await act(async () => release());

  const pinned = await screen.findByRole("dialog", {
    name: "Mehr Informationen",
  });
  expect(pinned).toHaveTextContent("Die Anlage liegt im Bezirk.");
  expect(
    screen.getByRole("button", { name: "Mehr Informationen" }),
  ).toHaveAttribute("aria-expanded", "true");
});
