/**
 * page_view reporting for Google Analytics 4: one event on first load and one
 * on every client-side navigation that changes the path, query or hash, never
 * two in a row for the same URL. Failures (a blocked script) are ignored.
 */
export interface PageView {
  page_path: string;
  page_title: string;
  page_location: string;
}

export function createPageViewTracker(send: (view: PageView) => void) {
  let last: string | undefined;
  return (location: { pathname: string; search: string; hash: string; href: string }, title: string): boolean => {
    const key = `${location.pathname}${location.search}${location.hash}`;
    if (key === last) return false;
    last = key;
    try {
      send({ page_path: key, page_title: title, page_location: location.href });
    } catch {
      // Analytics must never break the page.
    }
    return true;
  };
}

type Gtag = (...args: unknown[]) => void;

/** Wires the tracker to the page: first load, history navigation, hash changes, Astro soft navigation. */
export function startPageViews(): void {
  const track = createPageViewTracker((view) => {
    const gtag = (window as unknown as { gtag?: Gtag }).gtag;
    gtag?.('event', 'page_view', view);
  });
  const report = () => track(window.location, document.title);
  report();
  window.addEventListener('hashchange', report);
  window.addEventListener('popstate', report);
  document.addEventListener('astro:page-load', report);
  // pushState fires no event: notify after it (replaceState only rewrites the current entry, e.g. a search query).
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    report();
  };
}
