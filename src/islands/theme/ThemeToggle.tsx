import { useRef, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { island } from '../shared/IslandBoundary';
import { useIslandTriggers } from '../shared/use-island-triggers';
import { $theme, toggleTheme } from '../../stores/theme';
import { liveToggleName, TOGGLE_NAME } from './label';

const noSubscription = () => () => {};

/**
 * The light/dark switch. The server HTML is an aria-disabled button (it does
 * nothing without JavaScript); the page script makes it live before this
 * island loads (see prepare.ts). The reader's first intent hydrates it: a
 * click or Enter/Space that woke it is replayed here, once.
 */
function ThemeToggle() {
  const mode = useStore($theme);
  // False while hydrating (the server HTML), true from then on.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const button = useRef<HTMLButtonElement>(null);

  useIslandTriggers(button, (t) => {
    if (t.type === 'click' || (t.type === 'key' && (t.key === 'Enter' || t.key === ' '))) toggleTheme();
  });

  return (
    <button
      ref={button}
      type="button"
      className="theme-toggle"
      aria-disabled={live ? undefined : true}
      aria-label={live ? liveToggleName(mode) : TOGGLE_NAME}
      onClick={toggleTheme}
      // prepare.ts makes the server HTML live before hydration.
      suppressHydrationWarning
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

export default island(ThemeToggle);
