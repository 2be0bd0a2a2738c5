/**
 * A press held longer than the widgets wait for it: they arrive meanwhile, but the pressed tooltip
 * trigger keeps its element until the press ends — its replacement would split the press over two
 * elements, and the click that ends it would never come.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPlainButton, settle } from "./slowNetwork";

test("a button held past the widgets' wait gets its click, and its tooltip after the press", async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  const { plain, button, release } = renderPlainButton(
    "Testeinstellungen",
    onClick,
  );

  await user.pointer({ keys: "[MouseLeft>]", target: plain });
  release();
  // The widgets wait 2 s at most for a press to end.
  await act(() => new Promise((resolve) => setTimeout(resolve, 2_200)));
  expect(button()).toBe(plain);

  await user.pointer({ keys: "[/MouseLeft]", target: plain });
  expect(onClick).toHaveBeenCalledTimes(1);
  await settle();
  expect(button()).not.toBe(plain);
  await user.hover(button());
  expect(
    await screen.findByRole("tooltip", {}, { timeout: 2000 }),
  ).toHaveTextContent("Testeinstellungen");
});
