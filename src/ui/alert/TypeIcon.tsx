import { Icon } from "../icons";
import type { AlertType } from "./alertTypes";

/** The message type's icon, in its type's colour; the type is always also given as text. */
export function TypeIcon({
  type,
  className,
}: {
  type: AlertType;
  className?: string;
}) {
  return (
    <Icon
      name={type}
      size={24}
      className={className}
      style={{ color: `var(--ippc-color-${type})` }}
    />
  );
}
