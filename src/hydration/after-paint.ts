/**
 * Resolves once the page has loaded and its first contentful paint has
 * reached the screen: what an island hydrated with `{ onPaint: true }` waits
 * for, so its code never holds the first or the largest paint.
 */
export function afterFirstPaint(): Promise<unknown> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const paint = new Promise<void>((resolve) => {
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
  return Promise.all([loaded, paint]);
}
