import type { UserTask } from "../../api/types";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../i18n/format";
import { TASK_TEXTS } from "../../i18n/tasks";
import { Dialog, DIALOG_TYPES } from "../../ui/dialog";

const TEXTS = TASK_TEXTS;

/** Asks before a task goes: its result file goes with it. */
export function RemoveTaskDialog({
  task,
  onClose,
  onConfirm,
}: {
  task: UserTask | null;
  onClose: () => void;
  onConfirm: (task: UserTask) => void;
}) {
  return (
    <Dialog
      open={task !== null}
      onClose={onClose}
      type={DIALOG_TYPES.WARNING}
      title={TEXTS.removeTitle}
      description={
        task && (
          <p>
            {TEXTS.removeQuestion(task.name, formatDateTime(task.timeStarted))}
          </p>
        )
      }
      actions={
        <>
          <Button type="button" onClick={onClose}>
            {TEXTS.keep}
          </Button>
          <Button
            type="button"
            variant="primary"
            onClick={() => task && onConfirm(task)}
          >
            {TEXTS.remove}
          </Button>
        </>
      }
    />
  );
}
