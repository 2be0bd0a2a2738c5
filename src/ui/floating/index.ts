export {
  activateWhenLoaded,
  PLAIN_INPUT_PROPS,
  plainControlProps,
  preloadFloatingWidgets,
  useFloatingWidgets,
  useFloatingWidgetsPreload,
  useFloatingWidgetsWhen,
  type FloatingWidgets,
} from "./deferred";
export type { AnchoredPanelProps } from "./AnchoredPanel";
