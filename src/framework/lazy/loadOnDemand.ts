import { lazy, useState, type ComponentType } from "react";

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the code, e.g. while the pointer is on the button that opens it. */
  preload(): void;
};

/**
 * A component whose code loads when it first renders (React.lazy), or earlier through `preload`.
 * For the parts of the frame few visitors open: their code stays out of the first load.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(start), {
    preload: () => void start().catch(() => undefined),
  });
}

/**
 * True from the first time `open` is: a lazily loaded dialog, drawer or panel stays mounted after
 * closing, so its closing animation and its focus return work as they did before it was lazy.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
