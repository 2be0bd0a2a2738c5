import {
  startTransition,
  useEffect,
  useId,
  useOptimistic,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { FILTER_TEXTS } from "../../i18n/filters";
import { ContextHelp } from "../help";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import {
  displayName,
  isUnsaved,
  selectedFilter,
  type FilterState,
  type FilterOperations,
} from "../filters";
import styles from "./SideFilterPage.module.css";

const TEXTS = FILTER_TEXTS.saved;

/** Saved-filter management (SPEC §4): list, select, add, rename, duplicate, delete, enable, save. */
export function SavedFilters({
  state,
  operations,
}: {
  state: FilterState;
  operations: FilterOperations;
}) {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // The form replaces the toolbar: when it closes, focus goes back to 'Umbenennen'.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButtonRef.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const selected = selectedFilter(state);
  const selectedKey = selected ? state.selectedKey : null;
  const canEdit = selected?.editable ?? true;
  // The chosen filter is checked at once; the page it changes (criteria, results) renders in a
  // transition that does not hold up that paint (Interaction to Next Paint).
  const [checkedKey, checkKey] = useOptimistic(selectedKey);
  const choose = (key: string | null) =>
    startTransition(() => {
      checkKey(key);
      operations.select(key);
    });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {TEXTS.title} <ContextHelp topic={TEXTS.title} text={TEXTS.help} />
      </h3>
      <fieldset className={styles.filterList}>
        <legend className={styles.legend}>{TEXTS.list}</legend>
        <FilterOption
          group={headingId}
          name={TEXTS.none}
          checked={checkedKey === null}
          onSelect={() => choose(null)}
        />
        {[...state.values].map(([key, filter]) => (
          <FilterOption
            key={key}
            group={headingId}
            name={displayName(filter)}
            disabled={!filter.enabled}
            checked={key === checkedKey}
            onSelect={() => choose(key)}
          />
        ))}
      </fieldset>

      {renaming && selected && selectedKey !== null ? (
        <RenameForm
          key={selectedKey}
          name={selected.name}
          onSubmit={(name) => {
            operations.rename(name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className={styles.toolbar}>
          {selected?.editable && isUnsaved(selected) && (
            <Button type="button" variant="primary" onClick={operations.save}>
              {TEXTS.save}
            </Button>
          )}
          <Button type="button" onClick={() => operations.add()}>
            {TEXTS.add}
          </Button>
          <Button
            ref={renameButtonRef}
            type="button"
            // aria-disabled keeps the button focusable: after a delete focus stays on the toolbar.
            aria-disabled={!canEdit}
            // Without a selection the reducer answers with 'Kein Filter ausgewählt'.
            onClick={() => {
              if (!selected) operations.rename("");
              else if (canEdit) setRenaming(true);
            }}
          >
            {TEXTS.rename}
          </Button>
          <Button type="button" onClick={operations.duplicate}>
            {TEXTS.duplicate}
          </Button>
          <Button
            type="button"
            aria-disabled={!canEdit}
            onClick={() => {
              if (!selected) operations.remove();
              else if (canEdit) setConfirmDelete(true);
            }}
          >
            {TEXTS.delete}
          </Button>
          {selected && selectedKey !== null && (
            <span className={styles.option}>
              <input
                id={`${headingId}-enabled`}
                type="checkbox"
                checked={selected.enabled}
                onChange={(event) =>
                  operations.setEnabled(selectedKey, event.target.checked)
                }
              />
              <label htmlFor={`${headingId}-enabled`}>{TEXTS.enabled}</label>
            </span>
          )}
        </div>
      )}

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={TEXTS.deleteTitle}
        description={selected ? TEXTS.deleteText(selected.name) : ""}
        actions={
          <>
            <Button
              type="button"
              variant="primary"
              onClick={() => {
                setConfirmDelete(false);
                operations.remove();
              }}
            >
              {TEXTS.delete}
            </Button>
            <Button
              type="button"

              onClick={() => setConfirmDelete(false)}
            >
              {TEXTS.cancel}
            </Button>
          </>
        }
      />
    </section>
  );
}

function FilterOption({
  group,
  name,
  checked,
  disabled = false,
  onSelect,
}: {
  group: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.option}>
      <input
        id={id}
        type="radio"
        name={group}
        checked={checked}
        onChange={onSelect}
      />
      <label htmlFor={id}>
        {name}
        {disabled && <span className={styles.muted}> ({TEXTS.disabled})</span>}
      </label>
    </div>
  );
}

function RenameForm({
  name,
  onSubmit,
  onCancel,
}: {
  name: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(name);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {TEXTS.nameLabel}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
      />
      <div className={styles.toolbar}>
        <Button type="submit" variant="primary">
          {TEXTS.confirmRename}
        </Button>
        <Button type="button" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
