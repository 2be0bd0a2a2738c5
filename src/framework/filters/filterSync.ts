/**
 * Reads the saved filters of one filter id and keeps storage in step with the state: after
 * every change — and, when a write failed, again with backoff (1 s doubling to 30 s, the
 * query retry of SPEC §9) — it writes what differs from what storage confirmed.
 */
import type { FilterStorage } from "../../api/filter-storage";
import type { Logger } from "../../api/logger";
import type { FilterAction } from "./filterReducer";
import type { FilterDefinition, FilterState } from "./model";
import {
  desiredSnapshot,
  failed,
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
    };
  }
  const parsed = parseStoredFilters(definition, all.result);
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

export interface FilterSyncOptions {
  storage: FilterStorage;
  filterId: string;
  getState(): { state: FilterState; confirmed: StoredSnapshot | null } | null;
  confirm(update: (confirmed: StoredSnapshot) => StoredSnapshot): void;
  /** Called with true when a write failed, with false once everything is written again. */
  onStatus(saveFailed: boolean): void;
}

export interface FilterSync {
  /** Writes what is not stored yet; call after every change. */
  run(): Promise<void>;
  dispose(): void;
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

  async function writeOnce(): Promise<"done" | "failed" | "idle"> {
    const current = getState();
    if (!current?.confirmed || current.state.loading) return "idle";
    const plan = planSync(desiredSnapshot(current.state), current.confirmed);
    if (isEmptyPlan(plan)) return "idle";
    for (const { name, value } of plan.writes) {
      if (failed(await storage.write(name, value))) return "failed";
      confirm((c) => ({ ...c, filters: new Map(c.filters).set(name, value) }));
    }
    for (const name of plan.removes) {
      if (failed(await storage.remove(name))) return "failed";
      confirm((c) => {
        const filters = new Map(c.filters);
        filters.delete(name);
        return { ...c, filters };
      });
    }
    if (plan.selected !== undefined) {
      const selected = plan.selected;
      if (failed(await storage.writeSelected(filterId, selected)))
        return "failed";
      confirm((c) => ({ ...c, selected }));
    }
    return "done";
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
      if (outcome === "failed") {
        onStatus(true);
        retryTimer = setTimeout(() => void run(), retryDelay(attempt));
        attempt += 1;
      } else {
        attempt = 0;
        onStatus(false);
      }
    } finally {
      running = false;
    }
  }

  return {
    run,
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
    },
  };
}
