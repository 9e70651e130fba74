import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $mobileMenuView, $openPanel, closePanel, openPanel, showMobileMenu, type MobileMenuView } from '../../stores/panel';
import { useIslandTriggers } from '../shared/use-island-triggers';
import { island } from '../shared/IslandBoundary';

export interface MobilePanelProps {
  /** The page has a sidebar: the panel shows it as its docs menu. */
  hasSidebar: boolean;
  /** The primary menu's list (the navbar items, server-rendered by Astro). */
  children?: ReactNode;
}

const DESKTOP = '(min-width: 997px)';
const PANEL_ID = 'mobile-menu-panel';
const isOpen = () => $openPanel.get() === 'mobile-menu';

/**
 * The hamburger menu of narrow screens (996 px and below). It is a
 * <details> element, so it opens with no JavaScript, showing the primary
 * menu and, on doc pages, the page's own sidebar beside it (the stylesheet
 * shows it while the menu is open: there is no second copy). Once hydrated
 * it adds what a reader expects of a side panel: the page behind does not
 * scroll, Escape closes it, focus moves into it and back to the hamburger,
 * "Docs menu →" / "← Back to main menu" switch between the two menus, and it
 * closes on a link followed, a click outside, leaving the page, or the window
 * growing past 996 px. Whether it is open, and which menu it shows, is in
 * src/stores/panel.ts.
 */
/**
 * While the panel is open, `--navbar-bottom` is where the navbar ends on
 * screen: below the announcement bar at the top of a page, at its own height
 * once the page has scrolled. The panel starts there, so it never covers the
 * hamburger that closes it.
 */
function placeUnderNavbar(menu: HTMLElement, open: boolean) {
  const navbar = menu.closest<HTMLElement>('[data-navbar]');
  const root = document.documentElement.style;
  if (open && navbar) root.setProperty('--navbar-bottom', `${Math.round(navbar.getBoundingClientRect().bottom)}px`);
  else root.removeProperty('--navbar-bottom');
}

/** What an open panel set on the page, undone (the component leaves, or a soft navigation swaps the page). */
function unlockPage() {
  document.body.classList.remove('scroll-locked');
  delete document.documentElement.dataset['mobileMenu'];
  document.documentElement.style.removeProperty('--navbar-bottom');
}

