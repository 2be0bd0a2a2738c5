import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Icon } from "../../ui/icons";
import { useFitCount } from "../../ui/overflow";
import {
  matchPath,
  shownItems,
  subEntries,
  type NavigationItem,
  type PathMatch,
} from "./navigationModel";
import { RouteLink } from "./RouteLink";
import { useNavigation } from "./useNavigation";
import styles from "./MainNavigation.module.css";

/**
 * Sub-items as a disclosure menu (WAI-ARIA APG "disclosure navigation"): Enter, Space or ArrowDown
 * open it, arrows move between its links, Escape closes it and returns focus to the button.
 */
function NavDropdown({
  label,
  menuId,
  entries,
  currentPath,
  match,
  end = false,
}: {
  label: string;
  menuId: string;
  entries: readonly NavigationItem[];
  currentPath: string;
  /** The current page is this section, or below it. */
  match: PathMatch | undefined;
  /** At the bar's end: the list opens leftwards, inside the window. */
  end?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

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
    // Handled: the list's own arrow keys (below) would move on from the link focused here.
    event.stopPropagation();
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
        data-match={match}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      <ul
        id={menuId}
        ref={listRef}
        className={end ? `${styles.menu} ${styles.menuEnd}` : styles.menu}
        hidden={!open}
      >
        {entries.map((entry) => (
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

const asDropdown = (item: NavigationItem) =>
  item.showSubRoutesAsDropdown && item.hasChildren;

/**
 * The main navigation bar (SPEC §2) from the visible routes. What does not fit on one line moves
 * into a 'Mehr' list at its end, as the toolbars' actions do.
 */
export function MainNavigation() {
  const { items, currentPath } = useNavigation();
  const shown = shownItems(items);
  const { barRef, measureRef, visibleCount } = useFitCount<HTMLUListElement>(
    shown.length,
    shown.map((item) => item.name).join("|"),
  );
  const overflowEntries = shown
    .slice(visibleCount)
    .flatMap((item) => (asDropdown(item) ? subEntries(item) : [item]));
  return (
    <nav aria-label={FRAME_TEXTS.mainNavigation} className={styles.nav}>
      <ul ref={barRef} className={styles.list}>
        {shown.slice(0, visibleCount).map((item) => (
          <li key={item.key}>
            {asDropdown(item) ? (
              <NavDropdown
                label={item.name}
                menuId={`${item.linkId}-menu`}
                entries={subEntries(item)}
                currentPath={currentPath}
                match={matchPath(item.path, currentPath)}
              />
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
        {overflowEntries.length > 0 && (
          <li>
            <NavDropdown
              label={T.ui.more}
              menuId="natippc-main-navigation-more"
              entries={overflowEntries}
              currentPath={currentPath}
              match={
                overflowEntries.some((entry) =>
                  matchPath(entry.path, currentPath),
                )
                  ? "prefix"
                  : undefined
              }
              end
            />
          </li>
        )}
      </ul>
      {/* Invisible (neither focusable nor read), but laid out: the widths the bar is fitted with. */}
      <div ref={measureRef} className={styles.measure} aria-hidden="true">
        {shown.map((item) => (
          <span key={item.key} className={styles.link}>
            {item.name}
            {asDropdown(item) && (
              <Icon name="chevronDown" className={styles.chevron} />
            )}
          </span>
        ))}
        <span className={styles.link}>
          {T.ui.more}
          <Icon name="chevronDown" className={styles.chevron} />
        </span>
      </div>
    </nav>
  );
}
