import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Tooltip } from "../../ui/tooltip";
import { VisuallyHidden } from "../../ui/visually-hidden";
import {
  filterLoadFailedAtom,
  historyButtonLabelAtom,
  historyOpenAtom,
  pageHasFilterAtom,
  pageHasHistoryAtom,
  SIDE_FILTER_PAGE_ID,
  sideFilterOpenAtom,
  sideFilterPreloadAtom,
} from "../chrome";
import { Icon } from "../../ui/icons";
import styles from "./Header.module.css";

/** The side-filter button; a warning when the saved filters could not be loaded (SPEC §2, §8). */
function FilterButton() {
  const [open, setOpen] = useAtom(sideFilterOpenAtom);
  const loadFailed = useAtomValue(filterLoadFailedAtom);
  const preload = useAtomValue(sideFilterPreloadAtom)?.preload;
  const button = (
    <button
      type="button"
      className={styles.button}
      aria-expanded={open}
      aria-controls={SIDE_FILTER_PAGE_ID}
      onClick={() => setOpen(!open)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon name="filter" />
      <span className={styles.buttonLabel}>{FRAME_TEXTS.header.filter}</span>
      {loadFailed && (
        <>
          <Icon name="warning" className={styles.warningIcon} />
          <VisuallyHidden>{FRAME_TEXTS.header.filterLoadFailed}</VisuallyHidden>
        </>
      )}
    </button>
  );
  // The icon alone does not tell a sighted user what went wrong.
  return (
    <Tooltip text={FRAME_TEXTS.header.filterLoadFailed} disabled={!loadFailed}>
      {button}
    </Tooltip>
  );
}

/** Opens the history as a modal dialog, which closes itself (and hands the focus back). */
function HistoryButton() {
  const setOpen = useSetAtom(historyOpenAtom);
  const label = useAtomValue(historyButtonLabelAtom);
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <Icon name="history" />
      <span className={styles.buttonLabel}>{label}</span>
    </button>
  );
}

/** The buttons a page asks for: side filter and history/versioning. */
export function PageButtons() {
  const hasFilter = useAtomValue(pageHasFilterAtom);
  const hasHistory = useAtomValue(pageHasHistoryAtom);
  return (
    <>
      {hasFilter && <FilterButton />}
      {hasHistory && <HistoryButton />}
    </>
  );
}
