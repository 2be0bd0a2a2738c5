/**
 * Brings `item` into view inside the scrolling `list`, and nothing else: `scrollIntoView` would
 * scroll the page too while a just opened list still stands where its CSS puts it.
 */
export function scrollIntoList(
  list: HTMLElement | null,
  item: HTMLElement | null | undefined,
): void {
  if (!list || !item) return;
  const bounds = list.getBoundingClientRect();
  const { top, bottom } = item.getBoundingClientRect();
  if (top < bounds.top) list.scrollTop -= bounds.top - top;
  else if (bottom > bounds.bottom) list.scrollTop += bottom - bounds.bottom;
}
