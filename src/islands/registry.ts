import { showSearchShell } from '../lib/browser/search-shell';
import type { IslandTrigger } from './triggers';

/**
 * The React islands of the site, loaded on demand. Each entry is a separate
 * chunk: React itself downloads only when a reader first uses an island.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Mount = (container: HTMLElement, props: any) => { unmount(): void };

export const islandLoaders: Record<string, () => Promise<{ mount: Mount }>> = {
  theme: () => import('./theme/mount'),
  announcement: () => import('./announcement/mount'),
  search: () => import('./search/mount'),
  'search-page': () => import('./search/mount-page'),
};

/** What else an island needs, fetched in parallel with it on the first intent. */
export const islandPreloads: Record<string, () => Promise<unknown>> = {
  search: () => import('./search/modal-assets').then((m) => m.loadModal()),
};

/** What an island shows at once when an interaction wakes it, before React has loaded. */
export const islandFirstFrames: Record<string, (trigger: IslandTrigger) => void> = {
  search: (t) => {
    if (t.type === 'click' || t.type === 'shortcut') showSearchShell();
    else if (t.key && t.key.length === 1) showSearchShell(t.key);
  },
};
