/**
 * Fetches a page ahead when the reader shows they may open it: the pointer
 * resting on a link for 80 ms, keyboard focus on it, or a press. One listener
 * on the document, so a page with a thousand links costs nothing until the
 * reader points at one. Skipped on 2g connections and with Save-Data. The
 * router's code is loaded at the same moment (./client-navigation.ts).
 */
import { loadRouter } from './client-navigation';

export const HOVER_DELAY_MS = 80;

const fetched = new Set<string>();

function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

/** The same-site page a link leads to, without its #hash; undefined for this page, other sites, downloads and new tabs. */
function pageOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return undefined;
  url.hash = '';
  return url.href;
}

function prefetch(href: string): void {
  loadRouter().catch(() => {});
  if (fetched.has(href) || !navigator.onLine || slowConnection()) return;
  fetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/** Once per tab: the listeners live on the document, which soft navigations keep. */
export function startPrefetchOnIntent(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | undefined;
  const cancel = () => {
    clearTimeout(timer);
    pending = undefined;
  };
  const soon = (e: Event) => {
    const href = pageOf(e.target);
    if (href === pending) return; // still over the same link
    cancel();
    if (!href) return;
    pending = href;
    timer = setTimeout(() => {
      pending = undefined;
      prefetch(href);
    }, HOVER_DELAY_MS);
  };
  const now = (e: Event) => {
    const href = pageOf(e.target);
    if (href) prefetch(href);
  };
  document.addEventListener('pointerover', soon, { passive: true });
  document.addEventListener('focusin', soon, { passive: true });
  document.addEventListener('pointerout', (e) => pageOf(e.relatedTarget) !== pending && cancel(), { passive: true });
  document.addEventListener('focusout', cancel, { passive: true });
  document.addEventListener('pointerdown', now, { passive: true });
}
