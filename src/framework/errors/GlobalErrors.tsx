import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useQueryClient, type Query } from "@tanstack/react-query";
import { T } from "../../i18n/de";
import { useLogger } from "../../api/HttpContext";
import { USER_TEXTS } from "../../i18n/user";
import {
  Dialog,
  DIALOG_TYPES,
  DialogCloseButton,
  MessageDialog,
} from "../../ui/dialog";
import { ErrorBox } from "./ErrorBox";
import { isOwnError } from "./ownErrors";
import {
  dismissGlobalErrorAtom,
  globalErrorOf,
  globalErrorsAtom,
  queueGlobalErrorAtom,
  requestFailureOf,
  type GlobalError,
} from "./globalErrorsState";
import styles from "./GlobalErrors.module.css";

/**
 * The frame's error modals (SPEC §4, §8), fed by the QueryClient of this mount and `useReportError`:
 * every request rejected by the firewall (a 400 with an HTML page) or timed out — a query's retries
 * included, so the user hears of it at once — and every mutation error without its own `onError`.
 * Query errors otherwise belong to the page that shows the data. The window's `error` and
 * `unhandledrejection` events open the error box when the remote's own code threw them (an event
 * handler, a promise nobody waited for; `isOwnError`), never for the portal's or another app's.
 */
export function GlobalErrors({
  ownFiles,
}: {
  /** Where the remote's own files are served from (host's ownFilesUrl); none: no window errors. */
  ownFiles?: string;
}) {
  const queryClient = useQueryClient();
  const logger = useLogger();
  const queue = useSetAtom(queueGlobalErrorAtom);
  const dismiss = useSetAtom(dismissGlobalErrorAtom);
  const errors = useAtomValue(globalErrorsAtom);

  useEffect(() => {
    const logQueryFailure = (query: Query, error: unknown) => {
      const log = query.meta?.failureLog;
      if (log) logger[log.level](log.message, error);
      else logger.error("Anfrage fehlgeschlagen", error);
    };
    const unsubscribeQueries = queryClient
      .getQueryCache()
      .subscribe((event) => {
        if (event.type !== "updated") return;
        const { action } = event;
        if (action.type !== "failed" && action.type !== "error") return;
        const failure = requestFailureOf(action.error);
        if (failure) queue(failure);
        // What the user was told of: a modal at once, a page's error state after the retries.
        if (failure || action.type === "error")
          logQueryFailure(event.query, action.error);
      });
    // A route's prefetch can fail (a 4xx, never retried) before this listens.
    for (const query of queryClient.getQueryCache().getAll()) {
      const failure = requestFailureOf(query.state.error);
      if (failure && query.state.status === "error") {
        queue(failure);
        logQueryFailure(query, query.state.error);
      }
    }
    const unsubscribeMutations = queryClient
      .getMutationCache()
      .subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const { error } = event.action;
        const failure = requestFailureOf(error);
        const handledByPage = Boolean(event.mutation.options.onError);
        // The error box of an unhandled one logs it itself, with its error id.
        if (failure || handledByPage)
          logger.error("Änderung fehlgeschlagen", error);
        if (handledByPage) {
          if (failure) queue(failure);
        } else queue(globalErrorOf(error));
      });
    const onError = (event: ErrorEvent) => {
      // Taken already (a chunk answered with a page: chunkScriptErrors).
      if (event.defaultPrevented) return;
      if (isOwnError(event.error, ownFiles, event.filename))
        queue(globalErrorOf(event.error ?? event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!event.defaultPrevented && isOwnError(event.reason, ownFiles))
        queue(globalErrorOf(event.reason));
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [queryClient, queue, logger, ownFiles]);

  const current = errors[0];
  if (!current) return null;
  return (
    <ErrorModal
      key={current.id}
      error={current}
      onClose={() => dismiss(current.id)}
    />
  );
}

function ErrorModal({
  error,
  onClose,
}: {
  error: GlobalError;
  onClose: () => void;
}) {
  const closeButton = <DialogCloseButton onClose={onClose} primary />;
  switch (error.kind) {
    case "firewall":
      return (
        <Dialog
          open
          onClose={onClose}
          type={DIALOG_TYPES.ERROR}
          size="large"
          title={T.errors.firewallTitle}
          description={<p>{USER_TEXTS.errors.firewallIntro}</p>}
          actions={closeButton}
        >
          {/* sandbox="": the page is the firewall's, not ours — no scripts, no same-origin access. */}
          <iframe
            className={styles.frame}
            sandbox=""
            srcDoc={error.html}
            title={USER_TEXTS.errors.firewallFrame}
          />
        </Dialog>
      );
    case "timeout":
      return (
        <MessageDialog
          open
          onClose={onClose}
          type={DIALOG_TYPES.ERROR}
          title={T.errors.timeoutTitle}
          text={T.errors.timeoutText}
        />
      );
    case "unexpected":
      return (
        <Dialog
          open
          onClose={onClose}
          type={DIALOG_TYPES.ERROR}
          title={USER_TEXTS.errors.unexpectedTitle}
          actions={closeButton}
        >
          <ErrorBox error={error.error} />
        </Dialog>
      );
  }
}
