/**
 * Reads the saved filters of one filter id and keeps storage in step with the state: after
 * every change — and, when a write failed, again with backoff (1 s doubling to 30 s, the
 * query retry of SPEC §9) — it writes what differs from what storage confirmed. A write the
 * portal refuses for good is not sent again as it is (the user's next change to that filter
 * is), and does not hold up the others; a refusal for want of a session waits for the user.
 *
 * A saved filter this page knows is overwritten or removed on the stored version the page read or
 * wrote (`If-Match`): when another tab or device has changed it since, the portal refuses the write
 * (412), nothing is written for it and the user chooses which version stands. A portal that keeps
 * no versions gets the same check from the client, racier: the stored value is read again before
 * the write and compared with the one this page read or wrote (docs/embedding.md).
 */
import type {
  FilterStorage,
  StorageError,
  StorageResult,
} from "../../api/filter-storage";
import type { Logger } from "../../api/logger";
import type { UserSetting } from "../../api/types";
import type { FilterAction } from "./filterReducer";
import type { FilterDefinition, FilterState } from "./model";
import {
  desiredSnapshot,
  filterSettingPrefix,
  isEmptyPlan,
  parseStoredFilters,
  planSync,
  sameStoredFilter,
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
  /**
   * What storage holds for the filters that come with changes not yet stored (journal.ts):
   * setting name → stored value the change was made on, null for none. Written after the load.
   */
  unstoredBases: Map<string, string | null>;
  /** The stored settings of this filter id as read: setting name → value. */
  settings: Map<string, string>;
  /** Their versions, where the portal keeps them: setting name → version. */
  versions: Map<string, string>;
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
      unstoredBases: new Map(),
      settings: new Map(),
      versions: new Map(),
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
    unstoredBases: new Map(),
    settings: new Map(all.result.map(({ name, value }) => [name, value])),
    versions: new Map(
      all.result.flatMap(({ name, version }) =>
        version === undefined ? [] : [[name, version] as const],
      ),
    ),
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
  versions: ReadonlyMap<string, string> = new Map(),
): StoredSnapshot {
  const desired = desiredSnapshot(state);
  return state.error
    ? desired
    : { filters: desired.filters, selected: storedSelection, versions };
}

/**
 * Why what the user changed is not stored: a failure being retried, a change the portal
 * refused, a session that has ended, or a saved filter changed elsewhere in the meantime.
 */
export type SaveProblem = "retrying" | "rejected" | "signedOut" | "conflict";

/** A saved filter changed elsewhere since this page read it: setting name → its stored value, null when deleted. */
export type FilterConflicts = ReadonlyMap<string, string | null>;

export interface FilterSyncOptions {
  storage: FilterStorage;
  filterId: string;
  getState(): { state: FilterState; confirmed: StoredSnapshot | null } | null;
  confirm(update: (confirmed: StoredSnapshot) => StoredSnapshot): void;
  /** Called after each round of writes: what keeps changes from storage, or null. */
  onStatus(problem: SaveProblem | null): void;
  /** Called when the saved filters changed elsewhere are found or resolved. */
  onConflicts(conflicts: FilterConflicts): void;
}

