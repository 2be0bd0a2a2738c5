import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { usePopupPosition } from "../floating";
import { scrollIntoList } from "../listbox";
import { TYPE_AHEAD_RESET_MS } from "../tokens";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A last entry that runs an action (e.g. opens a dialog) and never becomes the value. */
export interface SelectAddOption {
  label: string;
  onAdd: () => void;
}

export interface UseSelectProps {
  id?: string;
  value: string | null;
  onChange: (value: string) => void;
  options: SelectOption[];
  addOption?: SelectAddOption;
  disabled?: boolean;
  onBlur?: () => void;
}

export type SelectItem =
  | { kind: "option"; option: SelectOption }
  | { kind: "empty" }
  | { kind: "add"; label: string };

/** APG: PageUp and PageDown jump by ten options. */
const PAGE_SIZE = 10;

function listItems(
  options: SelectOption[],
  addOption: SelectAddOption | undefined,
): SelectItem[] {
  const items: SelectItem[] = options.map((option) => ({
    kind: "option",
    option,
  }));
  if (items.length === 0) items.push({ kind: "empty" });
  if (addOption) items.push({ kind: "add", label: addOption.label });
  return items;
}

function itemKey(item: SelectItem): string {
  return item.kind === "option" ? `option-${item.option.value}` : item.kind;
}

function isDisabled(item: SelectItem | undefined): boolean {
  return (
    item === undefined ||
    item.kind === "empty" ||
    (item.kind === "option" && item.option.disabled === true)
  );
}

/**
 * Select-only combobox after the WAI-ARIA APG pattern: focus stays on the combobox, the active
 * option is announced through aria-activedescendant.
 */
