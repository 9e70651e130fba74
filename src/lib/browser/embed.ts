/**
 * The embeddable docs mode (panels in IDEs and internal portals).
 * - `?hideNavigation` hides navbar, sidebars and footer (set before paint by the head script).
 * - `?_sdoc_theme=light|dark` sets the colour mode of that view, unsaved (head script).
 * - Inside an iframe, every navigation is posted to the parent as
 *   `{type: 'page-update', url, title}`, and a click on a link to another
 *   origin as `{type: 'static-docs-link-click', href}`.
 * Any failure (no parent, a blocked postMessage) is ignored.
 */
export interface EmbedMessage {
  type: 'page-update' | 'static-docs-link-click';
  url?: string;
  title?: string;
  href?: string;
}

export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

export function postToParent(message: EmbedMessage, win: Window = window): void {
  try {
    win.parent.postMessage(message, '*');
  } catch {
    // The parent went away or refuses messages: nothing to do.
  }
}

/** Whether a link leaves the site. */
export function isOtherOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return false;
  }
}

export function startEmbedMessages(): void {
  if (!isEmbedded()) return;
  let last = '';
  const update = () => {
    if (location.href === last) return;
    last = location.href;
    postToParent({ type: 'page-update', url: location.href, title: document.title });
  };
  update();
  window.addEventListener('hashchange', update);
  window.addEventListener('popstate', update);
  document.addEventListener('astro:page-load', update);
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && isOtherOrigin(link.href, location.origin)) postToParent({ type: 'static-docs-link-click', href: link.href });
    },
    true,
  );
}
