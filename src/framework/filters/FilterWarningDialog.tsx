import { T } from "../../i18n/de";
import { MessageDialog } from "../../ui/dialog";
import { FILTER_WARNINGS, type FilterWarning } from "./filterReducer";

/** SPEC §8: the filter warnings, each a dialog with 'Schließen'. */
const WARNING_TEXTS: Record<FilterWarning, { title: string; text: string }> = {
  [FILTER_WARNINGS.noneSelectedRename]: {
    title: T.filters.noneSelectedTitle,
    text: T.filters.noneSelectedRename,
  },
  [FILTER_WARNINGS.noneSelectedDuplicate]: {
    title: T.filters.noneSelectedTitle,
    text: T.filters.noneSelectedDuplicate,
  },
  [FILTER_WARNINGS.noneSelectedDelete]: {
    title: T.filters.noneSelectedTitle,
    text: T.filters.noneSelectedDelete,
  },
  [FILTER_WARNINGS.duplicateUnsaved]: {
    title: T.filters.duplicateTitle,
    text: T.filters.duplicateText,
  },
  [FILTER_WARNINGS.switchUnsaved]: {
    title: T.filters.switchTitle,
    text: T.filters.switchText,
  },
};

export function FilterWarningDialog({
  warning,
  onClose,
}: {
  warning: FilterWarning | null;
  onClose: () => void;
}) {
  const texts = warning ? WARNING_TEXTS[warning] : null;
  return (
    <MessageDialog
      open={texts !== null}
      onClose={onClose}
      title={texts?.title ?? ""}
      text={texts?.text ?? ""}
    />
  );
}
