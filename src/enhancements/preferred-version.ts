import { readStorage, removeStorage, writeStorage } from '../lib/browser/storage';

/** One key per docs plugin, as on the current site. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/**
 * The docs version a reader picks in the version dropdown is saved as their
 * preferred version; a saved name that matches no version is discarded on load.
 */
export function enhancePreferredVersion(root: Document = document): void {
  for (const dropdown of root.querySelectorAll<HTMLElement>('[data-versions-plugin]')) {
    const key = preferredVersionKey(dropdown.dataset['versionsPlugin'] ?? 'default');
    const names = (dropdown.dataset['versions'] ?? '').split(' ').filter(Boolean);
    const saved = readStorage(key);
    if (saved !== null && !names.includes(saved)) removeStorage(key);
    dropdown.addEventListener('click', (e) => {
      const link = (e.target as Element).closest<HTMLElement>('a[data-version]');
      if (link) writeStorage(key, link.dataset['version']!);
    });
  }
}
