import { useEffect, type RefObject } from "react";

/**
 * How the patterns' chunk is loaded: the frame's `loadChunk` (framework/lazy), which tries once
 * more and tells the host of a failure, as for every lazy part (ADR 17). Handed in, since ui/
 * cannot import the framework.
 */
type LoadChunk = <T>(part: string, load: () => Promise<T>) => Promise<T>;

/**
 * Long German compounds break at syllables (`hyphens: auto`, lang="de-AT") where the browser has a
 * German hyphenation dictionary; most do. Where it has none (Chromium without its downloaded
 * dictionaries), `overflow-wrap` would cut them anywhere ('Abfallwirtscha ft'): there, and only
 * there, soft hyphens are written into the long words under `root` that run over two lines, by
 * the Hyphenopoly patterns (about 65 kB gzip, loaded when `enabled` says the page's first content
 * is on screen, through `loadChunk`).
 */
export function useHyphenation(
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
  loadChunk: LoadChunk,
): void {
  useEffect(() => {
    if (!enabled || !root.current || hyphenatesGerman()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Nothing waiting here holds the element: after an unmount the ref is empty and the app's
    // nodes can go.
    loadChunk(
      "hyphenation",
      () => import(/* webpackChunkName: "hyphenation" */ "./softHyphens"),
    )
      .then(async ({ germanHyphenator, insertSoftHyphens }) => {
        const hyphenate = await germanHyphenator();
        const element = root.current;
        if (!unmounted && element) stop = insertSoftHyphens(element, hyphenate);
      })
      // Without the patterns the browser's own breaking stays: nothing is lost.
      .catch(() => undefined);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [root, enabled, loadChunk]);
}

/**
 * Whether the browser breaks a German word at its syllables: a long word in a narrow box takes more
 * than one line with `hyphens: auto`. Where nothing is laid out (no height at all) it is taken as yes.
 */
function hyphenatesGerman(): boolean {
  const probe = document.createElement("div");
  probe.lang = "de-AT";
  probe.textContent = "Silbentrennungsalgorithmus";
  probe.setAttribute("aria-hidden", "true");
  probe.style.cssText =
    "position:absolute;top:0;left:-9999px;visibility:hidden;width:4em;font-size:16px;" +
    "line-height:16px;overflow-wrap:normal;word-break:normal;hyphens:auto";
  document.body.appendChild(probe);
  const height = probe.offsetHeight;
  probe.remove();
  return height === 0 || height > 16;
}
