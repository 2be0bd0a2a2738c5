import { useEffect, useRef, useState } from "react";
import { PAGE_TEXTS } from "../../i18n/page";
import { Button } from "../button";
import { VisuallyHidden } from "../visually-hidden";

const TEXTS = PAGE_TEXTS.moreRows;

/** Rows a long table shows at first and adds per click. */
const ROWS_STEP = 50;

export interface ShownRows<T> {
  /** The rows to render now. */
  rows: readonly T[];
  /** For the table's `<tbody>`: the first added row gets the focus. */
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
  /** The button under the table; null when every row is shown. */
  more: React.ReactNode;
}

/**
 * The first rows of a long table and a button for the next ones. A record with thousands of
 * permits, inspections or documents renders a few dozen rows at first instead of blocking the page
 * while it renders them all; the caption still gives the whole count. After a click the focus
 * moves to the first added row, so keyboard and screen-reader users carry on reading where the
 * table grew.
 */
export function useShownRows<T>(
  all: readonly T[],
  /** What the table lists, for the button's accessible name (e.g. "Genehmigungen"). */
  what: string,
): ShownRows<T> {
  const [limit, setLimit] = useState(ROWS_STEP);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const cell = bodyRef.current?.rows[index]?.cells[0];
    if (!cell) return;
    cell.tabIndex = -1;
    cell.focus();
  }, [limit]);
  const hidden = all.length - limit;
  const next = Math.min(ROWS_STEP, hidden);
  return {
    rows: hidden > 0 ? all.slice(0, limit) : all,
    bodyRef,
    more:
      hidden > 0 ? (
        <p>
          <Button
            onClick={() => {
              focusRow.current = limit;
              setLimit(limit + ROWS_STEP);
            }}
          >
            {TEXTS.button(next)}
            <VisuallyHidden>{TEXTS.context(what)}</VisuallyHidden>
          </Button>{" "}
          {TEXTS.shown(limit, all.length)}
        </p>
      ) : null,
  };
}
