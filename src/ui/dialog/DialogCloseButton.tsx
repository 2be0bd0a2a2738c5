import { T } from "../../i18n/de";
import { buttonClassName } from "../button";

/** A dialog's 'Schließen' action: primary where it is the only one. */
export function DialogCloseButton({
  onClose,
  primary = false,
}: {
  onClose: () => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={buttonClassName(primary ? "primary" : undefined)}
      onClick={onClose}
    >
      {T.ui.close}
    </button>
  );
}
