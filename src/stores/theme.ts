import { atom } from 'nanostores';
import { listenStorage, writeStorage } from '../lib/browser/storage';
import { forcedTheme, isColorMode, THEME_STORAGE_KEY, type ColorMode } from '../lib/browser/theme';

/** The mode the head script (src/components/head/ThemeScript.astro) applied before first paint. */
function modeOfPage(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  const attr = document.documentElement.getAttribute('data-theme');
  return isColorMode(attr) ? attr : 'light';
}

/**
 * The colour mode of this view. It starts from `<html data-theme>` (set
 * before first paint, carried over soft navigations) and writes that
 * attribute whenever it changes. Plain nanostores: the page script loads it
 * without React.
 */
export const $theme = atom<ColorMode>(modeOfPage());

$theme.listen((mode) => {
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-theme', mode);
});

/** The reader's choice: applied, and saved unless the view is forced by `?_sdoc_theme=` (blocked storage warns once). */
export function chooseTheme(mode: ColorMode): void {
  $theme.set(mode);
  if (!forcedTheme()) writeStorage(THEME_STORAGE_KEY, mode);
}

export function toggleTheme(): void {
  chooseTheme($theme.get() === 'dark' ? 'light' : 'dark');
}

let following = false;

/**
 * Follows a mode chosen in another tab, even on a page whose toggle was never
 * touched (its island not loaded). A view forced with `?_sdoc_theme=` keeps
 * its mode. Once per tab; not part of loading the page: Chrome connects the
 * tab to storage events when the first listener is added, a millisecond or
 * two of work.
 */
export function followThemeAcrossTabs(): void {
  if (following || forcedTheme()) return;
  following = true;
  const listen = () =>
    listenStorage(THEME_STORAGE_KEY, (value) => {
      if (isColorMode(value)) $theme.set(value);
    });
  if ('requestIdleCallback' in window) requestIdleCallback(listen, { timeout: 2_000 });
  else setTimeout(listen, 500);
}
