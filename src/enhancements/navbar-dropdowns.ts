/**
 * Navbar dropdowns (<details data-navbar-dropdown>) open on click, Enter or
 * Space without JavaScript; this adds hover on desktop, closing on a click,
 * touch or focus outside and on Escape, and arrow keys between the items.
 */
export function enhanceDropdowns(signal: AbortSignal, root: ParentNode = document): void {
  const desktop = window.matchMedia('(min-width: 997px) and (hover: hover)');
  for (const dropdown of root.querySelectorAll<HTMLDetailsElement>('details[data-navbar-dropdown]')) {
    if (dropdown.dataset['enhanced']) continue;
    dropdown.dataset['enhanced'] = 'true';
    const summary = dropdown.querySelector<HTMLElement>('summary')!;
    const items = () => [...dropdown.querySelectorAll<HTMLAnchorElement>('.navbar-dropdown__menu a')];
    summary.setAttribute('aria-haspopup', 'true');
    const sync = () => summary.setAttribute('aria-expanded', String(dropdown.open));
    sync();
    dropdown.addEventListener('toggle', sync);

    // Hover already opened it: a mouse click on the label must not close it again.
    summary.addEventListener('click', (e) => {
      if (desktop.matches && e.detail > 0) {
        e.preventDefault();
        dropdown.open = true;
      }
    });
    dropdown.addEventListener('mouseenter', () => {
      if (desktop.matches) dropdown.open = true;
    });
    dropdown.addEventListener('mouseleave', () => {
      if (desktop.matches) dropdown.open = false;
    });
    dropdown.addEventListener('keydown', (e) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLAnchorElement);
      if (e.key === 'Escape' && dropdown.open) {
        e.preventDefault();
        dropdown.open = false;
        summary.focus();
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        dropdown.open = true;
        list[(index + 1) % list.length]?.focus();
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        dropdown.open = true;
        list[(index - 1 + list.length) % list.length]?.focus();
      }
    });
    // In the mobile menu a dropdown is a collapsible section: it stays as the reader left it.
    const closeIfOutside = (e: Event) => {
      if (dropdown.open && !dropdown.closest('.mobile-menu') && !dropdown.contains(e.target as Node)) dropdown.open = false;
    };
    document.addEventListener('mousedown', closeIfOutside, { signal });
    document.addEventListener('touchstart', closeIfOutside, { passive: true, signal });
    document.addEventListener('focusin', closeIfOutside, { signal });
  }
}
