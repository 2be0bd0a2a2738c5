import { useId } from "react";
import { FILTER_TEXTS } from "../../i18n/filters";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icons";
import { Autocomplete, type AutocompleteItem } from "../../ui/autocomplete";
import {
  optionLabel,
  sameValues,
  type CriterionDefinition,
  type CriterionValue,
} from "../filters";
import styles from "./SideFilterPage.module.css";

/** Up to this many options show as checkboxes; longer lists are searched. */
const MAX_CHECKBOX_OPTIONS = 12;

export interface CriterionFieldProps {
  criterion: CriterionDefinition;
  value: CriterionValue;
  onChange: (values: string[]) => void;
  onReset: () => void;
}

/** One criterion of the side filter page: its pending values, editable. */
export function CriterionField({
  criterion,
  value,
  onChange,
  onReset,
}: CriterionFieldProps) {
  const id = useId();
  const selected = value.applyable;
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked
        ? [...selected, option]
        : selected.filter((entry) => entry !== option),
    );

  return (
    <fieldset className={styles.criterion}>
      <legend className={styles.legend}>{criterion.label}</legend>
      {criterion.options.length <= MAX_CHECKBOX_OPTIONS ? (
        <ul className={styles.options}>
          {criterion.options.map((option, index) => (
            <li key={option.value} className={styles.option}>
              <input
                id={`${id}-${index}`}
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={`${id}-${index}`}>{option.label}</label>
            </li>
          ))}
        </ul>
      ) : (
        <SearchedValues
          criterion={criterion}
          selected={selected}
          onAdd={(option) => toggle(option, true)}
          onRemove={(option) => toggle(option, false)}
        />
      )}
      {!sameValues(value.applyable, value.default) && (
        <Button
          type="button"
          variant="quiet"
          className={styles.reset}
          onClick={onReset}
        >
          {FILTER_TEXTS.sidePage.resetCriterion(criterion.label)}
        </Button>
      )}
    </fieldset>
  );
}

function SearchedValues({
  criterion,
  selected,
  onAdd,
  onRemove,
}: {
  criterion: CriterionDefinition;
  selected: readonly string[];
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
}) {
  const search = async (text: string): Promise<AutocompleteItem[]> => {
    const needle = text.trim().toLocaleLowerCase("de-DE");
    return criterion.options.filter(
      (option) =>
        !selected.includes(option.value) &&
        option.label.toLocaleLowerCase("de-DE").includes(needle),
    );
  };
  return (
    <>
      {selected.length === 0 ? (
        <p className={styles.empty}>{FILTER_TEXTS.sidePage.noValue}</p>
      ) : (
        <ul className={styles.selectedValues}>
          {selected.map((value) => {
            const label = optionLabel(criterion, value);
            return (
              <li key={value} className={styles.selectedValue}>
                <span>{label}</span>
                <button
                  type="button"
                  className={styles.removeValue}
                  aria-label={FILTER_TEXTS.sidePage.removeValue(label)}
                  onClick={() => onRemove(value)}
                >
                  <Icon name="close" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Autocomplete
        label={FILTER_TEXTS.sidePage.addValue(criterion.label)}
        value={null}
        onChange={(item) => item && onAdd(item.value)}
        search={search}
      />
    </>
  );
}
