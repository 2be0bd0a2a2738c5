import { T } from "../../i18n/de";
import styles from "./ErrorSummary.module.css";
import { useErrorSummary } from "./useErrorSummary";

/**
 * GOV.UK error summary: appears after a submit with errors as an alert and takes the focus; its
 * links focus the fields.
 */
export function ErrorSummary() {
  const { visible, entries, summaryProps, linkProps } = useErrorSummary();
  if (!visible) return null;
  return (
    <div className={styles.summary} role="alert" {...summaryProps}>
      <h2 className={styles.title}>{T.validation.summaryTitle}</h2>
      <ul className={styles.list}>
        {entries.map(({ name, label, message }) => (
          <li key={name}>
            <a className={styles.link} {...linkProps(name)}>
              {label}
            </a>
            <span className={styles.message}>: {message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
