import type { RefObject } from "react";
import { T } from "../../i18n/de";
import { PAGE_TEXTS } from "../../i18n/page";
import { toolbarKey, type ToolbarAction } from "./toolbar";
import { ToolbarItem } from "./ToolbarItem";
import { OverflowMenu } from "./OverflowMenu";
import { useFitCount } from "../../ui/overflow";
import { BUTTON_ICON_CLASS, buttonClassName } from "../../ui/button";
import styles from "./Toolbar.module.css";

/** The page's action bar: what does not fit moves into the 'Mehr' menu. */
export function ActionBar({ actions }: { actions: readonly ToolbarAction[] }) {
  const { barRef, measureRef, visibleCount } = useFitCount<HTMLDivElement>(
    actions.length,
    toolbarKey(actions),
  );
  const overflow = actions.slice(visibleCount);
  return (
    <div className={styles.wrapper}>
      <div
        ref={barRef}
        role="group"
        aria-label={PAGE_TEXTS.chrome.actions}
        className={styles.bar}
      >
        {actions.slice(0, visibleCount).map((action) => (
          <ToolbarItem key={action.id} action={action} />
        ))}
        {overflow.length > 0 && <OverflowMenu items={overflow} />}
      </div>
      <MeasureRow measureRef={measureRef} actions={actions} />
    </div>
  );
}

/** Invisible (and so neither focusable nor read), but laid out: the widths the bar is fitted with. */
export function MeasureRow({
  measureRef,
  actions,
}: {
  measureRef: RefObject<HTMLDivElement | null>;
  actions: readonly ToolbarAction[];
}) {
  return (
    <div ref={measureRef} className={styles.measure}>
      {actions.map((action) => (
        <span key={action.id} className={buttonClassName()}>
          {action.icon && (
            <span className={BUTTON_ICON_CLASS} aria-hidden="true">
              {action.icon}
            </span>
          )}
          {action.label}
        </span>
      ))}
      <span className={buttonClassName()}>
        {T.ui.more}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </span>
    </div>
  );
}
