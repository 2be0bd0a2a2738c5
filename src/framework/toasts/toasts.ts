import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";

/** SPEC §9 */
const TOAST_DISMISS_MS = 4000;
const MAX_ACTIVE_TOASTS = 3;

export type ToastType = "info" | "success" | "warning" | "danger";

/** SPEC §3 Toast. */
export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  dismissTimeInMs: number;
  addedByApplication: boolean;
  addedAt: number;
}

let counter = 0;

/** Active toasts, oldest first. */
const activeToastsAtom = atom<Toast[]>([]);
/** Every toast ever shown in this mount, newest first: the message centre lists them. */
export const toastHistoryAtom = atom<Toast[]>([]);

export const addToastAtom = atom(
  null,
  (
    get,
    set,
    input: {
      type: ToastType;
      message: string;
      dismissTimeInMs?: number;
      addedByApplication?: boolean;
    },
  ) => {
    counter += 1;
    const toast: Toast = {
      id: `toast-${counter}`,
      type: input.type,
      message: input.message,
      dismissTimeInMs: input.dismissTimeInMs ?? TOAST_DISMISS_MS,
      addedByApplication: input.addedByApplication ?? true,
      addedAt: Date.now(),
    };
    // A fourth toast pushes out the oldest.
    set(
      activeToastsAtom,
      [...get(activeToastsAtom), toast].slice(-MAX_ACTIVE_TOASTS),
    );
    set(toastHistoryAtom, [toast, ...get(toastHistoryAtom)]);
    return toast.id;
  },
);

const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    activeToastsAtom,
    get(activeToastsAtom).filter((toast) => toast.id !== id),
  );
});

export function useAddToast() {
  return useSetAtom(addToastAtom);
}

/** The active toasts, each removed after its dismiss time. */
export function useActiveToasts() {
  const toasts = useAtomValue(activeToastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timers = toasts.map((toast) =>
      window.setTimeout(
        () => dismiss(toast.id),
        Math.max(0, toast.addedAt + toast.dismissTimeInMs - Date.now()),
      ),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts, dismiss]);
  return {
    toasts,
    dismiss: useCallback((id: string) => dismiss(id), [dismiss]),
  };
}
