import { T } from "../../i18n/de";

export const ALERT_TYPES = {
  Info: "info",
  Success: "success",
  Warning: "warning",
  Danger: "danger",
} as const;

export type AlertType = (typeof ALERT_TYPES)[keyof typeof ALERT_TYPES];

/** The visible label of each type; the keys of T.ui match the type values. */
export function alertLabel(type: AlertType): string {
  return T.ui[type];
}

/** SPEC §4: a combined alert shows the most severe first. */
export const ALERT_SEVERITY_ORDER: readonly AlertType[] = [
  ALERT_TYPES.Danger,
  ALERT_TYPES.Warning,
  ALERT_TYPES.Info,
  ALERT_TYPES.Success,
];

/** Most severe first; messages of the same type keep their order. */
export function sortBySeverity<M extends { type: AlertType }>(
  messages: readonly M[],
): M[] {
  return [...messages].sort(
    (a, b) =>
      ALERT_SEVERITY_ORDER.indexOf(a.type) -
      ALERT_SEVERITY_ORDER.indexOf(b.type),
  );
}

/**
 * Live alerts interrupt the screen reader only when something went or may go wrong;
 * information and success wait politely.
 */
export function liveRole(type: AlertType): "alert" | "status" {
  return type === ALERT_TYPES.Danger || type === ALERT_TYPES.Warning
    ? "alert"
    : "status";
}
