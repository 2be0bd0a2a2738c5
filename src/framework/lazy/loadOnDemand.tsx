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
 * load is tried once more; if that fails too, the part shows the German error with a reload and a
 * retry (its PartBoundary) and the rest of the app goes on. A failed load is forgotten — a
 * preload's at once, a shown one once its message is there — so that the retry, or opening the
 * part again, loads it anew once the line is back.
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
  // React.lazy keeps a failure for good: a new one for the next try. Not when the load fails (the
  // render React retries after it would start the next load at once) but when its message is shown.
  let Lazy = lazy(start) as unknown as ComponentType<P>;
  const forget = () => {
    Lazy = lazy(start) as unknown as ComponentType<P>;
  };
  // Rendered anew by the boundary's retry: the lazy of that moment.
  function Part(props: P) {
    return <Lazy {...props} />;
  }
  function LoadedOnDemand(props: P) {
    return (
      // A popup's message keeps the popup's id: the button that opened it still names what it shows.
      <PartBoundary id={(props as { id?: string }).id} onFailureShown={forget}>
        <Part {...props} />
      </PartBoundary>
    );
  }
  return Object.assign(LoadedOnDemand, {
    preload: () => void start().catch(() => undefined),
  });
}
