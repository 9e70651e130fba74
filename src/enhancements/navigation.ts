/**
 * Client-side navigation (Astro's ClientRouter) as readers expect it:
 * - the html attributes set before first paint (theme, platform, sidebar,
 *   embedding, announcement) carry over to the next page, so nothing flashes;
 * - a thin progress bar appears only if a navigation takes over 200 ms
 *   (start 0.08, trickle 0.02 every 800 ms, 200 ms animations);
 * - if the next page cannot be fetched, a warning is logged and the browser
 *   loads it normally;
 * - when only the query string changes, the page does not scroll.
 */
const CARRIED = ['data-theme', 'data-platform', 'data-sidebar-hidden', 'data-embed-hide-nav', 'data-announcement-dismissed', 'class'];

export const PROGRESS = { delay: 200, minimum: 0.08, trickleRate: 0.02, trickleSpeed: 800, speed: 200 };

export function startNavigationSupport(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLElement | undefined;
  let value = 0;

  const set = (n: number) => {
    value = Math.min(Math.max(n, PROGRESS.minimum), 0.994);
    if (bar) bar.style.transform = `scaleX(${value})`;
  };
  const start = () => {
    bar = document.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading the page');
    bar.style.transition = `transform ${PROGRESS.speed}ms linear`;
    document.body.append(bar);
    set(PROGRESS.minimum);
    trickle = setInterval(() => set(value + PROGRESS.trickleRate), PROGRESS.trickleSpeed);
  };
  const done = () => {
    clearTimeout(timer);
    clearInterval(trickle);
    timer = undefined;
    bar?.remove();
    bar = undefined;
  };

  // When only the query string changes, the reader stays where they were.
  let keepScroll: [number, number] | undefined;
  const restoreScroll = () => {
    if (keepScroll) window.scrollTo(...keepScroll);
  };

  document.addEventListener('astro:before-preparation', (event) => {
    done();
    timer = setTimeout(start, PROGRESS.delay);
    const e = event as Event & { loader: () => Promise<void>; to: URL; from: URL };
    const queryOnly = e.from.pathname === e.to.pathname && e.from.search !== e.to.search && !e.to.hash;
    keepScroll = queryOnly ? [window.scrollX, window.scrollY] : undefined;
    const load = e.loader;
    e.loader = async () => {
      await load();
      // Astro gives up on a failed fetch (or a non-HTML answer) and loads the page normally.
      if (e.defaultPrevented) {
        done();
        console.warn(`Could not load ${e.to.href} in place; loading it normally.`);
      }
    };
  });
  document.addEventListener('astro:before-swap', (event) => {
    const next = (event as Event & { newDocument: Document }).newDocument.documentElement;
    for (const name of CARRIED) {
      const value = document.documentElement.getAttribute(name);
      if (value === null) next.removeAttribute(name);
      else next.setAttribute(name, value);
    }
  });
  document.addEventListener('astro:after-swap', () => {
    done();
    restoreScroll();
  });
  document.addEventListener('astro:page-load', () => {
    restoreScroll();
    keepScroll = undefined;
  });
}
