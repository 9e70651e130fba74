import { listenStorage } from '../lib/browser/storage';

/**
 * Follows a colour-mode change made in another tab, even on a page whose
 * toggle was never touched (so its island is not loaded). A view forced with
 * `?_sdoc_theme=` keeps its mode.
 */
export function syncThemeAcrossTabs(): void {
  const forced = new URLSearchParams(location.search).get('_sdoc_theme');
  if (forced === 'light' || forced === 'dark') return;
  listenStorage('theme', (value) => {
    if (value === 'light' || value === 'dark') document.documentElement.setAttribute('data-theme', value);
  });
}
