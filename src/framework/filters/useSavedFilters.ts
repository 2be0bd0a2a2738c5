/**
 * The saved filters as server state: read with a query, written with mutations, one after the
 * other per filter id (a mutation scope). What is not stored yet is the mutations' own state —
 * shown on top of what was read, retried by React Query while the failure may pass, kept when the
 * portal refuses it, offered as a choice when another tab or device changed the filter (412) —
 * sent with `keepalive` when the page is left, and kept in the tab's session storage until stored,
 * to be taken up again after a reload.
 */
import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type Mutation,
} from "@tanstack/react-query";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from "react";
import {
  savedFilterKeys,
  savedFiltersQueryOptions,
  SavedFiltersError,
  SettingChangedError,
  writeSelection,
  writeSetting,
  type SettingChange,
  type StoredFilterSettings,
} from "../../api/endpoints/savedFilters";
import { selectedFilterKey } from "../../api/filter-storage";
import type { UserSetting } from "../../api/types";
import { useLogger } from "../../api/HttpContext";
import { FILTER_TEXTS } from "../../i18n/filters";
import { browserStorage } from "../chrome";
import { useAddToast } from "../toasts";
import type { StoredView } from "./derive";
import type { FilterDefinition } from "./model";
import {
  parseStoredFilters,
  sameStoredFilter,
  type StoredChanges,
} from "./persistence";
import { unstoredKey } from "./storageKeys";
import { useStorage } from "./useStorage";

/**
 * Why a change is not stored: a failure being retried, a change the portal refused, a session that
 * has ended, or a saved filter changed elsewhere in the meantime.
 */
export type SaveProblem = "retrying" | "rejected" | "signedOut" | "conflict";

/** A change of a setting, or the selection (one per user, written whatever is stored). */
type StoreChange = SettingChange & { selection?: true };

interface Unfinished {
  id: number;
  change: StoreChange;
  problem: SaveProblem | null;
  /** What is stored now, for a change the portal refused as made on an older version. */
  current?: UserSetting | null;
}

const isValue = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

/** The changes this tab kept, one per setting: the last value, made on the first one's base. */
function readUnstored(key: string): Map<string, SettingChange> {
  const kept = new Map<string, SettingChange>();
  try {
    const parsed: unknown = JSON.parse(
      browserStorage("sessionStorage").getItem(key) ?? "[]",
    );
    for (const entry of Array.isArray(parsed) ? parsed : []) {
      const { name, value, base } = (entry ?? {}) as Partial<SettingChange>;
      const version: unknown = base?.version;
      if (typeof name !== "string" || !isValue(value) || !isValue(base?.value))
        continue;
      kept.set(name, {
        name,
        value,
        base: kept.get(name)?.base ?? {
          value: base.value,
          ...(typeof version === "string" && { version }),
        },
      });
    }
  } catch {
    // Unreadable: nothing to take up.
  }
  return kept;
}

function keepUnstored(key: string, changes: readonly SettingChange[]) {
  try {
    const storage = browserStorage("sessionStorage");
    if (changes.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(changes));
  } catch {
    // Storage full or gone: the changes still live in the page, and it asks before being left.
  }
}

function problemOf(error: unknown): SaveProblem {
  if (error instanceof SettingChangedError) return "conflict";
  if (
    error instanceof SavedFiltersError &&
    error.failure.refusal === "signedOut"
  )
    return "signedOut";
  return "rejected";
}

/** Worth asking again: not a refusal of the portal's (a 4xx but 408/425/429, a 412, a 401/403). */
function mayPass(_count: number, error: unknown): boolean {
  return error instanceof SavedFiltersError && !error.failure.refusal;
}

function unfinishedOf(
  mutation: Mutation<unknown, unknown, unknown>,
): Unfinished {
  const { status, error, failureCount } = mutation.state;
  return {
    id: mutation.mutationId,
    change: mutation.state.variables as StoreChange,
    // Not `isPaused`: a write waiting for the one before it in its scope is paused too.
    problem:
      status === "error"
        ? problemOf(error)
        : failureCount > 0
          ? "retrying"
          : null,
    ...(error instanceof SettingChangedError && { current: error.current }),
  };
}

