export type ColorMode = 'light' | 'dark';

export const isColorMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

/** Where the reader's colour mode is saved (src/components/head/ThemeScript.astro reads it before first paint). */
export const THEME_STORAGE_KEY = 'theme';

/** The colour mode forced by `?_sdoc_theme=` (embedding): it applies to that view only and is never saved. */
export function forcedTheme(search: string = location.search): ColorMode | undefined {
  const value = new URLSearchParams(search).get('_sdoc_theme');
  return isColorMode(value) ? value : undefined;
}
