import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Icon } from "../../ui/icons";
import {
  matchPath,
  shownItems,
  subEntries,
  type NavigationItem,
} from "./navigationModel";
import { RouteLink } from "./RouteLink";
import { useNavigation } from "./useNavigation";
import styles from "./MainNavigation.module.css";

/**
 * Sub-items as a disclosure menu (WAI-ARIA APG "disclosure navigation"): Enter, Space or ArrowDown
 * open it, arrows move between its links, Escape closes it and returns focus to the button.
 */
function NavDropdown({
  item,
  currentPath,
}: {
  item: NavigationItem;
  currentPath: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = `${item.linkId}-menu`;

  const links = () => [...(listRef.current?.querySelectorAll("a") ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    // The links must exist before one can take the focus.
    flushSync(() => setOpen(true));
    focusLink(0);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    // Key and focus events bubble up from the button and the links; the div itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={menuId}
        data-match={matchPath(item.path, currentPath)}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      <ul id={menuId} ref={listRef} className={styles.menu} hidden={!open}>
        {subEntries(item).map((entry) => (
          <li key={entry.key}>
            <RouteLink
              route={entry.route}
              to={entry.path}
              match={
                matchPath(entry.path, currentPath) === "exact"
                  ? "exact"
                  : undefined
              }
              className={styles.menuLink}
              onClick={() => close(false)}
            >
              {entry.name}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The main navigation bar (SPEC §2) from the visible routes. */
export function MainNavigation() {
  const { items, currentPath } = useNavigation();
  return (
    <nav aria-label={FRAME_TEXTS.mainNavigation} className={styles.nav}>
      <ul className={styles.list}>
        {shownItems(items).map((item) => (
          <li key={item.key}>
            {item.showSubRoutesAsDropdown && item.hasChildren ? (
              <NavDropdown item={item} currentPath={currentPath} />
            ) : (
              <RouteLink
                route={item.route}
                to={item.path}
                id={item.linkId}
                match={matchPath(item.path, currentPath)}
                className={styles.link}
              >
                {item.name}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
