import { useSetAtom } from "jotai";
import { T } from "../../i18n/de";
import { FILTER_TEXTS } from "../../i18n/filters";
import { Icon } from "../../ui/icons";
import { sideFilterOpenAtom } from "../chrome";
import {
  appliedCriteria,
  displayName,
  optionLabel,
  selectedFilter,
  type FilterState,
  type FilterOperations,
} from "../filters";
import styles from "./FilterBar.module.css";

/** SPEC §4: the filter bar shows at most 2 values per criterion plus '+N'. */
const MAX_BAR_VALUES = 2;

/** The applied criteria of the page's filter as removable chips (header's filter bar slot). */
export function FilterBar({
  state,
  operations,
}: {
  state: FilterState;
  operations: FilterOperations;
}) {
  const openSidePage = useSetAtom(sideFilterOpenAtom);
  const filter = selectedFilter(state);
  const applied = appliedCriteria(state);
  const criteria = state.definition.criterias.filter(
    (criterion) => applied[criterion.id],
  );
  if (!filter || criteria.length === 0) return null;

  return (
    <div className={styles.bar}>
      <span className={styles.name}>
        {FILTER_TEXTS.bar.filterName(displayName(filter))}
      </span>
      <ul className={styles.criteria}>
        {criteria.map((criterion) => {
          // In the order of the options, not of clicking: the bar reads the same every time.
          const chosen = new Set(applied[criterion.id]);
          const values = criterion.options
            .map((option) => option.value)
            .filter((value) => chosen.has(value));
          const hidden = values.length - MAX_BAR_VALUES;
          return (
            <li key={criterion.id} className={styles.criterion}>
              <span className={styles.label}>{criterion.label}:</span>
              <ul className={styles.values}>
                {values.slice(0, MAX_BAR_VALUES).map((value) => {
                  const label = optionLabel(criterion, value);
                  return (
                    <li key={value} className={styles.chip}>
                      <span className={styles.chipText}>{label}</span>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={FILTER_TEXTS.bar.removeValue(
                          criterion.label,
                          label,
                        )}
                        onClick={() =>
                          operations.edit(
                            criterion.id,
                            values.filter((v) => v !== value),
                            true,
                          )
                        }
                      >
                        <Icon name="close" />
                      </button>
                    </li>
                  );
                })}
                {hidden > 0 && (
                  <li>
                    <button
                      type="button"
                      className={styles.more}
                      aria-label={FILTER_TEXTS.bar.moreValues(
                        T.filters.more(hidden),
                        hidden,
                        criterion.label,
                      )}
                      onClick={() => openSidePage(true)}
                    >
                      {T.filters.more(hidden)}
                    </button>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
