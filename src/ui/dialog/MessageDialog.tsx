import type { ReactNode } from "react";
import { Dialog, DIALOG_TYPES, type DialogType } from "./Dialog";
import { DialogCloseButton } from "./DialogCloseButton";

export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  type?: DialogType;
}

/** A message that only needs acknowledging, e.g. 'Kein Filter ausgewählt'. */
export function MessageDialog({
  open,
  onClose,
  title,
  text,
  type = DIALOG_TYPES.WARNING,
}: MessageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      type={type}
      actions={<DialogCloseButton onClose={onClose} primary />}
    />
  );
}
