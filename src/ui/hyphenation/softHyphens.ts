import hyphenopoly from "hyphenopoly";
import patternsUrl from "hyphenopoly/patterns/de.wasm";
import { whenIdle } from "../scheduling";

/**
 * Long enough to overflow a narrow table cell: 'Oberösterreich', 'Abfallwirtschaft', and place
 * names such as 'Neunkirchen' in the register's Bezirk column. Only words laid out over two lines
 * are hyphenated; shorter ones are not measured at all.
 */
const LONG_WORD = 10;
const LONG_WORD_PATTERN = `\\p{L}{${LONG_WORD},}`;
const HAS_LONG_WORD = new RegExp(LONG_WORD_PATTERN, "u");
const LONG_WORDS = new RegExp(LONG_WORD_PATTERN, "gu");
/** Text the user types or that must stay as written. */
const KEEP =
  "input, textarea, select, script, style, code, pre, [contenteditable]";

/** The smallest WebAssembly module: its magic number and version. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

/**
 * Whether the page's Content-Security-Policy lets WebAssembly compile (`'wasm-unsafe-eval'`). A
 * portal may forbid it; Hyphenopoly would then fail inside a promise of its own that nothing catches.
 */
function webAssemblyAllowed(): boolean {
  try {
    new WebAssembly.Module(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}

let german: Promise<(text: string) => string> | undefined;

/**
 * Hyphenopoly's German hyphenator, its patterns fetched once for every mount; rejects where the
 * page's policy forbids WebAssembly.
 */
export function germanHyphenator(): Promise<(text: string) => string> {
  german ??= (async () => {
    if (!webAssemblyAllowed())
      throw new Error("WebAssembly is not allowed on this page");
    const hyphenator = await hyphenopoly
      .config({
        require: ["de"],
        minWordLength: LONG_WORD,
        loader: async () => {
          const response = await fetch(patternsUrl);
          if (!response.ok) throw new Error(`${response.status}`);
          return response.arrayBuffer();
        },
      })
      .get("de");
    if (!hyphenator) throw new Error("no German patterns");
    return hyphenator;
  })();
  return german;
}

/**
 * Watches the text below `root` and writes soft hyphens into each long word that runs over two
 * lines where its element has `hyphens: auto` — a word cut by `overflow-wrap`. Words that fit stay
 * as they are. Runs now, whenever React writes text, and when the root changes size. Returns the
 * function that stops it.
 */
export function insertSoftHyphens(
  root: HTMLElement,
  hyphenate: (text: string) => string,
): () => void {
  /** Whether the word at [start, end) of `text` is laid out over more than one line. */
  const cut = (range: Range, text: Text, start: number, end: number) => {
    range.setStart(text, start);
    range.setEnd(text, end);
    const tops = new Set<number>();
    for (const rect of range.getClientRects())
      if (rect.width > 0) tops.add(Math.round(rect.top));
    return tops.size > 1;
  };

  const pass = () => {
    // Measure everything first, then write: one layout, not one per word.
    const edits: [Text, string][] = [];
    // One per pass: a range kept would keep its nodes after they leave the page.
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !HAS_LONG_WORD.test(text.data)) continue;
      if (parent.closest(KEEP) || getComputedStyle(parent).hyphens !== "auto")
        continue;
      let changed = false;
      const data = text.data.replace(LONG_WORDS, (word, offset: number) => {
        if (!cut(range, text, offset, offset + word.length)) return word;
        changed = true;
        return hyphenate(word);
      });
      if (changed) edits.push([text, data]);
    }
    for (const [text, data] of edits) text.data = data;
  };

  // When the browser is idle, not in the frame that shows a change nor in the next task: measuring
  // the words lays out the whole page again, which would hold up the answer to a click or a key
  // the user presses meanwhile. The words are readable unhyphenated until then.
  let cancel: (() => void) | null = null;
  const schedule = () => {
    cancel ??= whenIdle(() => {
      cancel = null;
      pass();
    });
  };
  pass();
  const observer = new MutationObserver(schedule);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  const resize = new ResizeObserver(schedule);
  resize.observe(root);
  return () => {
    observer.disconnect();
    resize.disconnect();
    cancel?.();
  };
}
