export {
  burgerMenuOpenAtom,
  filterBarAtom,
  filterLoadFailedAtom,
  fullWidthAtom,
  contextHelpCountAtom,
  helpModeAtom,
  historyButtonLabelAtom,
  historyOpenAtom,
  messageCentreOpenAtom,
  pageHasFilterAtom,
  pageHasHistoryAtom,
  SIDE_FILTER_PAGE_ID,
  sidebarCollapsedAtom,
  sideFilterOpenAtom,
  sideFilterPreloadAtom,
  useSideFilterOpenUntil,
  userMenuOpenAtom,
} from "./chromeState";
export { browserStorage, storageBlocked } from "./browserStorage";
export { type Layout, LAYOUTS, useLayout } from "./useLayout";
export { useAfterFirstLoad, useFirstLoadWatch } from "./firstLoad";