function MobilePanel({ hasSidebar, children }: MobilePanelProps) {
  const open = useStore($openPanel) === 'mobile-menu';
  const view = useStore($mobileMenuView);
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Where "← Back to main menu" goes: the top of the page's sidebar (the docs menu).
  const [backSlot, setBackSlot] = useState<HTMLElement | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // Focus moves into the menu on screen after the next update (on opening, or switching menus).
  const focusPending = useRef(false);
  const firstView: MobileMenuView = hasSidebar ? 'docs' : 'primary';

  const docsMenu = () => backSlot?.parentElement ?? null;
  const inside = (node: Node) => Boolean(details.current?.contains(node) || docsMenu()?.contains(node));
  const openMenu = () => {
    if (isOpen()) return;
    focusPending.current = true;
    openPanel('mobile-menu', firstView);
  };
  const close = (restoreFocus: boolean) => {
    if (!isOpen()) return;
    closePanel('mobile-menu');
    if (restoreFocus) toggle.current?.focus();
  };
  const show = (which: MobileMenuView) => {
    focusPending.current = true;
    showMobileMenu(which);
  };

  // Once hydrated: adopt a panel the reader opened before the code arrived (the <details> opens natively).
  useEffect(() => {
    const sidebar = hasSidebar ? document.querySelector<HTMLElement>('[data-doc-sidebar]') : null;
    let slot: HTMLElement | undefined;
    if (sidebar) {
      slot = document.createElement('div');
      slot.className = 'mobile-menu__back-slot';
      sidebar.prepend(slot);
      setBackSlot(slot);
    }
    setHydrated(true);
    if (details.current?.open && !isOpen()) {
      // Focus moves in as on any opening, unless the reader has already moved it into the panel.
      const active = document.activeElement;
      focusPending.current = !active || active === document.body || active === toggle.current;
      openPanel('mobile-menu', firstView);
    }
    return () => {
      slot?.remove();
      closePanel('mobile-menu');
      unlockPage();
    };
  }, [hasSidebar, firstView]);

  // The store is the truth once hydrated: the <details>, the scroll lock and the menu on screen follow it.
  useEffect(() => {
    // Wait for the render that has the docs menu's back button (the first effect finds the sidebar).
    if (!hydrated) return;
    const now = isOpen();
    const el = details.current!;
    if (el.open !== now) el.open = now;
    document.body.classList.toggle('scroll-locked', now);
    placeUnderNavbar(el, now);
    const sidebar = backSlot?.parentElement;
    const root = document.documentElement;
    if (now && sidebar) root.dataset['mobileMenu'] = $mobileMenuView.get();
    else delete root.dataset['mobileMenu'];
    if (!now || !focusPending.current) return;
    focusPending.current = false;
    const menu = sidebar && $mobileMenuView.get() === 'docs' ? sidebar : panel.current;
    menu?.querySelector<HTMLElement>('a, button')?.focus();
  }, [hydrated, open, view, backSlot]);

  // A tap or Enter on the hamburger before hydration opens the panel. It never
  // closes it: the panel may already be open (natively), and a queued click
  // there may have been meant for a link inside it.
  useIslandTriggers(details, (t) => {
    if (t.type === 'click' || (t.type === 'key' && (t.key === 'Enter' || t.key === ' '))) openMenu();
  });

  useEffect(() => {
    const listeners = new AbortController();
    const { signal } = listeners;
    document.addEventListener(
      'keydown',
      (e) => {
        if (isOpen() && e.key === 'Escape' && inside(e.target as Node)) {
          e.preventDefault();
          close(true);
        }
      },
      { signal },
    );
    // A link followed from the panel closes it, and so does a click on the page outside.
    document.addEventListener(
      'click',
      (e) => {
        const target = e.target as Element;
        if (isOpen() && (!inside(target) || target.closest?.('a[href]'))) close(false);
      },
      { signal },
    );
    window.matchMedia(DESKTOP).addEventListener('change', (e) => e.matches && close(false), { signal });
    window.addEventListener('resize', () => details.current && placeUnderNavbar(details.current, isOpen()), { signal });
    window.addEventListener('pagehide', () => close(false), { signal });
    // A soft navigation closes it too (the new page has its own menu).
    document.addEventListener(
      'astro:before-swap',
      () => {
        close(false);
        unlockPage();
      },
      { signal },
    );
    return () => listeners.abort();
    // `inside` and `close` read refs and the store, never stale props.
  }, [backSlot]);

  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => {
    if (e.currentTarget.open) openMenu();
    else closePanel('mobile-menu');
  };

  return (
    <details ref={details} className="mobile-menu" data-mobile-menu="" data-has-sidebar={hasSidebar ? '' : undefined} onToggle={onToggle}>
      <summary ref={toggle} className="mobile-menu__toggle" aria-label="Toggle navigation bar" aria-expanded={hydrated ? open : undefined} aria-controls={hydrated ? PANEL_ID : undefined}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 30 30">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </summary>
      <div ref={panel} className="mobile-menu__panel" id={PANEL_ID}>
        <nav aria-label="Main menu" className="mobile-menu__primary">
          {children}
          {backSlot && (
            <button type="button" className="mobile-menu__switch" onClick={() => show('docs')}>
              Docs menu →
            </button>
          )}
        </nav>
      </div>
      {backSlot &&
        createPortal(
          <button type="button" className="mobile-menu__switch mobile-menu__back" onClick={() => show('primary')}>
            ← Back to main menu
          </button>,
          backSlot,
        )}
    </details>
  );
}

export default island(MobilePanel);
