import { atom, useAtom } from "jotai";
import { useId } from "react";
import { T } from "../../i18n/de";
import { FILTER_TEXTS } from "../../i18n/filters";
import { ContextHelp } from "../help";
import { Button } from "../../ui/button";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { CollapsibleBlock } from "../../ui/collapsible";
import { CriterionField } from "./CriterionField";
import {
  DEFAULT_FILTER_KEY,
  hasPendingChanges,
  isLiveMode,
  selectedFilter,
  type FilterDefinition,
  type FilterState,
  type FilterOperations,
} from "../filters";
import { SavedFilters } from "./SavedFilters";
import styles from "./SideFilterPage.module.css";

const TEXTS = FILTER_TEXTS.sidePage;

/** Open state of the category blocks, per filter id and category: kept while the page is left. */
const filterExpandedAtom = atom<Record<string, Record<string, boolean>>>({});

/** What the side filter page holds once the saved filters are loaded: their management and the criteria. */
export function SideFilterContent({
  state,
  visitor,
  operations,
}: {
  state: FilterState;
  /** Not signed in: the filters stay in this tab. */
  visitor: boolean;
  operations: FilterOperations;
}) {
  return (
    <>
      {!state.definition.disableFilterManagement && (
        <>
          <SavedFilters state={state} operations={operations} />
          {visitor && (
            <Alert type={ALERT_TYPES.Info}>
              {FILTER_TEXTS.saved.sessionOnly}
            </Alert>
          )}
        </>
      )}
      <Criteria state={state} operations={operations} />
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
  const shown = selectedFilter(state) ?? state.values.get(DEFAULT_FILTER_KEY)!;
  const live = isLiveMode(state);
  const pending = hasPendingChanges(shown);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {TEXTS.criteria}{" "}
          <ContextHelp topic={TEXTS.criteria} text={TEXTS.criteriaHelp} />
        </h3>
        {categories.length > 1 && (
          <Button
            type="button"
            variant="quiet"
            onClick={() =>
              setExpanded(
                categories.map(([category]) => [category, !allExpanded]),
              )
            }
          >
            {allExpanded ? T.ui.collapseAll : T.ui.expandAll}
          </Button>
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
          <Button
            type="button"
            variant="primary"
            disabled={!pending}
            onClick={operations.apply}
          >
            {TEXTS.apply}
          </Button>
        )}
        <Button
          type="button"

          onClick={operations.reset}
        >
          {TEXTS.reset}
        </Button>
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
