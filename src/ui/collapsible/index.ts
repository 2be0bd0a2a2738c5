export { BlockGroup, BlockToggle } from "./BlockGroup";
export { CollapsibleBlock } from "./CollapsibleBlock";
export { scrollToBlock } from "./scrollToBlock";
export { useDisclosure } from "./useDisclosure";
