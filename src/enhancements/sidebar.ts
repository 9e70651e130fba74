import { loadSidebarHidden, setSidebarHidden } from '../stores/sidebar';

/**
 * Sidebar categories (<details>) open and close with a height animation whose
 * duration grows with the content (1 ms when the reader prefers reduced
 * motion); opening one never closes another. On desktop the sidebar can be
 * hidden and shown again, and the choice is remembered.
 */
export function animationDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  // Taller content takes longer, within reason (Docusaurus uses a similar curve).
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function iconButton(className: string, label: string, path: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.title = label;
  button.innerHTML = `<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="${path}"/></svg>`;
  return button;
}

/** Opens or closes a category with the height animation. */
function toggleCategory(details: HTMLDetailsElement, reducedMotion: boolean): void {
  const list = details.querySelector<HTMLElement>(':scope > ul');
  if (!list) return;
  const opening = !details.open;
  if (opening) details.open = true;
  const full = list.scrollHeight;
  const duration = animationDuration(full, reducedMotion);
  list.style.overflow = 'hidden';
  const animation = list.animate(
    [{ height: opening ? '0px' : `${full}px` }, { height: opening ? `${full}px` : '0px' }],
    { duration, easing: 'ease-in-out' },
  );
  details.dataset['animating'] = 'true';
  details.dataset['animationMs'] = String(duration);
  animation.onfinish = () => {
    if (!opening) details.open = false;
    list.style.overflow = '';
    delete details.dataset['animating'];
  };
}

/** Where `el` sits in `root`'s lists: the index of each `li` from the top. */
function listPath(el: Element, root: Element): number[] {
  const path: number[] = [];
  for (let li = el.closest('li'); li && root.contains(li); li = li.parentElement!.closest('li')) {
    path.unshift([...li.parentElement!.children].indexOf(li));
  }
  return path;
}

function atListPath(nav: Element, path: number[]): Element | undefined {
  let list = nav.querySelector(':scope > ul');
  let item: Element | undefined;
  for (const i of path) {
    item = list?.children[i];
    list = item?.querySelector(':scope > details > ul') ?? null;
  }
  return item;
}

/**
 * Puts the full sidebar (DocSidebarFull.astro) in place of the page's short
 * one, whose closed categories are plain links. Both have the same rows, so
 * nothing moves; a focused row keeps the focus, and the list its scroll.
 */
export function completeSidebar(root: Document = document): void {
  const full = root.querySelector<HTMLTemplateElement>('template[data-doc-sidebar-full]');
  const nav = root.querySelector<HTMLElement>('[data-doc-sidebar] nav');
  if (!full || !nav) return;
  const active = root.activeElement;
  const focusPath = active && nav.contains(active) ? listPath(active, nav) : undefined;
  const { scrollTop } = nav;
  nav.replaceChildren(full.content);
  full.remove();
  nav.scrollTop = scrollTop;
  if (focusPath) atListPath(nav, focusPath)?.querySelector<HTMLElement>('a, summary')?.focus();
}

export function enhanceSidebar(root: Document = document): void {
  completeSidebar(root);
  const sidebar = root.querySelector<HTMLElement>('[data-doc-sidebar]');
  if (!sidebar || sidebar.dataset['enhanced']) return;
  sidebar.dataset['enhanced'] = 'true';
  // One listener for every category: nothing is done per category until the reader opens one.
  sidebar.addEventListener('click', (e) => {
    const summary = (e.target as Element).closest('summary');
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-sidebar-category')) return;
    e.preventDefault();
    toggleCategory(details, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  });

  const hide = iconButton('doc-sidebar__collapse', 'Collapse sidebar', 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z');
  const show = iconButton('doc-sidebar__expand', 'Expand sidebar', 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z');
  sidebar.append(hide, show);
  // Its state is in the sidebar store (the head script applies it before first paint).
  loadSidebarHidden();
  hide.addEventListener('click', () => {
    setSidebarHidden(true);
    show.focus();
  });
  show.addEventListener('click', () => {
    setSidebarHidden(false);
    hide.focus();
  });
}
