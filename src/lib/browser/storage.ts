/**
 * How the site's scripts touch browser storage (the inline head scripts,
 * which run before any module, read it directly). When storage is
 * unavailable (blocked cookies, quota, private mode, server rendering) it
 * logs one console warning and the site carries on without persistence; it
 * never throws.
 */
let warned = false;
let cachedStorage: Storage | null | undefined;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `Browser storage is unavailable; preferences will not be saved. (${error instanceof Error ? error.message : String(error)})`,
  );
}

function storage(): Storage | null {
  if (cachedStorage !== undefined) return cachedStorage;
  if (typeof window === 'undefined') return null; // server rendering: no storage, no warning
  // Reading the property throws where storage is blocked. (No write probe: a
  // page load writes nothing; a write that fails later warns the same way.)
  try {
    cachedStorage = window.localStorage;
  } catch (error) {
    warnOnce(error);
    cachedStorage = null;
  }
  return cachedStorage;
}

/** Whether this page can keep anything in browser storage. */
export function storageAvailable(): boolean {
  return storage() !== null;
}

/**
 * Where storage is blocked, reading `window.localStorage` throws a
 * SecurityError. Libraries that test `window.localStorage` before using it
 * (DocSearch reads it in an effect, unguarded) expect a missing value
 * instead: this page then shows them none. No-op where storage works.
 */
export function showBlockedStorageAsMissing(): void {
  if (storageAvailable() || typeof window === 'undefined') return;
  try {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  } catch {
    // A property that cannot be redefined: nothing more to do.
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/** Calls `listener` when another tab changes `key`; returns the unsubscribe function. */
export function listenStorage(key: string, listener: (value: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener(event.newValue);
  };
  try {
    window.addEventListener('storage', onStorage);
  } catch (error) {
    warnOnce(error);
    return () => {};
  }
  return () => window.removeEventListener('storage', onStorage);
}
