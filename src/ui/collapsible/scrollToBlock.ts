import { prefersReducedMotion, SCROLL_OFFSET_PX } from "../tokens";

/** Dispatched on a block's element to open it; CollapsibleBlock listens for it. */
export const EXPAND_BLOCK_EVENT = "ippc:expand-block";

export interface ScrollToBlockOptions {
  /** A sticky header the block must not end up under; measured on each call. */
  stickyHeader?: Element | null;
}

/**
 * Opens the block with this id and scrolls it to the top, SCROLL_OFFSET_PX below the sticky
 * header. The offset is a scroll margin, so it holds in any scroll container. The block is open
 * when this returns: its content can be focused straight away.
 */
export function scrollToBlock(
  id: string,
  { stickyHeader }: ScrollToBlockOptions = {},
): HTMLElement | null {
  const block = document.getElementById(id);
  if (!block) return null;
  block.dispatchEvent(new CustomEvent(EXPAND_BLOCK_EVENT));
  if (stickyHeader) {
    const headerHeight = stickyHeader.getBoundingClientRect().height;
    block.style.scrollMarginTop = `${headerHeight + SCROLL_OFFSET_PX}px`;
  }
  block.scrollIntoView({
    block: "start",
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
  return block;
}
