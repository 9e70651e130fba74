import { listenStorage } from '../lib/browser/storage';
import { forcedTheme, isColorMode, THEME_STORAGE_KEY } from '../lib/browser/theme';

/**
 * Follows a colour-mode change made in another tab, even on a page whose
 * toggle was never touched (so its island is not loaded). A view forced with
 * `?_sdoc_theme=` keeps its mode.
 */
export function syncThemeAcrossTabs(): void {
  if (forcedTheme()) return;
  // Not part of loading the page: Chrome connects the tab to storage events
  // when the first listener is added, a millisecond or two of work.
  const listen = () =>
    listenStorage(THEME_STORAGE_KEY, (value) => {
      if (isColorMode(value)) document.documentElement.setAttribute('data-theme', value);
    });
  if ('requestIdleCallback' in window) requestIdleCallback(listen, { timeout: 2_000 });
  else setTimeout(listen, 500);
}
