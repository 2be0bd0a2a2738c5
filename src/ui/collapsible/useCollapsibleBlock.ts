import {
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { flushSync } from "react-dom";
import { BlockGroupContext } from "./BlockGroup";
import { EXPAND_BLOCK_EVENT } from "./scrollToBlock";
import { useCollapse } from "./useCollapse";
import { useDisclosure, type DisclosureOptions } from "./useDisclosure";

export interface UseCollapsibleBlockOptions extends DisclosureOptions {
  /** The block element's id, for scrollToBlock and the group. */
  id?: string;
}

/**
 * A block's open state comes from, in order: the `expanded` prop, the surrounding BlockGroup,
 * its own state.
 */
export function useCollapsibleBlock({
  id,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
}: UseCollapsibleBlockOptions) {
  const generatedId = useId();
  const blockId = id ?? generatedId;
  const group = useContext(BlockGroupContext);
  const inGroup = group !== null && expanded === undefined;
  const actions = group?.actions;

  // Before the paint: the group's 'Alles zuklappen' appears with the blocks, not a frame later
  // pushing them down.
  useLayoutEffect(() => {
    if (inGroup && actions) return actions.register(blockId, defaultExpanded);
  }, [inGroup, actions, blockId, defaultExpanded]);

  const disclosure = useDisclosure({
    expanded: inGroup ? (group.expanded[blockId] ?? defaultExpanded) : expanded,
    defaultExpanded,
    onExpandedChange: (next) => {
      if (inGroup) group.actions.setExpanded(blockId, next);
      onExpandedChange?.(next);
    },
  });

  const blockRef = useRef<HTMLDivElement>(null);
  // Synchronous, so whoever called scrollToBlock can focus the content right after.
  const onExpandRequest = useEffectEvent(() => {
    if (!disclosure.expanded) flushSync(() => disclosure.setExpanded(true));
  });
  useEffect(() => {
    const block = blockRef.current;
    if (!block) return;
    const listener = () => onExpandRequest();
    block.addEventListener(EXPAND_BLOCK_EVENT, listener);
    return () => block.removeEventListener(EXPAND_BLOCK_EVENT, listener);
  }, []);

  const collapse = useCollapse(disclosure.expanded);
  return {
    blockProps: { id: blockId, ref: blockRef },
    buttonProps: disclosure.toggleProps,
    panelProps: { id: disclosure.panelId, ...collapse },
  };
}
