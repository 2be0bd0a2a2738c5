import type { ReactNode } from "react";
import styles from "./VisuallyHidden.module.css";

/** For elements that cannot use the component (e.g. a heading hidden only visually). */
export const VISUALLY_HIDDEN_CLASS = styles.visuallyHidden;

export function VisuallyHidden({
  children,
  id,
}: {
  children: ReactNode;
  id?: string;
}) {
  return (
    <span className={VISUALLY_HIDDEN_CLASS} id={id}>
      {children}
    </span>
  );
}
