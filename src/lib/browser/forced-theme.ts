export type ColorMode = 'light' | 'dark';

export const isColorMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

/** The colour mode forced by `?_sdoc_theme=` (embedding): it applies to that view only and is never saved. */
export function forcedTheme(search: string = typeof location === 'undefined' ? '' : location.search): ColorMode | undefined {
  const value = new URLSearchParams(search).get('_sdoc_theme');
  return isColorMode(value) ? value : undefined;
}
