/**
 * A press whose release the page never sees — a context menu opened on it takes the release — does
 * not hold the widgets back: they arrive, and the controls work in full.
 */
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPlainButton, settle } from "./slowNetwork";

test("a press ended by a context menu lets the widgets arrive", async () => {
  const user = userEvent.setup();
  const { plain, button, release } = renderPlainButton("Testeinstellungen");
  // Pointing at it asks for the widgets; the right button goes down, the menu opens.
  await user.hover(plain);
  fireEvent.pointerDown(plain, { pointerId: 1, button: 2, buttons: 2 });
  fireEvent.contextMenu(plain);
  release();
  await settle();

  const full = button();
  expect(full).not.toBe(plain);
  await user.unhover(full);
  await user.hover(full);
  expect(
    await screen.findByRole("tooltip", {}, { timeout: 2000 }),
  ).toHaveTextContent("Testeinstellungen");
});