export function useSelect({
  id: idProp,
  value,
  onChange,
  options,
  addOption,
  disabled = false,
  onBlur,
}: UseSelectProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;

  const items = listItems(options, addOption);
  const enabledIndices = items.flatMap((item, index) =>
    isDisabled(item) ? [] : [index],
  );
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selectedOption = options[selectedIndex];

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [typing, setTyping] = useState(false);
  // APG: a list closed without a choice reopens on the option last active in it, as long as the
  // value has not changed since. Kept by key, so that a reloaded option list cannot misplace it.
  const [lastActive, setLastActive] = useState<{
    key: string;
    value: string | null;
  } | null>(null);
  const elementsRef = useRef<(HTMLElement | null)[]>([]);
  const optionId = (index: number) => `${id}-option-${index}`;
  // Type-ahead matches option labels only: not the empty text nor the add entry.
  const labelsRef = useRef<(string | null)[]>([]);
  useLayoutEffect(() => {
    labelsRef.current = items.map((item) =>
      isDisabled(item) || item.kind !== "option" ? null : item.option.label,
    );
  });

  const lastActiveIndex =
    lastActive !== null && lastActive.value === value
      ? items.findIndex(
          (item) => itemKey(item) === lastActive.key && !isDisabled(item),
        )
      : -1;

  function openList(index?: number) {
    const start =
      index ??
      (lastActiveIndex >= 0
        ? lastActiveIndex
        : selectedIndex >= 0
          ? selectedIndex
          : enabledIndices[0]);
    setActiveIndex(start ?? null);
    setOpen(true);
  }

  function close() {
    const active = activeIndex === null ? undefined : items[activeIndex];
    setLastActive(active ? { key: itemKey(active), value } : null);
    setOpen(false);
    setActiveIndex(null);
  }

  function choose(index: number | null) {
    const item = index === null ? undefined : items[index];
    if (item === undefined || isDisabled(item)) return;
    close();
    // Chosen: the list reopens on the value, not on the last active option.
    setLastActive(null);
    if (item.kind === "add") addOption?.onAdd();
    else if (item.kind === "option" && item.option.value !== value)
      onChange(item.option.value);
  }

  /** The enabled option `delta` steps away, stopping at the ends. */
  function step(delta: number): number | undefined {
    const from = activeIndex ?? -1;
    const target = from + delta;
    return delta > 0
      ? (enabledIndices.findLast((index) => index <= target) ??
          enabledIndices[0])
      : (enabledIndices.find((index) => index >= target) ??
          enabledIndices.at(-1));
  }

  const [combobox, setCombobox] = useState<HTMLDivElement | null>(null);
  const [listbox, setListbox] = useState<HTMLDivElement | null>(null);
  usePopupPosition(combobox, open ? listbox : null, "list");

  // The active option is kept in view as it moves (the focus stays on the combobox).
  useLayoutEffect(() => {
    if (open && activeIndex !== null)
      scrollIntoList(listbox, elementsRef.current[activeIndex]);
  }, [open, activeIndex, listbox]);

  const typeAhead = useTypeAhead(labelsRef, setTyping);

  /** A printable key: type-ahead, searching from the option after the current one. */
  function typeKey(event: KeyboardEvent) {
    const { key, ctrlKey, metaKey, altKey } = event;
    if (key.length !== 1 || ctrlKey || metaKey || altKey) return;
    const current = open
      ? activeIndex
      : selectedIndex >= 0
        ? selectedIndex
        : null;
    const match = typeAhead.type(key, current ?? -1);
    if (open) event.preventDefault();
    if (match === null) return;
    if (open) setActiveIndex(match);
    else openList(match);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return;
    const { key, altKey } = event;
    if (!open) {
      // While a word is being typed a space belongs to it.
      if (key === " " && typing) typeKey(event);
      else if (["ArrowDown", "ArrowUp", "Enter", " "].includes(key)) openList();
      else if (key === "Home") openList(enabledIndices[0]);
      else if (key === "End") openList(enabledIndices.at(-1));
      else return typeKey(event);
      event.preventDefault();
      return;
    }
    if ((altKey && key === "ArrowUp") || key === "Enter") choose(activeIndex);
    // While a word is being typed a space belongs to it (e.g. "Neusiedl am See").
    else if (key === " " && !typing) choose(activeIndex);
    else if (key === " ") return typeKey(event);
    else if (key === "Escape") {
      close();
      // An open list takes the Escape, not a dialog around it.
      event.stopPropagation();
    } else if (key === "Tab") {
      // APG: Tab takes the active option and moves on; the add entry needs an explicit choice.
      if (activeIndex !== null && items[activeIndex]?.kind === "option")
        choose(activeIndex);
      else close();
      return;
    } else if (key === "ArrowDown" || key === "ArrowUp") {
      // The next enabled option that way; at the end it stays.
      const from = activeIndex ?? -1;
      const index =
        key === "ArrowDown"
          ? enabledIndices.find((index) => index > from)
          : enabledIndices.findLast((index) => index < from);
      if (index !== undefined) setActiveIndex(index);
    } else if (key === "PageDown" || key === "PageUp") {
      const index = step(key === "PageDown" ? PAGE_SIZE : -PAGE_SIZE);
      if (index !== undefined) setActiveIndex(index);
    } else if (key === "Home" || key === "End") {
      const index = key === "Home" ? enabledIndices[0] : enabledIndices.at(-1);
      if (index !== undefined) setActiveIndex(index);
    } else return typeKey(event);
    event.preventDefault();
  }

  return {
    id,
    open,
    items,
    activeIndex,
    selectedIndex,
    selectedOption,
    labelProps: {
      id: labelId,
      onClick: () => combobox?.focus(),
    },
    comboboxProps: {
      ref: setCombobox,
      id,
      role: "combobox",
      tabIndex: disabled ? -1 : 0,
      "aria-labelledby": labelId,
      "aria-expanded": open,
      "aria-haspopup": "listbox" as const,
      "aria-autocomplete": "none" as const,
      "aria-controls": open ? listboxId : undefined,
      "aria-activedescendant":
        open && activeIndex !== null ? optionId(activeIndex) : undefined,
      "aria-disabled": disabled || undefined,
      onClick: () => {
        if (disabled) return;
        if (open) close();
        else openList();
      },
      onKeyDown,
      onBlur: () => {
        // The focus left (Tab, a click elsewhere): the list closes, as a native select's does.
        if (open) close();
        onBlur?.();
      },
    },
    listboxProps: {
      ref: setListbox,
      id: listboxId,
      role: "listbox",
      "aria-labelledby": labelId,
      // Keeps focus on the combobox while an option is clicked.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    },
    getOptionProps(index: number) {
      const item = items[index];
      return {
        id: optionId(index),
        ref(element: HTMLElement | null) {
          elementsRef.current[index] = element;
        },
        role: "option",
        "aria-selected": index === selectedIndex,
        "aria-disabled": isDisabled(item) || undefined,
        onMouseMove: () => {
          if (index !== activeIndex && !isDisabled(item)) setActiveIndex(index);
        },
        onClick: () => choose(index),
      };
    },
  };
}

/**
 * Type-ahead of a select (WAI-ARIA APG): letters typed within TYPE_AHEAD_RESET_MS add up to a word,
 * matched against the labels from the option after `from`, wrapping; the same first letter again
 * steps to the next option starting with it. `type` returns the match, or null.
 */
function useTypeAhead(
  labelsRef: { current: (string | null)[] },
  onTypingChange: (typing: boolean) => void,
) {
  const state = useRef({ word: "", from: -1, lastMatch: -1, timer: 0 });
  useEffect(() => () => window.clearTimeout(state.current.timer), []);
  return {
    type(key: string, from: number): number | null {
      const current = state.current;
      const labels = labelsRef.current;
      if (current.word === "") current.from = from;
      // "bb…" cannot be a word's start in lists like this: the letter again means the next one.
      const cycles = labels.every(
        (label) =>
          !label ||
          label[0]?.toLocaleLowerCase() !== label[1]?.toLocaleLowerCase(),
      );
      if (cycles && current.word === key) {
        current.word = "";
        current.from = current.lastMatch;
      }
      current.word += key;
      window.clearTimeout(current.timer);
      current.timer = window.setTimeout(() => {
        current.word = "";
        onTypingChange(false);
      }, TYPE_AHEAD_RESET_MS);
      const word = current.word.toLocaleLowerCase();
      const start = current.from + 1;
      const order = [...labels.keys()].map(
        (offset) => (start + offset) % labels.length,
      );
      const match = order.find((index) =>
        labels[index]?.toLocaleLowerCase().startsWith(word),
      );
      if (match === undefined) {
        if (key !== " ") current.word = "";
        onTypingChange(false);
        return null;
      }
      current.lastMatch = match;
      onTypingChange(true);
      return match;
    },
  };
}