export interface FilterSync {
  /** Writes what is not stored yet; call after every change. */
  run(): Promise<void>;
  /**
   * The page is being left: sends everything not confirmed yet at once, in requests that outlive
   * the page (a write under way on a slow line is cut off with it, and the queue never sent).
   */
  flush(): void;
  /**
   * The user has chosen a version for a conflicting setting (and the caller has confirmed the
   * stored value, so the next check passes): it is written again if it still differs.
   */
  resolve(name: string): Promise<void>;
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
  onConflicts,
}: FilterSyncOptions): FilterSync {
  let running = false;
  let again = false;
  let disposed = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Writes the portal refused, as `name\0value`: not sent again unless they change. */
  const rejected = new Set<string>();
  const rejectedKey = (name: string, value: string) => `${name}\0${value}`;
  const conflicts = new Map<string, string | null>();
  /** The versions the portal named with its refusals (412), for writing over them if chosen. */
  const conflictVersions = new Map<string, string>();
  /** The versions read by this round's check, of settings unchanged since this page's last look. */
  const fresh = new Map<string, string>();

  /** What is to be written, without what the portal refused or the user has yet to choose. */
  function pendingPlan() {
    const current = getState();
    if (!current?.confirmed || current.state.loading) return null;
    const plan = planSync(desiredSnapshot(current.state), current.confirmed);
    const selected = plan.selected;
    return {
      confirmed: current.confirmed,
      writes: plan.writes.filter(
        ({ name, value }) =>
          !rejected.has(rejectedKey(name, value)) && !conflicts.has(name),
      ),
      removes: plan.removes.filter(
        (name) => !rejected.has(rejectedKey(name, "")) && !conflicts.has(name),
      ),
      selected:
        selected !== undefined && !rejected.has(rejectedKey(filterId, selected))
          ? selected
          : undefined,
    };
  }

  /** One write; the failure that ends this round, or null (done, or refused and set aside). */
  async function attemptWrite<T>(
    key: string,
    send: () => Promise<StorageResult<T>>,
    onDone: (result: T | null) => void,
    onChanged: (current: UserSetting | null | undefined) => void = () => {},
  ): Promise<StorageError | null> {
    const outcome = await send();
    const error = failure(outcome);
    if (!error) {
      onDone(outcome.result);
      return null;
    }
    if (error.refusal === "rejected") {
      rejected.add(key);
      return null;
    }
    if (error.refusal === "changed") {
      onChanged(error.current);
      return null;
    }
    return error;
  }

  const confirmStored = (
    name: string,
    value: string | null,
    version?: string,
  ) =>
    confirm((c) => {
      const filters = new Map(c.filters);
      const versions = new Map(c.versions);
      if (value === null) filters.delete(name);
      else filters.set(name, value);
      if (version === undefined) versions.delete(name);
      else versions.set(name, version);
      return { ...c, filters, versions };
    });

  /**
   * The portal refused a write or removal made on an older version (412): the stored one is the
   * other client's, to choose from — unless both made the same change.
   */
  function changedElsewhere(
    name: string,
    ours: string | null,
    current: UserSetting | null | undefined,
  ) {
    const theirs = current?.value ?? null;
    const definition = getState()?.state.definition;
    if (definition && sameStoredFilter(definition, name, theirs, ours)) {
      confirmStored(name, ours, current?.version);
      return;
    }
    conflicts.set(name, theirs);
    if (current?.version !== undefined)
      conflictVersions.set(name, current.version);
  }

  /**
   * Reads what is stored now for the settings the plan overwrites or removes; sets aside each
   * one changed elsewhere. A failed read ends the round like a failed write.
   */
  async function checkStored(
    plan: NonNullable<ReturnType<typeof pendingPlan>>,
  ): Promise<StorageError | null> {
    fresh.clear();
    const mine = new Map<string, string | null>([
      ...plan.writes.map(({ name, value }) => [name, value] as const),
      ...plan.removes.map((name) => [name, null] as const),
    ]);
    // Those with a version are checked by the portal itself as they are written.
    const known = [...mine.keys()].filter(
      (name) =>
        plan.confirmed.filters.has(name) && !plan.confirmed.versions?.has(name),
    );
    if (known.length === 0) return null;
    const { result, error } = await storage.readAll(
      filterSettingPrefix(filterId),
    );
    // A read the portal refuses for its content says nothing about the write: retried.
    if (error)
      return error.refusal === "signedOut"
        ? error
        : { ...error, refusal: undefined };
    const stored = new Map(
      (result ?? []).map(({ name, value }) => [name, value] as const),
    );
    const definition = getState()?.state.definition;
    if (!definition) return null;
    // Compared by meaning: what this page confirmed is in its own spelling, not necessarily the
    // stored one's.
    const same = (name: string, a: string | null, b: string | null) =>
      sameStoredFilter(definition, name, a, b);
    for (const name of known) {
      const theirs = stored.get(name) ?? null;
      const ours = mine.get(name) ?? null;
      if (same(name, theirs, plan.confirmed.filters.get(name) ?? null)) {
        // Unchanged: the write is made on the version just read, where the portal keeps one.
        const version = result?.find((entry) => entry.name === name)?.version;
        if (version !== undefined) fresh.set(name, version);
        continue;
      }
      // Both made the same change: nothing to choose.
      if (same(name, theirs, ours)) confirmStored(name, ours);
      else conflicts.set(name, theirs);
    }
    return null;
  }

  async function writeOnce(): Promise<"done" | "idle" | StorageError> {
    let plan = pendingPlan();
    if (!plan || isEmptyPlan(plan)) return "idle";
    const conflictsBefore = conflicts.size;
    const checkFailed = await checkStored(plan);
    if (checkFailed) return checkFailed;
    if (conflicts.size !== conflictsBefore) {
      onConflicts(new Map(conflicts));
      plan = pendingPlan();
      if (!plan || isEmptyPlan(plan)) return "idle";
    }
    const found = conflicts.size;
    try {
      return await writePlan(plan);
    } finally {
      if (conflicts.size !== found) onConflicts(new Map(conflicts));
    }
  }

  async function writePlan(
    plan: NonNullable<ReturnType<typeof pendingPlan>>,
  ): Promise<"done" | StorageError> {
    const version = (name: string) =>
      plan.confirmed.versions?.get(name) ?? fresh.get(name);
    for (const { name, value } of plan.writes) {
      const error = await attemptWrite(
        rejectedKey(name, value),
        () => storage.write(name, value, { version: version(name) }),
        (written) => confirmStored(name, value, written?.version),
        (current) => changedElsewhere(name, value, current),
      );
      if (error) return error;
    }
    for (const name of plan.removes) {
      const error = await attemptWrite(
        rejectedKey(name, ""),
        () => storage.remove(name, { version: version(name) }),
        () => confirmStored(name, null),
        (current) => changedElsewhere(name, null, current),
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
        onStatus(
          conflicts.size > 0 ? "conflict" : stillRefused() ? "rejected" : null,
        );
      }
    } finally {
      running = false;
    }
  }

  function flush(): void {
    const plan = pendingPlan();
    if (!plan || isEmptyPlan(plan)) return;
    const options = (name: string) => ({
      keepalive: true,
      version: plan.confirmed.versions?.get(name),
    });
    for (const { name, value } of plan.writes)
      void storage.write(name, value, options(name));
    for (const name of plan.removes) void storage.remove(name, options(name));
    if (plan.selected !== undefined)
      void storage.writeSelected(filterId, plan.selected, { keepalive: true });
  }

  return {
    run,
    flush,
    resolve(name) {
      if (!conflicts.delete(name)) return Promise.resolve();
      // The stored value the user chose over or took is now the one to write on.
      const version = conflictVersions.get(name);
      conflictVersions.delete(name);
      confirm((c) => {
        const versions = new Map(c.versions);
        if (version === undefined) versions.delete(name);
        else versions.set(name, version);
        return { ...c, versions };
      });
      onConflicts(new Map(conflicts));
      return run();
    },
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
    },
  };
}
