import type { ClientDirective } from 'astro';

/**
 * `client:paint`: hydrate once the page has loaded and its first contentful
 * paint has reached the screen. For islands a page exists for (the search
 * page's form): they load without waiting for the reader, but their code is
 * never fetched while the page is still painting, so it holds neither the
 * first nor the largest paint.
 */
const paint: ClientDirective = (load) => {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(() =>
    setTimeout(async () => {
      const hydrate = await load();
      await hydrate();
    }),
  );
};

export default paint;
