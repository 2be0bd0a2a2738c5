/**
 * Space held on a plain button while the widgets' chunk arrives: a button clicks on Space's
 * release, which must find the element the key went down on (plainPress.test.tsx for pointers).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip } from "../../../src/ui/tooltip";
import { settle, slowNetwork } from "./slowNetwork";

const { SlowNetwork, release } = slowNetwork();

test("Space held on a button while the widgets arrive clicks it on its release", async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <>
      <SlowNetwork />
      <Tooltip text="Hilfe">
        <button type="button" onClick={onClick}>
          Hilfe
        </button>
      </Tooltip>
    </>,
  );
  const plain = screen.getByRole("button", { name: "Hilfe" });
  plain.focus();
  await user.keyboard("[Space>]");
  release();
  await settle();
  expect(screen.getByRole("button", { name: "Hilfe" })).toBe(plain);

  await user.keyboard("[/Space]");
  expect(onClick).toHaveBeenCalledTimes(1);
});
