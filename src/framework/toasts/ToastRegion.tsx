import { useState, type CSSProperties } from "react";
import { USER_TEXTS } from "../../i18n/user";
import { Alert } from "../../ui/alert";
import { FADE_MS } from "../../ui/tokens";
import { useActiveToasts, type Toast } from "./toasts";
import styles from "./ToastRegion.module.css";

/**
 * The active toasts (SPEC §4) in a fixed corner. The two live regions exist before any toast does,
 * so screen readers announce what is added: danger assertively, everything else politely.
 * Each toast fades out in its last FADE_MS; the message centre keeps them all for later reading.
 */
export function ToastRegion() {
  const { toasts, dismiss } = useActiveToasts();
  const item = (toast: Toast) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      onDismiss={() => dismiss(toast.id)}
    />
  );
  return (
    <section
      className={styles.region}
      aria-label={USER_TEXTS.messages.toastRegion}
    >
      <div role="alert" className={styles.stack}>
        {toasts.filter((toast) => toast.type === "danger").map(item)}
      </div>
      <div role="status" className={styles.stack}>
        {toasts.filter((toast) => toast.type !== "danger").map(item)}
      </div>
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
}: {
  toast: Toast;
  onDismiss: () => void;
}) {
  // From the time it was added, so a re-mounted toast still fades when it goes.
  const [fadeDelay] = useState(() =>
    Math.max(0, toast.addedAt + toast.dismissTimeInMs - FADE_MS - Date.now()),
  );
  return (
    <div
      className={styles.toast}
      style={{ "--toast-fade-delay": `${fadeDelay}ms` } as CSSProperties}
    >
      <Alert type={toast.type} onDismiss={onDismiss}>
        {toast.message}
      </Alert>
    </div>
  );
}
