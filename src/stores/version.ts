import { map } from 'nanostores';
import { readStorage, removeStorage, writeStorage } from '../lib/browser/storage';

/**
 * The docs version each reader prefers, per docs plugin: the one they last
 * picked in the version dropdown. Kept in browser storage under one key per
 * plugin, as on the current site; where storage is blocked it lasts for the
 * page only. The page script loads it (no React); the dropdown island sets it.
 */
export const $preferredVersions = map<Record<string, string>>({});

const key = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/**
 * Reads the saved preferred version of a docs plugin whose versions are
 * `names`; a saved name that matches none of them (a version since removed)
 * is discarded.
 */
export function loadPreferredVersion(pluginId: string, names: readonly string[]): void {
  const saved = readStorage(key(pluginId));
  if (saved === null) return;
  if (names.includes(saved)) $preferredVersions.setKey(pluginId, saved);
  else removeStorage(key(pluginId));
}

/** The reader picked `name` in the version dropdown of the docs plugin. */
export function choosePreferredVersion(pluginId: string, name: string): void {
  $preferredVersions.setKey(pluginId, name);
  writeStorage(key(pluginId), name);
}

/**
 * At every page load (soft ones included): loads the preferred version of
 * each docs plugin that has a version dropdown on the page (the dropdown
 * names the plugin and its versions in `data-versions-plugin` and
 * `data-versions`).
 */
export function loadPreferredVersions(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-versions-plugin]')) {
    loadPreferredVersion(el.dataset['versionsPlugin'] ?? 'default', (el.dataset['versions'] ?? '').split(' ').filter(Boolean));
  }
}
