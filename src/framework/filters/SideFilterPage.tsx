import { useAtom } from "jotai";
import { useEffect, useId, useRef } from "react";
import { T } from "../../i18n/de";
import { FILTER_TEXTS } from "../../i18n/filters";
import { buttonClassName } from "../../ui/button/buttonClassName";
import { Alert } from "../../ui/alert/Alert";
import { ALERT_TYPES } from "../../ui/alert/alertTypes";
import { CloseIcon } from "../../ui/alert/icons";
import { CollapsibleBlock } from "../../ui/collapsible/CollapsibleBlock";
import { Spinner } from "../../ui/spinner/Spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { sideFilterOpenAtom } from "../layout/chromeState";
import { CriterionField } from "./CriterionField";
import { FilterWarningDialog } from "./FilterWarningDialog";
import {
  DEFAULT_FILTER_KEY,
  hasPendingChanges,
  isLiveMode,
  selectedFilter,
  type FilterDefinition,
  type FilterState,
} from "./model";
import { SavedFilters } from "./SavedFilters";
import { filterExpandedAtom } from "./state";
import type { FilterOperations } from "./useFilterActions";
import type { FilterController } from "./useFilter";
import styles from "./SideFilterPage.module.css";

/** For the header's filter button (aria-controls). */
export const SIDE_FILTER_PAGE_ID = "natippc-side-filter-page";

const TEXTS = FILTER_TEXTS.sidePage;

/**
 * The side filter page (SPEC §2, §4), opened by the header's filter button: saved-filter
 * management, the criteria by category, apply and reset. It is part of the page, not a modal:
 * the results next to it stay usable while it is open.
 */
export function SideFilterPage({ filter }: { filter: FilterController }) {
  const [open, setOpen] = useAtom(sideFilterOpenAtom);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<Element | null>(null);
  const { slot, operations } = filter;

  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement;
    headingRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  return (
    <>
      {open && (
        <section
          id={SIDE_FILTER_PAGE_ID}
          className={styles.panel}
          aria-labelledby={headingId}
        >
          <div className={styles.header}>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className={styles.title}
            >
              {TEXTS.title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={TEXTS.close}
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          {slot?.state.error && (
            <Alert type={ALERT_TYPES.Warning} title={FILTER_TEXTS.loadFailed}>
              <button
                type="button"
                className={buttonClassName()}
                onClick={filter.reload}
              >
                {FILTER_TEXTS.reload}
              </button>
            </Alert>
          )}
          {slot?.saveFailed && (
            <Alert type={ALERT_TYPES.Danger} title={FILTER_TEXTS.saveFailed}>
              <button
                type="button"
                className={buttonClassName()}
                onClick={filter.retrySave}
              >
                {FILTER_TEXTS.retryNow}
              </button>
            </Alert>
          )}
          {slot ? (
            <>
              {!slot.state.definition.disableFilterManagement && (
                <>
                  <SavedFilters state={slot.state} operations={operations} />
                  {slot.owner === "" && (
                    <Alert type={ALERT_TYPES.Info}>
                      {FILTER_TEXTS.saved.sessionOnly}
                    </Alert>
                  )}
                </>
              )}
              <Criteria state={slot.state} operations={operations} />
            </>
          ) : (
            <Spinner
              label={TEXTS.loading}
              showLabel
              delayMs={SPINNER_DELAY_MS}
            />
          )}
        </section>
      )}
      <FilterWarningDialog
        warning={slot?.warning ?? null}
        onClose={operations.dismissWarning}
      />
    </>
  );
}

function categoriesOf(definition: FilterDefinition) {
  const categories = new Map<string, FilterDefinition["criterias"][number][]>();
  for (const criterion of definition.criterias) {
    const list = categories.get(criterion.category) ?? [];
    list.push(criterion);
    categories.set(criterion.category, list);
  }
  return [...categories];
}

function Criteria({
  state,
  operations,
}: {
  state: FilterState;
  operations: FilterOperations;
}) {
  const headingId = useId();
  const { definition } = state;
  const [expandedById, setExpandedById] = useAtom(filterExpandedAtom);
  const categories = categoriesOf(definition);
  const remembered = expandedById[definition.id] ?? {};
  const isExpanded = (
    category: string,
    criteria: typeof definition.criterias,
  ) =>
    remembered[category] ??
    (criteria.some((criterion) => criterion.defaultExpanded) ||
      (definition.isDefaultExpanded ?? false));
  const setExpanded = (entries: [string, boolean][]) =>
    setExpandedById((all) => ({
      ...all,
      [definition.id]: {
        ...all[definition.id],
        ...Object.fromEntries(entries),
      },
    }));
  const allExpanded = categories.every(([category, criteria]) =>
    isExpanded(category, criteria),
  );

  // Without a selection the default filter's values show; editing them creates a filter.
  const shown = selectedFilter(state) ?? state.values[DEFAULT_FILTER_KEY]!;
  const live = isLiveMode(state);
  const pending = hasPendingChanges(shown);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {TEXTS.criteria}
        </h3>
        {categories.length > 1 && (
          <button
            type="button"
            className={buttonClassName("quiet")}
            onClick={() =>
              setExpanded(
                categories.map(([category]) => [category, !allExpanded]),
              )
            }
          >
            {allExpanded ? T.ui.collapseAll : T.ui.expandAll}
          </button>
        )}
      </div>
      {categories.map(([category, criteria]) => (
        <CollapsibleBlock
          key={category}
          title={category}
          headingLevel={4}
          expanded={isExpanded(category, criteria)}
          onExpandedChange={(next) => setExpanded([[category, next]])}
        >
          {criteria.map((criterion) => {
            const value = shown.criterias[criterion.id];
            if (!value) return null;
            return (
              <CriterionField
                key={criterion.id}
                criterion={criterion}
                value={value}
                onChange={(values) => operations.edit(criterion.id, values)}
                onReset={() => operations.resetCriterion(criterion.id)}
              />
            );
          })}
        </CollapsibleBlock>
      ))}
      <div className={styles.footer}>
        {!live && (
          <button
            type="button"
            className={buttonClassName("primary")}
            disabled={!pending}
            onClick={operations.apply}
          >
            {TEXTS.apply}
          </button>
        )}
        <button
          type="button"
          className={buttonClassName()}
          onClick={operations.reset}
        >
          {TEXTS.reset}
        </button>
        {definition.updateMode !== "live" && (
          <span className={styles.option}>
            <input
              id={`${headingId}-instant`}
              type="checkbox"
              checked={state.instantUpdate}
              onChange={(event) =>
                operations.setInstantUpdate(event.target.checked)
              }
            />
            <label htmlFor={`${headingId}-instant`}>
              {TEXTS.instantUpdate}
            </label>
          </span>
        )}
      </div>
      <p className={styles.status} role="status">
        {pending && !live ? TEXTS.pending : ""}
      </p>
    </section>
  );
}
