export {
  activateWhenLoaded,
  PLAIN_INPUT_PROPS,
  plainControlProps,
  preloadFloatingWidgets,
  useFloatingWidgets,
  useFloatingWidgetsPreload,
  useFloatingWidgetsFailure,
  useFloatingWidgetsWhen,
  useTakeOver,
} from "./deferred";
