export { Dialog, DIALOG_SIZES, DIALOG_TYPES } from "./Dialog";
export { DialogCloseButton } from "./DialogCloseButton";
export { Drawer } from "./Drawer";
export { MessageDialog } from "./MessageDialog";
export { useOpenedOnce } from "./useOpenedOnce";
