/**
 * A control pressed while the widgets' chunk arrives keeps its element until the press ends: its
 * replacement by the full control would split the press over two elements, and the click that ends
 * it would never come (a tap or click on an icon button right after the page's first content).
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPlainButton, settle } from "./slowNetwork";

test("a button pressed while the widgets arrive gets its click, and its tooltip after the press", async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  const { plain, button, release } = renderPlainButton(
    "Testeinstellungen",
    onClick,
  );

  await user.pointer({ keys: "[MouseLeft>]", target: plain });
  release();
  await settle();
  expect(button()).toBe(plain);

  await user.pointer({ keys: "[/MouseLeft]", target: plain });
  expect(onClick).toHaveBeenCalledTimes(1);
  await settle();
  // The full control is there now: pointing at it shows the tooltip.
  await user.unhover(plain);
  await user.hover(button());
  expect(
    await screen.findByRole("tooltip", {}, { timeout: 2000 }),
  ).toHaveTextContent("Testeinstellungen");
});
