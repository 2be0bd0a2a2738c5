import { atom } from "jotai";
import { toastHistoryAtom } from "../toasts";

/** How many history entries the user has seen: the message centre marks all seen while open. */
export const seenMessageCountAtom = atom(0);

export const unreadMessageCountAtom = atom(
  (get) => get(toastHistoryAtom).length - get(seenMessageCountAtom),
);
