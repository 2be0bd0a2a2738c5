import { useEffect } from "react";
import { FRAME_TEXTS } from "../../i18n/frame";
import { storageBlocked } from "../chrome";
import { useAddToast } from "../toasts";

let told = false;

/** Where the browser blocks its storage, the app works on in memory and says so once per page. */
export function useStorageNotice(): void {
  const addToast = useAddToast();
  useEffect(() => {
    if (told || !storageBlocked()) return;
    told = true;
    addToast({ type: "info", message: FRAME_TEXTS.storageBlocked });
  }, [addToast]);
}
