import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { island } from '../shared/IslandBoundary';
import { useIslandTriggers } from '../shared/use-island-triggers';
import { choosePreferredVersion } from '../../stores/version';
import type { IslandTrigger } from '../../hydration/trigger-queue';
import type { NavbarMenuItem } from '../../lib/navbar/view';
import './navbar-dropdown.css';

export interface NavbarDropdownProps {
  label: string;
  /** The accessible name of the menu ("Docs version"); the label is its current choice. */
  name?: string | undefined;
  items: NavbarMenuItem[];
  active?: boolean;
  /** For the docs version dropdown: the docs plugin and its version names (a picked version becomes the preferred one). */
  versions?: { pluginId: string; names: string[] } | undefined;
  /** Whether it starts open (in the mobile menu, a dropdown leading to this page). */
  open?: boolean;
}

/** Where the dropdown opens on hover and closes on a click elsewhere (in the mobile menu it is a collapsible section). */
const desktop = () => window.matchMedia('(min-width: 997px) and (hover: hover)').matches;

/**
 * Every navbar dropdown: versions, languages, plain menus. It is a <details>,
 * so it opens on a click, Enter or Space without JavaScript. Hydrated (on the
 * first hover, focus or touch), it also opens on hover on desktop, closes on
 * a click, touch or focus outside and on Escape, and moves between its items
 * with the arrow keys. Inside the mobile menu it stays as the reader left it.
 * A docs version picked in it is saved as the preferred version.
 */
function NavbarDropdown({ label, name, items, active = false, versions, open: openAtFirst = false }: NavbarDropdownProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(openAtFirst);
  // The ARIA state is only said once the island keeps it up to date.
  const [hydrated, setHydrated] = useState(false);
  /** Whether the <details> toggled itself (a click or Enter the browser let through) before hydration. */
  const toggledBefore = useRef(false);

  // Declared before useIslandTriggers: this runs first, so the queued triggers see what happened before hydration.
  useEffect(() => {
    const el = details.current!;
    setHydrated(true);
    toggledBefore.current = el.open !== openAtFirst;
    // Adopt what the browser did rather than toggling a second time.
    if (toggledBefore.current) setOpen(el.open);
    // The pointer that woke it is still over it: open, as hover does.
    else if (desktop() && el.matches(':hover')) setOpen(true);
  }, [openAtFirst]);

  useIslandTriggers(details, (t: IslandTrigger) => {
    if (t.type === 'shortcut') return;
    // The queue does not say what was clicked: the focus does (a click or Enter on a link focuses it first).
    const focused = document.activeElement;
    const link = focused instanceof HTMLAnchorElement && details.current?.contains(focused) ? focused : null;
    if (link) {
      // Once the loader has let go of the island (it holds clicks until this hook is ready), follow the link.
      const click = () => link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: !!t.mod, shiftKey: !!t.shift }));
      if (t.type === 'click' || t.key === 'Enter') setTimeout(click);
      return;
    }
    const activates = t.type === 'click' || t.key === 'Enter' || t.key === ' ';
    if (!activates || toggledBefore.current) return;
    // A mouse click on desktop opens (hover may already have); otherwise the label toggles.
    if (t.type === 'click' && desktop()) setOpen(true);
    else setOpen((o) => !o);
  });

  // Close on a click, touch or focus outside, except in the mobile menu.
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (e: Event) => {
      const el = details.current;
      if (el && !el.closest('.mobile-menu') && !el.contains(e.target as Node)) setOpen(false);
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, closeIfOutside, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, closeIfOutside);
    };
  }, [open]);

  const onSummaryClick = (e: MouseEvent) => {
    // Hover already opened it: a mouse click on the label must not close it again.
    if (desktop() && e.detail > 0) {
      e.preventDefault();
      setOpen(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const list = [...details.current!.querySelectorAll<HTMLAnchorElement>('.navbar-dropdown__menu a')];
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      summary.current?.focus();
    } else if (step) {
      e.preventDefault();
      // Open now, so that the item can take the focus.
      flushSync(() => setOpen(true));
      const next = index < 0 && step < 0 ? list.length - 1 : (index + step + list.length) % list.length;
      list[next]?.focus();
    }
  };

  const onLinkClick = (version: string | undefined) => {
    if (versions && version) choosePreferredVersion(versions.pluginId, version);
  };

  return (
    <details
      ref={details}
      className={active ? 'navbar-dropdown navbar-dropdown--active' : 'navbar-dropdown'}
      data-navbar-dropdown=""
      aria-label={name}
      open={open}
      data-versions-plugin={versions?.pluginId}
      data-versions={versions?.names.join(' ')}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onMouseEnter={() => desktop() && setOpen(true)}
      onMouseLeave={() => desktop() && setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <summary
        ref={summary}
        className="navbar__link navbar-dropdown__toggle"
        aria-haspopup={hydrated ? 'true' : undefined}
        aria-expanded={hydrated ? open : undefined}
        onClick={onSummaryClick}
      >
        {label}
      </summary>
      <ul className="navbar-dropdown__menu">
        {items.map((i) => (
          <li key={i.href + i.label}>
            <a
              className={i.active ? 'navbar-dropdown__link navbar-dropdown__link--active' : 'navbar-dropdown__link'}
              href={i.href}
              aria-current={i.active ? (i.current ?? 'page') : undefined}
              lang={i.lang}
              hrefLang={i.lang}
              data-version={i.version}
              onClick={() => onLinkClick(i.version)}
            >
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default island(NavbarDropdown);
