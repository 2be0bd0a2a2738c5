import { createHash } from "node:crypto";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { keyedBy } from "./store";
import type { JsonStore, PersistentDocument } from "./store";

/**
 * What one user may keep in the portal's user settings (docs/embedding.md, ADR 39): the app's
 * saved filters need a few kilobytes, the limits leave room for hundreds of them.
 */
export const SETTINGS_GROUPS_PER_USER = 20;
/** Names and values of all the user's settings together, in UTF-8. */
export const SETTINGS_BYTES_PER_USER = 1024 * 1024;

/**
 * A stored setting and its version, raised by every write: reads answer it with each setting, a
 * write or removal that sends it back in `If-Match` fails with 412 once another client changed the
 * setting since (and `If-None-Match: *` once one was created under the name meanwhile).
 */
export interface StoredSetting {
  name: string;
  value: string;
  version: number;
}

/** Groups as a list: their names come from the request and never become an object's keys. */
interface UserSettingsFile {
  user: string;
  groups: { name: string; settings: StoredSetting[] }[];
}

const settingSchema = z.object({
  name: z.string(),
  value: z.string(),
  // Settings stored before versions were kept count as the first.
  version: z.number().int().positive().default(1),
});

const fileSchema = z.object({
  user: z.string(),
  groups: z.array(
    z.object({ name: z.string(), settings: z.array(settingSchema) }),
  ),
});

/** Every user's settings in one file, as they were kept before each user had a file. */
const LEGACY_DOCUMENT = "user-settings";
/** User and group names are keys of the old file, not properties: `__proto__` is a group too. */
const legacySchema = keyedBy(keyedBy(z.array(settingSchema)));

/** Any user name (length, case, characters) makes a safe and distinct file name. */
const documentName = (username: string) =>
  `user-settings-${createHash("sha256").update(username).digest("hex")}`;

/** The user's file in the data directory. */
export const userSettingsFileName = (username: string) =>
  `${documentName(username)}.json`;

const sizeOf = (setting: { name: string; value: string }) =>
  Buffer.byteLength(setting.name) + Buffer.byteLength(setting.value);

/**
 * One document per user: a write rewrites that user's settings (at most SETTINGS_BYTES_PER_USER)
 * and nobody else's.
 */
export class UserSettingsStore {
  private readonly documents = new Map<
    string,
    PersistentDocument<UserSettingsFile>
  >();

  constructor(private readonly store: JsonStore) {
    this.moveLegacyDocument();
  }

  /** The group as stored (empty when the user has none under that name). */
  group(username: string, group: string): readonly StoredSetting[] {
    return this.find(username, group)?.settings ?? [];
  }

  /**
   * Why storing `next` in place of `existing` would take the user beyond the limits, in German;
   * null when it fits.
   */
  refusal(
    username: string,
    group: string,
    existing: StoredSetting | undefined,
    next: { name: string; value: string },
  ): string | null {
    const { groups } = this.documentOf(username).value;
    if (
      !this.find(username, group) &&
      groups.length >= SETTINGS_GROUPS_PER_USER
    ) {
      return `Es können höchstens ${SETTINGS_GROUPS_PER_USER} Gruppen von Einstellungen gespeichert werden. Bitte löschen Sie Einstellungen, die Sie nicht mehr benötigen.`;
    }
    let before = 0;
    for (const { settings } of groups)
      for (const setting of settings) before += sizeOf(setting);
    const after = before - (existing ? sizeOf(existing) : 0) + sizeOf(next);
    // Settings stored beyond the limit before it was set may still shrink.
    if (after > SETTINGS_BYTES_PER_USER && after > before) {
      return `Ihre gespeicherten Einstellungen dürfen zusammen höchstens ${SETTINGS_BYTES_PER_USER / 1024 / 1024} MB groß sein. Bitte löschen Sie Einstellungen, die Sie nicht mehr benötigen.`;
    }
    return null;
  }

  /** Creates or overwrites the setting, raising its version; answers the group as stored. */
  write(
    username: string,
    group: string,
    name: string,
    value: string,
  ): readonly StoredSetting[] {
    const settings = this.findOrCreate(username, group).settings;
    const existing = settings.find((setting) => setting.name === name);
    if (existing) {
      existing.value = value;
      existing.version += 1;
    } else {
      settings.push({ name, value, version: 1 });
    }
    return settings;
  }

  /** Removes the setting (an emptied group goes too); answers the group as stored. */
  remove(
    username: string,
    group: string,
    name: string,
  ): readonly StoredSetting[] {
    const found = this.find(username, group);
    if (!found) return [];
    found.settings = found.settings.filter((setting) => setting.name !== name);
    if (found.settings.length === 0) {
      const { groups } = this.documentOf(username).value;
      groups.splice(groups.indexOf(found), 1);
    }
    return found.settings;
  }

  /** Resolves once the user's file holds every change made so far. */
  save(username: string): Promise<void> {
    return this.documentOf(username).save();
  }

  private find(username: string, group: string) {
    return this.documentOf(username).value.groups.find(
      (candidate) => candidate.name === group,
    );
  }

  private findOrCreate(username: string, group: string) {
    const found = this.find(username, group);
    if (found) return found;
    const created = { name: group, settings: [] };
    this.documentOf(username).value.groups.push(created);
    return created;
  }

  private documentOf(username: string): PersistentDocument<UserSettingsFile> {
    let document = this.documents.get(username);
    if (!document) {
      document = this.store.document(
        documentName(username),
        () => ({ user: username, groups: [] }),
        (raw) => fileSchema.parse(raw),
      );
      this.documents.set(username, document);
    }
    return document;
  }

  /**
   * A data directory from before: each user's settings move to the user's own file, at start and
   * before any request, and the old file goes once they all are written.
   */
  private moveLegacyDocument(): void {
    const legacy = this.store.document<Map<
      string,
      Map<string, StoredSetting[]>
    > | null>(
      LEGACY_DOCUMENT,
      () => null,
      (raw) => legacySchema.parse(raw),
    );
    if (!legacy.value) return;
    for (const [user, groups] of legacy.value) {
      const path = this.store.path(userSettingsFileName(user));
      // Moved already by a start that ended before the old file was removed.
      if (existsSync(path)) continue;
      const moved: UserSettingsFile = {
        user,
        groups: [...groups]
          .filter(([, settings]) => settings.length > 0)
          .map(([name, settings]) => ({ name, settings })),
      };
      // The store's temp-file naming: a crash in between leaves nothing it would not clear.
      const temp = `${path}.${process.pid}.moved.tmp`;
      writeFileSync(temp, JSON.stringify(moved, null, 1));
      renameSync(temp, path);
    }
    rmSync(this.store.path(`${LEGACY_DOCUMENT}.json`), { force: true });
  }
}
