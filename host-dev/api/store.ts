import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

/**
 * Atomic file replacement: a reader (or a crash) sees either the old or the
 * new content, never a half-written file. The temp file lives in the same
 * directory because rename is only atomic within one file system.
 */
let tempCounter = 0;
async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
): Promise<void> {
  const temp = `${path}.${process.pid}.${++tempCounter}.tmp`;
  const handle = await open(temp, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * A JSON object whose keys are data (session ids, user and group names, DMS paths), read as a Map.
 * As a plain object's properties such keys would meet the object's own: a lookup of `toString`
 * finds a function, a write to `__proto__` lands on Object.prototype and every later request of
 * every visitor fails. Every key of the file is kept, `__proto__` too (JSON.parse makes it an own
 * property); the store writes a Map back as a JSON object.
 */
export function keyedBy<T>(value: z.ZodType<T>): z.ZodType<Map<string, T>> {
  return z
    .preprocess(
      (raw) =>
        raw !== null && typeof raw === "object" && !Array.isArray(raw)
          ? Object.entries(raw)
          : raw,
      z.array(z.tuple([z.string(), value])),
    )
    .transform((entries) => new Map(entries));
}

/** JSON.stringify replacer: a Map as the JSON object keyedBy reads back. */
function mapsAsObjects(_key: string, value: unknown): unknown {
  // Object.fromEntries defines properties, so a `__proto__` key stays data.
  return value instanceof Map ? Object.fromEntries(value) : value;
}

/** One JSON document in the data directory, held in memory and saved on demand. */
export interface PersistentDocument<T> {
  readonly value: T;
  /** Resolves once a write that includes every change made so far is on disk. */
  save(): Promise<void>;
}

/**
 * Writes of one file go one after the other, so two saves never interleave on disk, and a burst of
 * saves of a document collapses into one write. Different files do not wait for each other: one
 * user's large settings never hold up another user's save.
 */
export class JsonStore {
  /** Per file: its last write, settled (never rejects). */
  private readonly last = new Map<string, Promise<void>>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    for (const name of readdirSync(dataDir)) {
      // Leftovers of a crash in the middle of writeFileAtomic.
      if (name.endsWith(".tmp")) rmSync(join(dataDir, name), { force: true });
    }
  }

  /**
   * The document `name`; `parse` builds its value from the file's JSON. A document keyed by names
   * that come from requests holds them in Maps (`keyedBy`), never as a plain object's properties.
   */
  document<T>(
    name: string,
    initial: () => T,
    parse: (raw: unknown) => T,
  ): PersistentDocument<T> {
    const path = join(this.dataDir, `${name}.json`);
    const value = this.load(path, initial, parse);
    return {
      value,
      save: () => {
        const waiting = this.pending.get(path);
        // A queued write serialises when it starts, so it already covers this change.
        if (waiting) return waiting;
        const done = this.after(path, () => {
          this.pending.delete(path);
          return writeFileAtomic(path, JSON.stringify(value, mapsAsObjects, 1));
        });
        this.pending.set(path, done);
        return done;
      },
    };
  }

  /** A binary file (task results), after the file's earlier writes. */
  writeFile(relativePath: string, data: Uint8Array): Promise<void> {
    const path = join(this.dataDir, relativePath);
    return this.after(path, () => writeFileAtomic(path, data));
  }

  removeFile(relativePath: string): Promise<void> {
    const path = join(this.dataDir, relativePath);
    return this.after(path, () => rm(path, { force: true }));
  }

  path(relativePath: string): string {
    return join(this.dataDir, relativePath);
  }

  /** Waits until everything queued so far is written. */
  async flush(): Promise<void> {
    while (this.last.size > 0) await Promise.all(this.last.values());
  }

  private after(path: string, write: () => Promise<void>): Promise<void> {
    const done = (this.last.get(path) ?? Promise.resolve()).then(write);
    const settled = done.catch((error: unknown) => {
      console.error(`[host-dev api] could not write ${path}`, error);
    });
    this.last.set(path, settled);
    void settled.then(() => {
      if (this.last.get(path) === settled) this.last.delete(path);
    });
    return done;
  }

  private load<T>(
    path: string,
    initial: () => T,
    parse: (raw: unknown) => T,
  ): T {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      return initial();
    }
    try {
      return parse(JSON.parse(text));
    } catch (error) {
      // Keep the unreadable file for inspection instead of silently losing it.
      const aside = `${path}.corrupt-${Date.now()}`;
      try {
        renameSync(path, aside);
      } catch {
        // Nothing more to save; start from the initial value.
      }
      console.error(
        `[host-dev api] ${path} unreadable, moved to ${aside}`,
        error,
      );
      return initial();
    }
  }
}
