/**
 * Reads the saved filters of one filter id and keeps storage in step with the state: after
 * every change — and, when a write failed, again with backoff (1 s doubling to 30 s, the
 * query retry of SPEC §9) — it writes what differs from what storage confirmed. A write the
 * portal refuses for good is not sent again as it is (the user's next change to that filter
 * is), and does not hold up the others; a refusal for want of a session waits for the user.
 */
import type {
  FilterStorage,
  StorageError,
  StorageResult,
} from "../../api/filter-storage";
import type { Logger } from "../../api/logger";
import type { FilterAction } from "./filterReducer";
import type { FilterDefinition, FilterState } from "./model";
import {
  desiredSnapshot,
  filterSettingPrefix,
  isEmptyPlan,
  parseStoredFilters,
  planSync,
  type StoredSnapshot,
} from "./persistence";

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
}

/** The `loaded` action for the reducer, and the raw stored selection. */
export async function loadFilters(
  storage: FilterStorage,
  definition: FilterDefinition,
  logger: Pick<Logger, "warn">,
): Promise<{
  action: Extract<FilterAction, { type: "loaded" }>;
  storedSelection: string | undefined;
  /** The stored values of filters that lost stale values on the way in: rewritten without them. */
  staleSettings: Map<string, string>;
}> {
  const [all, selected] = await Promise.all([
    storage.readAll(filterSettingPrefix(definition.id)),
    storage.readSelected(definition.id),
  ]);
  // A missing selection is a first visit, not a failure.
  const error =
    all.error ??
    (selected.error?.message === "name_not_found" ? null : selected.error);
  if (error || !all.result) {
    const failure = error ?? { message: "no_response_data", status: null };
    // Only the warning icon shows it; the operators hear of it through the log.
    logger.warn(`Gespeicherte Filter nicht geladen: ${failure.message}`);
    return {
      action: {
        type: "loaded",
        filters: [],
        selectedKey: undefined,
        error: failure,
      },
      storedSelection: undefined,
      staleSettings: new Map(),
    };
  }
  const parsed = parseStoredFilters(definition, all.result);
  const staleSettings = new Map<string, string>();
  for (const { setting, criterion, values } of parsed.staleValues) {
    logger.warn(
      `Gespeicherter Filter ${setting}: nicht mehr angeboten ${criterion}=${values.join(",")}`,
    );
    const stored = all.result.find((entry) => entry.name === setting);
    if (stored) staleSettings.set(setting, stored.value);
  }
  for (const id of new Set(parsed.missingCriteria))
    logger.warn(`Gespeicherter Filter: unbekanntes Kriterium ${id}`);
  for (const name of parsed.unreadable)
    logger.warn(`Gespeicherter Filter nicht lesbar: ${name}`);
  return {
    action: {
      type: "loaded",
      filters: parsed.filters,
      selectedKey: selected.result ?? undefined,
      error: null,
    },
    storedSelection: selected.result ?? undefined,
    staleSettings,
  };
}

/**
 * The baseline after loading: what the loaded state would store (so a normalised or unreadable
 * setting is not rewritten just for being read). After a failed load nothing is known, so the
 * state itself is the baseline: only what the user changes from now on is written.
 */
export function confirmedAfterLoad(
  state: FilterState,
  storedSelection: string | undefined,
): StoredSnapshot {
  const desired = desiredSnapshot(state);
  return state.error
    ? desired
    : { filters: desired.filters, selected: storedSelection };
}

/**
 * Why what the user changed is not stored: a failure being retried, a change the portal
 * refused, or a session that has ended.
 */
export type SaveProblem = "retrying" | "rejected" | "signedOut";

export interface FilterSyncOptions {
  storage: FilterStorage;
  filterId: string;
  getState(): { state: FilterState; confirmed: StoredSnapshot | null } | null;
  confirm(update: (confirmed: StoredSnapshot) => StoredSnapshot): void;
  /** Called after each round of writes: what keeps changes from storage, or null. */
  onStatus(problem: SaveProblem | null): void;
}

export interface FilterSync {
  /** Writes what is not stored yet; call after every change. */
  run(): Promise<void>;
  /**
   * The page is being left: sends everything not confirmed yet at once, in requests that outlive
   * the page (a write under way on a slow line is cut off with it, and the queue never sent).
   */
  flush(): void;
  dispose(): void;
}

/** A failure to retry; a remove of something already gone counts as done. */
function failure(outcome: StorageResult<unknown>): StorageError | null {
  const { error } = outcome;
  return error && error.message !== "name_not_found" ? error : null;
}

