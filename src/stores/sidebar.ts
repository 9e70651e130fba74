import { atom } from 'nanostores';
import { readStorage, writeStorage } from '../lib/browser/storage';

/** The storage key of the desktop sidebar's collapsed state (the head script reads it before first paint). */
export const SIDEBAR_HIDDEN_KEY = 'docs-sidebar-hidden';

/**
 * Whether the reader collapsed the desktop doc sidebar. Saved across pages and
 * visits; it sets `<html data-sidebar-hidden>`, which the head script also sets
 * before first paint. Blocked storage: collapsed for this page only.
 */
export const $sidebarHidden = atom<boolean>(false);

$sidebarHidden.listen((hidden) => {
  document.documentElement.toggleAttribute('data-sidebar-hidden', hidden);
});

/** Reads the saved state and applies it (on each page load: a soft navigation brings the new page's `<html>` attributes). */
export function loadSidebarHidden(): void {
  const hidden = readStorage(SIDEBAR_HIDDEN_KEY) === 'true';
  $sidebarHidden.set(hidden);
  document.documentElement.toggleAttribute('data-sidebar-hidden', hidden);
}

/** Collapses or expands the sidebar and remembers it. */
export function setSidebarHidden(hidden: boolean): void {
  writeStorage(SIDEBAR_HIDDEN_KEY, String(hidden));
  $sidebarHidden.set(hidden);
}
