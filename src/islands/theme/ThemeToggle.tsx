import { useStore } from '@nanostores/react';
import { useEffect, useState, memo } from 'react';
import { useIslandTriggers } from '../../lib/browser/island-queue';
import { $theme, toggleTheme } from '../../stores/theme';

/**
 * The light/dark switch. The server renders it disabled (aria-disabled, so it
 * stays focusable and a first click or key press hydrates it); once mounted
 * it is live, and a click that woke it is applied.
 */
function ThemeToggle() {
  const theme = useStore($theme, { ssr: 'initial' });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useIslandTriggers('theme', (t) => {
    if (t.type === 'click' || t.key === 'Enter' || t.key === ' ') toggleTheme();
  });
  const label = ready ? `Switch between dark and light mode (currently ${theme} mode)` : 'Switch between dark and light mode';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-disabled={ready ? undefined : true}
      aria-label={label}
      onClick={toggleTheme}
    >
      <svg className="theme-toggle__icon theme-toggle__icon--light" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className="theme-toggle__icon theme-toggle__icon--dark" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}

// A memo component: Astro's server renderer recognises it without calling it outside React.
export default memo(ThemeToggle);
