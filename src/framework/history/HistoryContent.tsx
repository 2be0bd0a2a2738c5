import { useId } from "react";
import { Link } from "react-router";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { T } from "../../i18n/de";
import { formatDate } from "../../i18n/format";
import { HISTORY_TEXTS } from "../../i18n/history";
import { Button } from "../../ui/button";
import {
  HISTORY_TYPES,
  sortNewestFirst,
  type HistoryChange,
  type HistoryConfig,
  type HistoryItem,
  type HistoryTitle,
} from "./history";
import type { HistoryControls } from "./useHistory";
import styles from "./HistoryPanel.module.css";

const TEXTS = HISTORY_TEXTS;

/** What the history panel holds: the view's controls and the entries, newest first. */
export function HistoryContent({
  config,
  controls,
  onClose,
}: {
  config: HistoryConfig;
  controls: HistoryControls;
  /** A title that leads elsewhere closes the panel. */
  onClose: () => void;
}) {
  const switchId = useId();
  const versioning = config.historyType === HISTORY_TYPES.versioning;
  const items = sortNewestFirst(config.items);

  return (
    <>
      <div className={styles.controls}>
        <label className={styles.switch} htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={controls.showChanges}
            onChange={(event) => controls.setShowChanges(event.target.checked)}
          />
          {TEXTS.showChanges}
        </label>
        {versioning && (
          <Button
            type="button"

            disabled={controls.isCurrentVersion}
            onClick={controls.toCurrentVersion}
          >
            {TEXTS.toCurrentVersion}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p>{TEXTS.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={TEXTS.entries}>
          {items.map((item, index) => (
            <Entry
              key={item.id}
              item={item}
              versioning={versioning}
              isCurrent={index === 0}
              isActive={versioning && item.id === controls.activeVersionId}
              showChanges={controls.showChanges}
              onSelect={() => controls.selectVersion(item.id)}
              onNavigate={onClose}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function Entry({
  item,
  versioning,
  isCurrent,
  isActive,
  showChanges,
  onSelect,
  onNavigate,
}: {
  item: HistoryItem;
  versioning: boolean;
  isCurrent: boolean;
  isActive: boolean;
  showChanges: boolean;
  onSelect: () => void;
  onNavigate: () => void;
}) {
  const changes = item.changes ?? [];
  return (
    <li
      className={isActive ? `${styles.entry} ${styles.active}` : styles.entry}
      aria-current={isActive ? "true" : undefined}
    >
      <div className={styles.entryHead}>
        <span className={styles.title}>
          <EntryTitle title={item.title} onNavigate={onNavigate} />
        </span>
        <time className={styles.date} dateTime={item.date}>
          {formatDate(item.date)}
        </time>
      </div>
      {versioning && (
        <div className={styles.versionRow}>
          {isCurrent && (
            <span className={styles.badge}>{TEXTS.currentVersion}</span>
          )}
          {isActive ? (
            <span className={`${styles.badge} ${styles.activeBadge}`}>
              {TEXTS.activeVersion}
            </span>
          ) : (
            <Button type="button" size="small" onClick={onSelect}>
              {TEXTS.showVersion}
              <VisuallyHidden> ({item.title.name})</VisuallyHidden>
            </Button>
          )}
        </div>
      )}
      {showChanges && changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((change, index) => (
            <Change key={index} change={change} />
          ))}
        </ul>
      )}
    </li>
  );
}

function EntryTitle({
  title,
  onNavigate,
}: {
  title: HistoryTitle;
  onNavigate: () => void;
}) {
  if (title.linkTo)
    return (
      <Link to={title.linkTo} onClick={onNavigate}>
        {title.name}
      </Link>
    );
  if (title.onClick)
    return (
      <button
        type="button"
        className={styles.titleButton}
        onClick={title.onClick}
      >
        {title.name}
      </button>
    );
  return <>{title.name}</>;
}

function Change({ change }: { change: HistoryChange }) {
  // A field that was empty before an update, or is empty after it, is a value too: 'keine
  // Eingabe' (SPEC §5). Only a new entry has no old value and a deleted one no new value.
  const hasOldValue =
    change.oldValue != null ||
    (change.type === "updated" && "oldValue" in change);
  const hasNewValue =
    change.newValue != null ||
    (change.type === "updated" && "newValue" in change);
  return (
    <li className={styles.change}>
      <p className={styles.changeHead}>
        <span className={`${styles.changeType} ${styles[change.type]}`}>
          {TEXTS.changeTypes[change.type]}
        </span>{" "}
        {change.field
          ? `${change.field} (${change.versionName})`
          : change.versionName}
      </p>
      {hasOldValue && (
        <p className={styles.value}>
          {TEXTS.oldValue}: {change.oldValue || T.validation.noInput}
        </p>
      )}
      {hasNewValue && (
        <p className={styles.value}>
          {TEXTS.newValue}: {change.newValue || T.validation.noInput}
        </p>
      )}
      <p className={styles.meta}>
        {TEXTS.changedBy(formatDate(change.date), change.user)}
      </p>
    </li>
  );
}
