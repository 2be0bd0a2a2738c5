type StorageKind = "localStorage" | "sessionStorage";

const standIns = new Map<StorageKind, Storage>();

/** A Storage in memory: what is kept lasts as long as the page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser's storage, or, where privacy settings block it (merely reading
 * `window.sessionStorage` throws there), a stand-in in memory: the app works as before, only
 * nothing it keeps outlives the page.
 */
export function browserStorage(kind: StorageKind): Storage {
  try {
    const storage = window[kind];
    void storage.length;
    return storage;
  } catch {
    let standIn = standIns.get(kind);
    if (!standIn) standIns.set(kind, (standIn = memoryStorage()));
    return standIn;
  }
}

/** Whether the browser blocks its storage for this page. */
export function storageBlocked(): boolean {
  try {
    void window.localStorage.length;
    void window.sessionStorage.length;
    return false;
  } catch {
    return true;
  }
}
