/**
 * The mobile panel (<details class="mobile-menu">) works without JavaScript;
 * this adds what a reader expects of a side panel: body scroll lock, Escape
 * to close, focus moved into the panel and back to the hamburger, a
 * "Back to main menu" switch between the primary and the docs menu, and
 * closing on navigation or when the window grows past 996 px.
 */
const DESKTOP = '(min-width: 997px)';

export function enhanceMobileMenu(signal: AbortSignal, root: ParentNode = document): void {
  const menu = root.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  if (!menu || menu.dataset['enhanced']) return;
  menu.dataset['enhanced'] = 'true';
  const toggle = menu.querySelector<HTMLElement>('summary')!;
  const panel = menu.querySelector<HTMLElement>('.mobile-menu__panel')!;
  // The docs menu is the page's own sidebar, shown over the page while the menu is open.
  const secondary = 'hasSidebar' in menu.dataset ? document.querySelector<HTMLElement>('[data-doc-sidebar]') : null;
  const primary = panel.querySelector<HTMLElement>('.mobile-menu__primary')!;

  // On doc pages the panel opens on the docs menu, with a way back to the main menu.
  let back: HTMLButtonElement | undefined;
  let forward: HTMLButtonElement | undefined;
  if (secondary) {
    back = document.createElement('button');
    back.type = 'button';
    back.className = 'mobile-menu__switch mobile-menu__back';
    back.textContent = '← Back to main menu';
    secondary.prepend(back);
    forward = document.createElement('button');
    forward.type = 'button';
    forward.className = 'mobile-menu__switch';
    forward.textContent = 'Docs menu →';
    primary.append(forward);
  }
  const show = (which: 'primary' | 'secondary') => {
    if (!secondary) return;
    document.documentElement.dataset['mobileMenu'] = which;
    (which === 'primary' ? primary : secondary).querySelector<HTMLElement>('a, button')?.focus();
  };
  back?.addEventListener('click', () => show('primary'));
  forward?.addEventListener('click', () => show('secondary'));

  const close = (restoreFocus: boolean) => {
    if (!menu.open) return;
    menu.open = false;
    if (restoreFocus) toggle.focus();
  };
  menu.addEventListener('toggle', () => {
    document.body.classList.toggle('scroll-locked', menu.open);
    if (!menu.open) delete document.documentElement.dataset['mobileMenu'];
    toggle.setAttribute('aria-expanded', String(menu.open));
    if (menu.open) {
      if (secondary) show('secondary');
      else panel.querySelector<HTMLElement>('a, button')?.focus();
    }
  });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', (panel.id ||= 'mobile-menu-panel'));
  const inside = (node: Node) => menu.contains(node) || (secondary?.contains(node) ?? false);
  document.addEventListener(
    'keydown',
    (e) => {
      if (menu.open && e.key === 'Escape' && inside(e.target as Node)) {
        e.preventDefault();
        close(true);
      }
    },
    { signal },
  );
  for (const area of [panel, secondary]) {
    area?.addEventListener('click', (e) => {
      if (menu.open && (e.target as Element).closest('a[href]')) close(false);
    });
  }
  // Clicking the dimmed page outside the panel closes it.
  document.addEventListener('click', (e) => menu.open && !inside(e.target as Node) && close(false), { signal });
  window.matchMedia(DESKTOP).addEventListener('change', (e) => e.matches && close(false), { signal });
  window.addEventListener('pagehide', () => close(false), { signal });
  // A soft navigation closes it too (the new page has its own menu).
  document.addEventListener('astro:before-swap', () => document.body.classList.remove('scroll-locked'), { signal });
}
