/**
 * A trigger painted before floating-ui has loaded keeps its element when its tooltip is switched on
 * (a table cell's text found cut off): a new element would lose focus, and be painted anew.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip } from "../../../src/ui/tooltip";
import { slowNetwork } from "./slowNetwork";

const { SlowNetwork, release } = slowNetwork();

test("a trigger whose tooltip is switched on before the widgets arrive keeps its element and focus", async () => {
  const user = userEvent.setup();
  // A table cell's text: painted with the rows, its tooltip switched on once it turns out cut off.
  const cell = (cutOff: boolean) => (
    <>
      <SlowNetwork />
      <Tooltip text="Abfallbehandlungsanlage Linz-Süd" disabled={!cutOff}>
        <button type="button">Abfallbehandlungs…</button>
      </Tooltip>
    </>
  );
  const { rerender } = render(cell(false));
  const painted = screen.getByRole("button", { name: "Abfallbehandlungs…" });
  painted.focus();

  rerender(cell(true));
  const trigger = screen.getByRole("button", { name: "Abfallbehandlungs…" });
  expect(trigger).toBe(painted);
  expect(trigger).toHaveFocus();

  await act(async () => release());
  await user.hover(trigger);
  expect(
    await screen.findByRole("tooltip", {}, { timeout: 2000 }),
  ).toHaveTextContent("Abfallbehandlungsanlage Linz-Süd");
});
