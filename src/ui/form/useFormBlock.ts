import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useFormContext } from "react-hook-form";
import {
  useFormRegistry,
  type BlockHandle,
  type BlockState,
} from "./formContext";

export interface FormBlockOptions {
  /** Starts in edit mode; off by default, the block shows its values (SPEC §4). */
  defaultEditMode?: boolean;
  /** Stays in edit mode after "Speichern" and "Abbrechen". */
  stayInEditMode?: boolean;
}

const FOCUSABLE =
  'input:not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [tabindex="0"]';

/**
 * View ↔ edit mode of a block of fields. "Abbrechen" resets the block's own fields; a successful
 * submit of the form ends edit mode of every block (unless it stays in edit mode).
 */
export function useFormBlock({
  defaultEditMode = false,
  stayInEditMode = false,
}: FormBlockOptions) {
  const registry = useFormRegistry();
  const { resetField } = useFormContext();
  const [editing, setEditing] = useState(defaultEditMode);
  const [handle] = useState<BlockHandle>(() => ({
    open: () => setEditing(true),
  }));
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // The focused button disappears with the mode, so the focus moves on (first field, or
  // "Bearbeiten") instead of falling back to <body>. Not when the error summary opens the block:
  // it focuses the field itself.
  const moveFocus = useRef(false);

  const leave = useCallback(() => {
    if (stayInEditMode) return;
    moveFocus.current =
      sectionRef.current?.contains(document.activeElement) ?? false;
    setEditing(false);
  }, [stayInEditMode]);

  useEffect(() => registry.registerBlock(leave), [registry, leave]);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (editing)
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const block: BlockState = useMemo(
    () => ({ editing, handle }),
    [editing, handle],
  );

  return {
    editing,
    block,
    sectionProps: { ref: sectionRef, "aria-labelledby": titleId },
    titleProps: { id: titleId },
    bodyProps: { ref: bodyRef },
    editButtonProps: {
      ref: editButtonRef,
      type: "button" as const,
      onClick: () => {
        moveFocus.current = true;
        setEditing(true);
      },
    },
    saveButtonProps: { type: "submit" as const },
    cancelButtonProps: {
      type: "button" as const,
      onClick: () => {
        for (const [name, entry] of registry.fields()) {
          if (entry.block === handle) resetField(name);
        }
        leave();
      },
    },
  };
}
