import { useId, useRef } from "react";
import { PAGE_TEXTS } from "../../i18n/page";
import { ContextHelp } from "../help";
import styles from "./Page.module.css";

/** The title bar's search field; the page owns the value. */
export interface PageSearchProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** SPEC §2: the page sets the maximum length. */
  maxLength?: number;
  placeholder?: string;
  /** Context help beside the label ('Kontexthilfe'). */
  help?: string;
}

export function PageSearch({
  value,
  onChange,
  label,
  maxLength,
  placeholder,
  help,
}: PageSearchProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div role="search" className={styles.search}>
      <span className={styles.searchLabel}>
        <label htmlFor={inputId}>{label}</label>
        {help && <ContextHelp topic={label} text={help} />}
      </span>
      <div className={styles.searchField}>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== "" && (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={PAGE_TEXTS.chrome.searchClear}
            onClick={() => {
              onChange("");
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
