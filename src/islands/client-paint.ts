import type { ClientDirective } from 'astro';
import { showLoadError } from '../enhancements/island-load-error';
import { hydrateIsland } from './hydrate';

/**
 * `client:paint`: hydrate once the page has loaded and its first contentful
 * paint has reached the screen. For islands a page exists for (the search
 * page's form): they load without waiting for the reader, but their code is
 * never fetched while the page is still painting, so it holds neither the
 * first nor the largest paint.
 */
const paint: ClientDirective = (load, _options, el) => {
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
  // Code that cannot be loaded gets the red box with Retry, as on islands woken by intent.
  const start = () =>
    hydrateIsland(el, load).catch((error: unknown) => {
      console.warn('A control of this page could not be loaded.', error);
      showLoadError(el, error, start);
    });
  void Promise.all([loaded, painted]).then(() => setTimeout(start));
};

export default paint;
