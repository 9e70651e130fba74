import type { DataStore } from 'astro/loaders';

/**
 * In `npm run dev`, each content loader's own store, by collection: what the
 * loader last stored, which the dev server's pages read instead of
 * `getCollection`. Astro's `getCollection` reads a snapshot of the store that
 * its dev server reloads from `.astro/data-store.json` after each write; a
 * page rendered while that file is rewritten can keep the older snapshot
 * until the next save, so a page fixed after a mistake stayed empty (the
 * entry of its failed render) and a new page was not found. Builds never
 * register a store, so they read `getCollection` as before.
 */
type LiveStore = Pick<DataStore, 'values'>;

// Shared by the loaders (Astro's process) and the pages (Vite's module runner in the same process).
const stores: Map<string, LiveStore> = ((globalThis as { __buck2LiveStores?: Map<string, LiveStore> }).__buck2LiveStores ??= new Map());

/** Called by a content loader in the dev server (it has a watcher): pages read this store. */
export function keepLiveStore(collection: string, store: LiveStore): void {
  stores.set(collection, store);
}

/** The entries a loader holds now, shaped as `getCollection` returns them; undefined outside the dev server. */
export function liveEntries<T>(collection: string): T[] | undefined {
  const store = stores.get(collection);
  return store ? ([...store.values()].map((entry) => ({ ...entry, collection })) as T[]) : undefined;
}
