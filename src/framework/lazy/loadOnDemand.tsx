import { lazy, type ComponentType } from "react";
import { loadChunk } from "./loadChunk";
import { PartBoundary } from "./PartBoundary";

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the code, e.g. while the pointer is on the button that opens it. */
  preload(): void;
};

/**
 * A component whose code loads when it first renders (React.lazy), or earlier through `preload`.
 * For the parts of the frame few visitors open: their code stays out of the first load. A failed
 * load is tried once more; if that fails too, the part shows the German error with a reload (its
 * PartBoundary) and the rest of the app goes on. A failed preload is forgotten, so that opening
 * the part tries again.
 */
export function lazyWithPreload<P extends object>(
  part: string,
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= loadChunk(part, load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function LoadedOnDemand(props: P) {
    return (
      // A popup's message keeps the popup's id: the button that opened it still names what it shows.
      <PartBoundary id={(props as { id?: string }).id}>
        <Lazy {...props} />
      </PartBoundary>
    );
  }
  return Object.assign(LoadedOnDemand, {
    preload: () => void start().catch(() => undefined),
  });
}
