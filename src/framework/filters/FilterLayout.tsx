import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, type ReactNode } from "react";
import { filterBarAtom, sideFilterOpenAtom } from "../chrome";
import { FilterBar } from "./FilterBar";
import { SideFilterPage } from "./SideFilterPage";
import type { FilterController } from "./useFilter";
import styles from "./FilterLayout.module.css";

/**
 * Puts a page's filter into the frame: the filter bar into the header's slot while criteria are
 * applied, the side filter page beside the page's results (above them on narrow screens).
 */
export function FilterLayout({
  filter,
  children,
}: {
  filter: FilterController;
  children: ReactNode;
}) {
  const open = useAtomValue(sideFilterOpenAtom);
  const filterId = filter.slot?.state.definition.id;
  const hasApplied =
    filter.applied !== null && Object.keys(filter.applied).length > 0;
  const setFilterBar = useSetAtom(filterBarAtom);
  useEffect(() => {
    // An empty slot renders no landmark, so the bar goes in only with something to show.
    setFilterBar(
      filterId && hasApplied ? <FilterBar filterId={filterId} /> : null,
    );
  }, [filterId, hasApplied, setFilterBar]);
  useEffect(() => () => setFilterBar(null), [setFilterBar]);

  return (
    <div className={open ? `${styles.layout} ${styles.open}` : styles.layout}>
      <SideFilterPage filter={filter} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
