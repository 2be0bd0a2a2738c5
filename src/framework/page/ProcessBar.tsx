import { useId, useState } from "react";
import { T } from "../../i18n/de";
import { PAGE_TEXTS } from "../../i18n/page";
import { toolbarKey, type ToolbarAction } from "./toolbar";
import { ToolbarItem } from "./ToolbarItem";
import { MeasureRow } from "./ActionBar";
import { Button } from "../../ui/button";
import { useFitCount } from "../../ui/overflow";
import styles from "./Toolbar.module.css";

/** The process bar: what does not fit is hidden behind 'Mehr', which expands the bar ('Weniger' folds it). */
export function ProcessBar({
  actions,
  defaultExpanded = false,
}: {
  actions: readonly ToolbarAction[];
  /** Starts unfolded, showing every step and 'Weniger' when they do not fit. */
  defaultExpanded?: boolean;
}) {
  const { barRef, measureRef, visibleCount } = useFitCount<HTMLDivElement>(
    actions.length,
    toolbarKey(actions),
  );
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const overflows = visibleCount < actions.length;
  const shown =
    overflows && !expanded ? actions.slice(0, visibleCount) : actions;
  return (
    <div className={styles.wrapper}>
      <div
        ref={barRef}
        id={listId}
        role="group"
        aria-label={PAGE_TEXTS.chrome.processActions}
        className={expanded ? `${styles.bar} ${styles.expanded}` : styles.bar}
      >
        {shown.map((action) => (
          <ToolbarItem key={action.id} action={action} />
        ))}
        {overflows && (
          <Button
            type="button"

            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? T.ui.less : T.ui.more}
          </Button>
        )}
      </div>
      <MeasureRow measureRef={measureRef} actions={actions} />
    </div>
  );
}
