import type { ReactNode } from "react";
import { T } from "../../../i18n/de";
import styles from "./InstallationDetails.module.css";

export interface Fact {
  term: string;
  /** null, undefined or "" when the register holds nothing for it. */
  value: ReactNode;
}

/** No value at all: false, 0 and other rendered nodes are values. */
function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === "";
}

/**
 * Key-value facts as a definition list: term and value stay paired for screen readers. Each fact
 * is a read-only field, so one without a value reads 'keine Eingabe' (SPEC §5).
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>
            {isEmpty(fact.value) ? (
              <span className={styles.muted}>{T.validation.noInput}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
