import { atom, onMount } from 'nanostores';
import { listenStorage, readStorage, writeStorage } from '../lib/browser/storage';

export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

/** The colour mode of this view. Light until the client reads the page. */
export const $theme = atom<ColorMode>('light');

/** A mode forced by `?_sdoc_theme=` (embedding): applies to this view and is never saved. */
function forcedMode(): ColorMode | undefined {
  if (typeof location === 'undefined') return undefined;
  const value = new URLSearchParams(location.search).get('_sdoc_theme');
  return isMode(value) ? value : undefined;
}

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

onMount($theme, () => {
  const attr = document.documentElement.getAttribute('data-theme');
  $theme.set(isMode(attr) ? attr : 'light');
  // Another tab changed the saved mode: follow it (unless this view is forced).
  return listenStorage(THEME_STORAGE_KEY, (value) => {
    if (!forcedMode() && isMode(value)) {
      apply(value);
      $theme.set(value);
    }
  });
  // (scripts/theme-sync.ts does the same for pages whose toggle never loaded.)
});

/** Sets the colour mode; it is saved unless the view is forced by `_sdoc_theme`. */
export function setTheme(mode: ColorMode): void {
  apply(mode);
  $theme.set(mode);
  if (!forcedMode()) writeStorage(THEME_STORAGE_KEY, mode);
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}

/** The saved mode, for tests and the head script's logic. */
export function savedTheme(): ColorMode | undefined {
  const v = readStorage(THEME_STORAGE_KEY);
  return isMode(v) ? v : undefined;
}
