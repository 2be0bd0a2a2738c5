export { ToastRegion } from "./ToastRegion";
export { toastHistoryAtom, useAddToast } from "./toasts";
