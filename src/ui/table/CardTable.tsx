import type { ComponentProps } from "react";
import styles from "./CardTable.module.css";

/** A table where there is room, one card per row where there is not; cells carry their column name in `data-label`. */
export function CardTable({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className={styles.container}>
      <table
        className={className ? `${styles.table} ${className}` : styles.table}
        {...props}
      />
    </div>
  );
}
