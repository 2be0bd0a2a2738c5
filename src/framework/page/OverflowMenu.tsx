import { Suspense } from "react";
import { T } from "../../i18n/de";
import type { ToolbarAction } from "./toolbar";
import { ToolbarItem } from "./ToolbarItem";
import { useOverflowMenu } from "./useOverflowMenu";
import { Button } from "../../ui/button";
import styles from "./Toolbar.module.css";

/** The 'Mehr' menu button holding the actions that do not fit into the bar; the menu is named by it. */
export function OverflowMenu({ items }: { items: readonly ToolbarAction[] }) {
  const { Menu, buttonProps, menuProps } = useOverflowMenu(items.length);
  return (
    <>
      <Button type="button" {...buttonProps}>
        {T.ui.more}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </Button>
      {Menu && (
        <Suspense fallback={null}>
          <Menu {...menuProps} className={styles.menu}>
            {(itemProps) =>
              items.map((action, index) => (
                <ToolbarItem
                  key={action.id}
                  action={action}
                  className={styles.menuItem}
                  htmlProps={itemProps(
                    index,
                    action.disabled ? undefined : action.onClick,
                  )}
                />
              ))
            }
          </Menu>
        </Suspense>
      )}
    </>
  );
}
