import { writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';

export const isColorMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** The colour mode forced by `?_sdoc_theme=` (embedding): it applies to that view only and is never saved. */
export function forcedTheme(search: string = location.search): ColorMode | undefined {
  const value = new URLSearchParams(search).get('_sdoc_theme');
  return isColorMode(value) ? value : undefined;
}

/**
 * The colour mode of this view. The `<html data-theme>` attribute is the
 * source of truth: the head script sets it before first paint, and
 * src/enhancements/theme-sync.ts follows other tabs.
 */
export function currentTheme(): ColorMode {
  const attr = document.documentElement.getAttribute('data-theme');
  return isColorMode(attr) ? attr : 'light';
}

/** Sets the colour mode; it is saved unless the view is forced by `_sdoc_theme`. */
export function setTheme(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  if (!forcedTheme()) writeStorage(THEME_STORAGE_KEY, mode);
}

export function toggleTheme(): void {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}
