/**
 * Client-side navigation with Astro's router, loaded when the reader first
 * shows they may follow a link (hover, focus, press) rather than with every
 * page: its 12 KB were the one long task after the first paint on the home
 * and 404 pages. What Astro's <ClientRouter /> script does, done here:
 * - same-site link clicks and form submissions go through `navigate()`,
 *   unless the link opens elsewhere (modifier keys, `target`, `download`,
 *   `data-astro-reload`); the click waits for the router's code if needed;
 * - `astro:page-load` fires in the first page's load event (the router fires
 *   it after each navigation);
 * - a page reached through the router's history gets its scroll position
 *   back (a reload after navigating), as the router does when it starts.
 * The page's <head> keeps the router's meta tags (ClientNavigation.astro).
 */
type Router = typeof import('astro:transitions/client');
type NavigateOptions = NonNullable<Parameters<Router['navigate']>[1]>;

let router: Promise<Router> | undefined;

interface RouterState {
  index: number;
  scrollX: number;
  scrollY: number;
}

/** The router's code, loaded once. Before it starts, the history entry gets the current scroll, so the router's start-up scroll is no move. */
export function loadRouter(): Promise<Router> {
  if (!router) {
    const state = history.state as RouterState | null;
    if (state) history.replaceState({ ...state, scrollX, scrollY }, '');
    router = import('astro:transitions/client');
    router.catch(() => (router = undefined));
  }
  return router;
}

function isReload(el: HTMLElement | SVGElement): boolean {
  return el.dataset['astroReload'] !== undefined;
}

const leavesWindow = (ev: MouseEvent) => (ev.button && ev.button !== 0) || ev.metaKey || ev.ctrlKey || ev.altKey || ev.shiftKey;

async function go(href: string, options: NavigateOptions): Promise<void> {
  let loaded: Router;
  try {
    loaded = await loadRouter();
  } catch {
    console.warn(`Could not load the navigation code; loading ${href} normally.`);
    location.href = href;
    return;
  }
  // navigate() itself falls back to a full load when the page cannot be fetched.
  await loaded.navigate(href, options);
}

/** Once per tab: the listeners live on the document, which navigations keep. */
export function startClientNavigation(): void {
  const state = history.state as RouterState | null;
  if (state) {
    scrollTo({ left: state.scrollX, top: state.scrollY });
    // Kept current until the router starts, which scrolls to what it finds there.
    const keep = () => router || history.replaceState({ ...(history.state as RouterState), scrollX, scrollY }, '');
    addEventListener('scrollend', keep, { passive: true });
  }

  let lastClickedElementLeavingWindow: EventTarget | null = null;
  document.addEventListener('click', (ev) => {
    let link: EventTarget | null = ev.target;
    lastClickedElementLeavingWindow = leavesWindow(ev) ? link : null;
    if (ev.composed) link = ev.composedPath()[0] ?? link;
    if (link instanceof Element) link = link.closest('a, area');
    if (!(link instanceof HTMLAnchorElement) && !(link instanceof SVGAElement) && !(link instanceof HTMLAreaElement)) return;
    const target = link instanceof HTMLElement ? link.target : link.target.baseVal;
    const href = link instanceof HTMLElement ? link.href : link.href.baseVal;
    if (
      isReload(link) ||
      link.hasAttribute('download') ||
      !href ||
      (target && target !== '_self') ||
      new URL(href, location.href).origin !== location.origin ||
      lastClickedElementLeavingWindow ||
      ev.defaultPrevented
    ) {
      return;
    }
    ev.preventDefault();
    void go(href, { history: link.dataset['astroHistory'] === 'replace' ? 'replace' : 'auto', sourceElement: link });
  });

  document.addEventListener('submit', (ev) => {
    const form = ev.target as HTMLElement;
    const submitter = ev.submitter;
    const clickedWithKeys = submitter && submitter === lastClickedElementLeavingWindow;
    lastClickedElementLeavingWindow = null;
    if (!(form instanceof HTMLFormElement) || ev.defaultPrevented || isReload(form) || clickedWithKeys) return;
    const formAction = typeof form.action === 'string' ? form.action : form.getAttribute('action');
    const formMethod = typeof form.method === 'string' ? form.method : form.getAttribute('method');
    let action = submitter?.getAttribute('formaction') ?? formAction ?? location.pathname;
    const method = submitter?.getAttribute('formmethod') ?? formMethod ?? 'get';
    if (method === 'dialog' || location.origin !== new URL(action, location.href).origin) return;
    const formData = new FormData(form, submitter);
    const options: NavigateOptions = { sourceElement: submitter ?? form };
    if (method === 'get') {
      const url = new URL(action, location.href);
      url.search = new URLSearchParams(formData as unknown as Record<string, string>).toString();
      action = url.toString();
    } else {
      options.formData = formData;
    }
    ev.preventDefault();
    void go(action, options);
  });

  // The first astro:page-load, in the load event as the router fires it. If
  // the router started before the load event (a link pointed at, or the search
  // modal, which imports it, opened that early), its own load listener, added
  // after this one, fires it: the router marks every script it has seen.
  const firstLoad = () => {
    if (!document.querySelector('script[data-astro-exec]')) document.dispatchEvent(new Event('astro:page-load'));
  };
  if (document.readyState === 'complete') firstLoad();
  else addEventListener('load', firstLoad, { once: true });
}
