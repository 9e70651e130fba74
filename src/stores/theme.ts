import { atom, onMount } from 'nanostores';
import { readStorage, writeStorage } from '../lib/browser/storage';
import { forcedTheme, isColorMode, type ColorMode } from '../lib/browser/forced-theme';

export type { ColorMode };
export const THEME_STORAGE_KEY = 'theme';

/** The colour mode of this view. Light until the client reads the page. */
export const $theme = atom<ColorMode>('light');

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

// The <html data-theme> attribute is the source of truth: the head script sets
// it before first paint, and enhancements/theme-sync.ts follows other tabs.
onMount($theme, () => {
  if (typeof document === 'undefined') return; // server rendering: keep the initial value
  const read = () => {
    const attr = document.documentElement.getAttribute('data-theme');
    $theme.set(isColorMode(attr) ? attr : 'light');
  };
  read();
  const observer = new MutationObserver(read);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
});

/** Sets the colour mode; it is saved unless the view is forced by `_sdoc_theme`. */
export function setTheme(mode: ColorMode): void {
  apply(mode);
  $theme.set(mode);
  if (!forcedTheme()) writeStorage(THEME_STORAGE_KEY, mode);
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}

/** The saved mode, for tests and the head script's logic. */
export function savedTheme(): ColorMode | undefined {
  const v = readStorage(THEME_STORAGE_KEY);
  return isColorMode(v) ? v : undefined;
}
