// Key-value storage as a port: the browser's sessionStorage or localStorage in the app, memory in
// tests and other clients. A storage the browser refuses (private mode, a full quota) degrades to
// memory for the page's life instead of breaking the app.

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function webStorage(pick: () => WebStorageLike | undefined): KeyValueStorage {
  const fallback = memoryStorage();
  const attempt = <T>(use: (storage: WebStorageLike) => T, instead: () => T): T => {
    try {
      const storage = pick();
      return storage ? use(storage) : instead();
    } catch {
      return instead();
    }
  };
  return {
    get: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => fallback.get(key),
      ),
    set: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => fallback.set(key, value),
      ),
    remove: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => fallback.remove(key),
      ),
  };
}

/** This tab's storage: it survives reloads and same-tab navigation, not the tab itself. */
export function browserSessionStorage(): KeyValueStorage {
  return webStorage(() => (globalThis as { sessionStorage?: WebStorageLike }).sessionStorage);
}

/** The browser profile's storage, shared by its tabs. */
export function browserLocalStorage(): KeyValueStorage {
  return webStorage(() => (globalThis as { localStorage?: WebStorageLike }).localStorage);
}
