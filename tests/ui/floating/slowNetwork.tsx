import { act, render, screen } from "@testing-library/react";
import { useFloatingWidgetsPreload } from "../../../src/ui/floating";
import { Tooltip } from "../../../src/ui/tooltip";

/**
 * The widgets' chunk arriving when the test says, as on a slow phone's network: render
 * `<SlowNetwork />` first (it hands the frame's loader over), then `release()`.
 */
export function slowNetwork() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const gatedLoadChunk = <T,>(_part: string, load: () => Promise<T>) =>
    gate.then(load);
  function SlowNetwork() {
    useFloatingWidgetsPreload(false, gatedLoadChunk);
    return null;
  }
  return { SlowNetwork, release: () => release() };
}

/** Lets the chunk's promise chain and the renders it starts run out. */
export const settle = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * A button with a tooltip, rendered while the widgets' chunk is held back (`slowNetwork`): the
 * plain button, its current element (the full one once the widgets are in place) and `release`.
 */
export function renderPlainButton(name: string, onClick?: () => void) {
  const { SlowNetwork, release } = slowNetwork();
  render(
    <>
      <SlowNetwork />
      <Tooltip text={name}>
        <button type="button" aria-label={name} onClick={onClick}>
          ⏲
        </button>
      </Tooltip>
    </>,
  );
  const button = () => screen.getByRole("button", { name });
  return { plain: button(), button, release };
}
