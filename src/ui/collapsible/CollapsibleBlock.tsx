import type { ReactNode } from "react";
import {
  useCollapsibleBlock,
  type UseCollapsibleBlockOptions,
} from "./useCollapsibleBlock";
import styles from "./Collapsible.module.css";

export interface CollapsibleBlockProps extends UseCollapsibleBlockOptions {
  title: ReactNode;
  /** Beside the heading's button, in the heading (an info icon). */
  headingAside?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
}

export function CollapsibleBlock({
  title,
  headingAside,
  headingLevel = 3,
  children,
  ...options
}: CollapsibleBlockProps) {
  const { blockProps, buttonProps, panelProps } = useCollapsibleBlock(options);
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...blockProps} className={styles.block}>
      <Heading className={styles.heading}>
        <button type="button" className={styles.button} {...buttonProps}>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41Z"
            />
          </svg>
          {title}
        </button>
        {headingAside}
      </Heading>
      <div {...panelProps} className={styles.panel}>
        <div className={styles.clip}>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </div>
  );
}
