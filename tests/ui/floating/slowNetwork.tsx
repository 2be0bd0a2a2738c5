import { act } from "@testing-library/react";
import { useFloatingWidgetsPreload } from "../../../src/ui/floating";

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
