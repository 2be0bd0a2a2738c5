import type { ReactNode } from "react";

/** One entry of the action bar or the process bar. */
export interface ToolbarAction {
  id: string;
  label: string;
  /** Decorative; the label names the action. */
  icon?: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  /** Why it is disabled: the button's tooltip while it is. */
  disabledReason?: string;
  /** Rendered as a link instead of a button. */
  href?: string;
}

/** What a toolbar's overflow is measured anew for: its items and their labels. */
export function toolbarKey(actions: readonly ToolbarAction[]): string {
  return actions.map((action) => `${action.id}:${action.label}`).join("|");
}
