import { T } from "../../i18n/de";
import { MessageDialog } from "../../ui/dialog";
import type { FilterWarning } from "../filters";

export function FilterWarningDialog({
  warning,
  onClose,
}: {
  warning: FilterWarning | null;
  onClose: () => void;
}) {
  const texts = warning && T.filters.warnings[warning];
  return (
    <MessageDialog
      open={texts !== null}
      onClose={onClose}
      title={texts?.title ?? ""}
      text={texts?.text ?? ""}
    />
  );
}
