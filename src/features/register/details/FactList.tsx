import type { ReactNode } from "react";
import styles from "./InstallationDetails.module.css";

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Key-value facts as a definition list: term and value stay paired for screen readers. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
