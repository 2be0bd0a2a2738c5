import {
  onlineManager,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { useAddToast } from "../toasts";

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** What failed while the line was down is asked again; paused requests go on by themselves. */
function retryFailed(client: QueryClient) {
  void client.refetchQueries({
    type: "active",
    predicate: (query) => query.state.status === "error",
  });
}

/**
 * While the browser is offline, requests wait (React Query's offline-first mode) instead of
 * failing: without a word, a page would only spin. This says why above the page, and when the line
 * is back, says so and asks again for what had failed.
 */
export function ConnectionNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const client = useQueryClient();
  const addToast = useAddToast();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    addToast({ type: "success", message: FRAME_TEXTS.backOnline });
    retryFailed(client);
  }, [online, client, addToast]);
  if (online) return null;
  return (
    <Alert type={ALERT_TYPES.Warning} live>
      {FRAME_TEXTS.offline}
    </Alert>
  );
}