export function createFilterSync({
  storage,
  filterId,
  getState,
  confirm,
  onStatus,
}: FilterSyncOptions): FilterSync {
  let running = false;
  let again = false;
  let disposed = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Writes the portal refused, as `name\0value`: not sent again unless they change. */
  const rejected = new Set<string>();
  const rejectedKey = (name: string, value: string) => `${name}\0${value}`;

  /** What is to be written, without what the portal refused. */
  function pendingPlan() {
    const current = getState();
    if (!current?.confirmed || current.state.loading) return null;
    const plan = planSync(desiredSnapshot(current.state), current.confirmed);
    const selected = plan.selected;
    return {
      writes: plan.writes.filter(
        ({ name, value }) => !rejected.has(rejectedKey(name, value)),
      ),
      removes: plan.removes.filter(
        (name) => !rejected.has(rejectedKey(name, "")),
      ),
      selected:
        selected !== undefined && !rejected.has(rejectedKey(filterId, selected))
          ? selected
          : undefined,
    };
  }

  /** One write; the failure that ends this round, or null (done, or refused and set aside). */
  async function attemptWrite(
    key: string,
    send: () => Promise<StorageResult<unknown>>,
    onDone: () => void,
  ): Promise<StorageError | null> {
    const error = failure(await send());
    if (!error) {
      onDone();
      return null;
    }
    if (error.refusal === "rejected") {
      rejected.add(key);
      return null;
    }
    return error;
  }

  async function writeOnce(): Promise<"done" | "idle" | StorageError> {
    const plan = pendingPlan();
    if (!plan || isEmptyPlan(plan)) return "idle";
    for (const { name, value } of plan.writes) {
      const error = await attemptWrite(
        rejectedKey(name, value),
        () => storage.write(name, value),
        () =>
          confirm((c) => ({
            ...c,
            filters: new Map(c.filters).set(name, value),
          })),
      );
      if (error) return error;
    }
    for (const name of plan.removes) {
      const error = await attemptWrite(
        rejectedKey(name, ""),
        () => storage.remove(name),
        () =>
          confirm((c) => {
            const filters = new Map(c.filters);
            filters.delete(name);
            return { ...c, filters };
          }),
      );
      if (error) return error;
    }
    const selected = plan.selected;
    if (selected !== undefined) {
      const error = await attemptWrite(
        rejectedKey(filterId, selected),
        () => storage.writeSelected(filterId, selected),
        () => confirm((c) => ({ ...c, selected })),
      );
      if (error) return error;
    }
    return "done";
  }

  /** Whether something the portal refused is still what the user wants stored. */
  function stillRefused(): boolean {
    const current = getState();
    if (!current?.confirmed || rejected.size === 0) return false;
    const plan = planSync(desiredSnapshot(current.state), current.confirmed);
    return (
      plan.writes.some(({ name, value }) =>
        rejected.has(rejectedKey(name, value)),
      ) ||
      plan.removes.some((name) => rejected.has(rejectedKey(name, ""))) ||
      (plan.selected !== undefined &&
        rejected.has(rejectedKey(filterId, plan.selected)))
    );
  }

  async function run(): Promise<void> {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(retryTimer);
    try {
      let outcome: Awaited<ReturnType<typeof writeOnce>>;
      do {
        again = false;
        outcome = await writeOnce();
      } while (!disposed && (again || outcome === "done"));
      if (disposed) return;
      if (typeof outcome === "object" && outcome.refusal === "signedOut") {
        // Retrying cannot sign the user in: the user retries once signed in again.
        attempt = 0;
        onStatus("signedOut");
      } else if (typeof outcome === "object") {
        onStatus("retrying");
        retryTimer = setTimeout(() => void run(), retryDelay(attempt));
        attempt += 1;
      } else {
        attempt = 0;
        onStatus(stillRefused() ? "rejected" : null);
      }
    } finally {
      running = false;
    }
  }

  function flush(): void {
    const plan = pendingPlan();
    if (!plan || isEmptyPlan(plan)) return;
    const keepalive = { keepalive: true };
    for (const { name, value } of plan.writes)
      void storage.write(name, value, keepalive);
    for (const name of plan.removes) void storage.remove(name, keepalive);
    if (plan.selected !== undefined)
      void storage.writeSelected(filterId, plan.selected, keepalive);
  }

  return {
    run,
    flush,
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
    },
  };
}
