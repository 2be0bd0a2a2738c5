import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from "@floating-ui/react";
import { TYPE_AHEAD_RESET_MS } from "../tokens";
import { useListPopup } from "./useListPopup";

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
  // The option active when the list opened; floating-ui scrolls it into view.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [typing, setTyping] = useState(false);
  // APG: a list closed without a choice reopens on the option last active in it, as long as the
  // value has not changed since. Kept by key, so that a reloaded option list cannot misplace it.
  const [lastActive, setLastActive] = useState<{
    key: string;
    value: string | null;
  } | null>(null);
  const elementsRef = useRef<(HTMLElement | null)[]>([]);
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
    setOpenIndex(start ?? null);
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

  const { refs, floatingStyles, context } = useListPopup(open, (next) =>
    next ? openList() : close(),
  );

  const interactions = useInteractions([
    useClick(context, { enabled: !disabled, keyboardHandlers: false }),
    useDismiss(context, { enabled: !disabled, escapeKey: false }),
    useRole(context, { enabled: !disabled, role: "select" }),
    useListNavigation(context, {
      enabled: !disabled,
      listRef: elementsRef,
      activeIndex,
      selectedIndex: openIndex,
      onNavigate: setActiveIndex,
      virtual: true,
      openOnArrowKeyDown: false,
      disabledIndices: items.flatMap((item, index) =>
        isDisabled(item) ? [index] : [],
      ),
    }),
    // floating-ui empties the type-ahead buffer whenever the list opens; typing opens it
    // (APG), so it would forget the first letter of the word that opened it.
    useTypeahead(
      { ...context, open: true },
      {
        enabled: !disabled,
        listRef: labelsRef,
        // Typing searches from the option after the current one and wraps, as a native select
        // does; while the list is closed the current option is the value.
        activeIndex: open
          ? activeIndex
          : selectedIndex >= 0
            ? selectedIndex
            : null,
        resetMs: TYPE_AHEAD_RESET_MS,
        ignoreKeys: typing ? [] : [" "],
        onTypingChange: setTyping,
        onMatch: (index) => (open ? setActiveIndex(index) : openList(index)),
      },
    ),
  ]);

  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return;
    const { key, altKey } = event;
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " "].includes(key)) openList();
      else if (key === "Home") openList(enabledIndices[0]);
      else if (key === "End") openList(enabledIndices.at(-1));
      else return;
      event.preventDefault();
      return;
    }
    if ((altKey && key === "ArrowUp") || key === "Enter") choose(activeIndex);
    // While a word is being typed a space belongs to it (e.g. "Neusiedl am See").
    else if (key === " " && !typing) choose(activeIndex);
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
    } else if (key === "PageDown" || key === "PageUp") {
      const index = step(key === "PageDown" ? PAGE_SIZE : -PAGE_SIZE);
      if (index !== undefined) setActiveIndex(index);
    } else return;
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
      onClick: () => {
        if (refs.domReference.current instanceof HTMLElement)
          refs.domReference.current.focus();
      },
    },
    comboboxProps: interactions.getReferenceProps({
      ref: refs.setReference,
      id,
      role: "combobox",
      tabIndex: disabled ? -1 : 0,
      "aria-labelledby": labelId,
      "aria-expanded": open,
      "aria-haspopup": "listbox",
      "aria-disabled": disabled || undefined,
      onKeyDown,
      onBlur,
    }),
    listboxProps: interactions.getFloatingProps({
      ref: refs.setFloating,
      id: listboxId,
      "aria-labelledby": labelId,
      style: floatingStyles,
      // Keeps focus on the combobox while an option is clicked.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    }),
    getOptionProps(index: number) {
      const item = items[index];
      return interactions.getItemProps({
        id: `${id}-option-${index}`,
        ref(element: HTMLElement | null) {
          elementsRef.current[index] = element;
        },
        active: index === activeIndex,
        selected: index === selectedIndex,
        "aria-disabled": isDisabled(item) || undefined,
        onClick: () => choose(index),
      });
    },
  };
}
