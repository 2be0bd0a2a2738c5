import { atom, useSetAtom } from "jotai";
import { isFirewallRejection, TimeoutError } from "../../api/errors";

/** An error the frame shows in a modal, one at a time, oldest first (SPEC §4, §8). */
export type GlobalError =
  | { id: number; kind: "firewall"; html: string }
  | { id: number; kind: "timeout" }
  | { id: number; kind: "unexpected"; error: unknown };

type GlobalErrorInput =
  | { kind: "firewall"; html: string }
  | { kind: "timeout" }
  | { kind: "unexpected"; error: unknown };

let nextId = 0;

export const globalErrorsAtom = atom<GlobalError[]>([]);

/** Queues an error; a firewall or timeout modal already waiting is not queued a second time. */
export const queueGlobalErrorAtom = atom(
  null,
  (get, set, input: GlobalErrorInput) => {
    const queue = get(globalErrorsAtom);
    const duplicate = queue.some((queued) =>
      input.kind === "unexpected"
        ? queued.kind === "unexpected" && queued.error === input.error
        : queued.kind === input.kind,
    );
    if (duplicate) return;
    nextId += 1;
    set(globalErrorsAtom, [...queue, { ...input, id: nextId }]);
  },
);

export const dismissGlobalErrorAtom = atom(null, (get, set, id: number) => {
  set(
    globalErrorsAtom,
    get(globalErrorsAtom).filter((queued) => queued.id !== id),
  );
});

/** The firewall and timeout modals belong to any failed request, handled or not. */
export function requestFailureOf(error: unknown): GlobalErrorInput | null {
  if (isFirewallRejection(error))
    return {
      kind: "firewall",
      html: typeof error.body === "string" ? error.body : "",
    };
  if (error instanceof TimeoutError) return { kind: "timeout" };
  return null;
}

/** What the frame shows for an error nobody else handles. */
export function globalErrorOf(error: unknown): GlobalErrorInput {
  return requestFailureOf(error) ?? { kind: "unexpected", error };
}

/**
 * `onError` for a mutation whose failure the page shows itself (an alert, a toast, a status line):
 * with an `onError` of its own a mutation gets only the firewall and timeout modals from the frame,
 * not a second, generic error box. Given to `useMutation`, not to `mutate`: the frame sees only
 * the former.
 */
export const shownByPage = (): void => {};

/**
 * For pages: `reportError(error)` shows an error the page cannot handle itself — the error box
 * (error id, logged to the server), or the firewall / timeout modal when it is one of those.
 */
export function useReportError(): (error: unknown) => void {
  const queue = useSetAtom(queueGlobalErrorAtom);
  return (error) => queue(globalErrorOf(error));
}
