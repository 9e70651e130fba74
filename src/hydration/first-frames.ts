import { closeSearchShell, showSearchShell } from '../lib/browser/search-shell';
import type { IntentOptions, IslandTrigger } from './trigger-queue';

interface FirstFrame {
  /** Shown at once when an interaction wakes the island, before React has loaded. */
  show(trigger: IslandTrigger): void;
  /** Taken down when the island's code cannot be loaded. */
  close(): void;
  /** What else the island needs, fetched in parallel with its code. */
  preload(): Promise<unknown>;
}

/** The first frames islands can ask for with `client:intent={{ firstFrame }}`. */
export const firstFrames: Record<NonNullable<IntentOptions['firstFrame']>, FirstFrame> = {
  search: {
    show: (t) => {
      if (t.type === 'click' || t.type === 'shortcut') showSearchShell();
      else if (t.key && t.key.length === 1) showSearchShell(t.key);
    },
    close: () => void closeSearchShell(),
    preload: () => import('../islands/search/modal-assets').then((m) => m.loadModal()),
  },
};
