import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { T } from "../../i18n/de";
import { usePopupPosition } from "../floating";
import { scrollIntoList } from "../listbox";
import { SEARCH_DEBOUNCE_MS } from "../tokens";
import { AUTOCOMPLETE_TEXTS } from "./texts";

export interface AutocompleteItem {
  value: string;
  label: string;
}

export interface UseAutocompleteProps<Item extends AutocompleteItem> {
  id?: string;
  /** The chosen item, or null while none is chosen (also while the text is being edited). */
  value: Item | null;
  onChange: (value: Item | null) => void;
  /** Called 400 ms after the last keystroke; the signal aborts when the text changes again. */
  search: (text: string, signal: AbortSignal) => Promise<Item[]>;
  minChars?: number;
  errorText?: string;
  onBlur?: () => void;
}

type Status = "idle" | "loading" | "done" | "error";

/** Editable combobox with list autocomplete (WAI-ARIA APG): the text searches, the list suggests. */
export function useAutocomplete<Item extends AutocompleteItem>({
  id: idProp,
  value,
  onChange,
  search,
  minChars = 1,
  errorText = AUTOCOMPLETE_TEXTS.searchFailed,
  onBlur,
}: UseAutocompleteProps<Item>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;

  const [text, setText] = useState(value?.label ?? "");
  // The value the text last showed; a different value comes from outside (e.g. a form reset).
  const [shownValue, setShownValue] = useState(value);
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<Item[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<(HTMLElement | null)[]>([]);
  const optionId = (index: number) => `${id}-option-${index}`;

  if ((value?.value ?? null) !== (shownValue?.value ?? null)) {
    setShownValue(value);
    setText(value?.label ?? "");
  }

  const runSearch = useEffectEvent((searchText: string, signal: AbortSignal) =>
    search(searchText, signal),
  );
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus("loading");
      runSearch(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults(found);
          setActiveIndex(null);
          setStatus("done");
        },
        () => {
          if (controller.signal.aborted) return;
          setResults([]);
          setStatus("error");
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  function reset(nextText: string) {
    setText(nextText);
    setActiveIndex(null);
    setQuery(null);
    setResults([]);
    setStatus("idle");
    setOpen(false);
  }

  function choose(item: Item) {
    reset(item.label);
    setShownValue(item);
    onChange(item);
  }

  function edit(next: string) {
    if (value !== null) {
      setShownValue(null);
      onChange(null);
    }
    if (next.trim().length < minChars) {
      reset(next);
      return;
    }
    setText(next);
    // The highlighted option belonged to the old text: Enter must not choose it for the new one.
    setActiveIndex(null);
    if (next.trim() !== query) {
      setQuery(next.trim());
      // An old error or 'Keine Ergebnisse' does not describe the new text.
      setStatus("idle");
    }
    setOpen(true);
  }

  const showList = open && results.length > 0;
  const showPopup = open && (status !== "idle" || results.length > 0);

  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [popup, setPopup] = useState<HTMLDivElement | null>(null);
  const [listbox, setListbox] = useState<HTMLDivElement | null>(null);
  usePopupPosition(input, showPopup ? popup : null, "list");

  // The highlighted option is kept in view as it moves (the focus stays in the text field).
  useLayoutEffect(() => {
    if (showList && activeIndex !== null)
      scrollIntoList(listbox, elementsRef.current[activeIndex]);
  }, [showList, activeIndex, listbox]);

  function onKeyDown(event: KeyboardEvent) {
    const { key, altKey } = event;
    if ((key === "ArrowDown" || key === "ArrowUp") && showList) {
      // The highlight moves through the results and wraps; the text keeps the focus.
      const count = results.length;
      const from = activeIndex ?? (key === "ArrowDown" ? -1 : count);
      setActiveIndex((from + (key === "ArrowDown" ? 1 : -1) + count) % count);
      event.preventDefault();
    } else if (key === "Enter" && showPopup) {
      const item = activeIndex === null ? undefined : results[activeIndex];
      // APG: Enter takes the highlighted option; without one it closes the list, text kept.
      if (item) choose(item);
      else setOpen(false);
      // Otherwise Enter would also submit the form around.
      event.preventDefault();
    } else if (
      (key === "ArrowDown" || key === "ArrowUp") &&
      !showPopup &&
      results.length > 0
    ) {
      // APG: Down and Up open the list on the first and the last option; with Alt it only opens.
      setOpen(true);
      setActiveIndex(
        altKey ? null : key === "ArrowDown" ? 0 : results.length - 1,
      );
      event.preventDefault();
    } else if (
      ["ArrowLeft", "ArrowRight", "Home", "End"].includes(key) &&
      activeIndex !== null
    ) {
      // APG: keys that move the caret put the focus back on the text (the caret moves as usual).
      setActiveIndex(null);
    } else if (key === "Escape") {
      // APG: the first Escape closes the list, the second clears the text.
      if (showPopup) setOpen(false);
      else if (text !== "") edit("");
      else return;
      event.preventDefault();
      // An open list or a text to clear takes the Escape, not a dialog around it.
      event.stopPropagation();
    }
  }

  const statusText =
    status === "loading"
      ? AUTOCOMPLETE_TEXTS.searching
      : status === "error"
        ? errorText
        : status === "done" && results.length === 0
          ? T.ui.noResults
          : null;

  return {
    id,
    text,
    status,
    results,
    activeIndex,
    showList,
    showPopup,
    statusText,
    /** For the polite live region: what the list holds once a search ends. */
    announcement:
      status === "done"
        ? AUTOCOMPLETE_TEXTS.results(results.length)
        : (statusText ?? ""),
    labelProps: { id: labelId, htmlFor: id },
    inputProps: {
      ref: setInput,
      id,
      type: "text",
      role: "combobox",
      autoComplete: "off",
      "aria-autocomplete": "list" as const,
      "aria-expanded": showList,
      "aria-controls": showList ? listboxId : undefined,
      "aria-activedescendant":
        showList && activeIndex !== null ? optionId(activeIndex) : undefined,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        edit(event.target.value),
      onKeyDown,
      onBlur: () => {
        setOpen(false);
        onBlur?.();
      },
    },
    popupProps: {
      ref: setPopup,
      // Keeps focus in the input while an option is clicked.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    },
    listboxProps: {
      ref: setListbox,
      id: listboxId,
      role: "listbox",
      "aria-labelledby": labelId,
    },
    getOptionProps(index: number) {
      return {
        id: optionId(index),
        role: "option",
        "aria-selected": index === activeIndex,
        ref(element: HTMLElement | null) {
          elementsRef.current[index] = element;
        },
        onMouseMove: () => {
          if (index !== activeIndex) setActiveIndex(index);
        },
        onClick: () => {
          const item = results[index];
          if (item) choose(item);
        },
      };
    },
  };
}
