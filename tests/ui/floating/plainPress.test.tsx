/**
 * A control pressed while the widgets' chunk arrives keeps its element until the press ends: its
 * replacement by the full control would split the press over two elements, and the click that ends
 * it would never come (a tap or click on an icon button right after the page's first content).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip } from "../../../src/ui/tooltip";
import { settle, slowNetwork } from "./slowNetwork";

const { SlowNetwork, release } = slowNetwork();

test("a button pressed while the widgets arrive gets its click, and its tooltip after the press", async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <>
      <SlowNetwork />
      <Tooltip text="Testeinstellungen">
        <button type="button" aria-label="Testeinstellungen" onClick={onClick}>
          ⏲
        </button>
      </Tooltip>
    </>,
  );
  const plain = screen.getByRole("button", { name: "Testeinstellungen" });

  await user.pointer({ keys: "[MouseLeft>]", target: plain });
  release();
  await settle();
  expect(screen.getByRole("button", { name: "Testeinstellungen" })).toBe(plain);

  await user.pointer({ keys: "[/MouseLeft]", target: plain });
  expect(onClick).toHaveBeenCalledTimes(1);
  await settle();
  // The full control is there now: pointing at it shows the tooltip.
  await user.unhover(plain);
  await user.hover(screen.getByRole("button", { name: "Testeinstellungen" }));
  expect(
    await screen.findByRole("tooltip", {}, { timeout: 2000 }),
  ).toHaveTextContent("Testeinstellungen");
});
