import type { HTMLProps } from "react";
import type { ToolbarAction } from "./toolbar";
import { BUTTON_ICON_CLASS, buttonClassName } from "../../ui/button";
import { Tooltip } from "../../ui/tooltip";

/**
 * An action as a button, or as a link when it has href. A menu passes its item props (role, focus
 * handling, a click handler that also runs the action) as `htmlProps`. The second click of a double
 * click (the event's click count) runs nothing: an action asked for once, even when its first run
 * is over before the second click arrives.
 */
export function ToolbarItem({
  action,
  className = buttonClassName(),
  htmlProps = {
    onClick: (event) => {
      if (event.detail < 2 && !action.disabled) action.onClick?.();
    },
  },
}: {
  action: ToolbarAction;
  className?: string;
  htmlProps?: HTMLProps<HTMLElement>;
}) {
  const content = (
    <>
      {action.icon && (
        <span className={BUTTON_ICON_CLASS} aria-hidden="true">
          {action.icon}
        </span>
      )}
      {action.label}
    </>
  );
  if (action.href && !action.disabled) {
    return (
      <a
        {...(htmlProps as HTMLProps<HTMLAnchorElement>)}
        className={className}
        href={action.href}
      >
        {content}
      </a>
    );
  }
  const button = (
    <button
      {...(htmlProps as HTMLProps<HTMLButtonElement>)}
      type="button"
      className={className}
      // aria-disabled, not disabled: it keeps its place in the Tab order and the menu's arrow keys,
      // and is read out as unavailable (WAI-ARIA APG, focusability of disabled controls).
      aria-disabled={action.disabled || undefined}
    >
      {content}
    </button>
  );
  // Focusable while disabled, so the reason shows on focus as on hover. Always inside its tooltip,
  // switched on and off: the button stays the same element when the action turns on or off.
  return (
    <Tooltip
      text={action.disabledReason ?? ""}
      disabled={!action.disabled || !action.disabledReason}
    >
      {button}
    </Tooltip>
  );
}
