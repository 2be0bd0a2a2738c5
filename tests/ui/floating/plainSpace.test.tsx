/**
 * Space held on a plain button while the widgets' chunk arrives: a button clicks on Space's
 * release, which must find the element the key went down on (plainPress.test.tsx for pointers).
 */
import userEvent from "@testing-library/user-event";
import { renderPlainButton, settle } from "./slowNetwork";

test("Space held on a button while the widgets arrive clicks it on its release", async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  const { plain, button, release } = renderPlainButton("Hilfe", onClick);
  plain.focus();
  await user.keyboard("[Space>]");
  release();
  await settle();
  expect(button()).toBe(plain);

  await user.keyboard("[/Space]");
  expect(onClick).toHaveBeenCalledTimes(1);
});