function withChange(
  stored: StoredFilterSettings,
  change: StoreChange,
  version?: string,
): StoredFilterSettings {
  if (change.selection)
    return { ...stored, selected: change.value ?? undefined };
  const settings = new Map(stored.settings);
  if (change.value === null) settings.delete(change.name);
  else
    settings.set(change.name, {
      name: change.name,
      value: change.value,
      ...(version !== undefined && { version }),
    });
  return { ...stored, settings };
}

/** The stored value a change is made on: a setting's value and version, where known. */
const baseOf = (setting: UserSetting | null | undefined) => ({
  value: setting?.value ?? null,
  ...(setting?.version !== undefined && { version: setting.version }),
});

export function useSavedFilters(definition: FilterDefinition) {
  const filterId = definition.id;
  const { owner, storage } = useStorage();
  const queryClient = useQueryClient();
  const options = savedFiltersQueryOptions(storage, owner ?? "", filterId);
  const query = useQuery({ ...options, enabled: owner !== null });
  const mutationKey = useMemo(
    () => [...savedFilterKeys.list(owner ?? "", filterId), "write"],
    [owner, filterId],
  );
  const same = useCallback(
    (name: string) => (a: string | null, b: string | null) =>
      sameStoredFilter(definition, name, a, b),
    [definition],
  );
  const send = useCallback(
    async (change: StoreChange, options?: { keepalive: true }) => {
      if (!change.selection)
        return (
          await writeSetting(
            storage,
            filterId,
            change,
            same(change.name),
            options,
          )
        )?.version;
      await writeSelection(storage, filterId, change.value ?? "", options);
    },
    [storage, filterId, same],
  );
  const { mutate } = useMutation({
    mutationKey,
    scope: { id: mutationKey.join("\0") },
    mutationFn: (change: StoreChange) => send(change),
    retry: mayPass,
    // Told by the filter itself (its alerts and toasts), not the general error box.
    onError: () => {},
    onSuccess: (version, change) =>
      queryClient.setQueryData(options.queryKey, (stored) =>
        stored ? withChange(stored, change, version) : stored,
      ),
  });

  const unfinished = useMutationState({
    filters: {
      mutationKey,
      predicate: (mutation) => mutation.state.status !== "success",
    },
    select: unfinishedOf,
  });
  const removeMutation = useCallback(
    (id: number) => {
      const cache = queryClient.getMutationCache();
      const mutation = cache.getAll().find((entry) => entry.mutationId === id);
      if (mutation) cache.remove(mutation);
    },
    [queryClient],
  );

  // As read, with what is not stored yet on top (React Query's optimistic update "via the UI").
  const settings = useMemo(() => {
    if (!query.data) return null;
    return unfinished.reduce(
      (stored, { change }) => withChange(stored, change),
      query.data,
    );
  }, [query.data, unfinished]);
  const parsed = useMemo(
    () =>
      settings &&
      parseStoredFilters(definition, [...settings.settings.values()]),
    [definition, settings],
  );
  const view = useMemo(
    (): StoredView | null =>
      settings &&
      parsed && { filters: parsed.filters, selected: settings.selected },
    [settings, parsed],
  );
  const stale = parsed?.staleValues.map(({ setting }) => setting) ?? [];

  /** A change made on what the page shows now: on its stored version unless a change is under way. */
  const change = useCallback(
    (name: string, value: string | null): StoreChange => {
      const stored = query.data?.settings.get(name);
      const pending = unfinished.findLast(
        (entry) => entry.change.name === name,
      );
      if (!pending) return { name, value, base: baseOf(stored) };
      // Made on a change not stored yet: on its base while that is refused or in question.
      if (pending.problem && pending.problem !== "retrying") {
        removeMutation(pending.id);
        return { name, value, base: pending.change.base };
      }
      return { name, value, base: { value: pending.change.value } };
    },
    [query.data, unfinished, removeMutation],
  );

  const store = useCallback(
    ({ settings, selected }: StoredChanges) => {
      for (const [name, value] of settings) mutate(change(name, value));
      if (selected !== undefined)
        mutate({
          name: selectedFilterKey(filterId),
          value: selected,
          base: { value: null },
          selection: true,
        });
    },
    [mutate, change, filterId],
  );

  // Once the filters are read: what this tab could not store before a reload, made again on what
  // it was made on (a filter changed elsewhere since is asked about). A visitor's filters live in
  // the tab's session storage: written at once, nothing to keep.
  const addToast = useAddToast();
  const restored = useRef(false);
  const logger = useLogger();
  const keptKey = owner ? unstoredKey(filterId, owner) : null;
  const restore = useEffectEvent((stored: StoredFilterSettings) => {
    restored.current = true;
    // SPEC §8: what storage holds that the definition cannot take is only logged.
    const read = parseStoredFilters(definition, [...stored.settings.values()]);
    for (const { setting, criterion, values } of read.staleValues)
      logger.warn(
        `Gespeicherter Filter ${setting}: nicht mehr angeboten ${criterion}=${values.join(",")}`,
      );
    for (const id of new Set(read.missingCriteria))
      logger.warn(`Gespeicherter Filter: unbekanntes Kriterium ${id}`);
    for (const name of read.unreadable)
      logger.warn(`Gespeicherter Filter nicht lesbar: ${name}`);
    if (!keptKey) return;
    const changes = [...readUnstored(keptKey).values()].filter(
      ({ name, value }) =>
        !same(name)(stored.settings.get(name)?.value ?? null, value),
    );
    keepUnstored(keptKey, []);
    for (const kept of changes) mutate(kept);
    if (changes.length > 0)
      addToast({ type: "info", message: FILTER_TEXTS.journalRestored });
  });
  useEffect(() => {
    if (query.data && !restored.current) restore(query.data);
  }, [query.data]);
  useEffect(() => {
    if (keptKey && restored.current)
      keepUnstored(
        keptKey,
        unfinished.flatMap(({ change }) => (change.selection ? [] : [change])),
      );
  }, [keptKey, unfinished]);
  useFlushOnLeave(unfinished, send);

  const conflicts = new Map(
    unfinished.flatMap(({ change, problem, current }) =>
      problem === "conflict" ? [[change.name, current ?? null] as const] : [],
    ),
  );
  const problems = new Set(unfinished.map(({ problem }) => problem));
  const problem =
    (["conflict", "signedOut", "rejected", "retrying"] as const).find((kind) =>
      problems.has(kind),
    ) ?? null;

  return {
    /** Whose filters: the user name, "" for a visitor; null while the session is not known. */
    owner,
    /** As stored, with the changes not stored yet on top; null while loading. */
    view,
    error:
      query.error instanceof SavedFiltersError
        ? query.error.failure
        : query.error
          ? { message: "unknown_error" as const, status: null }
          : null,
    reload: () => void query.refetch(),
    /** Stores a change of the filters, made on what `view` shows. */
    store,
    problem,
    /** Settings changed elsewhere, awaiting the user's choice: name → what is stored now. */
    conflicts,
    resolve(name: string, choice: "mine" | "theirs") {
      const entry = unfinished.find(
        ({ change, problem }) => change.name === name && problem === "conflict",
      );
      if (!entry) return;
      removeMutation(entry.id);
      const current = entry.current ?? null;
      if (choice === "mine") mutate({ ...entry.change, base: baseOf(current) });
      else
        queryClient.setQueryData(options.queryKey, (stored) =>
          stored
            ? withChange(
                stored,
                { name, value: current?.value ?? null, base: { value: null } },
                current?.version,
              )
            : stored,
        );
    },
    /** Sends again what the portal could not take for want of a session (or refused). */
    retry() {
      for (const { id, change, problem } of unfinished) {
        if (problem !== "rejected" && problem !== "signedOut") continue;
        removeMutation(id);
        mutate(change);
      }
    },
    /** Stored values of filters that lost values no longer offered (to be written without them). */
    stale,
  };
}

/**
 * pagehide, not beforeunload: it also comes when a phone's browser discards the page. What is not
 * stored is sent in requests that outlive the page (a write under way on a slow line is cut off
 * with it).
 */
function useFlushOnLeave(
  unfinished: readonly Unfinished[],
  send: (change: StoreChange, options: { keepalive: true }) => Promise<unknown>,
) {
  const flush = useEffectEvent(() => {
    for (const { change, problem } of unfinished)
      if (problem !== "conflict")
        send(change, { keepalive: true }).catch(() => {});
  });
  useEffect(() => {
    const listener = () => flush();
    window.addEventListener("pagehide", listener);
    return () => window.removeEventListener("pagehide", listener);
  }, []);
}
