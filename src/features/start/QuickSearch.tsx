import { registerLink } from "../../api/installationSearch";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { START_TEXTS } from "../../i18n/start";
import { Button } from "../../ui/button";
import styles from "./StartPage.module.css";

const TEXTS = START_TEXTS.search;
/** The register's search text limit (the server accepts 200 characters). */
const SEARCH_MAX_LENGTH = 200;

/** Into the register with the text as its search (`q`, which the register reads from the URL). */
export function QuickSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    void navigate(registerLink({ searchText: query }));
  }

  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {TEXTS.label}
      </label>
      <p id={hintId} className={styles.hint}>
        {TEXTS.hint}
      </p>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
