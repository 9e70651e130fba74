import { $theme } from '../../stores/theme';
import { liveToggleName } from './label';

/**
 * Run by the page script on every page: with JavaScript the toggle works
 * before its island hydrates (the loader queues the click for the island),
 * so it loses the server HTML's aria-disabled and names the mode in use,
 * following changes from other tabs until the page is left.
 */
export function prepareThemeToggle(signal: AbortSignal): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('astro-island:not([data-island-state="hydrated"]) .theme-toggle[aria-disabled]');
  if (!buttons.length) return;
  for (const b of buttons) b.removeAttribute('aria-disabled');
  const stop = $theme.subscribe((mode) => buttons.forEach((b) => b.setAttribute('aria-label', liveToggleName(mode))));
  signal.addEventListener('abort', stop, { once: true });
}
